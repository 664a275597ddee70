import { LISTING_STATUS_RANK, daysText, permitStanding } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { newDocumentId } from '../database/db-retry';
import { transactionLock, type Transaction } from '../database/locks';
import { agencyInbox, mailBrand, siteName, type Mail } from '../mail/mail';
import { renderMail } from '../mail/render';
import { kickOutbox } from '../mail/outbox';
import { queueStaffNotice } from '../mail/staff-notices';
import { rowOf } from '../read/publication';
import type { Row } from '../read/serialize';
import { PROPERTY_UID } from './listing';
import { columnIn, metaOf } from '../database/strapi-internals';

/*
 * Permit reminders (docs/decisions/0086): a listing's agent is mailed 30 and 7 days (on Dubai's
 * calendar, contract permitStanding) before the listing's advertising permit expires, through the
 * outbox as a staff notice. Each reminder is a row with a unique key (listing, permit expiry,
 * threshold), written with its notice in one transaction under a lock of that key, so that every
 * CMS instance may check and a permit is reminded once per threshold; a renewed permit (a new
 * expiry) is a new key and is reminded again. The check runs at start and every hour: a threshold
 * passed while the CMS was down is reminded at the next check, if the permit has not expired.
 */

export const PERMIT_REMINDER_UID = 'api::property.permit-reminder';

/** Days before expiry a reminder goes out, largest first. */
export const PERMIT_REMINDER_DAYS = [30, 7] as const;

const DAY_MS = 86_400_000;

/**
 * The threshold a permit with `daysLeft` is due for: the smallest one it has reached. A permit
 * first seen five days out gets the 7-day reminder, not a late 30-day one as well.
 */
export function dueThreshold(daysLeft: number): number | null {
  const reached = PERMIT_REMINDER_DAYS.filter((t) => daysLeft <= t);
  return reached.length ? Math.min(...reached) : null;
}

interface Agent {
  title?: string | null;
  email?: string | null;
  staffUser?: { email?: string | null; blocked?: boolean | null } | null;
}

/** Who a listing's reminder goes to: its agent's staff account, else the agent's own address, else the agency. */
export function reminderRecipient(agent: Agent | null | undefined): string {
  const user = agent?.staffUser;
  if (user?.email && !user.blocked) return user.email;
  if (agent?.email) return agent.email;
  return agencyInbox();
}

const iso = (v: unknown) =>
  new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string)).toISOString();

export function reminderMail(
  to: string,
  agent: Agent | null | undefined,
  row: Row,
  daysLeft: number,
  brand = siteName(),
): Mail {
  const listing = [row.referenceNumber, row.title].filter(Boolean).join(' · ') || 'a listing';
  const permit = row.permitNumber ? ` (permit ${String(row.permitNumber)})` : '';
  const expires = new Date(iso(row.permitExpiresAt) as string);
  // The last valid day in Dubai: the expiry instant less a millisecond, read in Asia/Dubai.
  const lastDay = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(expires.getTime() - 1);
  const when = daysLeft === 0 ? 'today' : `in ${daysText(daysLeft)}`;
  const link = `${authEnv().publicUrl}/admin/update-property/${encodeURIComponent(String(row.documentId))}`;
  const hello = agent?.title ? `Hello ${agent.title},` : 'Hello,';
  const subject = `${siteName()}: the advertising permit of ${listing} expires ${when}`;
  const line = `The advertising permit${permit} of ${listing} is valid through ${lastDay} (Dubai time). Once it expires the listing leaves the site until the permit is renewed.`;
  return { to, subject, ...renderMail('permitReminder', { subject, brand, hello, line, link }) };
}

