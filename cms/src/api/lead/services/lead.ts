import { createHash } from 'crypto';
import type { z } from 'zod';
import {
  HONEYPOT_FIELD,
  START_NOW_FIELDS,
  type DealBoard,
  type DealBoardQuery,
  type DealAssigneeOption,
  type DealUpdate,
  type EnquiryLead,
  type EnquiryInputSchema,
  type Lead,
  type LeadKind,
  type LeadQuery,
  type SaveSearchInputSchema,
  type StartNowInputSchema,
  type SubscribeInputSchema,
  type ViewingInputSchema,
  type ViewingUpdate,
  type ViewingWeekQuery,
  isSafeLink,
  savedSearchLabel,
} from '@estate/contract';
import { leadsOfPeopleWhere, personOf, storeLinkedLead } from '../../../lib/leads/contacts';
import { conflict, forbidden, notFound } from '../../../lib/http/errors';
import {
  countRepeatSubscription,
  enquiryListing,
  isDuplicateSubscriber,
  leadSearchIds,
  leadWhere,
  serializeLead,
  UID_OF,
} from '../../../lib/leads/leads';
import { LEAD_UID } from '../../../lib/mail/kinds';
import { record } from '../../../lib/audit/trail';
import { kickOutbox } from '../../../lib/mail/outbox';
import { confirmSearch, storeSearch, unsubscribeSearch } from '../../../lib/leads/saved-searches';
import type { Row } from '../../../lib/read/serialize';
import { assertDealFiltersFor, boardColumns, dealWhere, moveDeal, unansweredAtNew } from '../../../lib/leads/deals';
import { assigneeOptions, dealContext, type DealContext } from '../../../lib/leads/pipeline';
import { assignAfterAnswer } from '../../../lib/leads/deal-sweep';
import type { StaffAccess } from '../../../lib/auth/roles';
import { sourceFields } from '../../../lib/reports/sources';
import {
  bookViewing,
  changeViewing,
  resendViewingMail,
  slotConflictOf,
  viewingById,
  viewingWeek,
} from '../../../lib/leads/viewings';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type Attribution = { pageURL?: string; listingSlug?: string } & Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** A lead form as the contract reads it; the honeypot field may come along. */
type FormInput<S extends z.ZodObject> = z.output<S> & Record<string, unknown>;

/** Where a lead came from, as the controller reads it off the request. */
export interface LeadOrigin {
  /** The Referer header ('' when none). */
  referer: string;
  /** The client's address (lib/auth/client-ip). */
  ip: string;
  /** The User-Agent header ('' when none). */
  userAgent: string;
}

/** The Referer as the page a lead came from, when it is a link staff may safely open (pageURL's rule). */
function refererLink(origin: LeadOrigin): string | null {
  const referer = origin.referer.trim();
  return referer && referer.length <= 2048 && isSafeLink(referer) ? referer : null;
}

function attribution(origin: LeadOrigin, input: Attribution) {
  const utm = Object.fromEntries(UTM_KEYS.filter((k) => input[k]).map((k) => [k, input[k]]));
  return {
    pageURL: input.pageURL || refererLink(origin),
    listingSlug: input.listingSlug || null,
    utm: Object.keys(utm).length ? utm : null,
    // Enough to spot abuse, without keeping the address itself.
    ipHash: createHash('sha256')
      .update(`${process.env.APP_KEYS ?? ''}:${origin.ip}`)
      .digest('hex')
      .slice(0, 32),
    userAgent: origin.userAgent.slice(0, 512) || null,
  };
}

/** A filled honeypot field means a bot: it is told all went well and nothing is kept. */
function isBot(input: Record<string, unknown>): boolean {
  return typeof input[HONEYPOT_FIELD] === 'string' && (input[HONEYPOT_FIELD] as string).trim() !== '';
}

/**
 * Leads are stored before anything else happens; the route answers 2xx only once the row is
 * committed, and the e-mail goes out from the outbox afterwards.
 */
