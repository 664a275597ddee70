import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { LEAD_KINDS, type LeadKind } from '@estate/contract';
import { newDocumentId, storeOnce } from '../database/db-retry';
import { transactionLock, type Transaction } from '../database/locks';
import type { Row } from '../read/serialize';
import { AUDIT_UID } from '../audit/trail';
import { ensureSqliteTrigramTable, ensureTrigramIndex, sqliteTrigramIds } from '../database/trigram';
import { UID_OF } from './leads';
import { columnOf, tableOf } from '../database/strapi-internals';
import { dropIndexIfExists } from '../database/drop-index';

/*
 * Contacts (docs/decisions/0066): one record per person behind the leads. A lead is linked to its
 * contact right after it is stored: by its e-mail address, else by its phone number, else a new
 * contact is made. The addresses and numbers a contact is known by are its keys
 * (one row each, unique), so a contact keeps every address its leads came from, a merged contact's
 * too; a lock per key makes two submissions of one new person at once one contact.
 */

export const CONTACT_UID = 'api::contact.contact';
export const CONTACT_KEY_UID = 'api::contact.contact-key';

/** A number without a country code is read as one of this country's (the agency is in Dubai). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AE';

/** An address as contacts are matched by it: trimmed and lower-case. */
export const normaliseEmail = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();

export interface NormalPhone {
  /** The number in E.164 (+971501234567), when it could be read. */
  e164: string | null;
  /** The number as it was typed, when it could not be read (it is kept, never matched). */
  raw: string | null;
}

/**
 * A phone number in E.164, whatever its spelling (+971 50 123 4567, 00971501234567, 050 123 4567):
 * libphonenumber-js reads it, numbers without a country code as UAE ones. A number of no possible
 * length is kept as typed instead.
 */
export function normalisePhone(value: unknown): NormalPhone {
  const raw = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!raw) return { e164: null, raw: null };
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_PHONE_COUNTRY);
  return parsed?.isPossible() ? { e164: parsed.number, raw: null } : { e164: null, raw: raw.slice(0, 60) };
}

/**
 * What the Contacts search reads: the name, every address and number in one lower-case text, so
 * that a search is one LIKE on one column (no LOWER() of four columns on every row).
 */
export const searchTextOf = (...parts: unknown[]): string =>
  parts
    .filter((p) => typeof p === 'string' && p.trim())
    .join(' ')
    .toLowerCase();

export const emailKey = (email: string) => `email:${email}`;
export const phoneKey = (e164: string) => `phone:${e164}`;

/** Who a lead is from, as its form gave it. */
export interface Person {
  email: string;
  phone?: string | null;
  name?: string | null;
}

/** The person of a stored lead row (subscribers and saved searches give an address only). */
export function personOf(row: Row): Person {
  const name = [row.fname, row.lname]
    .filter((v) => typeof v === 'string' && v.trim())
    .join(' ')
    .trim();
  return { email: String(row.email ?? ''), phone: (row.phone as string | null | undefined) ?? null, name };
}

const time = (v: unknown): number => (v ? new Date(v as string).getTime() : NaN);

/**
 * The contact of a person, in the caller's transaction (`trx`): found by the e-mail key, else by
 * the phone key, else made. The keys it did not have yet are added to it, its blank name and phone
 * filled, and its last activity moved to `at`. Answers the contact's document id.
 */
