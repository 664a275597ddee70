import { randomBytes } from 'crypto';
import { STAFF_ROLE_LABELS, type AuditRef, type StaffRole, type StaffUser } from '@estate/contract';
import { transactionLock, type Transaction } from '../database/locks';
import { HttpError, notFound } from '../http/errors';
import { INVITE_MARK, queueInvite, RESET_REQUEST_UID } from './password-reset';
import { roleId, ROLE_TYPES, staffRoleOf, teamMemberOf, type TeamMemberRef } from './roles';
import { endAllSessions } from './sessions';
import { record } from '../audit/trail';
import { hasTwoFactor, resetFor, usersWithTwoFactor } from './two-factor';
import { rowOf } from '../read/publication';

/*
 * The administrators' screen of staff users (docs/decisions/0063): users stay users-permissions
 * users with a staff role; an invited member has an unknown password and a one-time link to
 * choose one (the reset mechanism, with the invitation's longer life); deactivation blocks the
 * user, which ends every session at once. The last active administrator cannot be demoted or
 * deactivated: the changes that could leave none take one lock, so two at once cannot both pass.
 */

const USER_UID = 'plugin::users-permissions.user';
const TEAM_UID = 'api::team.team';
const ADMINS_LOCK = 'staff-administrators';

interface UserRow {
  id: number;
  username: string;
  email: string;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  resetPasswordToken?: string | null;
  createdAt?: string | Date | null;
  role?: { type?: string | null } | null;
}

const USER_SELECT = ['id', 'username', 'email', 'blocked', 'confirmed', 'resetPasswordToken', 'createdAt'];

const fieldConflict = (field: string, message: string) => new HttpError(409, message, [{ field, message }]);

const LAST_ADMIN = 'The last active administrator cannot be demoted or deactivated';

/** The addresses among these whose invitation waits in the outbox. */
async function queuedInvites(emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = (await strapi.db.query(RESET_REQUEST_UID).findMany({
    where: { purpose: 'invite', email: { $in: emails.map((e) => e.toLowerCase()) } },
    select: ['email'],
  })) as Array<{ email: string }>;
  return new Set(rows.map((r) => r.email));
}

/**
 * An account still waiting for its member: made by an invitation (queued, or mailed and its link
 * unused) and never confirmed. An unconfirmed account made another way (the Strapi panel) is not.
 */
const isInvited = (row: UserRow, queued: Set<string>) =>
  row.confirmed === false &&
  ((row.resetPasswordToken ?? '').endsWith(INVITE_MARK) || queued.has(row.email.toLowerCase()));

/** The staff user as the Users screen lists them; `twoFactor` is who of a list signs in with it. */
async function serialise(row: UserRow, queued: Set<string>, twoFactor?: Set<number>): Promise<StaffUser> {
  const member = await teamMemberOf(row.id);
  const role = staffRoleOf(row.role?.type);
  if (!role) throw notFound('Staff user not found');
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role,
    active: !row.blocked,
    invited: isInvited(row, queued),
    twoFactor: twoFactor ? twoFactor.has(row.id) : await hasTwoFactor(row.id),
    teamMember: member ? { _id: member.documentId, name: member.name } : null,
    createdAt: new Date(row.createdAt ?? 0).toISOString(),
  };
}

const staffWhere = () => ({ role: { type: { $in: Object.values(ROLE_TYPES) } } });

async function findStaff(id: number): Promise<UserRow | null> {
  return (await strapi.db.query(USER_UID).findOne({
    where: { id, ...staffWhere() },
    select: USER_SELECT,
    populate: { role: { select: ['type'] } },
  })) as UserRow | null;
}

export async function listStaffUsers(): Promise<StaffUser[]> {
  const rows = (await strapi.db.query(USER_UID).findMany({
    where: staffWhere(),
    select: USER_SELECT,
    populate: { role: { select: ['type'] } },
    orderBy: [{ username: 'asc' }],
  })) as UserRow[];
  const [queued, twoFactor] = await Promise.all([
    queuedInvites(rows.map((r) => r.email)),
    usersWithTwoFactor(rows.map((r) => r.id)),
  ]);
  return Promise.all(rows.map((row) => serialise(row, queued, twoFactor)));
}

/** A team member profile as the audit trail names it: its document id and name. */
const memberRef = (member: TeamMemberRef | null): AuditRef | null =>
  member ? { id: member.documentId, name: member.name } : null;

