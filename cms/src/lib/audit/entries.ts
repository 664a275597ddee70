import type { Context } from 'koa';
import {
  AUDIT_ACTOR_KINDS,
  AUDIT_KINDS,
  LEAD_KINDS,
  permissionFor,
  ROLE_LEAD_KINDS,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
  type LeadKind,
  type Permission,
} from '@estate/contract';
import { accessIn, assertCan, assertOwnListing, can, type StaffAccess } from '../auth/roles';
import { badRequest, conflict, notFound } from '../http/errors';
import { hasDrafts, rowOf } from '../read/publication';
import { SERVER_FIELDS } from '../save/panel-fields';
import { AUDIT_UID, lastEntryId, UID_OF_KIND, writableValue } from './trail';

/*
 * Reading the audit trail (the staff admin's Audit screen and each item's History tab) and
 * restoring what an entry's write replaced: a new write through the document service, which the
 * trail records as a restore naming the entry.
 */

type Row = Record<string, unknown>;

/** Kinds whose earlier values a restore may put back, and the permission it takes. */
const RESTORE_PERMISSION: Partial<Record<AuditKind, Permission>> = {
  property: permissionFor('property', 'write'),
  development: permissionFor('development', 'write'),
  area: permissionFor('area', 'write'),
  team: permissionFor('team', 'write'),
  post: permissionFor('post', 'write'),
  review: permissionFor('review', 'write'),
  insta: permissionFor('insta', 'write'),
  setting: 'settings.write',
};

const RESTORABLE_ACTIONS = new Set(['update', 'restore']);

