import { formatNumber, longDate, shortDay } from './format';

describe('Dates written without Intl', () => {
  // Every day of three years, leap day included, against what Intl writes for en-GB in UTC.
  const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

  it('writes the long date as en-GB does ("3 March 2026")', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const d of days) expect(longDate(d)).toBe(intl.format(d));
  });

  it('writes the short day as en-GB does ("Fri 27 Nov", "Tue 1 Sept")', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (const d of days) expect(shortDay(d)).toBe(intl.format(d));
  });

  it('takes the UTC day, whatever the hour', () => {
    expect(longDate(new Date('2026-11-27T23:59:59Z'))).toBe('27 November 2026');
    expect(shortDay(new Date('2026-09-01T00:00:00Z'))).toBe('Tue 1 Sept');
  });
});

describe('formatNumber', () => {
  it('groups thousands and rounds half away from zero, as en-US does', () => {
    expect(formatNumber(2450)).toBe('2,450');
    expect(formatNumber('2450.5')).toBe('2,451');
    expect(formatNumber('1,234,567')).toBe('1,234,567');
  });

  it('keeps text that is not a number and shows nothing for a missing value', () => {
    expect(formatNumber('on request')).toBe('on request');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('')).toBe('');
  });
});