const methods = () => ({
  async enquiry(input: FormInput<typeof EnquiryInputSchema>, origin: LeadOrigin): Promise<void> {
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, enquiry dropped');
    const documentId = await storeEnquiry(input, origin, { message: input.message, stage: 'new' });
    kickOutbox();
    // Assigned behind the answer: the visitor never waits for the round robin (lib/leads/deal-sweep).
    assignAfterAnswer(documentId);
  },

  /** A viewing booked from a listing: an enquiry with its day and slot (decision 0037). */
  async viewing(input: FormInput<typeof ViewingInputSchema>, origin: LeadOrigin): Promise<void> {
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, viewing dropped');
    // Stored, assigned and acknowledged at once, or not at all when its agent's slot is taken
    // (lib/leads/viewings, docs/decisions/0083).
    await bookViewing(() =>
      storeEnquiry(input, origin, {
        message: input.message || `I would like to view this home on ${input.date} at ${input.time} (Dubai time).`,
        viewingDate: input.date,
        viewingTime: input.time,
        viewingStatus: 'requested',
        viewingSequence: 0,
        stage: 'viewing-booked',
      }),
    );
    kickOutbox();
  },

  async startNow(input: FormInput<typeof StartNowInputSchema>, origin: LeadOrigin): Promise<void> {
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, Start Now dropped');
    const answers = Object.fromEntries(START_NOW_FIELDS.map((f) => [f, (input[f] as string | undefined) || null]));
    await storeLinkedLead(
      LEAD_UID.startNow,
      {
        fname: input.fname,
        lname: input.lname,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        message: input.message || null,
        ...answers,
        ...attribution(origin, input),
        language: input.language,
        mailStatus: 'pending',
      },
      personOf(input),
    );
    kickOutbox();
  },

  /** The same address twice is one subscriber; only the first subscription is confirmed by mail. */
  async subscribe(input: FormInput<typeof SubscribeInputSchema>, origin: LeadOrigin): Promise<void> {
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, subscription dropped');
    const email = input.email.toLowerCase();
    const { pageURL, utm, ipHash } = attribution(origin, input);
    // One row per address, kept by the database's unique index on the address (lib/leads/leads):
    // the insert itself decides, so two submissions at once (a double click, two tabs, two
    // instances) are one subscriber and one repeat, never two rows. A repeat's transaction, its
    // contact's link included, is undone: the first subscription linked it.
    let created = true;
    try {
      await storeLinkedLead(
        LEAD_UID.subscriber,
        { email, pageURL, utm, ipHash, language: input.language, subscribeCount: 1, mailStatus: 'pending' },
        { email },
      );
    } catch (error) {
      if (!isDuplicateSubscriber(error)) throw error;
      created = false;
      await countRepeatSubscription(email);
    }
    if (created) kickOutbox();
  },

  /** A saved search, pending until the mailed link confirms it (docs/decisions/0039). */
  async saveSearch(input: FormInput<typeof SaveSearchInputSchema>, origin: LeadOrigin): Promise<string> {
    const { pageURL, utm, ipHash } = attribution(origin, input);
    const label = savedSearchLabel(input.filters);
    if (isBot(input)) {
      strapi.log.info('lead: honeypot filled, saved search dropped');
      return label;
    }
    return storeSearch(input, { pageURL, utm, ipHash });
  },
  confirmSearch: (token: string) => confirmSearch(token),
  unsubscribeSearch: (token: string) => unsubscribeSearch(token),

  /* ---- staff views ---- */

  /**
   * The leads of a kind matching the query, newest first; `scope` narrows them to those the
   * member works (lib/auth/roles leadScope), null for all.
   */
  async list(
    kind: LeadKind,
    q: LeadQuery,
    scope: Scope,
    all = false,
    access?: StaffAccess,
  ): Promise<{ items: Lead[]; total: number }> {
    const db = strapi.db.query(UID_OF[kind]);
    assertDealFiltersFor(kind, q);
    const deals = await dealsOf(kind);
    const matched = leadSearchIds(kind, q);
    const where = withScope(
      and([leadWhere(kind, q, matched), ...(deals && access ? dealWhere(q, access, deals) : [])]),
      scope,
    );
    const [rows, total] = await Promise.all([
      db.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...(all ? {} : { limit: q.limit ?? 100, offset: q.offset ?? 0 }),
      }) as Promise<Row[]>,
      db.count({ where }) as Promise<number>,
    ]);
    return { items: rows.map((r) => serializeLead(kind, r, deals)), total: Number(total) };
  },

  async get(kind: LeadKind, documentId: string, scope: Scope): Promise<Lead> {
    return serializeLead(kind, await leadRow(kind, documentId, scope), await dealsOf(kind));
  },

  /* ---- the pipeline (docs/decisions/0068) ---- */

  /** The board: per stage, the count and the newest deals that match the filters. */
  async board(q: DealBoardQuery, access: StaffAccess, scope: Scope): Promise<DealBoard> {
    const deals = await dealContext();
    // The unanswered are at New: that column alone is read, its stage given by the column.
    const unanswered = q.unanswered === true;
    const filters: LeadQuery = {
      assignee: q.assignee,
      listing: q.listing,
      unanswered: unanswered ? undefined : q.unanswered,
    };
    // The board finds people (by their contact: any name, address or number they are known by).
    const person = q.q?.trim() ? [leadsOfPeopleWhere(q.q)] : [];
    const where = withScope(
      and([...person, ...dealWhere(filters, access, deals), ...(unanswered ? unansweredAtNew(deals) : [])]),
      scope,
    );
    const columns = await boardColumns(q, where, {
      narrowed: !!(person.length || q.listing || scope),
      stages: unanswered ? ['new'] : undefined,
    });
    return {
      columns: columns.map(({ stage, count, rows }) => ({
        stage,
        count,
        deals: rows.map((r) => serializeLead('enquiry', r, deals) as EnquiryLead),
      })),
      unansweredHours: deals.unansweredHours,
    };
  },

  async moveDeal(documentId: string, change: DealUpdate, access: StaffAccess, scope: Scope): Promise<EnquiryLead> {
    await moveDeal(documentId, change, access, scope).catch((error: unknown) => {
      // A viewing handed to a member who holds that slot already (lib/leads/viewings).
      throw slotConflictOf(error) ?? error;
    });
    // A new holder's mail goes now, not at the outbox's next round.
    kickOutbox();
    return (await this.get('enquiry', documentId, scope)) as EnquiryLead;
  },

  assignees(): Promise<DealAssigneeOption[]> {
    return assigneeOptions();
  },

  /* ---- the viewings calendar (docs/decisions/0083) ---- */

  viewingWeek: (q: ViewingWeekQuery, access: StaffAccess) => viewingWeek(q, access),
  viewingOne: (documentId: string, access: StaffAccess) => viewingById(documentId, access),
  async changeViewing(documentId: string, update: ViewingUpdate, access: StaffAccess) {
    const viewing = await changeViewing(documentId, update, access);
    // The buyer's mail goes now, not at the outbox's next round.
    kickOutbox();
    return viewing;
  },
  async resendViewingMail(mailId: string, access: StaffAccess) {
    const viewing = await resendViewingMail(mailId, access);
    kickOutbox();
    return viewing;
  },

  async setHandled(kind: LeadKind, documentId: string, handled: boolean, scope: Scope): Promise<Lead> {
    const db = strapi.db.query(UID_OF[kind]);
    const row = await leadRow(kind, documentId, scope, [
      'id',
      'handled',
      'email',
      ...(kind === 'enquiry' ? ['firstResponseAt'] : []),
    ]);
    const now = new Date();
    // Handling an enquiry is answering it: its deal's first response, if it had none.
    const answered = kind === 'enquiry' && handled && !row.firstResponseAt ? { firstResponseAt: now } : {};
    // The change and its audit entry together, or neither.
    await strapi.db.transaction(async () => {
      await db.update({ where: { id: row.id }, data: { handled, handledAt: handled ? now : null, ...answered } });
      if (Boolean(row.handled) !== handled)
        await record({
          kind,
          itemId: documentId,
          title: String(row.email ?? ''),
          action: 'update',
          changes: [{ field: 'handled', before: Boolean(row.handled), after: handled }],
        });
    });
    return this.get(kind, documentId, scope);
  },

  /** A failed notification goes back in the outbox with a fresh set of attempts. */
  async retryMail(kind: LeadKind, documentId: string, scope: Scope): Promise<Lead> {
    const db = strapi.db.query(UID_OF[kind]);
    const row = await leadRow(kind, documentId, scope, ['id', 'mailStatus']);
    if (row.mailStatus !== 'failed') throw conflict(`The mail of this lead is ${String(row.mailStatus)}, not failed`);
    await db.update({
      where: { id: row.id },
      data: { mailStatus: 'pending', mailAttempts: 0, mailNextAttemptAt: null, mailLockedUntil: null },
    });
    kickOutbox();
    return this.get(kind, documentId, scope);
  },
});

