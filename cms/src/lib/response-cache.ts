import { createHash } from 'crypto';
import type { Context, Next } from 'koa';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { store } from './store';

/**
 * A cache of public read answers shared by all CMS instances (through the store). Every content
 * write bumps one version number after its transaction commits, which retires every cached
 * answer at once: lists embed other entities (a development lists its properties), so a write to
 * any of them may change any answer. Writes are rare next to reads, so this costs little.
 */
const VERSION_KEY = 'rc:version';
const ttl = () => Number(process.env.CACHE_TTL_SECONDS ?? 300);
export const cacheEnabled = () => process.env.CACHE_ENABLED !== 'false';

export async function bumpContentVersion(): Promise<void> {
  await store().incr(VERSION_KEY);
}

interface CachedAnswer {
  status: number;
  total?: string;
  etag: string;
  body: string;
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

function send(ctx: Context, answer: CachedAnswer, hit: boolean) {
  ctx.status = answer.status;
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
  ctx.set('X-Cache', hit ? 'HIT' : 'MISS');
  if (answer.total !== undefined) ctx.set(TOTAL_COUNT_HEADER, answer.total);
  if (ctx.get('if-none-match') === answer.etag) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = answer.body;
}

/** Route middleware for public reads: answer from the cache, or compute, answer and keep. */
export async function responseCache(ctx: Context, next: Next): Promise<void> {
  if (!cacheEnabled()) return next();
  const kv = store();
  const version = (await kv.get(VERSION_KEY)) ?? '0';
  const key = keyFor(ctx, version);
  const cached = await kv.get(key);
  if (cached) {
    send(ctx, JSON.parse(cached) as CachedAnswer, true);
    return;
  }
  await next();
  if (ctx.status !== 200 || ctx.body === undefined) return;
  const body = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
  const total = ctx.response.get(TOTAL_COUNT_HEADER);
  const answer: CachedAnswer = {
    status: 200,
    total: total ? String(total) : undefined,
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    body,
  };
  // Only keep the answer if no write happened while it was computed.
  if (((await kv.get(VERSION_KEY)) ?? '0') === version) await kv.set(key, JSON.stringify(answer), ttl());
  send(ctx, answer, false);
}