export async function linkContact(person: Person, trx: Transaction, at: Date = new Date()): Promise<string> {
  const email = normaliseEmail(person.email);
  const phone = normalisePhone(person.phone);
  const name = (person.name ?? '').replace(/\s+/g, ' ').trim().slice(0, 201);
  const keys = [email ? emailKey(email) : '', phone.e164 ? phoneKey(phone.e164) : ''].filter(Boolean);
  // In one order, so that two transactions that take the same two keys never wait for each other.
  for (const key of [...keys].sort()) await transactionLock(trx, `contact-key:${key}`);
  const contacts = strapi.db.query(CONTACT_UID);
  const contactKeys = strapi.db.query(CONTACT_KEY_UID);
  for (let attempt = 0; attempt < 3; attempt++) {
    const known = (
      keys.length ? await contactKeys.findMany({ where: { key: { $in: keys } }, select: ['key', 'contactId'] }) : []
    ) as Array<{ key: string; contactId: string }>;
    const byKey = new Map(known.map((r) => [r.key, r.contactId]));
    const newKeys = keys.filter((key) => !byKey.has(key));
    // The e-mail first: it is the key every lead has.
    const found = keys.map((k) => byKey.get(k)).find(Boolean);
    let contactId: string;
    if (found) {
      // A merge of this contact (which takes this lock) is over before we read it.
      await transactionLock(trx, `contact:${found}`);
      const row = (await contacts.findOne({
        where: { documentId: found },
        select: ['id', 'name', 'email', 'phone', 'phoneRaw', 'search', 'lastActivityAt', 'createdAt'],
      })) as Row | null;
      // Merged away meanwhile: its keys now name the contact it went into.
      if (!row) continue;
      const data: Row = {};
      if (!row.name && name) data.name = name;
      if (!row.email && email) data.email = email;
      if (!row.phone && phone.e164) data.phone = phone.e164;
      if (!row.phone && !row.phoneRaw && phone.raw) data.phoneRaw = phone.raw;
      // What the search does not find yet: a name, number or address seen for the first time.
      const searchable = String(row.search ?? '');
      const seen = newKeys.map((key) => key.slice(key.indexOf(':') + 1));
      const extra = [data.name, data.phone, data.phoneRaw, ...seen].filter(
        (v): v is string => typeof v === 'string' && !!v && !searchable.includes(v.toLowerCase()),
      );
      if (extra.length) data.search = searchTextOf(searchable, ...extra);
      if (!(time(row.lastActivityAt) >= at.getTime())) data.lastActivityAt = at;
      // A lead older than the contact (linked by the start-up backfill) dates it.
      if (time(row.createdAt) > at.getTime()) data.createdAt = at;
      if (Object.keys(data).length) await contacts.update({ where: { id: row.id }, data, select: ['id'] });
      contactId = found;
    } else {
      contactId = newDocumentId();
      await contacts.create({
        data: {
          documentId: contactId,
          name,
          email,
          phone: phone.e164,
          phoneRaw: phone.raw,
          search: searchTextOf(name, email, phone.e164, phone.raw),
          lastActivityAt: at,
          createdAt: at,
          publishedAt: at,
        },
        select: ['id'],
      });
    }
    // An address or number seen with it for the first time is one it is known by from now on
    // (one that is another contact's already stays that contact's).
    if (newKeys.length)
      await contactKeys.createMany({
        data: newKeys.map((key) => ({ documentId: newDocumentId(), key, contactId, publishedAt: at })),
      });
    return contactId;
  }
  throw new Error('the contact the lead matched was merged away three times running');
}

/**
 * Stores a new lead, then links it to its contact. The lead is one INSERT (storeOnce), whose
 * outcome is known even when the connection dies under it (decision 0018); the link is a second,
 * short transaction that only ever fills an empty contactId. A link that fails (the database away
 * for a moment, a lock waited out) costs the lead nothing: the lead is stored and acknowledged, and
 * the link sweep (startContactSweep) links it a little later. A subscriber's repeated address is
 * the caller's to handle, as before.
 */
export async function storeLinkedLead(uid: string, data: Row, person: Person): Promise<string> {
  const documentId = await storeOnce(uid, data);
  try {
    await linkStoredLead(uid, documentId, person);
  } catch (error) {
    strapi.log.warn(`contacts: a ${uid} was stored but not linked yet: ${(error as Error).message}`);
    sweepSoon();
  }
  return documentId;
}

/** Links one stored lead to its contact, unless it has one already. Answers whether it linked it. */
async function linkStoredLead(uid: string, documentId: string, person: Person, at?: Date): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const contactId = await linkContact(person, trx as unknown as Transaction, at);
    const { count } = (await strapi.db.query(uid).updateMany({
      where: { documentId, contactId: { $null: true } },
      data: { contactId },
    })) as { count: number };
    return count > 0;
  });
}

/* ---- the link sweep ---- */

/** How often leads left unlinked (by a failed link) are looked for. */
const SWEEP_MS = 5 * 60_000;
/** How soon after a failed link the sweep runs; doubled after each failed sweep, up to SWEEP_MS. */
const SWEEP_SOON_MS = 5_000;

let sweepTimer: NodeJS.Timeout | null = null;
let soonTimer: NodeJS.Timeout | null = null;
let sweeping: Promise<unknown> | null = null;
let soonDelay = SWEEP_SOON_MS;

/** One sweep at a time; a failed one runs again soon (the database may be back by then). */
function sweep(): Promise<unknown> {
  sweeping ??= linkUnlinkedLeads()
    .then(() => (soonDelay = SWEEP_SOON_MS))
    .catch((error) => {
      strapi.log.warn(`contacts: the link sweep failed, trying again soon: ${(error as Error).message}`);
      sweepSoon();
      soonDelay = Math.min(soonDelay * 2, SWEEP_MS);
    })
    .finally(() => (sweeping = null));
  return sweeping;
}

