import {
  API_PREFIX,
  FORBIDDEN_MESSAGE,
  fieldErrors,
  InviteStaffUserInputSchema,
  LEAD_KINDS,
  permissionsOf,
  ROLE_LEAD_KINDS,
  ROUTES,
  STAFF_ROLE_LABELS,
  TWO_FACTOR_SETUP_REQUIRED,
  UpdateStaffUserInputSchema,
  type Me,
  type RouteDef,
  type StaffUser,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { db, endSignIns, record, signedInUser } from '../db';
import { recoveryCodesOf, requiredFor, turnOffTwoFactor } from './two-factor';

/*
 * The staff roles as the CMS enforces them (docs/decisions/0063): every staff route of the
 * contract needs its permission of the signed-in member's role, and the leads routes the kinds the
 * role works; then the agency's team routes (get-me, and the administrators' staff users).
 */

const routePatterns = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${API_PREFIX}${route.path.replace(/:[A-Za-z]+/g, '([^/]+)')}$`),
  names: [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!),
}));

function routeOf(method: string, pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  for (const { route, pattern, names } of routePatterns) {
    if (route.method !== method) continue;
    const match = pattern.exec(pathname);
    if (match) {
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      return { route, params };
    }
  }
  return null;
}

const refused = (message: string) => HttpResponse.json({ message }, { status: 403 });

/** The CMS's is-staff policy: 401 without a live session, 403 naming the role without the permission. */
const guard = http.all(`${API_PREFIX}/*`, ({ request }) => {
  const found = routeOf(request.method, new URL(request.url).pathname);
  if (!found || found.route.access !== 'staff') return undefined;
  const user = signedInUser(request);
  if (!user) {
    return HttpResponse.json(
      { message: 'Your session is invalid or has expired. Please sign in again.' },
      { status: 401 },
    );
  }
  // An administrator the agency requires a second factor of may only set it up until it is on.
  if (requiredFor(user) && !user.twoFactor && !found.route.beforeTwoFactor) return refused(TWO_FACTOR_SETUP_REQUIRED);
  const label = STAFF_ROLE_LABELS[user.role];
  const granted = permissionsOf(user.role, { agentsMayPublish: db.settings.agentsMayPublish });
  if (!found.route.permission || !granted.includes(found.route.permission)) return refused(FORBIDDEN_MESSAGE(label));
  const kind = found.params.kind;
  const leadKinds: readonly string[] = ROLE_LEAD_KINDS[user.role];
  if (
    found.route.resource === 'lead' &&
    kind &&
    (LEAD_KINDS as readonly string[]).includes(kind) &&
    !leadKinds.includes(kind)
  ) {
    return refused(`${FORBIDDEN_MESSAGE(label)}: these leads are not theirs to see`);
  }
  // Allowed: the route's own handler answers.
  return undefined;
});

const invalid = (error: z.ZodError) => {
  const errors = fieldErrors(error);
  return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
};

const conflict = (field: string, message: string) =>
  HttpResponse.json({ message, errors: [{ field, message }] }, { status: 409 });

const LAST_ADMIN = 'The last active administrator cannot be demoted or deactivated';
const NOT_A_MEMBER = 'teamMemberId must be the id of a team member';

/**
 * The team member profile a teamMemberId names (a team member's _id): undefined leaves the link
 * as it is, null unlinks; a Response is the refusal (no such member, or linked to another user).
 */
function teamMemberFor(
  userId: number,
  teamMemberId: string | null | undefined,
): StaffUser['teamMember'] | undefined | Response {
  if (teamMemberId === undefined || teamMemberId === null) return teamMemberId;
  const member = db.teams.find((t) => t._id === teamMemberId);
  if (!member) {
    return HttpResponse.json(
      { message: NOT_A_MEMBER, errors: [{ field: 'teamMemberId', message: NOT_A_MEMBER }] },
      { status: 400 },
    );
  }
  const holder = db.staffUsers.find((u) => u.teamMember?._id === member._id);
  if (holder && holder.id !== userId)
    return conflict('teamMemberId', `${member.title} is already linked to another user`);
  return { _id: member._id, name: member.title };
}

/** A username from the address when none is given: its local part, numbered when taken. */
function freeUsername(email: string): string {
  const base =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 50) || 'staff';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!db.staffUsers.some((u) => u.username === candidate)) return candidate;
  }
}

const activeAdministrators = () => db.staffUsers.filter((u) => u.active && u.role === 'administrator').length;

function store(user: StaffUser) {
  db.staffUsers = db.staffUsers.some((u) => u.id === user.id)
    ? db.staffUsers.map((u) => (u.id === user.id ? user : u))
    : [...db.staffUsers, user];
}

