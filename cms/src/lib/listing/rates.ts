import { FALLBACK_USD_RATES, round2, USD_AED_PEG } from '@estate/contract';
import { softStore } from '../cache/store';

/**
 * Currency rates. USD to AED is the official peg unless USD_AED_RATE says otherwise; the others
 * come from a configurable rates service (RATES_URL, with {key} replaced by RATES_API_KEY, which
 * never leaves the server), cached in the shared store for RATES_TTL_SECONDS. When the service is
 * not configured or fails, the last good answer is used (the shared one, or this process's own
 * while the shared store is away), and failing that the configured fallback (RATES_FALLBACK,
 * "EUR=0.86,GBP=0.74,INR=88.2" per USD), so saves work offline.
 *
 * The service may answer in the exchangerate-api v6 shape ({ result, base_code,
 * conversion_rates }) or the common { base, rates } shape, based on any currency.
 */

export interface RatesSnapshot {
  /** Units of each currency one US dollar buys. */
  usd: Record<string, number>;
  source: 'live' | 'fallback';
  updatedAt: string;
}

const DEFAULT_FALLBACK = Object.entries(FALLBACK_USD_RATES)
  .map(([code, rate]) => `${code}=${rate}`)
  .join(',');
const CACHE_KEY = 'rates:usd';
const LAST_GOOD_KEY = 'rates:last-good';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};

function usdAed(): number {
  return num('USD_AED_RATE', USD_AED_PEG);
}

export function fallbackRates(): RatesSnapshot {
  const usd: Record<string, number> = { USD: 1 };
  for (const pair of (process.env.RATES_FALLBACK || DEFAULT_FALLBACK).split(',')) {
    const [code, value] = pair.split('=').map((s) => s.trim());
    const n = Number(value);
    if (/^[A-Z]{3}$/.test(code ?? '') && Number.isFinite(n) && n > 0) usd[code!] = n;
  }
  usd.AED = usdAed();
  return { usd, source: 'fallback', updatedAt: new Date().toISOString() };
}

/** A redacted URL for logs: the key is never printed. */
function redact(url: string): string {
  const key = process.env.RATES_API_KEY;
  return key ? url.split(key).join('***') : url;
}

async function fetchLive(): Promise<RatesSnapshot | null> {
  const template = process.env.RATES_URL;
  if (!template) return null;
  const url = template.replace('{key}', encodeURIComponent(process.env.RATES_API_KEY ?? ''));
  const response = await fetch(url, {
    signal: AbortSignal.timeout(num('RATES_TIMEOUT_MS', 3000)),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`rates service answered ${response.status} for ${redact(url)}`);
  const json = (await response.json()) as Record<string, unknown>;
  if (json.result === 'error' || json.success === false) {
    const type = (json['error-type'] ?? (json.error as { type?: string } | undefined)?.type ?? 'error') as string;
    throw new Error(`rates service refused: ${type}`);
  }
  const rates = (json.conversion_rates ?? json.rates) as Record<string, unknown> | undefined;
  const base = String(json.base_code ?? json.base ?? 'USD').toUpperCase();
  if (!rates || typeof rates !== 'object') throw new Error('rates service answer has no rates');
  const perBase = (code: string) => (code === base ? 1 : Number(rates[code]));
  const baseToUsd = perBase('USD');
  if (!Number.isFinite(baseToUsd) || baseToUsd <= 0)
    throw new Error(`rates service answer has no USD rate for base ${base}`);
  const usd: Record<string, number> = { USD: 1 };
  for (const code of Object.keys(rates)) {
    const v = perBase(code) / baseToUsd;
    if (/^[A-Z]{3}$/.test(code) && Number.isFinite(v) && v > 0) usd[code] = v;
  }
  if (!usd.EUR) throw new Error('rates service answer has no EUR rate');
  usd.AED = usdAed();
  return { usd, source: 'live', updatedAt: new Date().toISOString() };
}

let inFlight: Promise<RatesSnapshot> | null = null;
/**
 * The newest live answer this process has seen, itself or through the shared store: the last good
 * rates when the shared store cannot give them (Redis down, so this instance's empty memory is
 * asked instead), rather than the configured fallback.
 */
let seenHere: RatesSnapshot | null = null;

function remember(snapshot: RatesSnapshot): RatesSnapshot {
  if (snapshot.source === 'live' && (!seenHere || snapshot.updatedAt > seenHere.updatedAt)) seenHere = snapshot;
  return snapshot;
}

/** Of the shared last good answer and the one seen here, the newer. */
function lastGood(shared: string | null): RatesSnapshot | null {
  const stored = shared ? (JSON.parse(shared) as RatesSnapshot) : null;
  if (!stored || (seenHere && seenHere.updatedAt > stored.updatedAt)) return seenHere;
  return stored;
}

/** Current USD-based rates: cached, live, last good, or the configured fallback, in that order. */
export async function getUsdRates(): Promise<RatesSnapshot> {
  const kv = softStore();
  const cached = await kv.get(CACHE_KEY);
  if (cached) return remember(JSON.parse(cached) as RatesSnapshot);
  if (!inFlight) {
    inFlight = (async () => {
      try {
        const live = await fetchLive();
        if (live) {
          remember(live);
          await kv.set(CACHE_KEY, JSON.stringify(live), num('RATES_TTL_SECONDS', 21600));
          await kv.set(LAST_GOOD_KEY, JSON.stringify(live));
          return live;
        }
      } catch (error) {
        strapi.log.warn(`currency rates: ${(error as Error).message}; using the fallback`);
      }
      const good = lastGood(await kv.get(LAST_GOOD_KEY));
      const snapshot: RatesSnapshot = good ? { ...good, source: 'fallback' } : fallbackRates();
      // Retry the service after a short pause rather than on every request.
      await kv.set(CACHE_KEY, JSON.stringify(snapshot), process.env.RATES_URL ? 60 : num('RATES_TTL_SECONDS', 21600));
      return snapshot;
    })().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Rates with base AED (units of each currency one dirham buys), for display conversion. */
export function toAedBase(snapshot: RatesSnapshot): Record<string, number> {
  const aed = snapshot.usd.AED ?? usdAed();
  const out: Record<string, number> = { AED: 1 };
  for (const [code, perUsd] of Object.entries(snapshot.usd)) {
    if (code !== 'AED') out[code] = Math.round((perUsd / aed) * 1e8) / 1e8;
  }
  return out;
}

/** AED and EUR prices of a USD price, two decimals, as stored on every save. */
export async function pricesFromUsd(
  price: number | null | undefined,
): Promise<{ aed: number | null; eur: number | null }> {
  if (price === null || price === undefined || !Number.isFinite(price)) return { aed: null, eur: null };
  const { usd } = await getUsdRates();
  return { aed: round2(price * (usd.AED ?? usdAed())), eur: usd.EUR ? round2(price * usd.EUR) : null };
}
