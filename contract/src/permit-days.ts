import { permitExpiryInstant } from './listing.js';

/*
 * How far an advertising permit is from its end, in days on Dubai's calendar (Asia/Dubai), read
 * the same on every staff screen whatever the browser's own time zone, and by the CMS's permit
 * reminders (docs/decisions/0086). The listing form's hint and the dashboard's alerts counted it
 * each their own way (a ceiling of 24-hour spans less one, and a floor of them), so one expired
 * permit read "12 days ago" on the form and "11 days ago" on the dashboard. All call this now.
 */

const DUBAI_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The day of Dubai's calendar an instant falls on, as a count of days (comparable by subtraction). */
function dubaiDay(t: number): number {
  const parts = Object.fromEntries(DUBAI_DATE.formatToParts(t).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!) / 86_400_000;
}

export type PermitStanding = { expired: false; daysLeft: number } | { expired: true; daysAgo: number };

/**
 * Where a permit stands at `now`: expired since `daysAgo` days (0 when it ended today), or valid
 * for `daysLeft` more days after today (0 when today is its last day). `expiresAt` is the stored
 * instant it stops being valid (ISO 8601) or the last valid day as the form holds it
 * (YYYY-MM-DD, valid through that day in Dubai); null when it is neither.
 */
export function permitStanding(expiresAt: string, now = Date.now()): PermitStanding | null {
  const end = permitExpiryInstant(expiresAt)?.getTime();
  if (end === undefined) return null;
  if (end <= now) return { expired: true, daysAgo: Math.max(0, dubaiDay(now) - dubaiDay(end)) };
  // The last moment it is valid is the millisecond before its end.
  return { expired: false, daysLeft: Math.max(0, dubaiDay(end - 1) - dubaiDay(now)) };
}

/** "1 day", "12 days": a count of days as the permit texts write it. */
export const daysText = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