function changesIn(row: Row): AuditChange[] {
  const raw = typeof row.changes === 'string' ? (JSON.parse(row.changes) as unknown) : row.changes;
  return Array.isArray(raw) ? (raw as AuditChange[]) : [];
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function serializeEntry(row: Row): AuditEntry {
  const known = AUDIT_KINDS.includes(row.kind as AuditKind);
  const kind = oneOf(AUDIT_KINDS, row.kind, 'setting');
  const changes = changesIn(row);
  return {
    id: Number(row.id),
    at: new Date(row.at as string).toISOString(),
    actor: {
      kind: oneOf(AUDIT_ACTOR_KINDS, row.actorKind, 'system'),
      id: row.actorId ? String(row.actorId) : null,
      name: String(row.actorName ?? ''),
    },
    ip: row.ip ? String(row.ip) : null,
    kind,
    itemId: row.itemId ? String(row.itemId) : null,
    title: String(row.title ?? ''),
    action: String(row.action),
    changes,
    restoredFrom: row.restoredFrom != null ? Number(row.restoredFrom) : null,
    restorable:
      known &&
      !!RESTORE_PERMISSION[kind] &&
      RESTORABLE_ACTIONS.has(String(row.action)) &&
      changes.some((c) => !c.hidden),
  };
}

/** The start of a calendar day in Dubai (UTC+4 all year), the agency's day. */
function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000+04:00`);
}

export function auditWhere(q: AuditQuery): Row {
  const and: Row[] = [];
  if (q.from && q.to && q.from > q.to)
    throw badRequest('from must not be after to', [{ field: 'from', message: 'from must not be after to' }]);
  if (q.actor) and.push({ actorName: { $containsi: q.actor } });
  if (q.kind) and.push({ kind: q.kind });
  if (q.itemId) and.push({ itemId: q.itemId });
  if (q.from) and.push({ at: { $gte: dayStart(q.from) } });
  if (q.to) {
    const end = dayStart(q.to);
    end.setUTCDate(end.getUTCDate() + 1);
    and.push({ at: { $lt: end } });
  }
  return and.length ? { $and: and } : {};
}

/**
 * The kinds a member may read the trail of: every kind of content; staff users only with the
 * team's permission; leads of the kinds their role works, contacts with the leads' permission.
 */
export function readableKinds(access: StaffAccess): AuditKind[] {
  const leadKinds = new Set<string>(LEAD_KINDS);
  return AUDIT_KINDS.filter((kind) => {
    if (kind === 'staff-user') return can(access, 'users.manage');
    if (kind === 'contact') return can(access, 'leads.read');
    if (leadKinds.has(kind)) return ROLE_LEAD_KINDS[access.role].includes(kind as LeadKind);
    return true;
  });
}

export async function listEntries(q: AuditQuery, access: StaffAccess): Promise<{ items: AuditEntry[]; total: number }> {
  const db = strapi.db.query(AUDIT_UID);
  const where = { $and: [auditWhere(q), { kind: { $in: readableKinds(access) } }] };
  const [rows, total] = await Promise.all([
    db.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      limit: q.limit ?? 50,
      offset: q.offset ?? 0,
    }) as Promise<Row[]>,
    db.count({ where }) as Promise<number>,
  ]);
  return { items: rows.map(serializeEntry), total: Number(total) };
}

/** The item's state for the contract: draft, published or modified (published with later changes). */
async function publicationOf(uid: string, documentId: string): Promise<string | null> {
  const item = (await strapi.service(uid as 'api::property.property').get({ documentId }, false)) as {
    publication?: string;
  };
  return item.publication ?? null;
}

/**
 * Puts back the earlier values of an entry's changed fields, as the member's role allows it (the
 * kind's write permission; an agent, their own listings). A published item with no pending draft
 * stays published with the values put back; otherwise they go into its draft.
 */
export async function restoreEntry(ctx: Context, id: number): Promise<AuditEntry> {
  const row = (await strapi.db.query(AUDIT_UID).findOne({ where: { id } })) as Row | null;
  if (!row) throw notFound('Audit entry not found');
  const entry = serializeEntry(row);
  if (!entry.restorable || !entry.itemId)
    throw conflict('This entry changed nothing that can be put back (only content edits can be restored)');
  const access = accessIn(ctx);
  if (!readableKinds(access).includes(entry.kind)) throw notFound('Audit entry not found');
  assertCan(access, RESTORE_PERMISSION[entry.kind]!);
  if (entry.kind === 'property') await assertOwnListing(access, entry.itemId);
  const uid = UID_OF_KIND[entry.kind]!;
  const exists = await strapi.db.query(uid).findOne({
    where: { documentId: entry.itemId, ...rowOf(uid, true) },
    select: ['id'],
  });
  if (!exists) throw notFound(`The ${entry.title || 'item'} this entry is about no longer exists`);
  // Fields the server derives on every save (AED and EUR prices, coordinates) follow from the rest.
  const derived = new Set(SERVER_FIELDS[uid] ?? []);
  const data = Object.fromEntries(
    entry.changes
      .filter((c) => !c.hidden && !derived.has(c.field))
      .map((c) => [c.field, writableValue(uid, c.field, c.before)]),
  );
  // Published again only by a member who may publish the kind; for anyone else, into the draft.
  const publish =
    hasDrafts(uid) &&
    can(access, permissionFor(entry.kind, 'publish')) &&
    (await publicationOf(uid, entry.itemId)) === 'published';
  // The trail's middleware records this write as a restore of the entry (lib/audit/trail).
  ctx.state.auditRestoreOf = entry.id;
  delete ctx.state.auditEntryId;
  try {
    await strapi.documents(uid as 'api::property.property').update({
      documentId: entry.itemId,
      data: data as never,
      ...(publish ? { status: 'published' as const } : {}),
    });
  } finally {
    delete ctx.state.auditRestoreOf;
  }
  const recorded = lastEntryId();
  const latest = recorded
    ? ((await strapi.db.query(AUDIT_UID).findOne({ where: { id: recorded } })) as Row | null)
    : null;
  if (!latest) throw conflict('The values put back were already the item’s: nothing changed');
  return serializeEntry(latest);
}