/** Links a team member profile to the user (and no other), or unlinks theirs with null. */
async function linkTeamMember(userId: number, teamMemberId: string | null | undefined): Promise<void> {
  if (teamMemberId === undefined) return;
  let memberId: number | null = null;
  if (teamMemberId !== null) {
    const member = (await strapi.db.query(TEAM_UID).findOne({
      // The profile's English row: the one a user and a listing's agent link to.
      where: { documentId: teamMemberId, ...rowOf(TEAM_UID, true) },
      select: ['id', 'title'],
      populate: { staffUser: { select: ['id'] } },
    })) as { id: number; title?: string; staffUser?: { id: number } | null } | null;
    if (!member)
      throw new HttpError(400, 'teamMemberId must be the id of a team member', [
        { field: 'teamMemberId', message: 'teamMemberId must be the id of a team member' },
      ]);
    if (member.staffUser && member.staffUser.id !== userId)
      throw fieldConflict('teamMemberId', `${member.title ?? 'That team member'} is already linked to another user`);
    memberId = member.id;
  }
  const current = await teamMemberOf(userId);
  if (current && current.id !== memberId)
    await strapi.db.query(TEAM_UID).update({ where: { id: current.id }, data: { staffUser: null } });
  if (memberId !== null && current?.id !== memberId)
    await strapi.db.query(TEAM_UID).update({ where: { id: memberId }, data: { staffUser: userId } });
}

/**
 * Administrators who can act: active, and confirmed (an invitation not yet taken up is no one
 * yet). Counted under the administrators' lock (lockAdministrators) by every change that could
 * leave none: this screen's, and the Strapi panel's and REST API's (lib/auth/last-administrator).
 */
export async function activeAdministrators(): Promise<number> {
  return strapi.db.query(USER_UID).count({
    where: { blocked: false, confirmed: true, role: { type: ROLE_TYPES.administrator } },
  });
}

/** Whether the user is one of the administrators activeAdministrators counts. */
export const isActiveAdministrator = (row: Pick<UserRow, 'blocked' | 'confirmed' | 'role'>): boolean =>
  !row.blocked && row.confirmed !== false && staffRoleOf(row.role?.type) === 'administrator';

/** Holds the administrators' lock until the transaction ends: changes that could leave none wait for each other. */
export const lockAdministrators = (trx: unknown) => transactionLock(trx as Transaction, ADMINS_LOCK);

/** 409 when the change would leave no active, confirmed administrator. */
async function assertAdministratorStays(row: UserRow, role: StaffRole | null, active: boolean, field: string) {
  const staysActiveAdmin = active && role === 'administrator';
  if (isActiveAdministrator(row) && !staysActiveAdmin && (await activeAdministrators()) <= 1)
    throw fieldConflict(field, LAST_ADMIN);
}

/** A username made from the address when none is given: its local part, numbered when taken. */
async function freeUsername(email: string): Promise<string> {
  const local = email
    .split('@')[0]
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, 50);
  // users-permissions takes usernames of 3 characters or more.
  const base = local.length >= 3 ? local : `${local}${local ? '.' : ''}staff`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await strapi.db.query(USER_UID).findOne({ where: { username: candidate }, select: ['id'] })))
      return candidate;
  }
}

export interface InviteInput {
  email: string;
  username?: string;
  role: StaffRole;
  teamMemberId?: string | null;
}

/**
 * Makes the account of an invited member and queues their invitation. Inviting an address whose
 * invitation is still pending sends a new one (the role and profile given now); an address of
 * an account that is already in use is refused.
 */
