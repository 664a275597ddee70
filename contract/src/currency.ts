import { formatMoney, type Grouping } from './number-format.js';

/** Display currencies a visitor can choose; AED is the default (public spec §3, §9). */
export const CURRENCIES = ['AED', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AED';
/** localStorage key of the visitor's choice. */
export const CURRENCY_STORAGE_KEY = 'currencySelected';

/** The UAE dirham's official peg to the US dollar. */
export const USD_AED_PEG = 3.6725;

/**
 * Units of each currency one US dollar buys when no rates service answers (the CMS's offline
 * default, RATES_FALLBACK overrides it): what derived prices are computed with out of the box.
 */
export const FALLBACK_USD_RATES: Readonly<Record<string, number>> = { EUR: 0.86, GBP: 0.74, INR: 88.2 };

/** Currencies the formatter understands; INR and GBP are handled as the original site did. */
export type FormattableCurrency = Currency | 'INR' | 'GBP';

/**
 * How each currency is written, as Intl's currency style writes it in the locale that goes with it:
 * AED in en-AE ("AED 1,234", a no-break space after the code), USD and EUR in en-US, INR in
 * en-IN (lakh grouping), GBP in en-GB. Written by formatMoney rather than Intl (decision 0058).
 */
const STYLE_OF: Record<FormattableCurrency, { symbol: string; grouping: Grouping }> = {
  AED: { symbol: 'AED\u00a0', grouping: 'western' },
  USD: { symbol: '$', grouping: 'western' },
  EUR: { symbol: '€', grouping: 'western' },
  INR: { symbol: '₹', grouping: 'indian' },
  GBP: { symbol: '£', grouping: 'western' },
};

/** A finite number from a price value, or null when it is missing or not numeric. */
export function toPriceNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * A price in whole units, rounded half away from zero: AED in the en-AE style, USD and EUR in the
 * en-US style. Homes are not priced in fils or cents, and a stored derived price (priceAed, 2
 * decimals) or a converted one showed them ("AED 1,340,462.50"): the figure shown is rounded here,
 * the stored value stays as it is. Anything non-numeric shows as 0 in the currency's style.
 */
export function formatPrice(value: unknown, currency: FormattableCurrency = DEFAULT_CURRENCY): string {
  const { symbol, grouping } = STYLE_OF[currency];
  return formatMoney(toPriceNumber(value) ?? 0, symbol, { maximumFractionDigits: 0, grouping });
}

/** Round half away from zero to two decimals (cents), as prices are stored. */
export function round2(n: number): number {
  return (Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 100)) / 100;
}

export interface PricedProperty {
  price?: number | null;
  priceAed?: number | null;
  priceEur?: number | null;
}
export interface PricedDevelopment {
  price?: number | null;
  dPriceAed?: number | null;
  dPriceEur?: number | null;
}

/** The stored price field shown for a currency: price (USD), priceEur/dPriceEur, priceAed/dPriceAed. */
export function priceIn(item: PricedProperty & PricedDevelopment, currency: Currency): number | null | undefined {
  switch (currency) {
    case 'USD':
      return item.price;
    case 'EUR':
      return 'dPriceEur' in item ? item.dPriceEur : item.priceEur;
    case 'AED':
      return 'dPriceAed' in item ? item.dPriceAed : item.priceAed;
  }
}

/** Rates with base AED: how many units of each currency one dirham buys. */
export type AedRates = Partial<Record<string, number>> & { AED: number };

/** Round half away from zero to a whole unit: what a converted amount is shown and searched as. */
export function roundWhole(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n)) || 0;
}

/**
 * An AED amount in another currency (the AED price times the rate), in whole units; null when the
 * rate is missing. Rounded once, to the unit: cents first and units after could round twice.
 */
export function fromAed(amountAed: number, currency: Currency, rates: AedRates): number | null {
  const rate = rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? roundWhole(amountAed * rate) : null;
}

/** An amount in a currency expressed in AED, in whole dirhams; null when the rate is missing. */
export function toAed(amount: number, currency: Currency, rates: AedRates): number | null {
  const rate = rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? roundWhole(amount / rate) : null;
}
