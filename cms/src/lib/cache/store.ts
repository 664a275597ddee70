import { EventEmitter } from 'events';
import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { storeConfig } from './store-config';

/**
 * The stores of what must be shared between CMS instances (docs/decisions/0004 and 0012):
 *
 * - store(): small shared state (the content version, the rates cache) and, in Redis mode, the
 *   response cache. In memory for one instance; in Redis when REDIS_URL is set. When Redis is
 *   down it throws StoreUnavailable at once (no offline queue, short timeouts): callers skip the
 *   cache rather than wait.
 * - softStore(): the same state, falling back to this instance's memory when Redis is down, for
 *   values that are worth having even if not shared for a moment (currency rates).
 *
 * The rate limits count in lib/cache/rate-limiters, over this store's Redis connection.
 */
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** The values of several keys in one round trip. */
  getMany(keys: string[]): Promise<Array<string | null>>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Increment a counter, creating it with the TTL when new; answers the new value. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  del(key: string): Promise<void>;
  /** Announce a message to every subscriber of the channel (Redis pub/sub; nothing to do in memory). */
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
}

/** The shared store cannot be reached right now; the caller carries on without it. */
export class StoreUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailable';
  }
}

/** An in-process store with a byte bound, least recently used first out. Holds small state only. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly cache: LRUCache<string, string>;

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.cache = new LRUCache<string, string>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
    });
  }

  async get(key: string) {
    return this.cache.get(key) ?? null;
  }

  async getMany(keys: string[]) {
    return keys.map((k) => this.cache.get(k) ?? null);
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.cache.set(key, value, ttlSeconds ? { ttl: ttlSeconds * 1000 } : {});
  }

  async incr(key: string, ttlSeconds?: number) {
    const current = this.cache.get(key);
    const next = (current === undefined ? 0 : Number(current) || 0) + 1;
    // A counter keeps the lifetime it was created with.
    if (current === undefined) await this.set(key, String(next), ttlSeconds);
    else this.cache.set(key, String(next), { noUpdateTTL: true });
    return next;
  }

  async del(key: string) {
    this.cache.delete(key);
  }

  async publish() {
    /* one instance: its listeners hear changes in process (lib/cache/content-version) */
  }

  async close() {
    this.cache.clear();
  }
}

const TRANSIENT =
  /timed? ?out|ECONNREFUSED|ECONNRESET|EPIPE|Connection is closed|isn't writeable|max retries|MaxRetriesPerRequest|ETIMEDOUT|EHOSTUNREACH|ENOTCONN/i;

/**
 * Redis that fails fast: no offline queue (a command while disconnected fails at once instead of
 * waiting for the reconnect), connect and command timeouts of REDIS_TIMEOUT_MS, and after a
 * timeout a second of not asking at all, so a hung server costs one timeout per second, not one
 * per request. ioredis reconnects by itself; `recovered` fires when it is back after a loss.
 */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  readonly redis: Redis;
  readonly events = new EventEmitter();
  private downUntil = 0;
  private lost = false;
  private everReady = false;
  private lastLog = 0;

  constructor(
    url: string,
    readonly prefix: string,
    private readonly timeoutMs: number,
  ) {
    this.redis = new Redis(url, {
      connectTimeout: timeoutMs,
      // A backstop that clears commands a hung server never answers; run() gives up far sooner.
      commandTimeout: Math.max(1000, timeoutMs * 5),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(100 * times, 1000),
    });
    this.redis.on('error', (error: Error) => this.warn(`redis: ${error.message}`));
    this.redis.on('close', () => {
      this.lost = true;
    });
    this.redis.on('ready', () => {
      const first = !this.everReady;
      this.everReady = true;
      if (!this.lost) return;
      this.lost = false;
      this.downUntil = 0;
      // After a start that waited for Redis in vain this is its first arrival, not a return; the
      // caches built meanwhile are stale either way, so 'recovered' fires in both cases.
      strapi?.log?.info?.(first ? 'redis: connected' : 'redis: connected again');
      this.events.emit('recovered');
    });
  }

  /** At most one warning every 10 s: a down Redis must not flood the log. */
  private warn(message: string) {
    if (Date.now() - this.lastLog < 10_000) return;
    this.lastLog = Date.now();
    strapi?.log?.warn?.(`${message} (the cache is skipped and limits count in memory until it is back)`);
  }

  /** True once connected, false when waitMs pass first (the client keeps trying on its own). */
  connected(waitMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      this.redis.on('ready', onReady);
    });
  }

  /** Connected and not just timed out. */
  get available(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.downUntil;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (!this.available)
      throw new StoreUnavailable(`redis is ${this.redis.status === 'ready' ? 'slow' : 'unreachable'}`);
    try {
      return await this.withinTimeout(command());
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      if (TRANSIENT.test(message) || (error as Error)?.name === 'MaxRetriesPerRequestError') {
        this.downUntil = Date.now() + 1000;
        this.lost = true;
        this.warn(`redis: ${message}`);
        throw new StoreUnavailable(`redis: ${message}`);
      }
      throw error;
    }
  }

  /**
   * The command's answer, or a timeout after REDIS_TIMEOUT_MS. When the timer fires, pending I/O
   * is read first (one turn of the event loop): a busy process whose answer already arrived must
   * not take its own slowness for Redis being down.
   */
  private withinTimeout<T>(pending: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`Command timed out after ${this.timeoutMs} ms`));
        });
      }, this.timeoutMs);
      pending.then(
        (value) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  get(key: string) {
    return this.run(() => this.redis.get(this.prefix + key));
  }

  async getMany(keys: string[]) {
    if (!keys.length) return [];
    return this.run(() => this.redis.mget(keys.map((k) => this.prefix + k)));
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    await this.run(() =>
      ttlSeconds
        ? this.redis.set(this.prefix + key, value, 'EX', Math.max(1, Math.round(ttlSeconds)))
        : this.redis.set(this.prefix + key, value),
    );
  }

  async incr(key: string, ttlSeconds?: number) {
    const k = this.prefix + key;
    // Without a TTL the counter lives on (the content version must never fall back to an old value).
    if (!ttlSeconds) return this.run(() => this.redis.incr(k));
    return this.incrBy(key, 1, ttlSeconds);
  }

  /** Add to a counter in one round trip, giving it the TTL when new; answers the new value. */
  async incrBy(key: string, by: number, ttlSeconds: number): Promise<number> {
    const k = this.prefix + key;
    const results = await this.run(() =>
      this.redis
        .multi()
        .incrby(k, by)
        .expire(k, Math.max(1, Math.round(ttlSeconds)), 'NX')
        .exec(),
    );
    const [first] = (results ?? []) as Array<[Error | null, number]>;
    if (!first) throw new StoreUnavailable('redis: the transaction was discarded');
    if (first[0]) throw first[0];
    return first[1];
  }

  async del(key: string) {
    await this.run(() => this.redis.del(this.prefix + key));
  }

  async publish(channel: string, message: string) {
    await this.run(() => this.redis.publish(this.prefix + channel, message));
  }

  async close() {
    this.events.removeAllListeners();
    try {
      if (this.redis.status === 'ready') await this.redis.quit();
      else this.redis.disconnect();
    } catch {
      this.redis.disconnect();
    }
  }
}

