import { toPriceNumber } from './currency.js';
import { formatDecimal } from './number-format.js';
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

/** Filters the label words on purpose; any other (added later) shows as "name: value". */
const LABELLED = new Set([
  'propertyType',
  'country',
  'price',
  'minPrice',
  'maxPrice',
  'currency',
  'beds',
  'baths',
  'q',
  'minSize',
  'maxSize',
  'sizeUnit',
  'completionStatus',
  'studio',
  'bbox',
]);

const whole = (n: number) => formatDecimal(n, { maximumFractionDigits: 0 });

/** "5,000+ sq ft", "up to 300 sq m", "1,000–2,000 sq ft"; null without a bound. */
function sizeText(filters: Record<string, unknown>): string | null {
  const min = toPriceNumber(filters.minSize);
  const max = toPriceNumber(filters.maxSize);
  const unit = filters.sizeUnit === 'sqm' ? 'sq m' : 'sq ft';
  if (min !== null && max !== null) return `${whole(min)}–${whole(max)} ${unit}`;
  if (min !== null) return `${whole(min)}+ ${unit}`;
  if (max !== null) return `up to ${whole(max)} ${unit}`;
  return null;
}

const COMPLETION: Record<string, string> = { ready: 'Ready', 'off-plan': 'Off-plan' };

/**
 * A readable name of a search, e.g. "Villas in Dubai · AED 5M–10M · 4+ beds · 5,000+ sq ft ·
 * Ready · an area of Dubai Marina". The same text in the dialog, the mails and the staff lists.
 * `area` names the map area of a search drawn on the map (the place most of its listings are in);
 * without it the area is "an area on the map".
 */
export function savedSearchLabel(filters: Record<string, unknown>, area?: string | null): string {
  const type = typeof filters.propertyType === 'string' ? filters.propertyType.trim() : '';
  const place = typeof filters.country === 'string' ? filters.country.trim() : '';
  const what = filters.studio === true ? 'Studios' : type ? plural(canonicalPropertyType(type) ?? type) : 'Properties';
  const parts = [place ? `${what} in ${place}` : what];
  const q = typeof filters.q === 'string' ? filters.q.trim() : '';
  if (q) parts.push(`“${q}”`);
  const currency = typeof filters.currency === 'string' && filters.currency ? filters.currency : 'AED';
  const min = toPriceNumber(filters.minPrice);
  const max = toPriceNumber(filters.maxPrice);
  if (min !== null && max !== null) parts.push(`${currency} ${shortAmount(min)}–${shortAmount(max)}`);
  else if (min !== null) parts.push(`from ${currency} ${shortAmount(min)}`);
  else if (max !== null) parts.push(`up to ${currency} ${shortAmount(max)}`);
  const price = toPriceNumber(filters.price);
  if (price !== null) parts.push(`up to AED ${shortAmount(price)}`);
  const beds = toPriceNumber(filters.beds);
  if (beds !== null && beds > 0 && filters.studio !== true) parts.push(`${beds}+ beds`);
  const baths = toPriceNumber(filters.baths);
  if (baths !== null && baths > 0) parts.push(`${baths}+ baths`);
  const size = sizeText(filters);
  if (size) parts.push(size);
  const completion = typeof filters.completionStatus === 'string' ? COMPLETION[filters.completionStatus] : undefined;
  if (completion) parts.push(completion);
  const drawn = filters.bbox !== undefined && filters.bbox !== null && filters.bbox !== '';
  if (drawn) parts.push(area?.trim() ? `an area of ${area.trim()}` : 'an area on the map');
  for (const [key, value] of Object.entries(filters)) {
    if (LABELLED.has(key) || value === undefined || value === null || value === '') continue;
    parts.push(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  return parts.join(' · ').slice(0, 300);
}

/** A part of a label in field-name wording ("minSize: 5000"), as labels stored earlier read. */
const RAW_PART = /(^|· )[a-z][A-Za-z]*: /;

/**
 * The label to show of a stored saved search: its stored label when it reads well (it may name
 * its map area, which its filters alone cannot), else the label of its stored filters.
 */
export function shownSavedSearchLabel(stored: unknown, filters: unknown): string {
  const label = typeof stored === 'string' ? stored.trim() : '';
  if (label && !RAW_PART.test(label)) return label;
  const fields = filters && typeof filters === 'object' && !Array.isArray(filters) ? filters : {};
  return savedSearchLabel(fields as Record<string, unknown>);
}
