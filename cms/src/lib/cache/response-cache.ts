import { createHash } from 'crypto';
import { gzipSync } from 'zlib';
import { LRUCache } from 'lru-cache';
import type { Context, Next } from 'koa';
import {
  API_PREFIX,
  ROUTES,
  routeForm,
  routePattern,
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
} from '@estate/contract';
import { currentContentVersion } from './content-version';
import { isMultipart } from '../uploads/multipart';
import { bodyParserReady, parseBody } from '../http/request-body';
import { redisStore } from './store';
import { storeConfig } from './store-config';

/**
 * A cache of public read answers shared by all CMS instances (through the store). Every content
 * write changes the content version after its transaction commits (lib/cache/content-version),
 * which retires every cached answer at once: lists embed other entities (a development lists its
 * properties), so a write to any of them may change any answer. Writes are rare next to reads, so
 * this costs little.
 */
const ttl = () => storeConfig().cache.ttlSeconds;
export const cacheEnabled = () => storeConfig().cache.enabled;

interface CachedAnswer {
  status: number;
  total?: string;
  /** The total is a lower bound (TOTAL_LOWER_BOUND_HEADER), replayed with it. */
  lowerBound?: boolean;
  etag: string;
  body: string;
  /** The headers the middleware stack (security, ...) set on the original answer. */
  headers?: Record<string, string>;
}

/** Headers that belong to one request, or that send() sets itself: never replayed. */
const PER_REQUEST = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'cache-control',
  'x-cache',
  'x-query-count',
  'set-cookie',
  'vary',
  // Sent on requests that arrived over HTTPS only (middlewares/hsts): never replayed to another.
  'strict-transport-security',
  TOTAL_COUNT_HEADER.toLowerCase(),
  TOTAL_LOWER_BOUND_HEADER.toLowerCase(),
]);

/**
 * This instance's copy of recent answers, parsed, with their gzipped bodies: in memory mode the
 * cache itself, in Redis mode a copy in front of it. Keys carry the content version, so a copy is
 * never stale. Bounded in bytes (CACHE_MAX_BYTES, bodies and their gzipped forms), least recently
 * used first out; an answer over CACHE_MAX_ENTRY_BYTES is served but never kept. Reading a big
 * list answer back from Redis and parsing it on every hit cost more than the answer itself.
 */
interface LocalEntry {
  answer: CachedAnswer;
  gzip?: Buffer;
  bytes: number;
}
let localCache: LRUCache<string, LocalEntry> | null | undefined;
/** The copy, or null when CACHE_MAX_BYTES or the TTL is 0 (nothing is kept in memory). */
function local(): LRUCache<string, LocalEntry> | null {
  if (localCache === undefined) {
    const { maxBytes, ttlSeconds } = storeConfig().cache;
    localCache =
      maxBytes >= 1 && ttlSeconds > 0
        ? new LRUCache<string, LocalEntry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.bytes) })
        : null;
  }
  return localCache;
}

const sizeOf = (answer: CachedAnswer) => Buffer.byteLength(answer.body) + 512;

function remember(key: string, answer: CachedAnswer) {
  const copy = local();
  if (!copy) return;
  const bytes = sizeOf(answer);
  if (bytes > storeConfig().cache.maxEntryBytes) copy.delete(key);
  else copy.set(key, { answer, bytes }, { ttl: ttl() * 1000 });
}

/** Keeps the gzipped body beside the answer, counted against the bound. */
function gzipOf(key: string, entry: LocalEntry): Buffer {
  if (entry.gzip) return entry.gzip;
  const gzip = gzipSync(entry.answer.body);
  const copy = local();
  if (copy?.peek(key) === entry) {
    // Stored again at its new size (the bound may evict others, or refuse it); its lifetime stays.
    copy.set(key, { ...entry, gzip, bytes: entry.bytes + gzip.length }, { noUpdateTTL: true });
  }
  return gzip;
}

async function lookup(key: string): Promise<LocalEntry | undefined> {
  const mine = local()?.get(key);
  if (mine) return mine;
  const redis = redisStore();
  if (!redis) return undefined;
  const stored = await redis.get(key);
  if (!stored) return undefined;
  const answer = JSON.parse(stored) as CachedAnswer;
  remember(key, answer);
  return local()?.get(key) ?? { answer, bytes: 0 };
}

/**
 * Keeps an answer in Redis within CACHE_MAX_BYTES: every stored body is counted in a byte counter
 * of its TTL period (`rc:bytes:<period>`, living two periods), and an answer is only stored while
 * this period's and the last one's together stay under the bound, half each. An entry lives one
 * TTL, so everything alive was counted in one of those two periods: Redis never holds more.
 */
