import {
  FORBIDDEN_MESSAGE,
  OWN_ONLY_ROLES,
  permissionsOf,
  ROLE_LEAD_KINDS,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type LeadKind,
  type Permission,
  type StaffRole,
} from '@estate/contract';
import { forbidden } from '../http/errors';
import { rowOf } from '../read/publication';
import type { RequestLike, StaffUser } from './auth';
import { settingsRow } from '../read/settings-row';

/*
 * The staff roles on the server (docs/decisions/0063). Each role is a users-permissions role (the
 * Administrator keeps the type of the original Staff role, so the first account stays one); the
 * is-staff policy checks the permission each contract route names, and the controllers narrow
 * what an own-only role (an agent) sees and touches to their own listings and leads.
 */

/** The users-permissions role type of each staff role. */
export const ROLE_TYPES: Record<StaffRole, string> = {
  administrator: 'staff',
  editor: 'staff-editor',
  agent: 'staff-agent',
  marketing: 'staff-marketing',
};

const ROLE_OF_TYPE = new Map<string, StaffRole>(STAFF_ROLES.map((r) => [ROLE_TYPES[r], r]));

/** The staff role of a users-permissions role type, or null for any other role. */
export const staffRoleOf = (type: string | null | undefined): StaffRole | null =>
  (type && ROLE_OF_TYPE.get(type)) || null;

export const isStaffRoleType = (type: string | null | undefined): boolean => staffRoleOf(type) !== null;

const TEAM_UID = 'api::team.team';

/** The team member profile linked to a staff user (an agent's card on their listings). */
export interface TeamMemberRef {
  id: number;
  documentId: string;
  name: string;
}

/** What the signed-in staff member may do on this request. */
export interface StaffAccess {
  user: StaffUser;
  role: StaffRole;
  permissions: Permission[];
  /** Sees and touches only their own listings and leads. */
  ownOnly: boolean;
  teamMember(): Promise<TeamMemberRef | null>;
}

async function agentsMayPublish(): Promise<boolean> {
  const row = await settingsRow<{
    agentsMayPublish?: unknown;
  }>(['agentsMayPublish']);
  const v = row?.agentsMayPublish;
  return v === true || v === 1 || v === '1' || v === 'true';
}

export async function teamMemberOf(userId: number): Promise<TeamMemberRef | null> {
  const row = (await strapi.db.query(TEAM_UID).findOne({
    where: { staffUser: { id: userId } },
    select: ['id', 'documentId', 'title'],
  })) as { id: number; documentId: string; title?: string | null } | null;
  return row ? { id: row.id, documentId: row.documentId, name: row.title ?? '' } : null;
}

/** The access of a staff user (of their role), read once per request. */
export async function accessFor(user: StaffUser): Promise<StaffAccess> {
  const { role } = user;
  // Only an agent's permissions depend on a setting: the others read nothing more.
  const permissions = permissionsOf(role, role === 'agent' ? { agentsMayPublish: await agentsMayPublish() } : {});
  let member: Promise<TeamMemberRef | null> | undefined;
  return {
    user,
    role,
    permissions,
    ownOnly: OWN_ONLY_ROLES.includes(role),
    teamMember: () => (member ??= teamMemberOf(user.id)),
  };
}

/** The access the is-staff policy established for this request. */
export function accessIn(ctx: RequestLike): StaffAccess {
  const access = ctx.state.access as StaffAccess | undefined;
  if (!access) throw forbidden();
  return access;
}

export const can = (access: StaffAccess, permission: Permission) => access.permissions.includes(permission);

/** 403 naming the role when it lacks the permission. */
export function assertCan(access: StaffAccess, permission: Permission): void {
  if (!can(access, permission)) throw forbidden(FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role]));
}

/** 403 when the role does not work that kind of lead. */
export function assertLeadKind(access: StaffAccess, kind: LeadKind): void {
  if (!ROLE_LEAD_KINDS[access.role].includes(kind))
    throw forbidden(`${FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role])}: these leads are not theirs to see`);
}

/**
 * The condition that narrows a kind of lead to those the member works: everything for most
 * roles; for an agent, the enquiries about their own listings (matched by the team member the
 * enquiry was routed to), and nothing else.
 */