/** The shared state, or this instance's memory while Redis cannot be reached. */
class SoftStore implements KeyValueStore {
  readonly kind: 'memory' | 'redis';
  constructor(
    private readonly primary: KeyValueStore,
    private readonly fallback: MemoryStore,
  ) {
    this.kind = primary.kind;
  }

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) strapi?.log?.warn?.(`store: ${(error as Error).message}`);
      return local();
    }
  }

  get(key: string) {
    return this.either(
      () => this.primary.get(key),
      () => this.fallback.get(key),
    );
  }
  getMany(keys: string[]) {
    return this.either(
      () => this.primary.getMany(keys),
      () => this.fallback.getMany(keys),
    );
  }
  set(key: string, value: string, ttlSeconds?: number) {
    return this.either(
      () => this.primary.set(key, value, ttlSeconds),
      () => this.fallback.set(key, value, ttlSeconds),
    );
  }
  incr(key: string, ttlSeconds?: number) {
    return this.either(
      () => this.primary.incr(key, ttlSeconds),
      () => this.fallback.incr(key, ttlSeconds),
    );
  }
  del(key: string) {
    return this.either(
      () => this.primary.del(key),
      () => this.fallback.del(key),
    );
  }
  async publish(channel: string, message: string) {
    await this.primary.publish(channel, message).catch(() => undefined);
  }
  async close() {
    await this.fallback.close();
  }
}

/* ------------------------------------------------------------ the process's */

let shared: KeyValueStore | undefined;
let soft: KeyValueStore | undefined;

/** The process's shared store, created on first use from REDIS_URL / REDIS_PREFIX / REDIS_TIMEOUT_MS. */
export function store(): KeyValueStore {
  if (!shared) {
    const { redisUrl, redisPrefix, redisTimeoutMs } = storeConfig();
    shared = redisUrl ? new RedisStore(redisUrl, redisPrefix, redisTimeoutMs) : new MemoryStore();
  }
  return shared;
}

/** The Redis store when REDIS_URL is set, for the few callers that need more than key-value. */
export function redisStore(): RedisStore | undefined {
  const s = store();
  return s instanceof RedisStore ? s : undefined;
}

/**
 * Called once as the CMS starts, before it serves: with Redis configured, waits up to
 * REDIS_START_WAIT_MS for the connection. Otherwise the first requests after a start would find
 * Redis "unavailable" while it is still connecting, and take this instance's empty memory for the
 * shared state (a save would price in the configured fallback rates rather than the last good
 * ones). Redis down at start delays the start by the wait, then the CMS serves without it; a wait
 * of 0 starts at once.
 */
export async function connectStore(): Promise<void> {
  const redis = redisStore();
  const waitMs = storeConfig().redisStartWaitMs;
  if (!redis || waitMs === 0 || (await redis.connected(waitMs))) return;
  strapi?.log?.warn?.(
    `redis: not reachable within REDIS_START_WAIT_MS (${waitMs} ms); serving without it until it is back`,
  );
}

export function softStore(): KeyValueStore {
  if (!soft) {
    const s = store();
    soft = s instanceof RedisStore ? new SoftStore(s, new MemoryStore()) : s;
  }
  return soft;
}

export async function closeStore(): Promise<void> {
  if (soft && soft !== shared) await soft.close();
  if (shared) await shared.close();
  shared = undefined;
  soft = undefined;
}
