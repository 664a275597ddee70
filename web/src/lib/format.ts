import { canonicalPropertyType, type PropertyType } from '@estate/contract';

// Made once: constructing an Intl formatter costs tens of microseconds, and a page formats
// dozens of numbers per render.
const WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "2,450" from "2450" or 2450; the text as given when it is not a number. */
export function formatNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? WHOLE_NUMBER.format(n) : String(value);
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