export async function leadScope(access: StaffAccess, kind: LeadKind): Promise<Record<string, unknown> | null> {
  assertLeadKind(access, kind);
  if (!access.ownOnly) return null;
  if (kind !== 'enquiry') return { id: { $lt: 0 } };
  // Enquiries about their own listings, and the deals assigned to them (docs/decisions/0068).
  const member = await access.teamMember();
  const assigned = { assigneeUserId: access.user.id };
  return member ? { $or: [{ agentId: member.documentId }, assigned] } : assigned;
}

const PROPERTY_UID = 'api::property.property';

/**
 * For an own-only role: 403 unless the listing's agent is the member's own team profile (404
 * stays 404, so an agent learns nothing of listings that do not exist).
 */
export async function assertOwnListing(access: StaffAccess, documentId: string): Promise<void> {
  if (!access.ownOnly) return;
  // The draft row is the listing as staff last saved it (its agent included).
  const row = (await strapi.db.query(PROPERTY_UID).findOne({
    where: { documentId, ...rowOf(PROPERTY_UID, true) },
    select: ['id'],
    populate: { agent: { select: ['documentId'] } },
  })) as { agent?: { documentId?: string } | null } | null;
  if (!row) return;
  const member = await access.teamMember();
  if (!member || row.agent?.documentId !== member.documentId)
    throw forbidden(`${FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role])}: agents work only on their own listings`);
}

/**
 * Whether the listing that matches `where` is the member's own: judged by its draft, the listing
 * as staff last saved it (as assertOwnListing judges it).
 */
export async function isOwnListing(member: TeamMemberRef | null, where: Record<string, unknown>): Promise<boolean> {
  if (!member) return false;
  const row = await strapi.db.query(PROPERTY_UID).findOne({
    where: { ...where, publishedAt: { $null: true }, agent: { id: member.id } },
    select: ['id'],
  });
  return !!row;
}

/**
 * The rows of listings an own-only member reads through the staff routes: the draft of each of
 * their own listings (the latest, whatever its status), and of the others only the published
 * rows the public may see (`publicWhere`). Ownership is the draft's agent, so a listing whose
 * published copy still names another agent is theirs alone, and listed once.
 */
export async function ownListingsWhere(
  member: TeamMemberRef,
  publicWhere: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const own = (await strapi.db.query(PROPERTY_UID).findMany({
    where: { publishedAt: { $null: true }, agent: { id: member.id } },
    select: ['documentId'],
  })) as Array<{ documentId: string }>;
  if (!own.length) return publicWhere;
  // Named by document id, not by the agent relation: a condition on a relation joins its tables,
  // which the paged list's SQL cannot take (PostgreSQL: an ambiguous id).
  const ids = own.map((r) => r.documentId);
  return {
    $or: [
      { ...rowOf(PROPERTY_UID, true), documentId: { $in: ids } },
      { $and: [publicWhere, { documentId: { $notIn: ids } }] },
    ],
  };
}

const ROLE_UID = 'plugin::users-permissions.role';

/**
 * The four staff roles as users-permissions roles, made when missing: the Administrator is the
 * original Staff role (renamed), so the accounts it holds keep every right. Answers each role's id.
 */
export async function ensureStaffRoles(): Promise<Record<StaffRole, number>> {
  const roles = strapi.db.query(ROLE_UID);
  const ids = {} as Record<StaffRole, number>;
  for (const role of STAFF_ROLES) {
    const type = ROLE_TYPES[role];
    const existing = (await roles.findOne({ where: { type }, select: ['id', 'name'] })) as {
      id: number;
      name?: string;
    } | null;
    const data = { name: STAFF_ROLE_LABELS[role], description: STAFF_ROLE_DESCRIPTIONS[role], type };
    if (!existing) ids[role] = ((await roles.create({ data })) as { id: number }).id;
    else {
      if (existing.name !== data.name) await roles.update({ where: { id: existing.id }, data });
      ids[role] = existing.id;
    }
  }
  return ids;
}

/** The users-permissions role id of a staff role. */
export async function roleId(role: StaffRole): Promise<number> {
  const row = (await strapi.db.query(ROLE_UID).findOne({ where: { type: ROLE_TYPES[role] }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!row) throw new Error(`the ${STAFF_ROLE_LABELS[role]} role is missing`);
  return row.id;
}
