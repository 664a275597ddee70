import { START_NOW_FIELDS } from '@estate/contract';
import { retryOnLostConnection } from './db-retry';
import { RESET_REQUEST_UID, resetMail } from './password-reset';
import { alertMail } from './saved-searches';
import type { Row } from './serialize';

/**
 * The mail outbox. Every lead row carries its own mail state (pending, sent, failed, skipped),
 * attempts, last error, next attempt and a short claim lock. A worker in each CMS instance sends
 * what is due: it claims a row with a conditional update (so two instances never send the same
 * lead at once), sends, and records the outcome; a failure is retried with exponential backoff,
 * pending rows survive a restart, and each lead has a fixed Message-ID so a resend after a crash
 * between the SMTP answer and the database update is recognisable as the same message.
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
 * Everything the outbox sends: the leads' mails, and the staff admin's password reset requests
 * (lib/password-reset), which are removed once handled: an address somebody typed is not kept.
 */
const OUTBOX_UID = { ...LEAD_UID, passwordReset: RESET_REQUEST_UID } as const;
type Kind = keyof typeof OUTBOX_UID;
type LeadKind = keyof typeof LEAD_UID;

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) ? v : fallback;
};
const MAX_ATTEMPTS = () => env('OUTBOX_MAX_ATTEMPTS', 12);
const BASE_DELAY_MS = () => env('OUTBOX_RETRY_BASE_MS', 30_000);
const MAX_DELAY_MS = () => env('OUTBOX_RETRY_MAX_MS', 3_600_000);
const LOCK_MS = () => env('OUTBOX_LOCK_MS', 120_000);
const POLL_MS = () => env('OUTBOX_POLL_MS', 15_000);

/** The agency inbox: configured, never taken from a request. */
export const agencyInbox = () => process.env.LEADS_NOTIFY_TO || 'leads@estate.local';
const siteName = () => process.env.SITE_NAME || 'Estate';
const domain = () => (process.env.MAIL_MESSAGE_ID_DOMAIN || 'estate.local').replace(/[^a-z0-9.-]/gi, '');

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (passed on to nodemailer by the e-mail provider). */
  headers?: Record<string, string>;
}

function table(title: string, pairs: Array<[string, unknown]>): { text: string; html: string } {
  const shown = pairs.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  const text = `${title}\n\n${shown.map(([k, v]) => `${k}: ${String(v)}`).join('\n')}\n`;
  const rows = shown
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px;color:#6b6257;font-weight:600;vertical-align:top">${escapeHtml(k)}</th>` +
        `<td style="padding:6px 12px;white-space:pre-wrap">${escapeHtml(String(v))}</td></tr>`,
    )
    .join('');
  const html =
    `<div style="font-family:Georgia,serif;color:#1c1a17"><h2 style="font-weight:normal">${escapeHtml(title)}</h2>` +
    `<table style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${rows}</table></div>`;
  return { text, html };
}

const utmPairs = (row: Row): Array<[string, unknown]> =>
  Object.entries((row.utm as Record<string, string> | null) ?? {}).map(([k, v]) => [k, v]);