/** The listings whose permit expires within the largest threshold (and a day, for Dubai's calendar). */
async function candidates(now: Date): Promise<Array<Row & { agent?: Agent | null }>> {
  const until = new Date(now.getTime() + (Math.max(...PERMIT_REMINDER_DAYS) + 1) * DAY_MS);
  // The draft: the permit and agent as staff last saved them (every document has one).
  return (await strapi.db.query(PROPERTY_UID).findMany({
    where: {
      ...rowOf(PROPERTY_UID, true),
      permitExpiresAt: { $gt: now, $lte: until },
      // Off-market listings are not advertised: their permits need no renewal.
      statusRank: { $lt: LISTING_STATUS_RANK['off-market'] },
    },
    select: ['documentId', 'title', 'referenceNumber', 'permitNumber', 'permitExpiresAt'],
    populate: { agent: { select: ['title', 'email'], populate: { staffUser: { select: ['email', 'blocked'] } } } },
    orderBy: [{ permitExpiresAt: 'asc' }, { id: 'asc' }],
  })) as Array<Row & { agent?: Agent | null }>;
}

/** Reminds one listing for one threshold unless it was reminded already. Answers whether it did. */
async function remindOnce(row: Row & { agent?: Agent | null }, threshold: number, daysLeft: number): Promise<boolean> {
  const expiry = iso(row.permitExpiresAt);
  const key = `${String(row.documentId)}:${expiry}:${threshold}`;
  const brand = await mailBrand();
  return strapi.db.transaction(async ({ trx }) => {
    // Another instance checking the same listing at this moment waits here, then finds its row.
    await transactionLock(trx as unknown as Transaction, `permit-reminder:${key}`);
    const reminders = strapi.db.query(PERMIT_REMINDER_UID);
    if (await reminders.findOne({ where: { key }, select: ['id'] })) return false;
    const to = reminderRecipient(row.agent);
    const mail = reminderMail(to, row.agent, row, daysLeft, brand);
    const at = new Date();
    await reminders.create({
      data: {
        documentId: newDocumentId(),
        key,
        listingId: String(row.documentId),
        permitExpiresAt: new Date(expiry),
        thresholdDays: threshold,
        email: to,
      },
      select: ['id'],
    });
    await queueStaffNotice(mail, { at });
    return true;
  });
}

/**
 * Queues the reminders due at `now`: each listing whose permit is valid and has reached a
 * threshold it was not reminded of. Answers how many it queued.
 */
export async function checkPermitReminders(now = new Date()): Promise<number> {
  let queued = 0;
  for (const row of await candidates(now)) {
    const standing = permitStanding(iso(row.permitExpiresAt), now.getTime());
    if (!standing || standing.expired) continue;
    const threshold = dueThreshold(standing.daysLeft);
    if (threshold === null) continue;
    try {
      if (await remindOnce(row, threshold, standing.daysLeft)) queued++;
    } catch (error) {
      // The unique key's backstop, or a database that refused: the next check tries again.
      strapi.log.warn(`permit reminders: ${String(row.documentId)}: ${(error as Error).message}`);
    }
  }
  if (queued) kickOutbox();
  return queued;
}

/* ---- the schedule ---- */

const intervalMs = () => {
  const minutes = Number(process.env.PERMIT_REMINDERS_INTERVAL_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 3_600_000;
};

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;

function run(): void {
  if (running) return;
  running = checkPermitReminders()
    .catch((error: Error) => strapi.log.error(`permit reminders: ${error.message}`))
    .finally(() => {
      running = null;
    });
}

/** The unique index on the reminders' key, made at start when absent: the backstop of once per threshold. */
export async function ensurePermitReminderIndex(): Promise<void> {
  const meta = metaOf(PERMIT_REMINDER_UID);
  try {
    await strapi.db.connection.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [
      `${meta.tableName}_key_uq`,
      meta.tableName,
      columnIn(meta, 'key'),
    ]);
  } catch (error) {
    strapi.log.warn(`permit reminders: the unique index could not be created: ${(error as Error).message}`);
  }
}

/** Checks at start and then every PERMIT_REMINDERS_INTERVAL_MINUTES (an hour by default). */
export function startPermitReminders(): void {
  if (process.env.PERMIT_REMINDERS_DISABLED === 'true' || timer) return;
  timer = setInterval(run, intervalMs());
  timer.unref();
  run();
}

export async function stopPermitReminders(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