function sweepSoon(): void {
  if (soonTimer || !sweepTimer) return;
  soonTimer = setTimeout(() => {
    soonTimer = null;
    void sweep();
  }, soonDelay);
  soonTimer.unref();
}

/** Starts the sweep that links leads whose link failed when they were stored. */
export function startContactSweep(): void {
  if (sweepTimer) return;
  sweepTimer = setInterval(() => void sweep(), SWEEP_MS);
  sweepTimer.unref();
}

/** Stops the sweep, waiting for one that runs. */
export async function stopContactSweep(): Promise<void> {
  if (sweepTimer) clearInterval(sweepTimer);
  if (soonTimer) clearTimeout(soonTimer);
  sweepTimer = soonTimer = null;
  await sweeping;
}

/* ---- start-up ---- */

/**
 * The indexes contacts are read by, made at start when absent (Strapi's schema sync leaves indexes
 * it did not make alone): one row per key, a contact's keys, the Contacts table's order, each lead
 * table by contact (a timeline, a count, a merge) and by date (its inbox), and the audit trail by
 * item (a contact's history).
 */
export async function ensureContactIndexes(): Promise<void> {
  const knex = strapi.db.connection;
  const indexes: Array<[name: string, uid: string, columns: string[], unique?: boolean]> = [
    ['contact_keys_key_uq', CONTACT_KEY_UID, ['key'], true],
    ['contact_keys_contact_idx', CONTACT_KEY_UID, ['contactId']],
    ['contacts_activity_idx', CONTACT_UID, ['lastActivityAt', 'id']],
    ...LEAD_KINDS.flatMap((kind): Array<[string, string, string[]]> => [
      kind === 'enquiry'
        ? // A searched board reads the deals of the people found by their contact: with their
          // stage and viewing beside the date, the index alone answers it.
          [enquiryContactIndex(), UID_OF[kind], ['contactId', 'createdAt', 'id', 'stage', 'viewingDate']]
        : [`${tableOf(UID_OF[kind])}_contact_idx`, UID_OF[kind], ['contactId', 'createdAt']],
      // The inbox of each kind, newest first, a page at a time.
      [`${tableOf(UID_OF[kind])}_created_idx`, UID_OF[kind], ['createdAt', 'id']],
    ]),
    ['audit_entries_item_idx', AUDIT_UID, ['itemId']],
  ];
  for (const [name, uid, columns, unique] of indexes) {
    try {
      await knex.raw(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`,
        [name, tableOf(uid), ...columns.map((c) => columnOf(uid, c))],
      );
    } catch (error) {
      // Slower contact pages, never a CMS that does not start.
      strapi.log.warn(`contacts: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
  await ensureContactSearchIndex(knex);
  // The enquiries' narrower index by contact, which the covering one above replaces.
  try {
    const former = `${tableOf(UID_OF.enquiry)}_contact_idx`;
    if (!(await indexExists(knex, enquiryContactIndex()))) return;
    // Behind a long reader, gives up after a moment and leaves it to the next start.
    await dropIndexIfExists(knex, former);
  } catch (error) {
    strapi.log.warn(`contacts: the enquiries' former contact index could not be dropped: ${(error as Error).message}`);
  }
}

const enquiryContactIndex = () => `${tableOf(UID_OF.enquiry)}_contact_deal_idx`;

async function indexExists(knex: typeof strapi.db.connection, name: string): Promise<boolean> {
  const rows =
    strapi.db.dialect.client === 'postgres'
      ? ((await knex.raw('SELECT 1 FROM pg_indexes WHERE indexname = ?', [name])) as { rows: unknown[] }).rows
      : ((await knex.raw("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", [name])) as unknown[]);
  return rows.length > 0;
}

/** SQLite: the trigram table over the contacts' search text (lib/database/trigram), once it is kept. */
const CONTACT_SEARCH_FTS = 'contacts_search_fts';
let contactSearchTable: string | null = null;

/**
 * A trigram index of the contacts' search text, so that a search reads the people it finds instead
 * of every contact (and PostgreSQL's planner knows how many that is): on PostgreSQL a GIN index
 * (pg_trgm), on SQLite an FTS5 trigram table. Without either (a role that may not create pg_trgm,
 * a SQLite without FTS5), a search scans the narrow contacts table.
 */
async function ensureContactSearchIndex(knex: typeof strapi.db.connection): Promise<void> {
  const table = tableOf(CONTACT_UID);
  if (strapi.db.dialect.client !== 'postgres') {
    contactSearchTable = (await ensureSqliteTrigramTable(
      CONTACT_SEARCH_FTS,
      table,
      [columnOf(CONTACT_UID, 'search')],
      'contacts: the search',
    ))
      ? CONTACT_SEARCH_FTS
      : null;
    return;
  }
  const column = knex.raw('??', [columnOf(CONTACT_UID, 'search')]).toQuery();
  await ensureTrigramIndex('contacts_search_trgm_idx', table, column, 'contacts: the search');
}

/** Leads linked in one transaction by the backfill: short, so that saves meanwhile wait little. */
const BACKFILL_BATCH = 100;

/**
 * Links every lead stored without a contact (those stored before contacts existed, or whose
 * linking failed), oldest first, each as a new lead would be. Idempotent: a linked lead is never
 * touched again, so a second run (or a second instance at once) links nothing more. Answers how
 * many leads it linked.
 */
export async function linkUnlinkedLeads(): Promise<number> {
  let linked = 0;
  for (const kind of LEAD_KINDS as readonly LeadKind[]) {
    const uid = UID_OF[kind];
    const hasName = kind === 'enquiry' || kind === 'start-now';
    const select = ['id', 'email', 'createdAt', ...(hasName ? ['fname', 'lname', 'phone'] : [])];
    for (;;) {
      const rows = (await strapi.db.query(uid).findMany({
        where: { contactId: { $null: true } },
        select,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        limit: BACKFILL_BATCH,
      })) as Row[];
      if (!rows.length) break;
      let done = 0;
      await strapi.db.transaction(async ({ trx }) => {
        for (const row of rows) {
          const at = row.createdAt ? new Date(row.createdAt as string) : new Date();
          const contactId = await linkContact(personOf(row), trx as unknown as Transaction, at);
          const { count } = (await strapi.db.query(uid).updateMany({
            where: { id: row.id, contactId: { $null: true } },
            data: { contactId },
          })) as { count: number };
          done += count;
        }
      });
      linked += done;
      // Nothing linked in a whole batch: another instance is at it; it will finish.
      if (!done) break;
    }
  }
  if (linked) strapi.log.info(`contacts: ${linked} leads linked to their contacts`);
  return linked;
}

/* ---- reading contacts by query ---- */

interface QueryBuilder {
  alias: string;
  select(columns: string | string[]): QueryBuilder;
  where(where: Record<string, unknown>): QueryBuilder;
  getKnexQuery(): KnexQuery;
}
export interface KnexQuery extends PromiseLike<unknown> {
  clearSelect(): KnexQuery;
  select(columns: Record<string, string>): KnexQuery;
  count(columns: Record<string, string>): KnexQuery;
  max(columns: Record<string, string>): KnexQuery;
  groupBy(column: string): KnexQuery;
  unionAll(query: KnexQuery): KnexQuery;
}
/** The query engine's builder: a condition written as for findMany, as a knex subquery. */
export const queryBuilder = (uid: string) => (strapi.db.queryBuilder as unknown as (uid: string) => QueryBuilder)(uid);

/**
 * The contacts a search finds, as their document ids: part of the name, an address or a number, or
 * an address or number in any spelling. One list of both, not an OR of two conditions: the database
 * then estimates from the search column alone how many people match, and reads a few people's
 * deals by their contact (measured at 100,000 leads on PostgreSQL: 28 ms for a common surname
 * instead of 75). Null for no search.
 */
function searchedContactIds(q: string | undefined): KnexQuery | null {
  const text = q?.trim();
  if (!text) return null;
  const phone = normalisePhone(text).e164;
  const keys = [emailKey(normaliseEmail(text)), ...(phone ? [phoneKey(phone)] : [])];
  // The name, addresses and numbers, lower-case in one column (searchTextOf); on SQLite looked up
  // in its trigram table when the text is long enough to be.
  const indexed = contactSearchTable ? sqliteTrigramIds(contactSearchTable, text.toLowerCase()) : null;
  const bySearch = queryBuilder(CONTACT_UID)
    .select('documentId')
    .where(indexed ? { id: { $in: indexed } } : { search: { $contains: text.toLowerCase() } })
    .getKnexQuery();
  // An address a merged contact brought, or a number spelt another way (050 … for +97150 …).
  const byKey = queryBuilder(CONTACT_KEY_UID)
    .select('contactId')
    .where({ key: { $in: keys } })
    .getKnexQuery();
  return bySearch.unionAll(byKey);
}

/** The contacts a search finds, as a condition on contacts. Empty for no search. */
export function contactSearchWhere(q: string | undefined): Record<string, unknown> {
  const ids = searchedContactIds(q);
  return ids ? { documentId: { $in: ids } } : {};
}

/** The leads of the people a search finds (by their contact), as a condition on a lead kind. */
export function leadsOfPeopleWhere(q: string): Record<string, unknown> {
  const ids = searchedContactIds(q);
  return ids ? { contactId: { $in: ids } } : {};
}
