import { FORBIDDEN_MESSAGE, STAFF_ROLE_LABELS } from '@estate/contract';
import { leadScope, type StaffAccess } from '../auth/roles';
import { forbidden, HttpError } from '../http/errors';
import { CONTACT_UID } from '../leads/contacts';
import { ENQUIRY_UID } from '../leads/pipeline';
import type { Row } from '../read/serialize';
import { columnIn, metaOf } from '../database/strapi-internals';

/*
 * What notes and tasks are about (docs/decisions/0082): a contact and a deal (an enquiry), each
 * read as the member may see it. An agent sees the deals of their own listings and those assigned
 * to them (lib/auth/roles leadScope), and the contacts of those deals.
 */

export const TASK_UID = 'api::task.task';
export const NOTE_UID = 'api::task.note';
export const TASK_DIGEST_UID = 'api::task.task-digest';

type Where = Record<string, unknown>;

/** A 404 (or 400) that names the field the unknown id came in. */
export const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

const DEAL_FIELDS = ['id', 'documentId', 'fname', 'lname', 'email', 'contactId', 'listingReference', 'listingTitle'];

/** The name a deal goes by in lists: its buyer and the listing it is about. */
export function dealName(r: Row): string {
  const buyer = `${String(r.fname ?? '')} ${String(r.lname ?? '')}`.trim() || String(r.email ?? '');
  const listing = String(r.listingReference || r.listingTitle || '');
  return listing ? `${buyer} · ${listing}` : buyer;
}

export const contactName = (r: Row) => String(r.name || r.email || '');

/** The condition of the deals the member sees, or null for all. */
export const dealScope = (access: StaffAccess): Promise<Where | null> => leadScope(access, 'enquiry');

const notYours = (access: StaffAccess, what: string) =>
  forbidden(`${FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role])}: ${what}`);

/**
 * A deal as the member may see it: 404 naming `field` when there is none, 403 when it is not
 * theirs (an agent's deals are their own).
 */
export async function visibleDeal(documentId: string, access: StaffAccess, field: string): Promise<Row> {
  const db = strapi.db.query(ENQUIRY_UID);
  const row = (await db.findOne({ where: { documentId }, select: DEAL_FIELDS })) as Row | null;
  if (!row) throw fieldError(404, field, `${field} names no deal`);
  const scope = await dealScope(access);
  if (scope && !(await db.findOne({ where: { $and: [{ id: row.id }, scope] }, select: ['id'] })))
    throw notYours(access, 'agents work only their own deals');
  return row;
}

/** A contact as the member may see it: an agent sees the contacts of the deals they see. */
export async function visibleContact(documentId: string, access: StaffAccess, field: string): Promise<Row> {
  const row = (await strapi.db.query(CONTACT_UID).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'name', 'email'],
  })) as Row | null;
  if (!row) throw fieldError(404, field, `${field} names no contact`);
  const scope = await dealScope(access);
  if (
    scope &&
    !(await strapi.db
      .query(ENQUIRY_UID)
      .findOne({ where: { $and: [{ contactId: documentId }, scope] }, select: ['id'] }))
  )
    throw notYours(access, 'agents see the contacts of their own deals only');
  return row;
}

interface QueryBuilder {
  select(columns: string | string[]): QueryBuilder;
  where(where: Where): QueryBuilder;
  getKnexQuery(): unknown;
}

/** The document ids of the deals in `scope`, as a subquery (an agent may hold thousands of deals). */
export const dealIdsIn = (scope: Where) =>
  (strapi.db.queryBuilder as unknown as (uid: string) => QueryBuilder)(ENQUIRY_UID)
    .select('documentId')
    .where(scope)
    .getKnexQuery();

/** The document ids of the deals the member sees among `ids` (all of them for a member who sees all). */
export async function visibleDealIds(ids: string[], access: StaffAccess): Promise<Set<string>> {
  const scope = await dealScope(access);
  if (!scope || !ids.length) return new Set(scope ? [] : ids);
  const rows = (await strapi.db.query(ENQUIRY_UID).findMany({
    where: { $and: [{ documentId: { $in: ids } }, scope] },
    select: ['documentId'],
  })) as Row[];
  return new Set(rows.map((r) => String(r.documentId)));
}

/** Names of the contacts and deals a list links to, by document id. */
export async function linkNames(contactIds: string[], dealIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const [contacts, deals] = await Promise.all([
    contactIds.length
      ? (strapi.db.query(CONTACT_UID).findMany({
          where: { documentId: { $in: contactIds } },
          select: ['documentId', 'name', 'email'],
        }) as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
    dealIds.length
      ? (strapi.db
          .query(ENQUIRY_UID)
          .findMany({ where: { documentId: { $in: dealIds } }, select: DEAL_FIELDS }) as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
  ]);
  for (const c of contacts) names.set(`contact:${String(c.documentId)}`, contactName(c));
  for (const d of deals) names.set(`deal:${String(d.documentId)}`, dealName(d));
  return names;
}

export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
export const flag = (v: unknown) => v === true || v === 1 || v === '1';
export const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The name the member goes by: their team profile's, else their username. */
export async function memberName(access: StaffAccess): Promise<string> {
  return (await access.teamMember())?.name || access.user.username;
}

/**
 * The indexes notes and tasks are read by, made at start when absent, and the unique key of the
 * digests: the one-digest-a-member-a-day rule holds in the database, whichever instance queues it.
 */
export async function ensureTaskIndexes(): Promise<void> {
  const knex = strapi.db.connection;
  const indexes: Array<[uid: string, suffix: string, columns: string[], unique?: boolean]> = [
    [TASK_UID, 'assignee_due_idx', ['assigneeUserId', 'dueAt']],
    [TASK_UID, 'contact_idx', ['contactId']],
    [TASK_UID, 'deal_idx', ['dealId']],
    [NOTE_UID, 'contact_idx', ['contactId']],
    [NOTE_UID, 'deal_idx', ['dealId']],
    [TASK_DIGEST_UID, 'key_unique', ['key'], true],
  ];
  for (const [uid, suffix, attributes, unique] of indexes) {
    const meta = metaOf(uid);
    const name = `${meta.tableName}_${suffix}`;
    const columns = attributes.map((a) => columnIn(meta, a));
    try {
      await knex.raw(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`,
        [name, meta.tableName, ...columns],
      );
    } catch (error) {
      strapi.log.warn(`tasks: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
}
