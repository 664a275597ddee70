import { RESET_REQUEST_UID } from '../auth/password-reset';

/**
 * The rows that carry a mail for the outbox, by kind. Each lead row carries its own mail state
 * (pending, sent, failed, skipped), attempts, last error, next attempt and claim lock.
 */

export const LEAD_UID = {
  enquiry: 'api::enquiry.enquiry',
  startNow: 'api::start-now-enquiry.start-now-enquiry',
  subscriber: 'api::subscriber.subscriber',
  // A saved search's row carries its confirmation mail; each digest of new listings is a row of its own.
  savedSearch: 'api::saved-search.saved-search',
  searchDigest: 'api::saved-search.saved-search-digest',
} as const;

/**
 * Everything the outbox sends: the leads' mails, the staff admin's password reset requests
 * (lib/auth/password-reset) and the notices to staff (a deal assigned to them, lib/leads/pipeline).
 * The last two, and the buyers' viewing mails, are removed once sent (TRANSIENT_OUTBOX_KINDS).
 */
export const OUTBOX_UID = {
  ...LEAD_UID,
  passwordReset: RESET_REQUEST_UID,
  staffNotice: 'api::staff.staff-notice',
  // A buyer's mail at each change of a booked viewing (lib/leads/viewing-mails).
  viewingMail: 'api::enquiry.viewing-mail',
} as const;

export type OutboxKind = keyof typeof OUTBOX_UID;

/** Kinds whose rows are messages, not records: removed once their mail is sent. */
export const TRANSIENT_OUTBOX_KINDS: ReadonlySet<OutboxKind> = new Set(['passwordReset', 'staffNotice', 'viewingMail']);

/**
 * Of those, the kinds kept when their mail fails for good: a buyer's viewing mail or a staff notice
 * stays as failed, with its last error and mailFailedAt, for staff to see and send again. A
 * password reset is removed then too: it carries a secret link, and whoever asked for it asks again.
 */
export const KEPT_WHEN_FAILED_KINDS: ReadonlySet<OutboxKind> = new Set(['staffNotice', 'viewingMail']);
