import type { StaffRole } from '@estate/contract';
import { forbidden, unauthorized } from '../http/errors';
import { staffRoleOf } from './roles';
import { verifySession, type StaffSession } from './sessions';
import { mustSetUp } from './two-factor';

/**
 * Who a request comes from: the staff user behind its bearer token (401 or 403 for anyone else on
 * a staff route), or the public.
 */

const USER_UID = 'plugin::users-permissions.user';

export interface StaffUser {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
}

/** What both a Koa context and a Strapi policy context offer. */
export interface RequestLike {
  request: { headers: Record<string, string | string[] | undefined> };
  state: Record<string, unknown>;
}

function bearer(ctx: RequestLike): string | null {
  const raw = ctx.request.headers.authorization;
  const header = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/**
 * The staff user behind the request's bearer token: 401 without a valid token (missing,
 * malformed, expired, of an ended session, or of a deleted or blocked user), 403 for a signed-in
 * user who is not staff. The session is kept in ctx.state.session for renew and logout. The role is
 * read on every request: a change of role holds from the user's next request.
 */
export async function requireStaff(ctx: RequestLike): Promise<StaffUser> {
  const token = bearer(ctx);
  if (!token) throw unauthorized();
  const session = await verifySession(token);
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: session.userId },
    select: ['id', 'username', 'email', 'blocked'],
    populate: { role: { select: ['type'] } },
  })) as (StaffUser & { blocked?: boolean; role?: { type?: string } }) | null;
  if (!user || user.blocked) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
  const role = staffRoleOf(user.role?.type);
  if (!role) throw forbidden();
  const staff = { id: user.id, username: user.username, email: user.email, role };
  ctx.state.user = staff;
  ctx.state.session = session;
  return staff;
}

/** The session requireStaff verified for this request. */
export function sessionOf(ctx: RequestLike): StaffSession {
  const session = ctx.state.session as StaffSession | undefined;
  if (!session) throw unauthorized();
  return session;
}

/**
 * Whether a request to a public route comes from signed-in staff (who also see what the public
 * does not: off-market listings, expired permits). A missing or bad token is simply the public,
 * and so is a member who must still set up the second factor the agency requires of them.
 */
export async function isStaffRequest(ctx: RequestLike): Promise<boolean> {
  if (!bearer(ctx)) return false;
  let staff: StaffUser;
  try {
    staff = await requireStaff(ctx);
  } catch {
    return false;
  }
  return !(await mustSetUp(staff.id, staff.role));
}
