import { factories } from '@strapi/strapi';
import {
  CONTACT_TIMELINE_MAX,
  FORBIDDEN_MESSAGE,
  LEAD_KINDS,
  LIST_DEFAULT_LIMIT,
  ROLE_LEAD_KINDS,
  STAFF_ROLE_LABELS,
  type AuditEntry,
  type Contact,
  type ContactDetail,
  type ContactQuery,
  type ContactTimelineItem,
  type LeadKind,
} from '@estate/contract';
import { readableKinds, serializeEntry } from '../../../lib/audit/entries';
import { AUDIT_UID, record } from '../../../lib/audit/trail';
import { can, leadScope, type StaffAccess } from '../../../lib/auth/roles';
import { transactionLock, type Transaction } from '../../../lib/database/locks';
import { columnOf } from '../../../lib/database/strapi-internals';
import { forbidden, notFound } from '../../../lib/http/errors';
import {
  contactSearchWhere,
  queryBuilder,
  CONTACT_KEY_UID,
  CONTACT_UID,
  emailKey,
  phoneKey,
  searchTextOf,
} from '../../../lib/leads/contacts';
import { enquiryListingOf, enquiryViewingOf, UID_OF } from '../../../lib/leads/leads';
import type { Row } from '../../../lib/read/serialize';

/*
 * Contacts for staff (docs/decisions/0066): the table, one contact with the timeline of its leads,
 * and the merge. A member reads the contacts of the leads they may see: those of the kinds their
 * role works, narrowed as the leads are (lib/auth/roles leadScope: an agent, the enquiries about
 * their own listings); counts and timelines hold only those leads.
 */

/** The condition of a lead table's rows (Strapi's where), or null for all. */
type Scope = Record<string, unknown> | null;

interface Visible {
  kind: LeadKind;
  uid: string;
  scope: Scope;
}

/** The leads of each kind the member sees. */
const visibleLeads = (access: StaffAccess): Promise<Visible[]> =>
  Promise.all(
    ROLE_LEAD_KINDS[access.role].map(async (kind) => ({
      kind,
      uid: UID_OF[kind],
      scope: await leadScope(access, kind),
    })),
  );

/** Whether the member sees only part of the leads (and so only part of the contacts). */
const narrowed = (visible: Visible[]) => visible.length < LEAD_KINDS.length || visible.some((v) => v.scope);

const withScope = (where: Record<string, unknown>, scope: Scope) => (scope ? { $and: [where, scope] } : where);

/** The contact ids of a kind's leads the member sees, as a subquery. */
const contactIdsOf = (v: Visible) =>
  queryBuilder(v.uid)
    .select('contactId')
    .where(withScope({ contactId: { $notNull: true } }, v.scope))
    .getKnexQuery();

/** The condition of the contacts the member sees: those with a lead they see. */
function visibleWhere(visible: Visible[]): Record<string, unknown> {
  if (!narrowed(visible)) return {};
  return { $or: visible.map((v) => ({ documentId: { $in: contactIdsOf(v) } })) };
}

const and = (...parts: Record<string, unknown>[]) => {
  const set = parts.filter((p) => Object.keys(p).length);
  return set.length > 1 ? { $and: set } : (set[0] ?? {});
};

/** A time as the database answers it to a raw query: a Date, epoch milliseconds (SQLite) or text. */
function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

interface Stats {
  count: number;
  last: number;
}

/** Each contact's number of leads the member sees and when the newest came: one grouped query a kind. */
async function leadStats(contactIds: string[], visible: Visible[]): Promise<Map<string, Stats>> {
  const stats = new Map<string, Stats>();
  if (!contactIds.length) return stats;
  for (const v of visible) {
    const qb = queryBuilder(v.uid)
      .select('id')
      .where(withScope({ contactId: { $in: contactIds } }, v.scope));
    const column = (attribute: string) => `${qb.alias}.${columnOf(v.uid, attribute)}`;
    const rows = (await qb
      .getKnexQuery()
      .clearSelect()
      .select({ contactId: column('contactId') })
      .count({ n: '*' })
      .max({ last: column('createdAt') })
      .groupBy(column('contactId'))) as Array<{ contactId: string; n: number | string; last: unknown }>;
    for (const row of rows) {
      const before = stats.get(row.contactId) ?? { count: 0, last: 0 };
      const last = timeOf(row.last);
      stats.set(row.contactId, { count: before.count + Number(row.n), last: Math.max(before.last, last) });
    }
  }
  return stats;
}

