import { z } from 'zod';
import { toPriceNumber } from './currency.js';
import { HONEYPOT_FIELD } from './leads.js';
import { linkUrl, requiredEmail, requiredText } from './fields.js';
import { canonicalPropertyType } from './property-types.js';
import { PropertyFilterSchema } from './schemas.js';

/*
 * Saved searches with e-mail alerts (docs/decisions/0039). The stored filters are the listing
 * filter of get-properties itself, without its paging and order: a filter added to
 * PropertyFilterSchema is saved, shown and matched here with no change.
 */

/** The filters a saved search keeps: PropertyFilterSchema by reference, less paging and order. */
export const SavedSearchFiltersSchema = PropertyFilterSchema.omit({ sort: true, limit: true, offset: true }).meta({
  id: 'SavedSearchFilters',
});
export type SavedSearchFilters = z.input<typeof SavedSearchFiltersSchema>;

export const SAVED_SEARCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

/** Texts the visitor reads (dialog and the confirm / unsubscribe pages). */
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Almost done: we have sent you an e-mail. Please confirm your alert with the link inside.',
  confirmed: 'Your alert is confirmed. New listings matching your search will come to your inbox.',
  unsubscribed: 'You are unsubscribed. You will receive no more e-mails for this search.',
  invalidToken: 'This link is not valid or has already been used. Save the search again to receive alerts.',
} as const;

const email = requiredEmail('email').refine((s) => !/[\r\n]/.test(s), { error: 'email must be on one line' });

export const SaveSearchInputSchema = z
  .object({
    email,
    filters: SavedSearchFiltersSchema.default({}).meta({
      description: 'The filters of /all-properties (PropertyFilter less limit, offset and sort)',
    }),
    pageURL: linkUrl('pageURL').optional(),
    [HONEYPOT_FIELD]: z.string().max(2048).optional(),
  })
  .meta({ id: 'SaveSearchInput', description: 'Save the current filters; a confirmation e-mail follows' });
export type SaveSearchInput = z.input<typeof SaveSearchInputSchema>;

const token = requiredText('token', 200);

export const SavedSearchTokenInputSchema = z
  .object({ token })
  .meta({ id: 'SavedSearchTokenInput', description: 'The token of the link in the e-mail' });

/**
 * The unsubscribe route also takes an RFC 8058 one-click POST: the token in the URL's query and
 * the body `List-Unsubscribe=One-Click`.
 */
export const UnsubscribeQuerySchema = z.object({ token: token.optional() }).meta({ id: 'UnsubscribeQuery' });
export const UnsubscribeInputSchema = z
  .object({
    token: token.optional(),
    'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
  })
  .meta({ id: 'UnsubscribeInput' });

export const SavedSearchResultSchema = z
  .object({ message: z.string(), label: z.string() })
  .meta({ id: 'SavedSearchResult' });

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
