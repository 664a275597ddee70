import { digestHourOf, dubaiDayStart, dubaiToday, type Task, type TodayViewing } from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { newDocumentId } from '../database/db-retry';
import { transactionLock, type Transaction } from '../database/locks';
import { dealMembers, type StaffMember } from '../leads/pipeline';
import { mailBrand, siteName, type Mail } from '../mail/mail';
import { kickOutbox } from '../mail/outbox';
import { renderMail } from '../mail/render';
import { queueStaffNotice, type NoticeAbout } from '../mail/staff-notices';
import type { Row } from '../read/serialize';
import { TASK_DIGEST_UID } from './links';
import { tasksOfMember } from './tasks';
import { settingsRow } from '../read/settings-row';

/*
 * The morning digest (docs/decisions/0082): at the settings' hour (Dubai time, default 08:00) each
 * active member who works deals and has tasks due that day or booked viewings that day gets one
 * mail listing them, through the outbox (a staff notice). A scheduler in every CMS instance checks
 * every minute; an instance started after the hour sends that day's digest then. Once a member's
 * digest of a day is decided (sent, or nothing to send), a row keyed by member and day says so:
 * its key is unique in the database and is written in the transaction that queues the mail, under
 * an advisory lock of that key, so two instances never queue it twice.
 */

const DAY_MS = 86_400_000;

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};
const POLL_MS = () => env('TASK_DIGEST_POLL_MS', 60_000);

/** A write refused by a unique index (PostgreSQL or SQLite). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

export const digestKey = (userId: number, day: string) => `${userId}:${day}`;

async function digestHour(): Promise<number> {
  const row = await settingsRow<Row>(['taskDigestHour']);
  return digestHourOf(row?.taskDigestHour);
}

/** HH:MM in Dubai of an instant. */
const dubaiTime = (iso: string) => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(11, 16);

/** The digest mail of a member's day. */
export function digestMail(
  member: Pick<StaffMember, 'name' | 'email'>,
  day: string,
  tasks: Array<Pick<Task, 'dueAt' | 'title' | 'contact' | 'deal'>>,
  viewings: Array<Pick<TodayViewing, '_id' | 'name' | 'time' | 'listing'>>,
  brand = siteName(),
): Mail {
  const base = authEnv().publicUrl;
  const dashboard = `${base}/admin/dashboard`;
  const counts = [
    tasks.length ? `${tasks.length} task${tasks.length === 1 ? '' : 's'}` : '',
    viewings.length ? `${viewings.length} viewing${viewings.length === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  const taskLines = tasks.map((t) => {
    const about = [t.contact?.name, t.deal?.name].filter(Boolean).join(' · ');
    const at = dubaiTime(t.dueAt);
    return { text: `${at}  ${t.title}${about ? ` (${about})` : ''}`, title: t.title, about, at };
  });
  const viewingLines = viewings.map((v) => {
    const listing = v.listing ? [v.listing.referenceNumber, v.listing.title].filter(Boolean).join(' · ') : '';
    const href = `${base}/admin/leads/enquiry/${encodeURIComponent(v._id)}`;
    return {
      text: `${v.time}  ${v.name}${listing ? `, ${listing}` : ''}\n  ${href}`,
      time: v.time,
      name: v.name,
      listing,
      href,
    };
  });
  const subject = `${siteName()}: your day, ${counts.join(' and ')}`;
  const body = renderMail('taskDigest', {
    subject,
    brand,
    name: member.name,
    day,
    tasks: taskLines,
    viewings: viewingLines,
    dashboard,
  });
  return { to: member.email, subject, ...body };
}

/** Decides one member's digest of a day: true when a mail was queued. */
async function digestOne(member: StaffMember, day: string, now: Date): Promise<boolean> {
  const key = digestKey(member.id, day);
  const digests = strapi.db.query(TASK_DIGEST_UID);
  if (await digests.findOne({ where: { key }, select: ['id'] })) return false;
  const brand = await mailBrand();
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      await transactionLock(trx as unknown as Transaction, `task-digest:${key}`);
      if (await digests.findOne({ where: { key }, select: ['id'] })) return false;
      const mine = await tasksOfMember(member.id, now);
      const start = dubaiDayStart(day).getTime();
      // Due that day and not done, whether its time has passed yet or not.
      const tasks = [...mine.overdue, ...mine.today]
        .filter((t) => !t.done && Date.parse(t.dueAt) >= start && Date.parse(t.dueAt) < start + DAY_MS)
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
      const items = tasks.length + mine.viewings.length;
      await digests.create({ data: { documentId: newDocumentId(), key, userId: member.id, day, items } });
      if (!items || !member.email) return false;
      const mail = digestMail(member, day, tasks, mine.viewings, brand);
      const about: NoticeAbout = [
        ...tasks.flatMap((t) => [
          ...(t.contact ? [`contact:${t.contact._id}` as const] : []),
          ...(t.deal ? [`enquiry:${t.deal._id}` as const] : []),
        ]),
        ...mine.viewings.flatMap((v) => [
          `enquiry:${v._id}` as const,
          ...(v.contactId ? [`contact:${v.contactId}` as const] : []),
        ]),
      ];
      await queueStaffNotice(mail, { about });
      return true;
    });
  } catch (error) {
    // Another instance wrote the key between the check and the insert: its digest stands.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * One round: past the hour (Dubai time), the digest of the day of every active member who works
 * deals and has none decided yet. Answers how many mails were queued.
 */
export async function digestRound(now = new Date()): Promise<number> {
  const day = dubaiToday(now.getTime());
  const hourNow = new Date(now.getTime() + 4 * 3_600_000).getUTCHours();
  if (hourNow < (await digestHour())) return 0;
  let queued = 0;
  for (const member of (await dealMembers()).values()) {
    if (!member.active) continue;
    try {
      if (await digestOne(member, day, now)) queued++;
    } catch (error) {
      strapi.log.error(`task digest: member ${member.id}: ${(error as Error).message}`);
    }
  }
  if (queued) kickOutbox();
  return queued;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;

function tick(): void {
  if (running) return;
  running = digestRound()
    .catch((error: Error) => strapi.log.error(`task digest: ${error.message}`))
    .finally(() => {
      running = null;
    });
}

export function startTaskDigest(): void {
  if (process.env.TASK_DIGEST_DISABLED === 'true' || timer) return;
  timer = setInterval(tick, POLL_MS());
  timer.unref();
  tick();
}

export async function stopTaskDigest(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  while (running) await running;
}