export async function inviteStaffUser(input: InviteInput): Promise<StaffUser> {
  const email = input.email.toLowerCase();
  const userId = await strapi.db.transaction(async ({ trx }) => {
    await transactionLock(trx as unknown as Transaction, ADMINS_LOCK);
    const existing = (await strapi.db.query(USER_UID).findOne({
      where: { email },
      select: USER_SELECT,
      populate: { role: { select: ['type'] } },
    })) as UserRow | null;
    const queued = existing ? await queuedInvites([email]) : new Set<string>();
    if (existing && !(staffRoleOf(existing.role?.type) && isInvited(existing, queued)))
      throw fieldConflict('email', 'A user with that e-mail address already exists');
    if (existing?.blocked)
      throw fieldConflict('email', 'That account is deactivated: reactivate it on the Users screen first');
    if (existing) await assertAdministratorStays(existing, input.role, true, 'role');
    if (input.username) {
      const taken = (await strapi.db.query(USER_UID).findOne({
        where: { username: input.username, ...(existing ? { id: { $ne: existing.id } } : {}) },
        select: ['id'],
      })) as { id: number } | null;
      if (taken) throw fieldConflict('username', 'That username is already taken');
    }
    const role = await roleId(input.role);
    let id: number;
    if (existing) {
      await strapi.db.query(USER_UID).update({
        where: { id: existing.id },
        data: { role, blocked: false, ...(input.username ? { username: input.username } : {}) },
      });
      id = existing.id;
    } else {
      // Nobody knows this password: the invitation's link is the only way in.
      const user = (await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: input.username ?? (await freeUsername(email)),
          email,
          password: randomBytes(32).toString('base64url'),
          provider: 'local',
          confirmed: false,
          blocked: false,
          role,
        })) as { id: number };
      id = user.id;
    }
    await linkTeamMember(id, input.teamMemberId);
    const member = input.teamMemberId !== undefined ? await teamMemberOf(id) : null;
    await queueInvite(email, STAFF_ROLE_LABELS[input.role]);
    await record({
      kind: 'staff-user',
      itemId: String(id),
      title: input.username ?? existing?.username ?? email,
      action: 'invite',
      changes: [
        { field: 'email', before: existing?.email ?? null, after: email },
        { field: 'role', before: staffRoleOf(existing?.role?.type), after: input.role },
        ...(input.teamMemberId !== undefined ? [{ field: 'teamMember', before: null, after: memberRef(member) }] : []),
      ],
    });
    return id;
  });
  const row = await findStaff(userId);
  if (!row) throw notFound('Staff user not found');
  return serialise(row, await queuedInvites([row.email]));
}

export interface StaffUserChange {
  role?: StaffRole;
  active?: boolean;
  teamMemberId?: string | null;
}

/** Changes a staff user's role, activity or profile; the last active administrator stays one. */
export async function updateStaffUser(id: number, change: StaffUserChange): Promise<StaffUser> {
  const deactivated = await strapi.db.transaction(async ({ trx }) => {
    await transactionLock(trx as unknown as Transaction, ADMINS_LOCK);
    const row = await findStaff(id);
    if (!row) throw notFound('Staff user not found');
    await assertAdministratorStays(
      row,
      change.role ?? staffRoleOf(row.role?.type),
      change.active ?? !row.blocked,
      change.active === false ? 'active' : 'role',
    );
    const data: Record<string, unknown> = {};
    if (change.role) data.role = await roleId(change.role);
    if (change.active !== undefined) data.blocked = !change.active;
    // A deactivated member's pending reset or invitation link must not come back with them.
    if (change.active === false) data.resetPasswordToken = null;
    if (Object.keys(data).length) await strapi.db.query(USER_UID).update({ where: { id }, data });
    const memberBefore = change.teamMemberId !== undefined ? await teamMemberOf(id) : null;
    await linkTeamMember(id, change.teamMemberId);
    const memberAfter = change.teamMemberId !== undefined ? await teamMemberOf(id) : null;
    const roleBefore = staffRoleOf(row.role?.type);
    const changes = [
      ...(change.role && change.role !== roleBefore ? [{ field: 'role', before: roleBefore, after: change.role }] : []),
      ...(change.active !== undefined && change.active === !!row.blocked
        ? [{ field: 'active', before: !row.blocked, after: change.active }]
        : []),
      ...(change.teamMemberId !== undefined && (memberBefore?.documentId ?? null) !== change.teamMemberId
        ? [{ field: 'teamMember', before: memberRef(memberBefore), after: memberRef(memberAfter) }]
        : []),
    ];
    if (changes.length) {
      const action =
        change.active === false && !row.blocked
          ? 'deactivate'
          : change.active === true && row.blocked
            ? 'reactivate'
            : 'update';
      await record({ kind: 'staff-user', itemId: String(id), title: row.username, action, changes });
    }
    return change.active === false && !row.blocked;
  });
  // Blocking ends the sessions through the users' lifecycle too; said here as well, so that the
  // answer comes only once they have ended.
  if (deactivated) await endAllSessions(id);
  const found = await findStaff(id);
  if (!found) throw notFound('Staff user not found');
  return serialise(found, await queuedInvites([found.email]));
}

/**
 * Turns off another member's two-factor sign-in (a lost phone) and ends every session of theirs:
 * whoever holds the phone or a signed-in device is out, and the member sets it up again.
 */
export async function resetStaffTwoFactor(id: number, byUserId: number): Promise<StaffUser> {
  if (id === byUserId)
    throw new HttpError(400, 'Turn off your own two-factor sign-in from Your sign-ins, with a code', [
      { field: 'id', message: 'Turn off your own two-factor sign-in from Your sign-ins, with a code' },
    ]);
  const row = await findStaff(id);
  if (!row) throw notFound('Staff user not found');
  await resetFor(row);
  await endAllSessions(id);
  return serialise(row, await queuedInvites([row.email]));
}