function compose(kind: LeadKind, row: Row): Mail {
  if (kind === 'savedSearch' || kind === 'searchDigest') return alertMail(kind, row);
  const name = `${row.fname ?? ''} ${row.lname ?? ''}`.trim();
  if (kind === 'enquiry') {
    const listing = [row.listingReference, row.listingTitle].filter(Boolean).join(' · ');
    // A booked viewing (decision 0037) says so first: the day and slot are what the agent acts on.
    const viewing = row.viewingDate
      ? `${String(row.viewingDate)} at ${String(row.viewingTime ?? '')} (Dubai time)`
      : '';
    const what = viewing ? 'Viewing request' : 'New enquiry';
    const subject = `${what}${listing ? ` for ${listing}` : ''}${viewing ? ` on ${viewing}` : ''} from ${name}`;
    const body = table(subject, [
      ...(viewing ? [['Viewing', viewing] as [string, unknown]] : []),
      ['Name', name],
      ['E-mail', row.email],
      ['Phone', row.phone],
      ['Message', row.message],
      ['Page', row.pageURL],
      ['Listing', row.listingSlug],
      ['Reference', row.listingReference],
      ['Listing title', row.listingTitle],
      ['Agent', [row.agentName, row.agentEmail ? `<${String(row.agentEmail)}>` : ''].filter(Boolean).join(' ')],
      ...utmPairs(row),
    ]);
    return { to: agencyInbox(), replyTo: String(row.email), subject, ...body };
  }
  if (kind === 'startNow') {
    const body = table(`Start Now enquiry from ${name}`, [
      ['Name', name],
      ['E-mail', row.email],
      ['Phone', row.phone],
      ...START_NOW_FIELDS.map((f): [string, unknown] => [label(f), row[f]]),
      ['Message', row.message],
      ['Page', row.pageURL],
      ...utmPairs(row),
    ]);
    return { to: agencyInbox(), replyTo: String(row.email), subject: `Start Now enquiry from ${name}`, ...body };
  }
  const body = table(`Thank you for subscribing to ${siteName()}`, [
    ['', `You will be the first to hear about new listings, launches and market insights from ${siteName()}.`],
    ['Subscribed address', row.email],
  ]);
  return { to: String(row.email), subject: `Welcome to ${siteName()}`, ...body };
}

/** One message of a lead's notification, and the field that records its delivery (if it has one). */
interface Delivery {
  mail: Mail;
  messageId: string;
  sentField: 'agencyMailSentAt' | 'agentMailSentAt' | null;
}

/**
 * What is still to send for a lead. An enquiry from a listing goes to the agency and, as a
 * message of its own, to the listing's agent of that moment (never twice to one address): each
 * delivery is recorded on the lead (agencyMailSentAt, agentMailSentAt) and skipped from then on.
 * Each message keeps a fixed Message-ID per lead and recipient.
 */
async function deliveries(kind: Kind, row: Row): Promise<Delivery[]> {
  const messageId = `<${kind}-${row.documentId}@${domain()}>`;
  if (kind === 'passwordReset') {
    // Nothing to send (and nothing stored) for an address without a staff account.
    const mail = await resetMail(String(row.email));
    return mail ? [{ mail, messageId, sentField: null }] : [];
  }
  const mail = compose(kind, row);
  if (kind !== 'enquiry') return [{ mail, messageId, sentField: null }];
  const out: Delivery[] = [];
  if (!row.agencyMailSentAt) out.push({ mail, messageId, sentField: 'agencyMailSentAt' });
  const agent = typeof row.agentEmail === 'string' ? row.agentEmail.trim() : '';
  if (agent && agent.toLowerCase() !== agencyInbox().trim().toLowerCase() && !row.agentMailSentAt) {
    out.push({
      mail: { ...mail, to: agent },
      messageId: `<${kind}-${row.documentId}-agent@${domain()}>`,
      sentField: 'agentMailSentAt',
    });
  }
  return out;
}

const errorText = (error: unknown) => ((error as Error)?.message ?? String(error)).slice(0, 1000);

function backoff(attempts: number): number {
  return Math.min(MAX_DELAY_MS(), BASE_DELAY_MS() * 2 ** Math.max(0, attempts - 1));
}