const CONTACT_FIELDS = ['id', 'documentId', 'name', 'email', 'phone', 'phoneRaw', 'lastActivityAt', 'createdAt'];
/** A merge reads the search text too, to join the two. */
const MERGED_FIELDS = [...CONTACT_FIELDS, 'search'];

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function serializeContact(row: Row, stats: Stats | undefined): Contact {
  return {
    _id: String(row.documentId),
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    phone: String(row.phone || row.phoneRaw || ''),
    leadCount: stats?.count ?? 0,
    lastActivityAt: stats?.last ? new Date(stats.last).toISOString() : iso(row.lastActivityAt),
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
  };
}

/** The fields a timeline item is read from, by kind. */
const TIMELINE_FIELDS: Record<LeadKind, string[]> = {
  enquiry: [
    'message',
    'listingId',
    'listingSlug',
    'listingReference',
    'listingTitle',
    'viewingDate',
    'viewingTime',
    'handled',
  ],
  'start-now': ['message', 'purpose', 'propertyType', 'community', 'handled'],
  subscriber: ['handled', 'subscribeCount'],
  'saved-search': ['label', 'status', 'handled'],
};

const SUMMARY_LENGTH = 160;
const clip = (text: string) =>
  text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
const flag = (v: unknown) => v === true || v === 1 || v === '1';

function timelineItem(kind: LeadKind, r: Row): ContactTimelineItem {
  const handled = flag(r.handled);
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const item = {
    kind,
    _id: text(r.documentId),
    at: iso(r.createdAt) ?? new Date(0).toISOString(),
    listing: null,
    viewing: null,
    status: handled ? 'handled' : 'new',
    handled,
  };
  if (kind === 'enquiry') {
    const viewing = enquiryViewingOf(r);
    return {
      ...item,
      activity: viewing ? 'viewing' : 'enquiry',
      summary: clip(text(r.message).replace(/\s+/g, ' ').trim()),
      listing: enquiryListingOf(r),
      viewing,
    };
  }
  if (kind === 'start-now') {
    const wants = [r.purpose, r.propertyType, r.community].map(text).filter(Boolean).join(' · ');
    return { ...item, activity: 'start-now', summary: clip(wants || text(r.message).replace(/\s+/g, ' ').trim()) };
  }
  if (kind === 'saved-search')
    return { ...item, activity: 'saved-search', summary: text(r.label), status: text(r.status) };
  const times = Number(r.subscribeCount ?? 1);
  return { ...item, activity: 'subscriber', summary: times > 1 ? `Signed up ${times} times` : '' };
}

/** Entries of the audit trail a contact's page shows. */
const HISTORY_MAX = 50;

async function historyOf(contactId: string, leads: ContactTimelineItem[], access: StaffAccess): Promise<AuditEntry[]> {
  if (!can(access, 'audit.read')) return [];
  const readable = new Set<string>(readableKinds(access));
  const byKind = new Map<LeadKind, string[]>();
  for (const lead of leads) byKind.set(lead.kind, [...(byKind.get(lead.kind) ?? []), lead._id]);
  const items = [
    ...(readable.has('contact') ? [{ kind: 'contact', itemId: contactId }] : []),
    ...[...byKind].filter(([kind]) => readable.has(kind)).map(([kind, ids]) => ({ kind, itemId: { $in: ids } })),
  ];
  if (!items.length) return [];
  const rows = (await strapi.db.query(AUDIT_UID).findMany({
    where: { $or: items },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    limit: HISTORY_MAX,
  })) as Row[];
  return rows.map(serializeEntry);
}

/** One contact's row, as the member may read it: 404 when there is none, 403 when none of its leads is theirs. */
async function contactRow(documentId: string, visible: Visible[], access: StaffAccess): Promise<Row> {
  const row = (await strapi.db.query(CONTACT_UID).findOne({
    where: { documentId },
    select: CONTACT_FIELDS,
  })) as Row | null;
  if (!row) throw notFound('Contact not found');
  if (
    narrowed(visible) &&
    !(await strapi.db.query(CONTACT_UID).findOne({
      where: { $and: [{ id: row.id }, visibleWhere(visible)] },
      select: ['id'],
    }))
  )
    throw forbidden(
      `${FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role])}: none of this contact’s leads is theirs to see${access.ownOnly ? ' (agents see the contacts of their own leads)' : ''}`,
    );
  return row;
}

