import {
  dubaiToday,
  VIEWING_STATE_LABELS,
  VIEWING_WEEK_DAYS,
  type UndeliveredViewingMail,
  type Viewing,
  type ViewingState,
} from '@estate/contract';

/* How the calendar names days, states and viewings (Dubai time throughout). */

export const stateLabel = (state: ViewingState) => VIEWING_STATE_LABELS[state];

/** The pill class of a state, in the staff area's colours. */
export const statePill = (state: ViewingState) =>
  state === 'confirmed' ? 'pill pill--sent' : state === 'cancelled' ? 'pill pill--skipped' : 'pill pill--pending';

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week a day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The week shown by default: the one of today in Dubai. */
export const thisWeek = (now = Date.now()) => mondayOf(dubaiToday(now));

export const weekDays = (from: string) => Array.from({ length: VIEWING_WEEK_DAYS }, (_, i) => addDays(from, i));

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Mon 7 Dec". */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** "Monday 7 December 2026". */
export const longDayLabel = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** "7 – 13 Dec 2026". */
export function weekLabel(from: string): string {
  const to = addDays(from, VIEWING_WEEK_DAYS - 1);
  const f = new Date(`${from}T00:00:00Z`);
  const t = new Date(`${to}T00:00:00Z`);
  const month = (d: Date) => d.toLocaleString('en-GB', { timeZone: 'UTC', month: 'short' });
  const head = f.getUTCMonth() === t.getUTCMonth() ? `${f.getUTCDate()}` : `${f.getUTCDate()} ${month(f)}`;
  return `${head} – ${t.getUTCDate()} ${month(t)} ${t.getUTCFullYear()}`;
}

export const buyerOf = (v: Viewing) => v.buyer.name || v.buyer.email || 'A buyer';

export const listingOf = (v: Viewing) =>
  v.listing ? [v.listing.referenceNumber, v.listing.title].filter(Boolean).join(' · ') || v.listing.slug : '';

export const holderOf = (v: Viewing) =>
  v.assignee ? `${v.assignee.name}${v.assignee.active ? '' : ' (deactivated)'}` : 'Unassigned';

const MAIL_CHANGES: Record<UndeliveredViewingMail['change'], string> = {
  requested: 'booking',
  confirmed: 'confirmation',
  rescheduled: 'new time',
  cancelled: 'cancellation',
};

/** Which of the buyer's mails it is: "the confirmation mail", "the new time mail". */
export const mailChangeLabel = (change: UndeliveredViewingMail['change']) => MAIL_CHANGES[change];
