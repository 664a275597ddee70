import { ERASED_NAME } from '@estate/contract';
import { AUDIT_UID } from '../audit/trail';
import { CONTACT_KEY_UID, CONTACT_UID } from '../leads/contacts';
import { columnOf, tableOf } from '../database/strapi-internals';
import { LEAD_UID, OUTBOX_UID } from '../mail/kinds';
import type { Row } from '../read/serialize';
import { NOTE_UID, TASK_UID } from '../tasks/links';

/*
 * Everything the agency holds on a person, as a list of holders (docs/decisions/0085): one entry
 * per content type that keeps rows about a contact, saying how its rows are found, which fields
 * leave in an export, and what an erasure does to them. A new content type keyed by contactId is
 * one more entry here.
 *
 * Holders are read in this order, and a holder may find its rows through an earlier one's (the
 * digests through the saved searches, the audit entries through every lead).
 */

/** Who the request is about: the contact, and every address and number it is known by. */
export interface Subject {
  contactId: string;
  emails: string[];
  phones: string[];
}

/** The rows each earlier holder found, by holder name. */
export type Found = ReadonlyMap<string, Row[]>;

/** The knex transaction an erasure runs in, for the holders that write on their table directly. */
export interface Knex {
  (table: string): {
    whereIn(column: string, values: unknown[]): { update(data: Record<string, unknown>): Promise<number> };
    where(column: string, value: unknown): { update(data: Record<string, unknown>): Promise<number> };
  };
}

/** What an erasure does to a holder's rows. */
export type Erase =
  /** The rows go. */
  | { delete: true }
  /**
   * The rows stay, with these values in place of the personal ones (counts and reports keep
   * them); a mail still pending for them is cancelled (marked skipped).
   */
  | { anonymise: Record<string, unknown> }
  /** The holder's own erasure: answers how many rows it changed. */
  | { custom: (rows: Row[], trx: Knex) => Promise<number> };

export interface Holder {
  /** The key of its rows in the export. */
  name: string;
  uid: string;
  /** How its rows about the subject are found (Strapi's where); null when there are none to look for. */
  where(subject: Subject, found: Found): Record<string, unknown> | null;
  /** Fields never exported: secrets and bookkeeping that say nothing about the person. */
  omit?: readonly string[];
  erase: Erase;
  /** Its rows only lead to a later holder's: neither exported nor erased themselves. */
  lookupOnly?: true;
}

const STAFF_NOTICE_UID = OUTBOX_UID.staffNotice;

const ids = (rows: Row[] | undefined, field = 'documentId') =>
  (rows ?? []).map((r) => r[field]).filter((v): v is string => typeof v === 'string' && !!v);

/** The outbox's claim lock, the server's search text, a deal's pending assignment: bookkeeping, not the person's data. */
const BOOKKEEPING = ['mailLockedUntil', 'search', 'assignPending'];

/** What a lead that is kept says of its person once they are erased. The UTM tags stay: campaign labels. */
const ANONYMOUS_LEAD = {
  fname: ERASED_NAME,
  lname: '',
  email: '',
  phone: '',
  message: '',
  pageURL: '',
  userAgent: '',
  ipHash: '',
};

/**
 * Values of the audit trail that are kept when a person is erased: where a deal stood and who
 * held it. Every other value of an entry about them (a name, an address, a message) is redacted.
 */
const AUDIT_KEPT_FIELDS = new Set([
  'stage',
  'handled',
  'handledAt',
  'assigneeUserId',
  'assignedAt',
  'stageChangedAt',
  'firstResponseAt',
  'listingId',
  'listingReference',
  'listingTitle',
  'listingSlug',
  'viewingDate',
  'viewingTime',
  'status',
  'leadsMoved',
]);
export const REDACTED = '[erased]';

interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const redact = (value: unknown) => (value === null || value === undefined || value === '' ? value : REDACTED);

const redactable = (changes: unknown): AuditChange[] => {
  const list = typeof changes === 'string' ? (JSON.parse(changes) as unknown) : changes;
  return Array.isArray(list) ? (list as AuditChange[]) : [];
};

/** An audit entry's changes with the personal values redacted. */
export function redactedChanges(changes: unknown): AuditChange[] {
  return redactable(changes).map((c) =>
    AUDIT_KEPT_FIELDS.has(c.field) ? c : { ...c, before: redact(c.before), after: redact(c.after) },
  );
}

/** The contacts merged into this one: their own entries (the deletion on merge) are about the person too. */
function mergedContacts(found: Found): string[] {
  const merges = found.get('auditEntries:merges') ?? [];
  return merges.flatMap((r) =>
    redactable(r.changes)
      .filter((c) => c.field === 'merged')
      .map((c) => (c.before as { id?: unknown } | null)?.id)
      .filter((id): id is string => typeof id === 'string' && !!id),
  );
}

/** Rows linked to the contact itself or to one of its enquiries (deals). */
function personOrDeals(s: Subject, found: Found): Record<string, unknown> {
  const deals = ids(found.get('enquiries'));
  return { $or: [{ contactId: s.contactId }, ...(deals.length ? [{ dealId: { $in: deals } }] : [])] };
}

/** The audit kinds of the lead holders, to find the entries about each lead. */
const AUDIT_KIND_OF_HOLDER: Record<string, string> = {
  enquiries: 'enquiry',
  startNowRequests: 'start-now',
  subscriptions: 'subscriber',
  savedSearches: 'saved-search',
};

