import { retryOnLostConnection } from '../database/db-retry';
import type { Row } from '../read/serialize';
import { OUTBOX_UID, KEPT_WHEN_FAILED_KINDS, TRANSIENT_OUTBOX_KINDS, type OutboxKind } from './kinds';
import { agencyInbox, type Mail } from './mail';
import { mailOf } from './mails';

/**
 * The mail outbox. Every lead row carries its own mail state (pending, sent, failed, skipped),
 * attempts, last error, next attempt and a short claim lock. A worker in each CMS instance sends
 * what is due: it claims a row with a conditional update (so two instances never send the same
 * lead at once), sends, and records the outcome; a failure is retried with exponential backoff,
 * pending rows survive a restart, and each lead has a fixed Message-ID so a resend after a crash
 * between the SMTP answer and the database update is recognisable as the same message. What each
 * mail says is mailOf's (lib/mail/mails); the rows it sends are those of lib/mail/kinds.
 */

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) ? v : fallback;
};
const MAX_ATTEMPTS = () => env('OUTBOX_MAX_ATTEMPTS', 12);
const BASE_DELAY_MS = () => env('OUTBOX_RETRY_BASE_MS', 30_000);
const MAX_DELAY_MS = () => env('OUTBOX_RETRY_MAX_MS', 3_600_000);
const LOCK_MS = () => env('OUTBOX_LOCK_MS', 120_000);
const POLL_MS = () => env('OUTBOX_POLL_MS', 15_000);

const domain = () => (process.env.MAIL_MESSAGE_ID_DOMAIN || 'estate.local').replace(/[^a-z0-9.-]/gi, '');

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
async function deliveries(kind: OutboxKind, row: Row): Promise<Delivery[]> {
  const messageId = `<${kind}-${row.documentId}@${domain()}>`;
  const mail = await mailOf(kind, row);
  // A password reset of an address without a staff account: nothing to send (and nothing stored).
  if (!mail) return [];
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

async function sendOne(kind: OutboxKind, row: Row): Promise<void> {
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
  // mail sent must not be sent again because the database blinked (lib/database/db-retry).
  const failed = !!failure && attempts >= MAX_ATTEMPTS();
  const removed = TRANSIENT_OUTBOX_KINDS.has(kind) && (!failure || (failed && !KEPT_WHEN_FAILED_KINDS.has(kind)));
  if (removed) {
    await retryOnLostConnection(() => strapi.db.query(uid).delete({ where: { id: row.id } }));
    // Said once the row is gone: whoever reads the log finds no trace of the message left.
    if (failure) strapi.log.warn(`outbox: ${kind} ${row.documentId} not sent: ${errorText(failure)}`);
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
        // A kept message says when it failed for good: staff see it where they work.
        ...(KEPT_WHEN_FAILED_KINDS.has(kind) ? { mailFailedAt: failed ? new Date() : null } : {}),
      },
    }),
  );
  strapi.log.warn(`outbox: ${kind} ${row.documentId} attempt ${attempts} failed: ${message}`);
}

async function runOnce(): Promise<void> {
  const now = new Date();
  for (const kind of Object.keys(OUTBOX_UID) as OutboxKind[]) {
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
