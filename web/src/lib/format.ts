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
