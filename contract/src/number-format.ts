/**
 * Number formatting without Intl, giving the same text as Intl.NumberFormat for the few styles the
 * site uses (en-US and en-IN grouping, fixed or trimmed decimals, en compact notation).
 *
 * Why not Intl: the first Intl formatter a browser tab makes loads ICU's locale data, 30-55 ms of
 * main thread on the bench machine (four times that on Lighthouse's mobile CPU), paid by every page
 * that shows a price or a figure while it hydrates. These functions cost microseconds, and the
 * server and the browser produce the same bytes whatever ICU each ships (decision 0058). Tests
 * compare them with Intl value by value (number-format.test.ts).
 *
 * Rounding is Intl's: the number's shortest round-trip decimal form (what String(n) shows) rounded
 * half away from zero, so 2450.5 shows 2,451 and 12345678.905 shows 12,345,678.91.
 */

export type Grouping = 'western' | 'indian';

export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
  /** Thousands (1,234,567) or the Indian lakh and crore style (12,34,567). Default western. */
  grouping?: Grouping;
}

/** |n| as plain decimal digits, no exponent: 1.5e-7 as "0.00000015", 1e21 as "1" and 21 zeros. */
function plainDigits(abs: number): string {
  const text = String(abs);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const mantissa = text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  const point = (dot < 0 ? mantissa.length : dot) + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits ("199" to "200", "99" to "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A plain decimal's digits either side of its point: "12.5" as { int: "12", fraction: "5" }. */
function splitPlain(plain: string): { int: string; fraction: string } {
  const dot = plain.indexOf('.');
  return dot < 0 ? { int: plain, fraction: '' } : { int: plain.slice(0, dot), fraction: plain.slice(dot + 1) };
}

/** Integer and fraction digits of a plain decimal string rounded half away from zero. */
function roundPlain(plain: string, maxFraction: number): { int: string; fraction: string } {
  const { int, fraction } = splitPlain(plain);
  if (fraction.length <= maxFraction) return { int, fraction };
  const kept = int + fraction.slice(0, maxFraction);
  const rounded = fraction.charCodeAt(maxFraction) >= 53 /* '5' */ ? incrementDigits(kept) : kept;
  const intLength = rounded.length - maxFraction;
  return { int: rounded.slice(0, intLength), fraction: rounded.slice(intLength) };
}

/** Separators in an integer's digits: "1234567" as "1,234,567" or, Indian, "12,34,567". */
function group(int: string, grouping: Grouping): string {
  if (grouping === 'western' || int.length <= 3) return int.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${int.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${int.slice(-3)}`;
}

/** Whether Intl writes a minus sign: negative numbers, negative zero and those rounding to it. */
const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/** The digits of |n| with separators and between min and max fraction digits, as Intl rounds. */
function formatAbs(
  n: number,
  { minimumFractionDigits = 0, maximumFractionDigits, grouping = 'western' }: DecimalOptions,
) {
  const { int, fraction } = roundPlain(plainDigits(Math.abs(n)), maximumFractionDigits);
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(minimumFractionDigits, '0');
  return digits ? `${group(int, grouping)}.${digits}` : group(int, grouping);
}

/** Intl's text for NaN and the infinities, which the styles below share. */
function nonFinite(n: number, prefix = ''): string {
  if (Number.isNaN(n)) return `${prefix}NaN`;
  return n > 0 ? `${prefix}∞` : `-${prefix}∞`;
}

/**
 * A number as `new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits })`
 * writes it ('en-IN' with grouping 'indian').
 */
export function formatDecimal(n: number, options: DecimalOptions): string {
  if (!Number.isFinite(n)) return nonFinite(n);
  return `${isNegative(n) ? '-' : ''}${formatAbs(n, options)}`;
}

/**
 * A money amount as Intl's currency style writes it in en-US, en-GB, en-IN and en-AE: the sign, then
 * the symbol ("$", "€", "£", "₹", or a code and a no-break space, "AED\u00a0"), then the figure.
 */
export function formatMoney(n: number, symbol: string, options: DecimalOptions): string {
  // Intl drops the space after a code before NaN and ∞ ("AEDNaN"), as it does here.
  if (!Number.isFinite(n)) return nonFinite(n, symbol.trimEnd());
  return `${isNegative(n) ? '-' : ''}${symbol}${formatAbs(n, options)}`;
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * A number as `new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })`
 * writes it: 950, 1.2K, 3.7M, 1.5B, 2T (and 1,000T past that).
 */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n)) return nonFinite(n);
  const sign = isNegative(n) ? '-' : '';
  const plain = plainDigits(Math.abs(n));
  const intLength = plain.indexOf('.') < 0 ? plain.length : plain.indexOf('.');
  // The magnitude is chosen by the rounded figure: 999.95 rounds to 1,000, shown as 1K.
  let magnitude = Math.min(Math.floor((intLength - 1) / 3), COMPACT_SUFFIXES.length - 1);
  for (;;) {
    const { int, fraction } = roundPlain(shiftPoint(plain, magnitude * 3), 1);
    if (int.length > 3 && magnitude < COMPACT_SUFFIXES.length - 1) {
      magnitude += 1;
      continue;
    }
    const tail = fraction.replace(/0+$/, '');
    const whole = int.replace(/^0+(?=\d)/, '');
    // Compact figures are grouped only from five digits (1000T, but 12,345T), as ICU does.
    return `${sign}${whole.length < 5 ? whole : group(whole, 'western')}${tail ? `.${tail}` : ''}${COMPACT_SUFFIXES[magnitude]}`;
  }
}

/** Moves a plain decimal string's point left by `places` ("1234.5", 3 gives "1.2345"). */
function shiftPoint(plain: string, places: number): string {
  if (places === 0) return plain;
  const { int, fraction } = splitPlain(plain);
  const padded = int.padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}${fraction}`;
}
