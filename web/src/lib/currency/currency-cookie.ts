import { CURRENCIES, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, type Currency } from '@estate/contract';

/*
 * The display currency travels in a cookie of the same name as its localStorage key
 * (`currencySelected`), so the server renders prices in the visitor's currency from the first
 * byte: no AED flash, and hydration finds what the browser would render (docs/decisions/0072).
 * The page cache keeps one copy per currency (server/page-cache/keys.ts).
 */

export const CURRENCY_COOKIE = CURRENCY_STORAGE_KEY;

/** A year: the choice is kept as long as the localStorage copy would be, in practice. */
const CURRENCY_COOKIE_SECONDS = 365 * 24 * 3600;

/** Whether a value is one of the display currencies. */
export const isCurrency = (v: unknown): v is Currency =>
  typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

/** The currency a Cookie header names, or null when it names none (or a value that is not one). */
export function currencyInCookie(header: string | null | undefined): Currency | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== CURRENCY_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (isCurrency(value)) return value;
  }
  return null;
}

/** The currency a request's Cookie header asks pages to be rendered in: the default unless a valid one is named. */
export function currencyFromCookie(header: string | null | undefined): Currency {
  return currencyInCookie(header) ?? DEFAULT_CURRENCY;
}

/** The Set-Cookie / document.cookie string that keeps a choice (readable by scripts: it is no secret). */
export function currencyCookie(currency: Currency): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CURRENCY_COOKIE_SECONDS}; SameSite=Lax`;
}
