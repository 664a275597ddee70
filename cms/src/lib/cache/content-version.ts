import { AsyncLocalStorage } from 'async_hooks';
import { randomBytes } from 'crypto';
import { EventEmitter } from 'events';
import type { Context, Next } from 'koa';
import { permitExpiredSince } from '../listing/permit-expiry';
import { redisStore, store } from './store';

/**
 * The content version: an opaque token that changes whenever committed content changes. Cached
 * API answers (response-cache) and cached pages of the web server are valid for one version only,
 * so a change retires them all at once (docs/decisions/0004).
 *
 * The token is new and unique on every change (time and randomness, not a counter), so a store
 * that lost its data (a Redis restart) can never hand out a version under which stale answers
 * were kept. In Redis mode the token lives under VERSION_KEY and each change is also published on
 * VERSION_CHANNEL (both under REDIS_PREFIX), for the web servers that keep pages.
 *
 * A write's answer is sent only after the version has changed: the change is made after the
 * transaction commits and the request waits for it (contentVersionScope), so a read that
 * follows a save's answer never meets an answer cached before the save.
 */

export const VERSION_KEY = 'rc:version';
export const VERSION_CHANNEL = 'rc:events';

const changes = new EventEmitter();
changes.setMaxListeners(0);

const newToken = () => `${Date.now().toString(36)}-${randomBytes(6).toString('base64url')}`;

/**
 * A change this instance could not record (Redis down or slow at that moment), or Redis back after
 * a loss: the next read makes a new version first, since answers kept under the old one may be
 * stale. Until it succeeds the version cannot be read and the cache is skipped.
 */
let owed = false;
let watching = false;

function watchRedis() {
  if (watching) return;
  watching = true;
  redisStore()?.events.on('recovered', () => {
    owed = true;
  });
}

/** The current version; a store without one (first start, or emptied) gets a fresh one. */
export async function currentContentVersion(): Promise<string> {
  watchRedis();
  if (owed) return bumpContentVersion();
  const kv = store();
  const found = await kv.get(VERSION_KEY);
  // A permit that ran out since this version was made changes what the public sees (lib/listing/permit-expiry).
  if (found) return (await permitExpiredSince(found)) ? bumpContentVersion() : found;
  const token = newToken();
  await kv.set(VERSION_KEY, token);
  return (await kv.get(VERSION_KEY)) ?? token;
}

/** Retire every cached answer and page: a new version, announced to listeners and subscribers. */
export async function bumpContentVersion(): Promise<string> {
  watchRedis();
  const token = newToken();
  const kv = store();
  try {
    await kv.set(VERSION_KEY, token);
    owed = false;
  } catch (error) {
    owed = true;
    throw error;
  }
  changes.emit('change', token);
  // Subscribers (web page caches) also poll the version: a lost announcement costs them a second.
  await kv.publish(VERSION_CHANNEL, token).catch(() => undefined);
  return token;
}

/** Called with each new version this instance makes. Answers a function that stops listening. */
export function onContentVersion(listener: (version: string) => void): () => void {
  changes.on('change', listener);
  return () => changes.off('change', listener);
}

const pending = new AsyncLocalStorage<Set<Promise<unknown>>>();

/**
 * A version change after a commit (save hooks, media changes). Inside a request it is awaited
 * before the request's answer goes out; elsewhere (bootstrap, the outbox) it runs on its own.
 */
export function bumpAfterCommit(): void {
  const change = bumpContentVersion().catch((e: Error) => strapi.log.error(`content version: ${e.message}`));
  pending.getStore()?.add(change);
}

/** Global middleware: the request's answer waits for the version changes its writes made. */
export function contentVersionScope() {
  return async (ctx: Context, next: Next) => {
    const changesOfRequest = new Set<Promise<unknown>>();
    await pending.run(changesOfRequest, async () => {
      try {
        await next();
      } finally {
        while (changesOfRequest.size) {
          const batch = [...changesOfRequest];
          changesOfRequest.clear();
          await Promise.all(batch);
        }
      }
    });
  };
}
