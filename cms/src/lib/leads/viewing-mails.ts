import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  mailErrorInWords,
  VIEWING_MINUTES,
  VIEWING_TIME_ZONE,
  viewingStart,
  type UndeliveredViewingMail,
} from '@estate/contract';
import { newDocumentId } from '../database/db-retry';
import { agencyInbox, mailBrand, siteName, type Mail } from '../mail/mail';
import { mailTexts } from '../mail/mail-texts';
import type { MailMessageId } from '../mail/messages/en';
import { renderMail } from '../mail/render';
import { rowOf } from '../read/publication';
import type { Row } from '../read/serialize';

/*
 * The buyer's mails of a booked viewing (docs/decisions/0083): at booking (requested, not yet
 * confirmed), at confirmation, at a reschedule and at cancellation, each with an RFC 5545 file.
 * One calendar entry per viewing: its UID never changes and its SEQUENCE is the viewing's count
 * of changes, so a calendar that took the first file updates (or removes) the same entry. The
 * mails and the calendar entry's texts are in the language the viewing was booked in (0101).
 */

export const VIEWING_MAIL_UID = 'api::enquiry.viewing-mail';
const PROPERTY_UID = 'api::property.property';

export type ViewingChange = 'requested' | 'confirmed' | 'rescheduled' | 'cancelled';

const domain = () => (process.env.MAIL_MESSAGE_ID_DOMAIN || 'estate.local').replace(/[^a-z0-9.-]/gi, '');

/** The calendar entry's UID: one per viewing, whatever changes. */
export const viewingUid = (documentId: string) => `viewing-${documentId}@${domain()}`;

/** Where the viewing is: the listing's title and its location, as the listing shows them now. */
async function locationOf(row: Row): Promise<string> {
  const title = String(row.listingTitle ?? '').trim();
  let place = '';
  if (row.listingId) {
    const listing = (await strapi.db.query(PROPERTY_UID).findOne({
      where: { documentId: String(row.listingId), ...rowOf(PROPERTY_UID, false) },
      select: ['location'],
    })) as Row | null;
    place = String(listing?.location ?? '').trim();
  }
  return [title, place].filter(Boolean).join(', ') || siteName();
}

interface Slot {
  date: string;
  time: string;
}

