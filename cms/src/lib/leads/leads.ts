import {
  LEAD_KINDS,
  START_NOW_FIELDS,
  type Lead,
  type LeadKind,
  type LeadListing,
  type LeadQuery,
  type LeadViewing,
  LANGUAGE_NAMES,
  languageOr,
  shownSavedSearchLabel,
} from '@estate/contract';
import { ensureSqliteTrigramTable, ensureTrigramIndex, sqliteTrigramIds } from '../database/trigram';
import { badRequest } from '../http/errors';
import { PROPERTY_UID } from '../listing/listing';
import { LEAD_UID } from '../mail/kinds';
import { dealOf, type DealContext } from './pipeline';
import { rowOf } from '../read/publication';
import type { Row } from '../read/serialize';
import { columnIn, metaOf, tableOf } from '../database/strapi-internals';

/*
 * The leads staff work with (enquiries, Start Now enquiries, subscribers, saved searches): the table
 * of each kind, an enquiry's listing and agent, one subscriber per address, the staff list's
 * answer and search, and the CSV export.
 */

export const UID_OF: Record<LeadKind, string> = {
  enquiry: LEAD_UID.enquiry,
  'start-now': LEAD_UID.startNow,
  subscriber: LEAD_UID.subscriber,
  'saved-search': LEAD_UID.savedSearch,
};

export function leadKind(value: string): LeadKind {
  if (!(LEAD_KINDS as readonly string[]).includes(value)) {
    throw badRequest(`kind must be one of ${LEAD_KINDS.join(', ')}`, [{ field: 'kind', message: 'unknown lead kind' }]);
  }
  return value as LeadKind;
}

/* ---- the listing of an enquiry ---- */

const MAILBOX = /^[^\s@<>,;"()[\]\\]+@[^\s@<>,;"()[\]\\]+\.[^\s@<>,;"()[\]\\]+$/;

/**
 * The property an enquiry names (its id or slug) and its agent, as they are at that moment, in
 * the enquiry's stored fields. Nothing of it may cost the lead: a name that matches no property,
 * or a failed look-up, keeps the name given (listingSlug) and no agent.
 */
export async function enquiryListing(ref: string | undefined, listingSlug: string | undefined) {
  const name = (ref ?? '').trim();
  if (!name) return {};
  try {
    const row = (await strapi.db.query(PROPERTY_UID).findOne({
      // Visitors enquire about what they see: the published listing.
      where: { $or: [{ documentId: name }, { slug: name }], ...rowOf(PROPERTY_UID, false) },
      select: ['documentId', 'slug', 'title', 'referenceNumber'],
      populate: { agent: { select: ['documentId', 'title', 'email'] } },
    })) as (Row & { agent?: Row | null }) | null;
    if (row) {
      const agent = row.agent ?? null;
      return {
        listingId: String(row.documentId),
        listingSlug: String(row.slug ?? '') || listingSlug || null,
        listingReference: (row.referenceNumber as string | null) ?? null,
        listingTitle: (row.title as string | null) ?? null,
        agentId: agent ? String(agent.documentId) : null,
        agentName: agent ? String(agent.title ?? '') : null,
        // Only an address a mail can go to (the panel keeps a team member's e-mail as text).
        agentEmail: MAILBOX.test(String(agent?.email ?? '').trim()) ? String(agent!.email).trim().toLowerCase() : null,
      };
    }
  } catch (error) {
    strapi.log.warn(`lead: the listing ${name} could not be looked up: ${(error as Error).message}`);
  }
  return { listingSlug: listingSlug || name };
}

/* ---- one subscriber per address ---- */

const SUBSCRIBER_EMAIL_INDEX = 'subscribers_email_unique';

function subscriberTable(): { table: string; email: string; count: string } {
  const meta = metaOf(LEAD_UID.subscriber);
  return {
    table: meta.tableName,
    email: columnIn(meta, 'email'),
    count: columnIn(meta, 'subscribeCount'),
  };
}

/**
 * A unique index on the subscribers' address (Strapi's `unique` is only a check before the insert,
 * which two inserts at once both pass, and the form's insert skips it). Created at start when
 * absent; Strapi's schema sync leaves indexes it did not create alone. When existing rows already
 * repeat an address the index cannot be made: that is logged as a warning to resolve by hand.
 */
export async function ensureSubscriberEmailIndex(): Promise<void> {
  const { table, email } = subscriberTable();
  try {
    await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
      SUBSCRIBER_EMAIL_INDEX,
      table,
      email,
    ]);
  } catch (error) {
    strapi.log.warn(
      `subscribers: the unique index on the address could not be created (repeated addresses stored?): ${(error as Error).message}`,
    );
  }
}

