/*
 * How the staff area shows an instant: in Dubai time, wherever the reader is, as
 * "2 Dec 2026, 14:05" (the audit trail, the member's sign-ins).
 */

/** The agency works in Dubai: every time the staff area shows is Dubai time. */
export const DUBAI_TIME_ZONE = 'Asia/Dubai';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: DUBAI_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2 Dec 2026, 14:05" in Dubai; the date and the time apart, for a cell that may wrap between them. */
export function whenParts(iso: string): { date: string; time: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = WHEN.formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${value('day')} ${value('month')} ${value('year')}`,
    time: `${value('hour')}:${value('minute')}`,
  };
}

/** "2 Dec 2026, 14:05", in Dubai time; a text that is no instant as it is. */
export function formatWhen(iso: string): string {
  const parts = whenParts(iso);
  return parts ? `${parts.date}, ${parts.time}` : iso;
}