async function keepShared(key: string, answer: CachedAnswer): Promise<void> {
  const redis = redisStore();
  if (!redis) return;
  const { maxBytes, maxEntryBytes } = storeConfig().cache;
  const payload = JSON.stringify(answer);
  const bytes = Buffer.byteLength(payload) + key.length + 64;
  if (bytes > maxEntryBytes) return;
  const period = Math.floor(Date.now() / 1000 / ttl());
  const budget = Math.floor(maxBytes / 2);
  const used = await redis.incrBy(`rc:bytes:${period}`, bytes, ttl() * 2 + 1);
  if (used > budget) {
    await redis.incrBy(`rc:bytes:${period}`, -bytes, ttl() * 2 + 1);
    return;
  }
  await redis.set(key, payload, ttl());
}

interface CacheableRoute {
  method: string;
  pattern: RegExp;
  query: string[];
  body: string[];
}

/** Public reads whose answers the response cache may keep (everything public but forms and login). */
export const UNCACHED = new Set([
  'login',
  'verifyTwoFactor',
  'forgotPassword',
  'resetPassword',
  'sendEmail',
  'sendEmailStartNow',
  'subscribe',
  'saveSearch',
  'confirmSavedSearch',
  'unsubscribeSavedSearch',
  'bookViewing',
  'getOpenApi',
  'getRates',
  'getCountries',
  'getContentVersion',
  // Kept per content version by lib/listing/feeds, and guarded by a token.
  'getPortalFeed',
  // Read a page at a time by the web servers' sitemap builds, which keep what they make
  // (docs/decisions/0088): 100,000 entries per content version would only push answers out here.
  'getSitemapEntries',
  // A draft, for the holder of a preview link only (docs/decisions/0036).
  'getPreview',
  // The web server's page views, guarded by a shared secret (docs/decisions/0084).
  'recordPageViews',
]);

/** The public reads of the contract, with the query (and body) fields each defines. */
const CACHEABLE: CacheableRoute[] = ROUTES.filter((r) => r.access === 'public' && !UNCACHED.has(r.name)).map((r) => ({
  method: r.method,
  pattern: routePattern(`${API_PREFIX}${r.path}`),
  query: Object.keys(r.query?.shape ?? {}).sort(),
  body: Object.keys(r.body?.shape ?? {}).sort(),
}));

/** The cacheable route a request asks for, if any, in any spelling of its path that the router takes. */
const cacheableRoute = (ctx: Context) => {
  const form = routeForm(ctx.path);
  return CACHEABLE.find((r) => r.method === ctx.method && r.pattern.test(form));
};

/**
 * The cache key: method, path and only the query parameters (and body fields) the contract
 * defines for the route, in a fixed order, so `?bust=N` or a reordered query never makes a new
 * entry. The route ignores anything else, so its answer is the same. Null off the contract.
 */
