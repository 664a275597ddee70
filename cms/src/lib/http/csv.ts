import type { Options } from 'csv-stringify';

/*
 * How every CSV of the staff admin is written: UTF-8 with a BOM (so spreadsheets read accents
 * right), CRLF lines, and no text cell a spreadsheet would read as a formula.
 */

/** A text cell starting like a formula (= + - @, a tab or a carriage return) gets a leading apostrophe. */
export const formulaGuard = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  cast: { string: formulaGuard },
} as const satisfies Options;

/** Content-Disposition of a CSV download named `<name>-<YYYY-MM-DD>.csv`. */
export const csvAttachment = (name: string, at = new Date()) =>
  `attachment; filename="${name}-${at.toISOString().slice(0, 10)}.csv"`;