async function sendOne(kind: Kind, row: Row): Promise<void> {
  const uid = OUTBOX_UID[kind];
  const now = new Date();
  // Claim: only one worker, in any instance, gets past this for a given lead.
  const claim = (await strapi.db.query(uid).updateMany({
    where: {
      id: row.id,
      mailStatus: 'pending',
      $and: [
        { $or: [{ mailNextAttemptAt: null }, { mailNextAttemptAt: { $lte: now } }] },
        { $or: [{ mailLockedUntil: null }, { mailLockedUntil: { $lt: now } }] },
        // Each delivery still to make is still to make: had another worker delivered part of
        // the lead since it was listed, this claim fails and the next round lists it afresh.
        ...(['agencyMailSentAt', 'agentMailSentAt'] as const)
          .filter((field) => kind === 'enquiry' && !row[field])
          .map((field) => ({ [field]: null })),
      ],
    },
    data: { mailLockedUntil: new Date(now.getTime() + LOCK_MS()) },
  })) as { count: number };
  if (claim.count !== 1) return;

  const attempts = Number(row.mailAttempts ?? 0) + 1;
  let failure: unknown = null;
  const due = await deliveries(kind, row).catch((error: unknown) => {
    failure = error;
    return [];
  });
  for (const delivery of due) {
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({ ...delivery.mail, messageId: delivery.messageId });
    } catch (error) {
      // The other recipients still get theirs; this one is tried again later.
      failure ??= error;
      continue;
    }
    // Each recipient's delivery is recorded as soon as it is made, so a retry (after another
    // recipient failed) never sends it again.
    if (delivery.sentField) {
      const field = delivery.sentField;
      await retryOnLostConnection(() =>
        strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: new Date() } }),
      );
    }
  }
  // Recording the outcome sets fixed values, so it is safe to repeat on a fresh connection: a
  // mail sent must not be sent again because the database blinked (lib/db-retry).
  const failed = !!failure && attempts >= MAX_ATTEMPTS();
  if (kind === 'passwordReset' && (!failure || failed)) {
    if (failure) strapi.log.warn(`outbox: password reset ${row.documentId} not sent: ${errorText(failure)}`);
    await retryOnLostConnection(() => strapi.db.query(uid).delete({ where: { id: row.id } }));
    return;
  }
  if (!failure) {
    await retryOnLostConnection(() =>
      strapi.db.query(uid).update({
        where: { id: row.id },
        data: {
          mailStatus: 'sent',
          mailAttempts: attempts,
          mailSentAt: new Date(),
          mailLastError: null,
          mailLockedUntil: null,
          mailNextAttemptAt: null,
        },
      }),
    );
    return;
  }
  const message = errorText(failure);
  await retryOnLostConnection(() =>
    strapi.db.query(uid).update({
      where: { id: row.id },
      data: {
        mailStatus: failed ? 'failed' : 'pending',
        mailAttempts: attempts,
        mailLastError: message,
        mailLockedUntil: null,
        mailNextAttemptAt: failed ? null : new Date(Date.now() + backoff(attempts)),
      },
    }),
  );
  strapi.log.warn(`outbox: ${kind} ${row.documentId} attempt ${attempts} failed: ${message}`);
}

async function runOnce(): Promise<void> {
  const now = new Date();
  for (const kind of Object.keys(OUTBOX_UID) as Kind[]) {
    const due = (await strapi.db.query(OUTBOX_UID[kind]).findMany({
      where: {
        mailStatus: 'pending',
        $and: [
          { $or: [{ mailNextAttemptAt: null }, { mailNextAttemptAt: { $lte: now } }] },
          { $or: [{ mailLockedUntil: null }, { mailLockedUntil: { $lt: now } }] },
        ],
      },
      // Fewest attempts first: a backlog of leads that keep failing must not starve a new lead.
      orderBy: [{ mailAttempts: 'asc' }, { id: 'asc' }],
      limit: 25,
    })) as Row[];
    for (const row of due) await sendOne(kind, row);
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;
let again = false;
// Once stopping, no new round starts: a round begun during shutdown would claim a lead and lose
// the database before recording the outcome, leaving the lead locked (unsent) for OUTBOX_LOCK_MS.
let stopped = false;

/** Send what is due now (after a lead is stored), without waiting for the next poll. */
export function kickOutbox(): void {
  if (stopped) return;
  if (running) {
    again = true;
    return;
  }
  running = runOnce()
    .catch((error: Error) => {
      strapi.log.error(`outbox: ${error.message}`);
    })
    .finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        kickOutbox();
      }
    });
}

export function startOutbox(): void {
  if (process.env.OUTBOX_DISABLED === 'true' || timer) return;
  stopped = false;
  timer = setInterval(kickOutbox, POLL_MS());
  timer.unref();
  kickOutbox();
}

export async function stopOutbox(): Promise<void> {
  stopped = true;
  again = false;
  if (timer) clearInterval(timer);
  timer = undefined;
  while (running) await running;
}
