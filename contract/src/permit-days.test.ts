import { describe, expect, it } from 'vitest';
import { permitStanding } from './permit-days.js';

describe("a permit's days, on Dubai's calendar", () => {
  // 2026-12-02 at 21:30 UTC is already 3 December in Dubai (UTC+4).
  const lateEvening = Date.parse('2026-12-02T21:30:00Z');

  it('counts the days after today in Dubai, whatever the hour in UTC', () => {
    expect(permitStanding('2027-01-02', lateEvening)).toEqual({ expired: false, daysLeft: 30 });
    expect(permitStanding('2026-12-10', lateEvening)).toEqual({ expired: false, daysLeft: 7 });
    expect(permitStanding('2026-12-03', lateEvening)).toEqual({ expired: false, daysLeft: 0 });
  });

  it('reads a permit whose last day was yesterday in Dubai as expired', () => {
    expect(permitStanding('2026-12-02', lateEvening)).toEqual({ expired: true, daysAgo: 0 });
    expect(permitStanding('not a day', lateEvening)).toBeNull();
  });
});