/** The .ics of a viewing at one change: METHOD REQUEST, or CANCEL once cancelled. */
export function viewingCalendar(
  documentId: string,
  row: Row,
  slot: Slot,
  sequence: number,
  change: ViewingChange,
  location: string,
): string {
  const cancelled = change === 'cancelled';
  const texts = mailTexts(row.language);
  const start = new Date(viewingStart(slot.date, slot.time));
  const cal = ical({
    prodId: { company: siteName(), product: 'Viewings', language: texts.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const buyer = `${String(row.fname ?? '')} ${String(row.lname ?? '')}`.trim();
  cal.createEvent({
    id: viewingUid(documentId),
    sequence,
    stamp: new Date(),
    // UTC instants: Dubai keeps UTC+4 all year, and every calendar shows them in its own zone.
    start,
    end: new Date(start.getTime() + VIEWING_MINUTES * 60_000),
    summary: texts.t('viewing.calendarSummary', {
      title: String(row.listingTitle ?? '') || texts.t('viewing.calendarHome'),
      site: siteName(),
    }),
    // English keeps the zone's IANA name, as its entries always did.
    description:
      texts.language === 'en'
        ? `${slot.date} at ${slot.time} (${VIEWING_TIME_ZONE} time)`
        : texts.t('viewing.when', { date: texts.day(slot.date), time: slot.time }),
    location,
    organizer: { name: siteName(), email: agencyInbox() },
    attendees: [{ email: String(row.email), ...(buyer ? { name: buyer } : {}) }],
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : change === 'requested'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}

/** Each change's title and sentence (messages of lib/mail/messages). */
const WHAT: Record<ViewingChange, { title: MailMessageId; line: MailMessageId }> = {
  requested: { title: 'viewing.requested.title', line: 'viewing.requested.line' },
  confirmed: { title: 'viewing.confirmed.title', line: 'viewing.confirmed.line' },
  rescheduled: { title: 'viewing.rescheduled.title', line: 'viewing.rescheduled.line' },
  cancelled: { title: 'viewing.cancelled.title', line: 'viewing.cancelled.line' },
};

/** The buyer's mail of one change, its calendar file attached. */
export function viewingMail(
  row: Row,
  slot: Slot,
  change: ViewingChange,
  location: string,
  ics: string,
  brand = siteName(),
): Mail {
  const texts = mailTexts(row.language);
  const { t } = texts;
  const name = String(row.fname ?? '').trim();
  const when = t('viewing.when', { date: texts.day(slot.date), time: slot.time });
  const title = t(WHAT[change].title);
  const listing = String(row.listingTitle ?? '');
  const subject = listing
    ? t('viewing.subjectListing', { site: siteName(), what: title, listing })
    : t('viewing.subject', { site: siteName(), what: title });
  const body = renderMail('viewing', {
    subject,
    brand,
    lang: texts.lang,
    rtl: texts.rtl,
    site: siteName(),
    title,
    hello: name ? t('viewing.hello', { name }) : t('viewing.helloNoName'),
    line: t(WHAT[change].line, { when }),
    where: t('viewing.where'),
    location,
    note: t(change === 'cancelled' ? 'viewing.noteCancelled' : 'viewing.noteAdded'),
  });
  return {
    to: String(row.email),
    replyTo: String(row.agentEmail ?? '') || agencyInbox(),
    subject,
    ...body,
    attachments: [{ filename: 'viewing.ics', content: ics, contentType: icsType(change) }],
  };
}

const icsType = (change: ViewingChange) =>
  `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`;

/**
 * Queues the buyer's mail of one change in the outbox, in the caller's transaction (with the
 * change itself): one row per viewing and sequence, kept so by a unique index. An earlier mail of
 * the viewing that could not be sent goes: this one tells the buyer the viewing as it now stands
 * (a later SEQUENCE), and sending the earlier one again would tell them what no longer holds.
 */
export async function queueViewingMail(
  documentId: string,
  row: Row,
  slot: Slot,
  sequence: number,
  change: ViewingChange,
): Promise<void> {
  if (!row.email) return;
  const location = await locationOf(row);
  const ics = viewingCalendar(documentId, row, slot, sequence, change, location);
  const mail = viewingMail(row, slot, change, location, ics, await mailBrand());
  await strapi.db.query(VIEWING_MAIL_UID).create({
    data: {
      documentId: newDocumentId(),
      enquiryId: documentId,
      sequence,
      change,
      email: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject.slice(0, 300),
      text: mail.text,
      html: mail.html,
      ics,
      mailStatus: 'pending',
      publishedAt: new Date(),
    },
    select: ['id'],
  });
  await strapi.db.query(VIEWING_MAIL_UID).deleteMany({
    where: { enquiryId: documentId, mailStatus: 'failed', sequence: { $lt: sequence } },
  });
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The buyer's mails of these viewings that failed for good, by viewing, oldest change first. */
export async function undeliveredViewingMails(documentIds: string[]): Promise<Map<string, UndeliveredViewingMail[]>> {
  const out = new Map<string, UndeliveredViewingMail[]>();
  if (!documentIds.length) return out;
  const rows = (await strapi.db.query(VIEWING_MAIL_UID).findMany({
    where: { enquiryId: { $in: documentIds }, mailStatus: 'failed' },
    select: [
      'documentId',
      'enquiryId',
      'sequence',
      'change',
      'email',
      'mailAttempts',
      'mailLastError',
      'mailFailedAt',
      'createdAt',
    ],
    orderBy: [{ sequence: 'asc' }],
  })) as Row[];
  for (const r of rows) {
    const error = String(r.mailLastError ?? '');
    const list = out.get(String(r.enquiryId)) ?? [];
    list.push({
      _id: String(r.documentId),
      change: String(r.change) as ViewingChange,
      sequence: Number(r.sequence ?? 0),
      to: String(r.email ?? ''),
      queuedAt: iso(r.createdAt) ?? new Date(0).toISOString(),
      failedAt: iso(r.mailFailedAt),
      attempts: Number(r.mailAttempts ?? 0),
      error,
      reason: mailErrorInWords(error),
    });
    out.set(String(r.enquiryId), list);
  }
  return out;
}

/** The stored mail of a row, as the outbox sends it (lib/mail/mails). */
export function storedViewingMail(row: Row): Mail {
  const change = String(row.change) as ViewingChange;
  return {
    to: String(row.email),
    ...(row.replyTo ? { replyTo: String(row.replyTo) } : {}),
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html ?? ''),
    attachments: [{ filename: 'viewing.ics', content: String(row.ics), contentType: icsType(change) }],
  };
}