/** What GET get-me answers the member: their role's permissions under the current settings. */
export function meOf(user: StaffUser): Me {
  return {
    user: { id: user.id, username: user.username, email: user.email },
    role: user.role,
    permissions: permissionsOf(user.role, { agentsMayPublish: db.settings.agentsMayPublish }),
    leadKinds: [...ROLE_LEAD_KINDS[user.role]],
    teamMember: user.teamMember,
    twoFactor: {
      enabled: user.twoFactor,
      required: requiredFor(user),
      recoveryCodesLeft: user.twoFactor ? recoveryCodesOf(user.id).length : 0,
    },
  };
}

export const staffHandlers = [
  guard,
  // The guard let the request through: its token is an active member's.
  http.get(`${API_PREFIX}/get-me`, ({ request }) => HttpResponse.json(meOf(signedInUser(request)!))),
  http.get(`${API_PREFIX}/get-staff-users`, () =>
    HttpResponse.json([...db.staffUsers].sort((a, b) => a.username.localeCompare(b.username))),
  ),
  http.post(`${API_PREFIX}/invite-staff-user`, async ({ request }) => {
    const entry = await record(request);
    const parsed = InviteStaffUserInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const email = input.email.toLowerCase();
    // An address whose invitation is still pending is invited again; one in use is refused.
    const existing = db.staffUsers.find((u) => u.email.toLowerCase() === email);
    if (existing && !existing.invited) return conflict('email', 'A user with that e-mail address already exists');
    if (input.username && db.staffUsers.some((u) => u.username === input.username && u.id !== existing?.id)) {
      return conflict('username', 'That username is already taken');
    }
    const id = existing?.id ?? Math.max(0, ...db.staffUsers.map((u) => u.id)) + 1;
    const member = teamMemberFor(id, input.teamMemberId);
    if (member instanceof Response) return member;
    const user: StaffUser = {
      id,
      username: input.username ?? existing?.username ?? freeUsername(email),
      email,
      role: input.role,
      active: true,
      invited: true,
      twoFactor: existing?.twoFactor ?? false,
      teamMember: member === undefined ? (existing?.teamMember ?? null) : member,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    };
    store(user);
    db.inviteCodes.set(`invite-${id}-${db.inviteCodes.size + 1}`, id);
    return HttpResponse.json({ message: `Invitation sent to ${email}`, user });
  }),
  http.put(`${API_PREFIX}/update-staff-user/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      const message = 'id must be the id of a staff user';
      return HttpResponse.json({ message, errors: [{ field: 'id', message }] }, { status: 400 });
    }
    const parsed = UpdateStaffUserInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const change = parsed.data;
    const user = db.staffUsers.find((u) => u.id === id);
    if (!user) return HttpResponse.json({ message: 'Staff user not found' }, { status: 404 });
    const wasActiveAdmin = user.active && user.role === 'administrator';
    const staysActiveAdmin = (change.active ?? user.active) && (change.role ?? user.role) === 'administrator';
    if (wasActiveAdmin && !staysActiveAdmin && activeAdministrators() <= 1) {
      return conflict(change.active === false ? 'active' : 'role', LAST_ADMIN);
    }
    const member = teamMemberFor(id, change.teamMemberId);
    if (member instanceof Response) return member;
    const updated: StaffUser = {
      ...user,
      role: change.role ?? user.role,
      active: change.active ?? user.active,
      teamMember: member === undefined ? user.teamMember : member,
    };
    store(updated);
    // Deactivation ends every session of the user at once.
    if (change.active === false) {
      for (const [token, owner] of db.sessions) if (owner === id) db.sessions.delete(token);
      endSignIns((s) => s.userId === id);
    }
    return HttpResponse.json({ message: 'Staff user updated', user: updated });
  }),
  http.post(`${API_PREFIX}/reset-staff-two-factor/:id`, async ({ request, params }) => {
    await record(request);
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) {
      const message = 'id must be the id of a staff user';
      return HttpResponse.json({ message, errors: [{ field: 'id', message }] }, { status: 400 });
    }
    if (id === signedInUser(request)!.id) {
      const message = 'Turn off your own two-factor sign-in from Your sign-ins, with a code';
      return HttpResponse.json({ message, errors: [{ field: 'id', message }] }, { status: 400 });
    }
    if (!db.staffUsers.some((u) => u.id === id)) {
      return HttpResponse.json({ message: 'Staff user not found' }, { status: 404 });
    }
    turnOffTwoFactor(id);
    // Every session of theirs ends: they sign in with the password and set it up again.
    for (const [token, owner] of db.sessions) if (owner === id) db.sessions.delete(token);
    endSignIns((s) => s.userId === id);
    const user = db.staffUsers.find((u) => u.id === id)!;
    return HttpResponse.json({
      message: `Two-factor sign-in of ${user.username} is off: they set it up again at their next sign-in`,
      user,
    });
  }),
];
