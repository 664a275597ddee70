import { describe, expect, it } from 'vitest';
import { formatPrice, fromAed, priceIn, round2, toAed, USD_AED_PEG } from './currency.js';

describe('formatPrice', () => {
  it('shows AED in the en-AE style with two decimals', () => {
    expect(formatPrice(1234567.5, 'AED')).toBe(
      new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(
        1234567.5,
      ),
    );
    expect(formatPrice(1234567.5, 'AED')).toMatch(/1,234,567\.50/);
  });

  it('shows USD and EUR in the en-US style', () => {
    expect(formatPrice(2500000, 'USD')).toBe('$2,500,000.00');
    expect(formatPrice(99.999, 'EUR')).toBe('€100.00');
  });

  it('shows a non-numeric or missing price as 0.00', () => {
    expect(formatPrice('on request', 'USD')).toBe('$0.00');
    expect(formatPrice(null, 'EUR')).toBe('€0.00');
    expect(formatPrice(undefined)).toMatch(/0\.00/);
  });

  it('reads numeric text, commas included', () => {
    expect(formatPrice('1,500,000', 'USD')).toBe('$1,500,000.00');
  });

  it('also handles GBP and INR', () => {
    expect(formatPrice(1000, 'GBP')).toBe('£1,000.00');
    expect(formatPrice(100000, 'INR')).toBe('₹1,00,000.00');
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

  it('answers null when the rate is missing', () => {
    expect(fromAed(100, 'EUR', { AED: 1 })).toBeNull();
    expect(toAed(100, 'EUR', { AED: 1 })).toBeNull();
  });

  it('rounds to cents', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.345)).toBe(-2.35);
  });
});