function keyFor(ctx: Context, version: string): string | null {
  const route = cacheableRoute(ctx);
  if (!route) return null;
  const query = ctx.query as Record<string, unknown>;
  const kept = route.query.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]);
  let body = '';
  if (ctx.method !== 'GET') {
    const raw = ((ctx.request as unknown as { body?: unknown }).body ?? {}) as Record<string, unknown>;
    body = stableJson(Object.fromEntries(route.body.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])));
  }
  const hash = createHash('sha1')
    .update(`${ctx.method} ${ctx.path} ${JSON.stringify(kept)} ${body}`)
    .digest('base64url');
  return `rc:${version}:${hash}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function send(ctx: Context, answer: CachedAnswer, hit: boolean, key?: string) {
  ctx.status = answer.status;
  if (hit && answer.headers) for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
  ctx.set('X-Cache', hit ? 'HIT' : 'MISS');
  // As strapi::cors says on the stack's answers: the answer to a request with an Origin differs.
  if (hit) ctx.vary('Origin');
  ctx.vary('Accept-Encoding');
  if (answer.total !== undefined) ctx.set(TOTAL_COUNT_HEADER, answer.total);
  if (answer.lowerBound) ctx.set(TOTAL_LOWER_BOUND_HEADER, 'true');
  if (ctx.get('if-none-match') === answer.etag) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  // Big answers go out gzipped to clients that accept it (browsers, the web server), compressed
  // once per answer and instance rather than once per request.
  const entry = key ? local()?.get(key) : undefined;
  if (key && entry && answer.body.length >= 1024 && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipOf(key, entry);
    return;
  }
  ctx.body = answer.body;
}

/**
 * The cache key of this request under the current content version, and its answer if kept; null
 * when the request is not cacheable or the shared store cannot be reached (the cache is skipped).
 */
async function probe(ctx: Context) {
  try {
    const version = await currentContentVersion();
    const key = keyFor(ctx, version);
    if (!key) return null;
    return { version, key, found: await lookup(key) };
  } catch (error) {
    // The store being unreachable is not the visitor's problem: the normal path answers.
    skipped(error);
    return null;
  }
}

let lastWarning = 0;
function skipped(error: unknown) {
  if (Date.now() - lastWarning < 10_000) return;
  lastWarning = Date.now();
  strapi.log.warn(`response cache skipped: ${(error as Error)?.message ?? String(error)}`);
}

/**
 * The fast path of a cached public read, tried before the rest of the middleware stack: a GET
 * (or a public search's POST) whose answer this content version already has is answered from
 * it, with the headers the stack set when the answer was made. Requests with an Origin (CORS
 * answers depend on it), staff requests (never cached) and anything not in the cache take the
 * normal path; a miss is handed to the route's cache middleware so it does not look again.
 * Answers true when it answered.
 */
export async function answerFromCache(ctx: Context): Promise<boolean> {
  if (!cacheEnabled() || ctx.get('origin') || ctx.get('authorization')) return false;
  if (ctx.method !== 'GET') {
    // A public search (POST) needs its body for the key: parsed here, once, by the stack's own
    // parser (lib/http/request-body). Only JSON and urlencoded bodies: multipart ones, and anything
    // else, meet the stack's doors (the multipart gate, global::multipart).
    if (ctx.method !== 'POST' || isMultipart(ctx) || !ctx.is('json', 'urlencoded')) return false;
    if (!bodyParserReady() || !cacheableRoute(ctx)) return false;
    try {
      await parseBody(ctx);
    } catch {
      return false;
    }
  }
  const probed = await probe(ctx);
  if (!probed) {
    ctx.state.responseCacheSkip = true;
    return false;
  }
  const { version, key, found } = probed;
  if (found?.answer.headers) {
    send(ctx, found.answer, true, key);
    return true;
  }
  if (!found) ctx.state.responseCacheMiss = { version, key };
  return false;
}

/** ctx.state flag of an answer that goes out but is not kept (a home with a failed section). */
export const NOT_KEPT = 'responseCacheNotKept';

/** Route middleware for public reads: answer from the cache, or compute, answer and keep. */
export async function responseCache(ctx: Context, next: Next): Promise<void> {
  // Staff see listings the public does not (lib/listing/public-listings): their answers are never kept nor replayed.
  if (!cacheEnabled() || ctx.get('authorization') || ctx.state.responseCacheSkip) return next();
  const miss = ctx.state.responseCacheMiss as { version: string; key: string } | undefined;
  const probed = miss ? { ...miss, found: undefined } : await probe(ctx);
  if (!probed) return next();
  const { version, key, found } = probed;
  if (found) {
    send(ctx, found.answer, true, key);
    return;
  }
  await next();
  if (ctx.status !== 200 || ctx.body === undefined || ctx.state[NOT_KEPT]) return;
  const body =
    typeof ctx.body === 'string'
      ? ctx.body
      : Buffer.isBuffer(ctx.body)
        ? ctx.body.toString('utf8')
        : JSON.stringify(ctx.body);
  const total = ctx.response.get(TOTAL_COUNT_HEADER);
  // Without an Origin the stack's headers are the same for every request to this URL; with one,
  // they are CORS answers for that origin and are not kept.
  let headers: Record<string, string> | undefined;
  if (!ctx.get('origin')) {
    headers = {};
    for (const [name, value] of Object.entries(ctx.response.headers))
      if (!PER_REQUEST.has(name.toLowerCase()) && !name.toLowerCase().startsWith('access-control-'))
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const answer: CachedAnswer = {
    status: 200,
    total: total ? String(total) : undefined,
    lowerBound: ctx.response.get(TOTAL_LOWER_BOUND_HEADER) === 'true' || undefined,
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    headers,
  };
  // Only keep the answer if no write happened while it was computed; a store that fails now
  // costs the keeping, never the answer.
  try {
    if ((await currentContentVersion()) === version) {
      remember(key, answer);
      await keepShared(key, answer);
    }
  } catch (error) {
    skipped(error);
  }
  send(ctx, answer, false, key);
}
