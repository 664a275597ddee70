import { canonicalPropertyType, formatDecimal, type PropertyType } from '@estate/contract';

/** "2,450" from "2450" or 2450; the text as given when it is not a number. */
export function formatNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? formatDecimal(n, { maximumFractionDigits: 0 }) : String(value);
}

// Dates are written by hand, not by Intl.DateTimeFormat, for the reason numbers are (decision
// 0058): a tab's first Intl formatter loads ICU data, tens of ms of main thread while hydrating.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-GB's short months: four letters for September, as ICU writes it.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "3 March 2026": the UTC date as en-GB writes it in full (day, long month, year). */
export function longDate(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Fri 27 Nov": the UTC day as en-GB writes it short (weekday, day, short month). */
export function shortDay(d: Date): string {
  return `${SHORT_DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}`;
}

/** "1 Bed" / "3 Beds". */
export function plural(count: string | number, one: string, many: string): string {
  const n = Number(count);
  return `${formatNumber(count)} ${n === 1 ? one : many}`;
}

/** How a heading names several homes of one type: "Villas", but "Land" (not "Lands"). */
const TYPE_PLURALS: Record<PropertyType, string> = {
  Apartment: 'Apartments',
  Villa: 'Villas',
  Townhouse: 'Townhouses',
  Penthouse: 'Penthouses',
  Land: 'Land',
  Flat: 'Flats',
  Home: 'Homes',
};

/** The plural of a property type for headings; an unknown type is written as given. */
export function propertyTypePlural(type: string): string {
  const known = canonicalPropertyType(type);
  return known ? TYPE_PLURALS[known] : type;
}

/** Whether a bedroom count is zero: a studio ("0", 0; not "" or null, which mean unknown). */
export function isStudio(beds: string | number | null | undefined): boolean {
  return beds !== null && beds !== undefined && String(beds).trim() !== '' && Number(beds) === 0;
}

/** A bedroom count as a visitor reads it: "Studio" for 0, else "1 Bed" / "3 Beds" (or the given words). */
export function bedsLabel(beds: string | number, one = 'Bed', many = 'Beds'): string {
  return isStudio(beds) ? 'Studio' : plural(beds, one, many);
}

/** A bedroom count as a bare figure (the listing bar's Beds): "Studio" for 0, else "3". */
export function bedsFigure(beds: string | number | null | undefined): string {
  return isStudio(beds) ? 'Studio' : formatNumber(beds);
}