/** The insert of a subscriber failed because the address is already stored (the index, or Strapi's check on panel saves). */
export function isDuplicateSubscriber(error: unknown): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    message?: string;
    name?: string;
    details?: { errors?: Array<{ path?: string[]; message?: string }> };
  };
  if (e?.code === '23505') return true; // PostgreSQL unique_violation
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed: \w+\.email/.test(e?.message ?? ''))
    return true;
  return (
    e?.name === 'ValidationError' &&
    !!e.details?.errors?.some((d) => d.path?.[0] === 'email' && /unique/i.test(d.message ?? ''))
  );
}

/** One more subscription of a stored address: an atomic increment, no read first. */
export async function countRepeatSubscription(address: string): Promise<void> {
  const { table, email, count } = subscriberTable();
  await strapi.db.connection(table).where(email, address).increment(count, 1);
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The listing an enquiry's row names, as it was when the enquiry came, or null. */
export const enquiryListingOf = (r: Row): LeadListing | null =>
  r.listingId
    ? {
        _id: text(r.listingId),
        slug: text(r.listingSlug),
        referenceNumber: text(r.listingReference),
        title: text(r.listingTitle),
      }
    : null;

/** The viewing an enquiry's row asks for (a booked viewing), or null. */
export const enquiryViewingOf = (r: Row): LeadViewing | null =>
  r.viewingDate ? { date: text(r.viewingDate), time: text(r.viewingTime) } : null;

/**
 * A lead as staff see it; an enquiry with its deal, read with the members and settings of `deals`
 * (lib/leads/pipeline dealContext), which a list of enquiries reads once.
 */
export function serializeLead(kind: LeadKind, r: Row, deals?: DealContext): Lead {
  const common = {
    _id: text(r.documentId),
    email: text(r.email),
    pageURL: text(r.pageURL),
    listingSlug: text(r.listingSlug),
    utm: (r.utm && typeof r.utm === 'object' ? r.utm : {}) as Record<string, string>,
    handled: r.handled === true || r.handled === 1,
    handledAt: iso(r.handledAt),
    mailStatus: (r.mailStatus ?? 'pending') as Lead['mailStatus'],
    mailAttempts: Number(r.mailAttempts ?? 0),
    mailLastError: text(r.mailLastError),
    mailSentAt: iso(r.mailSentAt),
    createdAt: iso(r.createdAt) ?? new Date(0).toISOString(),
    language: languageOr(r.language),
    contactId: r.contactId ? text(r.contactId) : null,
  };
  if (kind === 'subscriber') return { kind, ...common, subscribeCount: Number(r.subscribeCount ?? 1) };
  if (kind === 'saved-search') {
    return {
      kind,
      ...common,
      label: shownSavedSearchLabel(r.label, r.filters),
      filters: (r.filters && typeof r.filters === 'object' ? r.filters : {}) as Record<string, unknown>,
      status: (r.status ?? 'pending') as 'pending' | 'confirmed' | 'unsubscribed',
      confirmedAt: iso(r.confirmedAt),
      unsubscribedAt: iso(r.unsubscribedAt),
      lastDigestAt: iso(r.lastDigestAt),
      lastDigestListings: Number(r.lastDigestListings ?? 0),
      digestCount: Number(r.digestCount ?? 0),
    };
  }
  const person = { fname: text(r.fname), lname: text(r.lname), phone: text(r.phone), message: text(r.message) };
  if (kind === 'enquiry') {
    return {
      kind,
      ...common,
      ...person,
      listing: enquiryListingOf(r),
      agent: r.agentId
        ? {
            _id: text(r.agentId),
            name: text(r.agentName),
            email: text(r.agentEmail),
            mailSentAt: iso(r.agentMailSentAt),
          }
        : null,
      viewing: enquiryViewingOf(r),
      deal: dealOf(r, deals ?? missingDealContext()),
    };
  }
  return {
    kind,
    ...common,
    ...person,
    ...(Object.fromEntries(START_NOW_FIELDS.map((f) => [f, text(r[f])])) as Record<
      (typeof START_NOW_FIELDS)[number],
      string
    >),
  };
}

const missingDealContext = (): never => {
  throw new Error('an enquiry is serialised with its deal context (lib/leads/pipeline dealContext)');
};

const SEARCHED: Record<LeadKind, string[]> = {
  enquiry: ['fname', 'lname', 'email', 'phone', 'message'],
  'start-now': ['fname', 'lname', 'email', 'phone', 'message', 'community'],
  subscriber: ['email'],
  'saved-search': ['email', 'label'],
};

/** The kinds whose SQLite trigram table is in place (lib/database/trigram). */
const searchTables = new Set<LeadKind>();
const searchTableOf = (table: string) => `${table}_search_fts`;

/**
 * Indexes for the inbox's search, so that it reads the leads whose words match instead of
 * lower-casing every message (at 100,000 leads, 33 ms instead of 250 on PostgreSQL). PostgreSQL:
 * a trigram index on each searched field, as the search reads it (the query engine's $containsi is
 * `LOWER(CAST(column AS VARCHAR)) LIKE LOWER(?)`). SQLite: one FTS5 trigram table over the
 * searched fields of each kind. Either may be impossible (a role that may not create pg_trgm, a
 * SQLite without FTS5): the search then scans.
 */
export async function ensureLeadSearchIndexes(): Promise<void> {
  const postgres = strapi.db.dialect.client === 'postgres';
  const knex = strapi.db.connection;
  for (const kind of Object.keys(SEARCHED) as LeadKind[]) {
    const meta = metaOf(UID_OF[kind]);
    const columns = SEARCHED[kind].map((field) => columnIn(meta, field));
    if (!postgres) {
      const made = await ensureSqliteTrigramTable(
        searchTableOf(meta.tableName),
        meta.tableName,
        columns,
        'leads: the search',
      );
      if (made) searchTables.add(kind);
      else return;
      continue;
    }
    for (const column of columns) {
      const made = await ensureTrigramIndex(
        `${meta.tableName}_${column}_trgm_idx`,
        meta.tableName,
        `LOWER(CAST(${knex.raw('??', [column]).toQuery()} AS VARCHAR))`,
        'leads: the search',
      );
      // Without pg_trgm, none can be made: one warning is enough.
      if (!made) return;
    }
  }
}

/**
 * On SQLite, the leads of a kind whose searched fields hold the query's text, from its trigram
 * table (a subquery of ids); null where that table cannot answer (PostgreSQL reads its indexes
 * through the query engine's own search).
 */
export function leadSearchIds(kind: LeadKind, q: LeadQuery) {
  if (!q.q || !searchTables.has(kind)) return null;
  return sqliteTrigramIds(searchTableOf(tableOf(UID_OF[kind])), q.q);
}

/** The filters of the inbox; `matched`: the search's ids when its trigram table answers it (leadSearchIds). */
export function leadWhere(
  kind: LeadKind,
  q: LeadQuery,
  matched: ReturnType<typeof leadSearchIds> = null,
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (q.q)
    and.push(matched ? { id: { $in: matched } } : { $or: SEARCHED[kind].map((f) => ({ [f]: { $containsi: q.q } })) });
  if (q.from) and.push({ createdAt: { $gte: new Date(`${q.from}T00:00:00.000Z`) } });
  if (q.to) {
    const end = new Date(`${q.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    and.push({ createdAt: { $lt: end } });
  }
  if (q.from && q.to && q.from > q.to)
    throw badRequest('from must not be after to', [{ field: 'from', message: 'from must not be after to' }]);
  if (q.handled !== undefined) and.push({ handled: q.handled });
  if (q.mailStatus) and.push({ mailStatus: q.mailStatus });
  return and.length ? { $and: and } : {};
}

/* ---- CSV ---- */

const UTM_ORDER = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
const utmRank = (key: string) => (UTM_ORDER.includes(key) ? UTM_ORDER.indexOf(key) : UTM_ORDER.length);

const COLUMNS: Record<LeadKind, Array<[string, (l: Lead) => unknown]>> = {
  enquiry: [],
  'start-now': [],
  subscriber: [],
  'saved-search': [],
};
const base: Array<[string, (l: Lead) => unknown]> = [
  ['Received', (l) => l.createdAt],
  ['E-mail', (l) => l.email],
];
const person: Array<[string, (l: Lead) => unknown]> = [
  ['First name', (l) => ('fname' in l ? l.fname : '')],
  ['Last name', (l) => ('lname' in l ? l.lname : '')],
  ['Phone', (l) => ('phone' in l ? l.phone : '')],
];
const tail: Array<[string, (l: Lead) => unknown]> = [
  ['Page', (l) => l.pageURL],
  ['Listing', (l) => l.listingSlug],
  [
    'UTM',
    // In the campaign parameters' usual order, whatever order the database keeps them in (jsonb sorts keys).
    (l) =>
      Object.entries(l.utm)
        .sort(([a], [b]) => utmRank(a) - utmRank(b))
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
  ],
  ['Handled', (l) => (l.handled ? 'yes' : 'no')],
  ['Mail', (l) => l.mailStatus],
  // The language of the page it came from (docs/decisions/0101): the one to answer in.
  ['Language', (l) => LANGUAGE_NAMES[l.language] ?? l.language],
];
/** An enquiry's listing and agent, after its Listing column. */
const enquiryListingColumns: Array<[string, (l: Lead) => unknown]> = [
  ['Reference', (l) => (l.kind === 'enquiry' ? (l.listing?.referenceNumber ?? '') : '')],
  ['Listing title', (l) => (l.kind === 'enquiry' ? (l.listing?.title ?? '') : '')],
  ['Agent', (l) => (l.kind === 'enquiry' ? (l.agent?.name ?? '') : '')],
  ['Agent e-mail', (l) => (l.kind === 'enquiry' ? (l.agent?.email ?? '') : '')],
  ['Viewing', (l) => (l.kind === 'enquiry' && l.viewing ? `${l.viewing.date} ${l.viewing.time}` : '')],
];
const listingAt = tail.findIndex(([h]) => h === 'Listing') + 1;
COLUMNS.enquiry = [
  ...base.slice(0, 1),
  ...person,
  ...base.slice(1),
  ['Message', (l) => ('message' in l ? l.message : '')],
  ...tail.slice(0, listingAt),
  ...enquiryListingColumns,
  ...tail.slice(listingAt),
];
COLUMNS['start-now'] = [
  ...base.slice(0, 1),
  ...person,
  ...base.slice(1),
  ...START_NOW_FIELDS.map((f): [string, (l: Lead) => unknown] => [f, (l) => (l as Record<string, unknown>)[f]]),
  ['Message', (l) => ('message' in l ? l.message : '')],
  ...tail,
];
COLUMNS.subscriber = [...base, ['Times subscribed', (l) => ('subscribeCount' in l ? l.subscribeCount : '')], ...tail];
const savedSearch = (get: (l: Extract<Lead, { kind: 'saved-search' }>) => unknown) => (l: Lead) =>
  l.kind === 'saved-search' ? get(l) : '';
COLUMNS['saved-search'] = [
  ...base,
  ['Search', savedSearch((l) => l.label)],
  ['Filters', savedSearch((l) => JSON.stringify(l.filters))],
  ['Status', savedSearch((l) => l.status)],
  ['Confirmed', savedSearch((l) => l.confirmedAt ?? '')],
  ['Unsubscribed', savedSearch((l) => l.unsubscribedAt ?? '')],
  ['Last digest', savedSearch((l) => l.lastDigestAt ?? '')],
  ['Digests', savedSearch((l) => l.digestCount)],
  ...tail.filter(([h]) => h !== 'Listing'),
];

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function leadsCsv(kind: LeadKind, leads: Lead[]): string {
  const cols = COLUMNS[kind];
  const lines = [
    cols.map(([h]) => cell(h)).join(','),
    ...leads.map((l) => cols.map(([, get]) => cell(get(l))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