/** The condition of the leads a member works (lib/auth/roles leadScope): null for every lead. */
type Scope = Record<string, unknown> | null;

const and = (parts: Record<string, unknown>[]) => {
  const set = parts.filter((p) => Object.keys(p).length);
  return set.length > 1 ? { $and: set } : (set[0] ?? {});
};

/** What enquiries are read with (their deals' members and settings); nothing for other kinds. */
const dealsOf = (kind: LeadKind): Promise<DealContext | undefined> =>
  kind === 'enquiry' ? dealContext() : Promise.resolve(undefined);

/**
 * Stores an enquiry or a booked viewing (`fields`: its message, day and stage) with its listing and
 * that listing's agent as they are now (the agent is notified too, lib/mail/outbox), linked to its
 * contact, and waiting for its assignment as a deal (lib/leads/pipeline assignOnArrival).
 */
async function storeEnquiry(
  input: FormInput<typeof EnquiryInputSchema> | FormInput<typeof ViewingInputSchema>,
  origin: LeadOrigin,
  fields: Row,
): Promise<string> {
  const attributed = attribution(origin, input);
  return storeLinkedLead(
    LEAD_UID.enquiry,
    {
      fname: input.fname,
      lname: input.lname,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      ...fields,
      ...attributed,
      language: input.language,
      // Its source for the reports (docs/decisions/0084).
      ...sourceFields(attributed.utm, attributed.pageURL),
      ...(await enquiryListing(input.listing, input.listingSlug)),
      mailStatus: 'pending',
      assignPending: true,
    },
    personOf(input),
  );
}

const withScope = (where: Record<string, unknown>, scope: Scope) =>
  scope ? (Object.keys(where).length ? { $and: [where, scope] } : scope) : where;

/** One lead by document id: 404 when there is none, 403 when it is not the member's to work. */
async function leadRow(kind: LeadKind, documentId: string, scope: Scope, select?: string[]): Promise<Row> {
  const db = strapi.db.query(UID_OF[kind]);
  const row = (await db.findOne({ where: { documentId }, ...(select ? { select } : {}) })) as Row | null;
  if (!row) throw notFound('Lead not found');
  if (scope && !(await db.findOne({ where: { $and: [{ id: row.id }, scope] }, select: ['id'] })))
    throw forbidden('This lead is not yours: agents see only the leads of their own listings');
  return row;
}

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type LeadService = ReturnType<typeof methods>;

export default methods;
