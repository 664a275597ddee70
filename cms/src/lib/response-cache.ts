import { createHash } from 'crypto';
import { gzipSync } from 'zlib';
import type { Context, Next } from 'koa';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { currentContentVersion } from './content-version';
import { store } from './store';

/**
 * A cache of public read answers shared by all CMS instances (through the store). Every content
 * write changes the content version after its transaction commits (lib/content-version), which
 * retires every cached answer at once: lists embed other entities (a development lists its
 * properties), so a write to any of them may change any answer. Writes are rare next to reads,
 * so this costs little.
 */
const ttl = () => Number(process.env.CACHE_TTL_SECONDS ?? 300);
export const cacheEnabled = () => process.env.CACHE_ENABLED !== 'false';

interface CachedAnswer {
  status: number;
  total?: string;
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
  TOTAL_COUNT_HEADER.toLowerCase(),
]);

/**
 * This instance's copy of recent answers, parsed, with their gzipped bodies. Keys carry the
 * content version, so a copy is never stale; the bound keeps memory flat. Reading a big list
 * answer back from the shared store and parsing it on every hit cost more than the answer itself.
 */
const LOCAL_MAX = 256;
const local = new Map<string, { answer: CachedAnswer; expires: number; gzip?: Buffer }>();

function remember(key: string, answer: CachedAnswer) {
  if (local.size >= LOCAL_MAX) local.delete(local.keys().next().value as string);
  local.set(key, { answer, expires: Date.now() + ttl() * 1000 });
}

async function lookup(key: string): Promise<{ answer: CachedAnswer; gzip?: Buffer } | undefined> {
  const mine = local.get(key);
  if (mine && mine.expires > Date.now()) return mine;
  local.delete(key);
  const stored = await store().get(key);
  if (!stored) return undefined;
  const answer = JSON.parse(stored) as CachedAnswer;
  remember(key, answer);
  return local.get(key);
}

function keyFor(ctx: Context, version: string): string {
  const body = ctx.method === 'GET' ? '' : stableJson((ctx.request as unknown as { body?: unknown }).body ?? {});
  const hash = createHash('sha1').update(`${ctx.method} ${ctx.url} ${body}`).digest('base64url');
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
  ctx.vary('Accept-Encoding');
  if (answer.total !== undefined) ctx.set(TOTAL_COUNT_HEADER, answer.total);
  if (ctx.get('if-none-match') === answer.etag) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  // Big answers go out gzipped to clients that accept it (browsers, the web server), compressed
  // once per answer and instance rather than once per request.
  const entry = key ? local.get(key) : undefined;
  if (entry && answer.body.length >= 1024 && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    entry.gzip ??= gzipSync(answer.body);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
    return;
  }
  ctx.body = answer.body;
}

/** The cache key of this request under the current content version, and its answer if kept. */
async function probe(ctx: Context) {
  const version = await currentContentVersion();
  const key = keyFor(ctx, version);
  return { version, key, found: await lookup(key) };
}

/**
 * The fast path of a cached public read, tried before the rest of the middleware stack: a GET
 * whose answer this content version already has is answered from it, with the headers the stack
 * set when the answer was made. Requests with an Origin (CORS answers depend on it), staff
 * requests (never cached) and anything not in the cache take the normal path; a miss is handed
 * to the route's cache middleware so it does not look again. Answers true when it answered.
 */
export async function answerFromCache(ctx: Context): Promise<boolean> {
  if (!cacheEnabled() || ctx.method !== 'GET' || ctx.get('origin') || ctx.get('authorization')) return false;
  try {
    const { version, key, found } = await probe(ctx);
    if (found?.answer.headers) {
      send(ctx, found.answer, true, key);
      return true;
    }
    if (!found) ctx.state.responseCacheMiss = { version, key };
    return false;
  } catch (error) {
    // The store being unreachable is not the visitor's problem: the normal path answers.
    strapi.log.warn(`response cache: ${(error as Error).message}`);
    return false;
  }
}

/** Route middleware for public reads: answer from the cache, or compute, answer and keep. */
export async function responseCache(ctx: Context, next: Next): Promise<void> {
  if (!cacheEnabled()) return next();
  const kv = store();
  const miss = ctx.state.responseCacheMiss as { version: string; key: string } | undefined;
  const { version, key, found } = miss ? { ...miss, found: undefined } : await probe(ctx);
  if (found) {
    send(ctx, found.answer, true, key);
    return;
  }
  await next();
  if (ctx.status !== 200 || ctx.body === undefined) return;
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
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    headers,
  };
  // Only keep the answer if no write happened while it was computed.
  if ((await currentContentVersion()) === version) {
    await kv.set(key, JSON.stringify(answer), ttl());
    remember(key, answer);
  }
  send(ctx, answer, false, key);
}
