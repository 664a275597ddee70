import { describe, expect, it } from 'vitest';
import { formatCompact, formatDecimal, formatMoney } from './number-format.js';

/** Edge values of rounding, grouping, sign and exponent form, then random ones of every size. */
const EDGES = [
  0,
  -0,
  0.4,
  0.5,
  0.005,
  0.015,
  0.045,
  0.05,
  0.95,
  0.995,
  1,
  1.005,
  2.5,
  2450.5,
  2451.5,
  -2450.5,
  -0.4,
  -0.001,
  999.5,
  999.95,
  999.994,
  999.995,
  1000,
  1049,
  1050,
  1234.5,
  1234.567,
  12345.675,
  99949,
  99950,
  999949,
  999950,
  1e6,
  1.25e6,
  3.65e6,
  12345678.905,
  99999999999.995,
  1.5e9,
  2e12,
  1e15,
  1.234e18,
  1e21,
  1.5e-7,
  123e-20,
  9.995e22,
  3672.5,
  367250000,
  Number.MAX_SAFE_INTEGER,
  0.1 + 0.2,
];

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const random = seeded(7);
const RANDOM = Array.from({ length: 3000 }, (_, i) => {
  const magnitude = 10 ** Math.floor(random() * 16 - 3);
  const value = random() * magnitude * 10;
  const rounded = i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
  return i % 5 === 0 ? -rounded : rounded;
});
const VALUES = [...EDGES, ...EDGES.map((v) => -v), ...RANDOM];

describe('formatDecimal matches Intl.NumberFormat', () => {
  const cases = [
    { locale: 'en-US', min: 0, max: 0, grouping: 'western' },
    { locale: 'en-US', min: 0, max: 2, grouping: 'western' },
    { locale: 'en-US', min: 2, max: 2, grouping: 'western' },
    { locale: 'en-IN', min: 2, max: 2, grouping: 'indian' },
  ] as const;
  for (const { locale, min, max, grouping } of cases) {
    it(`${locale} with ${min}-${max} fraction digits`, () => {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const v of VALUES)
        expect([v, formatDecimal(v, { minimumFractionDigits: min, maximumFractionDigits: max, grouping })]).toEqual([
          v,
          intl.format(v),
        ]);
    });
  }

  it('writes NaN and the infinities as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const v of [NaN, Infinity, -Infinity])
      expect(formatDecimal(v, { maximumFractionDigits: 0 })).toBe(intl.format(v));
  });
});

describe('formatMoney matches Intl currency style', () => {
  const cases = [
    { locale: 'en-AE', currency: 'AED', symbol: 'AED\u00a0', grouping: 'western' },
    { locale: 'en-US', currency: 'USD', symbol: '$', grouping: 'western' },
    { locale: 'en-US', currency: 'EUR', symbol: '€', grouping: 'western' },
    { locale: 'en-GB', currency: 'GBP', symbol: '£', grouping: 'western' },
    { locale: 'en-IN', currency: 'INR', symbol: '₹', grouping: 'indian' },
  ] as const;
  for (const { locale, currency, symbol, grouping } of cases) {
    it(`${currency} in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const v of [...VALUES, NaN, Infinity, -Infinity])
        expect([v, formatMoney(v, symbol, { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping })]).toEqual([
          v,
          intl.format(v),
        ]);
    });
  }
});

describe('formatCompact matches Intl compact notation', () => {
  it('with at most one fraction digit, in en', () => {
    const intl = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    for (const v of [...VALUES, NaN, Infinity, -Infinity]) expect([v, formatCompact(v)]).toEqual([v, intl.format(v)]);
  });
});
