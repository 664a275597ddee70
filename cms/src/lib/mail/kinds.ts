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
 * The last two are removed once handled: they are messages, not records.
 */
export const OUTBOX_UID = {
  ...LEAD_UID,
  passwordReset: RESET_REQUEST_UID,
  staffNotice: 'api::staff.staff-notice',
  // A buyer's mail at each change of a booked viewing (lib/leads/viewing-mails).
  viewingMail: 'api::enquiry.viewing-mail',
} as const;

/** Kinds whose rows are removed once their mail is sent or has failed for good. */
export const TRANSIENT_OUTBOX_KINDS: ReadonlySet<OutboxKind> = new Set(['passwordReset', 'staffNotice', 'viewingMail']);
export type OutboxKind = keyof typeof OUTBOX_UID;
