import Redis from 'ioredis';

/**
 * A small key-value store for what must be shared between CMS instances: the response cache and
 * its version, rate-limit counters and the currency-rates cache. In memory by default (one
 * instance); in Redis when REDIS_URL is set, so any number of instances agree.
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

interface Entry {
  value: string;
  expires: number; // epoch ms, Infinity when none
}

export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.drop(key, e);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.map.delete(key);
    this.map.set(key, e);
    return e;
  }

  private drop(key: string, e: Entry) {
    this.map.delete(key);
    this.bytes -= e.value.length + key.length;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async getMany(keys: string[]) {
    return keys.map((k) => this.live(k)?.value ?? null);
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    const old = this.map.get(key);
    if (old) this.drop(key, old);
    this.map.set(key, { value, expires: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Infinity });
    this.bytes += value.length + key.length;
    // Least recently used first.
    for (const [k, e] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(k, e);
    }
  }

  async incr(key: string, ttlSeconds?: number) {
    const e = this.live(key);
    const next = (e ? Number(e.value) || 0 : 0) + 1;
    if (e) {
      this.bytes += String(next).length - e.value.length;
      e.value = String(next);
    } else await this.set(key, String(next), ttlSeconds);
    return next;
  }

  async del(key: string) {
    const e = this.map.get(key);
    if (e) this.drop(key, e);
  }

  async publish() {
    /* one instance: its listeners hear changes in process (lib/content-version) */
  }

  async close() {
    this.map.clear();
    this.bytes = 0;
  }
}

export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.on('error', (error) => strapi?.log?.warn?.(`redis: ${error.message}`));
  }

  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async getMany(keys: string[]) {
    if (!keys.length) return [];
    return this.redis.mget(keys.map((k) => this.prefix + k));
  }

  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds) await this.redis.set(this.prefix + key, value, 'EX', Math.max(1, Math.round(ttlSeconds)));
    else await this.redis.set(this.prefix + key, value);
  }

  async incr(key: string, ttlSeconds?: number) {
    const k = this.prefix + key;
    // Without a TTL the counter lives on (the content version must never fall back to an old value).
    if (!ttlSeconds) return this.redis.incr(k);
    const [[, value]] = (await this.redis
      .multi()
      .incr(k)
      .expire(k, Math.max(1, Math.round(ttlSeconds)), 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    return value;
  }

  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async publish(channel: string, message: string) {
    await this.redis.publish(this.prefix + channel, message);
  }

  async close() {
    await this.redis.quit();
  }
}

let shared: KeyValueStore | undefined;

/** The process's store, created on first use from REDIS_URL / REDIS_PREFIX. */
export function store(): KeyValueStore {
  if (!shared) {
    const url = process.env.REDIS_URL;
    shared = url ? new RedisStore(url, process.env.REDIS_PREFIX ?? 'estate:') : new MemoryStore();
  }
  return shared;
}

export async function closeStore(): Promise<void> {
  if (shared) await shared.close();
  shared = undefined;
}
