/*
 * users-permissions without the doors the contract replaces (docs/decisions/0060). The site has
 * no public accounts: staff accounts are made by staff, and the only password reset is the
 * contract's (/api/admin/forgot-password, /api/admin/reset-password: hashed, expiring, single-use
 * codes). Taken out of the router, these routes answer 404 whatever the spelling of the path:
 *
 * - registration and e-mail confirmation (nobody signs up);
 * - the plugin's own forgot/reset password: its codes never expire, it mails from Strapi's
 *   default sender, and it would take the contract's stored reset value as a code;
 * - sign-in through third-party providers (none is configured) and its GET callback, which
 *   reaches the password sign-in by another method and path.
 *
 * What stays: POST /api/auth/local for clients of Strapi's own REST API (guarded by the shared
 * sign-in limits, middlewares/auth-doors, and the plugin's own limiter), change-password, and the
 * session routes (refresh, logout, sessions).
 */

import { errors } from '@strapi/utils';
import { authEnv } from '../../lib/auth/auth-env';
import { STAFF_ROLE_KEPT } from '../../lib/auth/last-administrator';
import { isStaffRoleType } from '../../lib/auth/roles';

interface PluginRoute {
  method: string;
  path: string;
  handler: string;
}

type UserService = Record<string, unknown> & { remove(params: unknown): Promise<unknown> };
type RoleService = Record<string, unknown> & { deleteRole(roleId: unknown, publicRoleId: unknown): Promise<unknown> };

interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: { password: { encryption?: { rounds: number } } } } } };
  routes: Record<string, { routes: PluginRoute[] } | unknown>;
  services: Record<string, unknown> & {
    user: (deps: { strapi: unknown }) => UserService;
    role: (deps: { strapi: unknown }) => RoleService;
  };
}

const CLOSED_HANDLERS = new Set([
  'auth.register',
  'auth.emailConfirmation',
  'auth.sendEmailConfirmation',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.connect',
]);

/** Whether a route of the plugin stays in the router. */
export function keepsRoute(route: PluginRoute): boolean {
  if (CLOSED_HANDLERS.has(route.handler)) return false;
  // auth.callback is the password sign-in only as POST /auth/local.
  if (route.handler === 'auth.callback') return route.method === 'POST' && route.path === '/auth/local';
  return true;
}

export default (plugin: UsersPermissionsPlugin) => {
  // New password hashes have the configured cost (Strapi reads the attribute's encryption.rounds
  // whenever it hashes one); stored hashes keep theirs, which bcrypt reads from each.
  plugin.contentTypes.user.schema.attributes.password.encryption = { rounds: authEnv().passwordHashRounds };
  const contentApi = plugin.routes['content-api'] as { routes: PluginRoute[] };
  contentApi.routes = contentApi.routes.filter(keepsRoute);
  // Its removal of a user (DELETE /api/users/:id) in a transaction, as the panel's is: the check
  // that keeps the last administrator (lib/auth/last-administrator) holds its lock until the
  // deletion is done.
  const userService = plugin.services.user;
  plugin.services.user = (deps) => {
    const service = userService(deps);
    return { ...service, remove: (params: unknown) => strapi.db.transaction(() => service.remove(params)) };
  };
  // A staff role is never deleted: deleting a role first moves its users to the public role,
  // behind every guard of the team (the last administrator among them).
  const roleService = plugin.services.role;
  plugin.services.role = (deps) => {
    const service = roleService(deps);
    return {
      ...service,
      deleteRole: async (roleId: unknown, publicRoleId: unknown) => {
        const role = (await strapi.db
          .query('plugin::users-permissions.role')
          .findOne({ where: { id: roleId }, select: ['type'] })) as { type?: string | null } | null;
        if (isStaffRoleType(role?.type)) throw new errors.ApplicationError(STAFF_ROLE_KEPT);
        return service.deleteRole(roleId, publicRoleId);
      },
    };
  };
  return plugin;
};
