import { toPriceNumber } from './currency.js';
import { canonicalPropertyType } from './property-types.js';

/*
 * The texts of saved searches (docs/decisions/0039), free of zod so the browser bundle takes them
 * as they are (web/vite/contract-browser).
 */

/** Texts the visitor reads (dialog and the confirm / unsubscribe pages). */
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Almost done: we have sent you an e-mail. Please confirm your alert with the link inside.',
  confirmed: 'Your alert is confirmed. New listings matching your search will come to your inbox.',
  /** The confirmation link opened again: nothing to do, and nothing wrong. */
  alreadyConfirmed: 'Your alert is already confirmed. New listings matching your search will come to your inbox.',
  unsubscribed: 'You are unsubscribed. You will receive no more e-mails for this search.',
  invalidToken: 'This link is not valid or has already been used. Save the search again to receive alerts.',
} as const;

/* ---- the readable label ---- */

const SHORT = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;
/** 5000000 -> "5M", 2500000 -> "2.5M", 750 -> "750". */
export function shortAmount(n: number): string {
  for (const [size, unit] of SHORT) {
    if (n >= size) return `${Number((n / size).toFixed(2))}${unit}`;
  }
  return String(n);
}

const plural = (type: string) =>
  /s$/i.test(type) ? type : type === 'Land' ? 'Land' : /y$/.test(type) ? `${type.slice(0, -1)}ies` : `${type}s`;

/** Filters the label names on purpose; any other (added later) shows as "name: value". */
const LABELLED = new Set(['propertyType', 'country', 'price', 'minPrice', 'maxPrice', 'currency', 'beds', 'baths']);

/**
 * A readable name of a search, e.g. "Villas in Dubai · AED 5M–10M · 4+ beds". The same text in
 * the dialog, the mails and the staff lists.
 */
export function savedSearchLabel(filters: Record<string, unknown>): string {
  const type = typeof filters.propertyType === 'string' ? filters.propertyType.trim() : '';
  const place = typeof filters.country === 'string' ? filters.country.trim() : '';
  const what = type ? plural(canonicalPropertyType(type) ?? type) : 'Properties';
  const parts = [place ? `${what} in ${place}` : what];
  const currency = typeof filters.currency === 'string' && filters.currency ? filters.currency : 'AED';
  const min = toPriceNumber(filters.minPrice);
  const max = toPriceNumber(filters.maxPrice);
  if (min !== null && max !== null) parts.push(`${currency} ${shortAmount(min)}–${shortAmount(max)}`);
  else if (min !== null) parts.push(`from ${currency} ${shortAmount(min)}`);
  else if (max !== null) parts.push(`up to ${currency} ${shortAmount(max)}`);
  const price = toPriceNumber(filters.price);
  if (price !== null) parts.push(`up to AED ${shortAmount(price)}`);
  const beds = toPriceNumber(filters.beds);
  if (beds !== null && beds > 0) parts.push(`${beds}+ beds`);
  const baths = toPriceNumber(filters.baths);
  if (baths !== null && baths > 0) parts.push(`${baths}+ baths`);
  for (const [key, value] of Object.entries(filters)) {
    if (LABELLED.has(key) || value === undefined || value === null || value === '') continue;
    parts.push(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  return parts.join(' · ').slice(0, 300);
}