const methods = () => ({
  /** A page of the contacts the member sees, newest activity first, and the number of all matches. */
  async list(q: ContactQuery, access: StaffAccess): Promise<{ items: Contact[]; total: number }> {
    const visible = await visibleLeads(access);
    const where = and(contactSearchWhere(q.q), visibleWhere(visible));
    const db = strapi.db.query(CONTACT_UID);
    const [rows, total] = await Promise.all([
      db.findMany({
        where,
        select: CONTACT_FIELDS,
        orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
        limit: q.limit ?? LIST_DEFAULT_LIMIT,
        offset: q.offset ?? 0,
      }) as Promise<Row[]>,
      db.count({ where }) as Promise<number>,
    ]);
    const stats = await leadStats(
      rows.map((r) => String(r.documentId)),
      visible,
    );
    return {
      items: rows.map((r) => serializeContact(r, stats.get(String(r.documentId)))),
      total: Number(total),
    };
  },

  /** One contact with the timeline of the leads the member sees, newest first, and their audit trail. */
  async get(documentId: string, access: StaffAccess): Promise<ContactDetail> {
    const visible = await visibleLeads(access);
    const row = await contactRow(documentId, visible, access);
    const [stats, keys, ...kinds] = await Promise.all([
      leadStats([documentId], visible),
      strapi.db.query(CONTACT_KEY_UID).findMany({
        where: { contactId: documentId },
        select: ['key'],
        orderBy: [{ id: 'asc' }],
      }) as Promise<Array<{ key: string }>>,
      ...visible.map(
        (v) =>
          strapi.db.query(v.uid).findMany({
            where: withScope({ contactId: documentId }, v.scope),
            select: ['documentId', 'createdAt', ...TIMELINE_FIELDS[v.kind]],
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            limit: CONTACT_TIMELINE_MAX,
          }) as Promise<Row[]>,
      ),
    ]);
    const timeline = visible
      .flatMap((v, i) => kinds[i].map((r) => timelineItem(v.kind, r)))
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, CONTACT_TIMELINE_MAX);
    const keyed = (prefix: string) =>
      keys.filter((k) => k.key.startsWith(prefix)).map((k) => k.key.slice(prefix.length));
    return {
      ...serializeContact(row, stats.get(documentId)),
      emails: keyed(emailKey('')),
      phones: keyed(phoneKey('')),
      timeline,
      history: await historyOf(documentId, timeline, access),
    };
  },

  /**
   * Merges `from` into `into` in one transaction: every lead of `from` and every address and
   * number it is known by move to `into`, which takes the name and phone it lacked; `from` is
   * deleted. Both must be contacts the member sees. The trail records the merge on `into`, and
   * the deletion and any field filled in as the writes they are.
   */
  async merge(from: string, into: string, access: StaffAccess): Promise<ContactDetail> {
    const visible = await visibleLeads(access);
    await contactRow(from, visible, access);
    await contactRow(into, visible, access);
    await strapi.db.transaction(async ({ trx }) => {
      // The leads stored meanwhile link under these locks (lib/leads/contacts linkContact).
      for (const id of [from, into].sort()) await transactionLock(trx as unknown as Transaction, `contact:${id}`);
      const contacts = strapi.db.query(CONTACT_UID);
      const [gone, kept] = (await Promise.all(
        [from, into].map((documentId) => contacts.findOne({ where: { documentId }, select: MERGED_FIELDS })),
      )) as Array<Row | null>;
      // Merged or deleted by someone else since they were read.
      if (!gone || !kept) throw notFound('Contact not found');
      let moved = 0;
      for (const kind of LEAD_KINDS) {
        const { count } = (await strapi.db.query(UID_OF[kind]).updateMany({
          where: { contactId: from },
          data: { contactId: into },
        })) as { count: number };
        moved += count;
      }
      await strapi.db.query(CONTACT_KEY_UID).updateMany({ where: { contactId: from }, data: { contactId: into } });
      const filled: Row = {};
      if (!kept.name && gone.name) filled.name = gone.name;
      if (!kept.phone && gone.phone) filled.phone = gone.phone;
      if (!kept.phone && !kept.phoneRaw && !gone.phone && gone.phoneRaw) filled.phoneRaw = gone.phoneRaw;
      if (Object.keys(filled).length)
        await strapi.documents(CONTACT_UID).update({ documentId: into, data: filled as never });
      const latest = [gone.lastActivityAt, kept.lastActivityAt].map((v) => (v ? new Date(v as string).getTime() : 0));
      const earliest = [gone.createdAt, kept.createdAt].map((v) => new Date(v as string).getTime());
      await contacts.update({
        where: { id: kept.id },
        data: {
          lastActivityAt: new Date(Math.max(...latest)),
          createdAt: new Date(Math.min(...earliest)),
          search: searchTextOf(kept.search, gone.search),
        },
        select: ['id'],
      });
      await strapi.documents(CONTACT_UID).delete({ documentId: from });
      const ref = (r: Row) => ({ id: String(r.documentId), name: String(r.name || r.email || '') });
      await record({
        kind: 'contact',
        itemId: into,
        title: String(kept.email ?? ''),
        action: 'merge',
        changes: [
          { field: 'merged', before: ref(gone), after: ref(kept) },
          { field: 'leadsMoved', before: null, after: moved },
        ],
      });
    });
    return this.get(into, access);
  },
});

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type ContactService = ReturnType<typeof methods>;

export default factories.createCoreService(CONTACT_UID, methods);
