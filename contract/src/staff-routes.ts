/*
 * The routes of the agency's team: the signed-in member's role and permissions, and the
 * administrators' screen of staff users (list, invite, change role, deactivate). routes.ts joins
 * this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import { AuditEntrySchema, AuditQuerySchema, RestoreResultSchema } from './audit.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import {
  InviteStaffUserInputSchema,
  MeSchema,
  StaffUserResultSchema,
  StaffUserSchema,
  UpdateStaffUserInputSchema,
} from './staff.js';

export const STAFF_ROUTE_SPECS = {
  getMe: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'staff',
    summary: 'The signed-in staff member: their role, what it allows now, and their team member profile',
    response: MeSchema,
    errors: [401, 403, 429],
  },
  getStaffUsers: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary: 'Every staff user with their role, whether active, and whether still invited',
    response: z.array(StaffUserSchema),
    errors: [401, 403, 429],
  },
  inviteStaffUser: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary:
      'Invite a staff member by e-mail: the account is made with the role, and a one-time link to choose a password is mailed',
    body: InviteStaffUserInputSchema,
    response: StaffUserResultSchema,
    errors: [400, 401, 403, 409, 413, 429],
  },
  updateStaffUser: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary:
      "Change a staff user's role or team member profile, or deactivate (every session ends at once) or reactivate them; the last active administrator stays one",
    body: UpdateStaffUserInputSchema,
    response: StaffUserResultSchema,
    errors: [400, 401, 403, 404, 409, 413, 429],
  },
  resetStaffTwoFactor: {
    access: 'staff',
    permission: 'users.manage',
    resource: 'staff',
    summary:
      "Turn off a staff user's two-factor sign-in (a lost phone): every session of theirs ends, and they set it up again at their next sign-in",
    body: z.object({}),
    response: StaffUserResultSchema,
    errors: [400, 401, 403, 404, 429],
  },
  getAuditEntries: {
    access: 'staff',
    permission: 'audit.read',
    resource: 'staff',
    summary:
      'The audit trail, newest first: every write with who, when, from where and the changed fields; filtered by person, kind, item and days',
    query: AuditQuerySchema,
    response: z.array(AuditEntrySchema),
    list: true,
    errors: [400, 401, 403, 429],
  },
  restoreAuditEntry: {
    access: 'staff',
    permission: 'audit.read',
    resource: 'staff',
    summary:
      "Put back the values an entry's write replaced (its changed fields), as a new write of the item that the trail records too",
    body: z.object({}),
    response: RestoreResultSchema,
    errors: [400, 401, 403, 404, 409, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