export const HOLDERS: readonly Holder[] = [
  {
    name: 'contact',
    uid: CONTACT_UID,
    where: (s) => ({ documentId: s.contactId }),
    omit: BOOKKEEPING,
    erase: { delete: true },
  },
  {
    // The addresses and numbers the contact is matched by: gone, so a later lead makes a new contact.
    name: 'contactKeys',
    uid: CONTACT_KEY_UID,
    where: (s) => ({ contactId: s.contactId }),
    erase: { delete: true },
  },
  {
    // Enquiries and booked viewings, with their deal (stage, assignee, dates) and mail state.
    name: 'enquiries',
    uid: LEAD_UID.enquiry,
    where: (s) => ({ contactId: s.contactId }),
    omit: BOOKKEEPING,
    erase: { anonymise: ANONYMOUS_LEAD },
  },
  {
    name: 'startNowRequests',
    uid: LEAD_UID.startNow,
    where: (s) => ({ contactId: s.contactId }),
    omit: BOOKKEEPING,
    erase: { anonymise: ANONYMOUS_LEAD },
  },
  {
    // The buyer's mails about a booked viewing still waiting for the outbox, or kept because they
    // could not be sent (sent ones are removed).
    name: 'viewingMails',
    uid: OUTBOX_UID.viewingMail,
    where: (s, found) => {
      const deals = ids(found.get('enquiries'));
      return deals.length ? { enquiryId: { $in: deals } } : null;
    },
    omit: BOOKKEEPING,
    erase: { delete: true },
  },
  {
    // What staff wrote about the person and their deals: notes say who they are, so they go.
    name: 'notes',
    uid: NOTE_UID,
    where: (s, found) => personOrDeals(s, found),
    erase: { delete: true },
  },
  {
    // The follow-ups planned with them (titles like "Call Layla about the penthouse"): they go too.
    name: 'tasks',
    uid: TASK_UID,
    where: (s, found) => personOrDeals(s, found),
    erase: { delete: true },
  },
  {
    name: 'subscriptions',
    uid: LEAD_UID.subscriber,
    where: (s) => ({ contactId: s.contactId }),
    omit: BOOKKEEPING,
    erase: { delete: true },
  },
  {
    name: 'savedSearches',
    uid: LEAD_UID.savedSearch,
    where: (s) => ({ contactId: s.contactId }),
    omit: [...BOOKKEEPING, 'confirmTokenHash', 'unsubscribeTokenHash'],
    erase: { delete: true },
  },
  {
    // Each alert mail of new listings sent (or to send) to a saved search's address.
    name: 'savedSearchDigests',
    uid: LEAD_UID.searchDigest,
    where: (s, found) => {
      const searches = ids(found.get('savedSearches'));
      const or = [
        ...(searches.length ? [{ searchId: { $in: searches } }] : []),
        ...(s.emails.length ? [{ email: { $in: s.emails } }] : []),
      ];
      return or.length ? { $or: or } : null;
    },
    omit: BOOKKEEPING,
    erase: { delete: true },
  },
  {
    // A mail to staff that names them (a deal of theirs assigned, a digest listing their viewing or
    // a task about them), still waiting or kept because it could not be sent: found by what it is
    // about (the contact and its deals), and by the link to an enquiry it carries (a notice without
    // `about`). Sent ones are removed by the outbox already.
    name: 'staffNotices',
    uid: STAFF_NOTICE_UID,
    where: (s, found) => {
      const enquiries = ids(found.get('enquiries'));
      return {
        $or: [
          { about: { $contains: `contact:${s.contactId} ` } },
          ...enquiries.flatMap((id) => [
            { about: { $contains: `enquiry:${id} ` } },
            { text: { $contains: `/admin/leads/enquiry/${encodeURIComponent(id)}` } },
          ]),
        ],
      };
    },
    // The staff member's address is not the person's.
    omit: [...BOOKKEEPING, 'email', 'about'],
    erase: { delete: true },
  },
  {
    // Merges into this contact: read first, so that the merged contacts' own entries are found too.
    name: 'auditEntries:merges',
    uid: AUDIT_UID,
    where: (s) => ({ kind: 'contact', itemId: s.contactId, action: 'merge' }),
    erase: { custom: async () => 0 },
    lookupOnly: true,
  },
  {
    // Every entry about the contact, the contacts merged into it and each of its leads: kept,
    // with the personal values redacted (the trail says what happened, no longer to whom).
    name: 'auditEntries',
    uid: AUDIT_UID,
    where: (s, found) => ({
      $or: [
        { kind: 'contact', itemId: { $in: [s.contactId, ...mergedContacts(found)] } },
        ...Object.entries(AUDIT_KIND_OF_HOLDER)
          .map(([holder, kind]) => ({ kind, ids: ids(found.get(holder)) }))
          .filter((k) => k.ids.length)
          .map((k) => ({ kind: k.kind, itemId: { $in: k.ids } })),
      ],
    }),
    erase: {
      // Straight on the table: the trail's guard refuses writes through the query engine.
      custom: async (rows, trx) => {
        const table = tableOf(AUDIT_UID);
        const changes = columnOf(AUDIT_UID, 'changes');
        for (const row of rows)
          await trx(table)
            .where('id', row.id)
            .update({
              [columnOf(AUDIT_UID, 'title')]: ERASED_NAME,
              // A visitor's own address (a write made from a mailed link), never a staff member's.
              [columnOf(AUDIT_UID, 'ip')]: row.actorKind === 'system' ? null : (row.ip ?? null),
              [changes]: JSON.stringify(redactedChanges(row.changes)),
            });
        return rows.length;
      },
    },
  },
];
