import { describe, expect, it } from 'vitest';
import { formatPrice, fromAed, priceIn, round2, toAed, USD_AED_PEG } from './currency.js';

describe('formatPrice', () => {
  it('shows AED in the en-AE style, in whole dirhams', () => {
    expect(formatPrice(1234567, 'AED')).toBe(
      new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(1234567),
    );
    // A derived price is stored with fils (USD 365,000.14 at the peg): the figure shown has none.
    expect(formatPrice(1340462.5, 'AED')).toBe('AED\u00a01,340,463');
    expect(formatPrice(1340462.49, 'AED')).toBe('AED\u00a01,340,462');
  });

  it('shows USD and EUR in the en-US style, in whole units', () => {
    expect(formatPrice(2500000, 'USD')).toBe('$2,500,000');
    expect(formatPrice(136147.04, 'USD')).toBe('$136,147');
    expect(formatPrice(99.999, 'EUR')).toBe('€100');
  });

  it('shows a non-numeric or missing price as 0', () => {
    expect(formatPrice('on request', 'USD')).toBe('$0');
    expect(formatPrice(null, 'EUR')).toBe('€0');
    expect(formatPrice(undefined)).toBe('AED\u00a00');
  });

  it('reads numeric text, commas included', () => {
    expect(formatPrice('1,500,000', 'USD')).toBe('$1,500,000');
    expect(formatPrice('1,500,000.75', 'USD')).toBe('$1,500,001');
  });

  it('also handles GBP and INR', () => {
    expect(formatPrice(1000, 'GBP')).toBe('£1,000');
    expect(formatPrice(100000.5, 'INR')).toBe('₹1,00,001');
  });
});

describe('priceIn', () => {
  const property = { price: 100, priceAed: 367.25, priceEur: 86 };
  const development = { price: 200, dPriceAed: 734.5, dPriceEur: 172 };

  it('picks price for USD, priceEur for EUR and priceAed for AED', () => {
    expect(priceIn(property, 'USD')).toBe(100);
    expect(priceIn(property, 'EUR')).toBe(86);
    expect(priceIn(property, 'AED')).toBe(367.25);
  });

  it('picks the d-prefixed fields of a development', () => {
    expect(priceIn(development, 'EUR')).toBe(172);
    expect(priceIn(development, 'AED')).toBe(734.5);
  });
});

describe('conversion', () => {
  const rates = { AED: 1, USD: 1 / USD_AED_PEG, EUR: 0.234 };

  it('multiplies an AED amount by the rate', () => {
    expect(fromAed(500000, 'EUR', rates)).toBe(117000);
    expect(fromAed(3672.5, 'USD', rates)).toBe(1000);
  });

  it('converts to whole units, rounded once (half away from zero)', () => {
    // The quick price button of AED 500,000 in dollars at 0.27229409: $136,147, never $136,147.04.
    expect(fromAed(500000, 'USD', { AED: 1, USD: 0.27229409 })).toBe(136147);
    // 0.495 would round to cents as 0.50 and then to 1; rounded once it is 0.
    expect(fromAed(0.99, 'EUR', { AED: 1, EUR: 0.5 })).toBe(0);
    expect(fromAed(3, 'EUR', { AED: 1, EUR: 0.5 })).toBe(2);
    expect(toAed(1000, 'USD', { AED: 1, USD: 0.27229409 })).toBe(3672);
  });

  it('answers null when the rate is missing', () => {
    expect(fromAed(100, 'EUR', { AED: 1 })).toBeNull();
    expect(toAed(100, 'EUR', { AED: 1 })).toBeNull();
  });

  it('rounds to cents', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.345)).toBe(-2.35);
  });
});
