import { TWO_FACTOR_SETUP_REQUIRED, type Permission } from '@estate/contract';
import { requireStaff, type RequestLike } from '../lib/auth/auth';
import { accessFor, assertCan } from '../lib/auth/roles';
import { mustSetUp } from '../lib/auth/two-factor';
import { forbidden } from '../lib/http/errors';

/**
 * Route policy of every staff route: a staff user's bearer token (401 without, 403 for non-staff)
 * whose role has the permission the route names in the contract (403 naming the role otherwise).
 * The access is kept in ctx.state.access for the controllers that narrow by owner. A member the
 * agency requires a second factor of, who has none yet, reaches only the routes of its setup.
 */
export default async (
  policyContext: RequestLike,
  config: { permission?: Permission; beforeTwoFactor?: boolean } = {},
) => {
  const user = await requireStaff(policyContext);
  const access = await accessFor(user);
  policyContext.state.access = access;
  if (!config.permission) throw new Error('a staff route without a permission');
  assertCan(access, config.permission);
  if (!config.beforeTwoFactor && (await mustSetUp(user.id, user.role))) throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
  return true;
};
