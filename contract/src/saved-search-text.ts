import { toPriceNumber } from './currency.js';
import { formatDecimal } from './number-format.js';
import { canonicalPropertyType } from './property-types.js';

/*
 * The readable label of a saved search (docs/decisions/0039), free of zod so the browser bundle
 * takes it as it is (web/vite/contract-browser); the texts the visitor reads are in
 * saved-search-messages.ts.
 */

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

/**
 * The words of a label, in a language: English by default (the stored label, the staff lists and
 * the mails), the page's language on the public site (its catalogue gives them). Each takes the
 * figures already written.
 */
export interface SearchLabelWords {
  /** What is searched: every home, studios, or a type (its canonical name) in the plural. */
  what(kind: 'properties' | 'studios' | (string & {})): string;
  in(what: string, place: string): string;
  quoted(q: string): string;
  priceRange(currency: string, min: string, max: string): string;
  priceFrom(currency: string, min: string): string;
  priceUpTo(currency: string, max: string): string;
  beds(n: string): string;
  baths(n: string): string;
  sizeRange(min: string, max: string, unit: 'sqft' | 'sqm'): string;
  sizeFrom(min: string, unit: 'sqft' | 'sqm'): string;
  sizeUpTo(max: string, unit: 'sqft' | 'sqm'): string;
  completion(status: 'ready' | 'off-plan'): string;
  area(name: string): string;
  mapArea(): string;
}

const UNIT = { sqft: 'sq ft', sqm: 'sq m' } as const;

export const ENGLISH_SEARCH_LABEL_WORDS: SearchLabelWords = {
  what: (kind) => (kind === 'studios' ? 'Studios' : kind === 'properties' ? 'Properties' : plural(kind)),
  in: (what, place) => `${what} in ${place}`,
  quoted: (q) => `“${q}”`,
  priceRange: (currency, min, max) => `${currency} ${min}–${max}`,
  priceFrom: (currency, min) => `from ${currency} ${min}`,
  priceUpTo: (currency, max) => `up to ${currency} ${max}`,
  beds: (n) => `${n}+ beds`,
  baths: (n) => `${n}+ baths`,
  sizeRange: (min, max, unit) => `${min}–${max} ${UNIT[unit]}`,
  sizeFrom: (min, unit) => `${min}+ ${UNIT[unit]}`,
  sizeUpTo: (max, unit) => `up to ${max} ${UNIT[unit]}`,
  completion: (status) => (status === 'ready' ? 'Ready' : 'Off-plan'),
  area: (name) => `an area of ${name}`,
  mapArea: () => 'an area on the map',
};

/** "5,000+ sq ft", "up to 300 sq m", "1,000–2,000 sq ft"; null without a bound. */
function sizeText(filters: Record<string, unknown>, words: SearchLabelWords): string | null {
  const min = toPriceNumber(filters.minSize);
  const max = toPriceNumber(filters.maxSize);
  const unit = filters.sizeUnit === 'sqm' ? 'sqm' : 'sqft';
  if (min !== null && max !== null) return words.sizeRange(whole(min), whole(max), unit);
  if (min !== null) return words.sizeFrom(whole(min), unit);
  if (max !== null) return words.sizeUpTo(whole(max), unit);
  return null;
}

/**
 * A readable name of a search, e.g. "Villas in Dubai · AED 5M–10M · 4+ beds · 5,000+ sq ft ·
 * Ready · an area of Dubai Marina". The same text in the dialog, the mails and the staff lists.
 * `area` names the map area of a search drawn on the map (the place most of its listings are in);
 * without it the area is "an area on the map". `words`: the label's language (English by default).
 */
export function savedSearchLabel(
  filters: Record<string, unknown>,
  area?: string | null,
  words: SearchLabelWords = ENGLISH_SEARCH_LABEL_WORDS,
): string {
  const type = typeof filters.propertyType === 'string' ? filters.propertyType.trim() : '';
  const place = typeof filters.country === 'string' ? filters.country.trim() : '';
  const what = words.what(
    filters.studio === true ? 'studios' : type ? (canonicalPropertyType(type) ?? type) : 'properties',
  );
  const parts = [place ? words.in(what, place) : what];
  const q = typeof filters.q === 'string' ? filters.q.trim() : '';
  if (q) parts.push(words.quoted(q));
  const currency = typeof filters.currency === 'string' && filters.currency ? filters.currency : 'AED';
  const min = toPriceNumber(filters.minPrice);
  const max = toPriceNumber(filters.maxPrice);
  if (min !== null && max !== null) parts.push(words.priceRange(currency, shortAmount(min), shortAmount(max)));
  else if (min !== null) parts.push(words.priceFrom(currency, shortAmount(min)));
  else if (max !== null) parts.push(words.priceUpTo(currency, shortAmount(max)));
  const price = toPriceNumber(filters.price);
  if (price !== null) parts.push(words.priceUpTo('AED', shortAmount(price)));
  const beds = toPriceNumber(filters.beds);
  if (beds !== null && beds > 0 && filters.studio !== true) parts.push(words.beds(String(beds)));
  const baths = toPriceNumber(filters.baths);
  if (baths !== null && baths > 0) parts.push(words.baths(String(baths)));
  const size = sizeText(filters, words);
  if (size) parts.push(size);
  const status = filters.completionStatus;
  if (status === 'ready' || status === 'off-plan') parts.push(words.completion(status));
  const drawn = filters.bbox !== undefined && filters.bbox !== null && filters.bbox !== '';
  if (drawn) parts.push(area?.trim() ? words.area(area.trim()) : words.mapArea());
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
