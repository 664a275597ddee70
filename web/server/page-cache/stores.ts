import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { SplicedGzip } from '../spliced-gzip';

/*
 * Where the page cache keeps pages: this instance's memory (an LRU bound by bytes) and, when one
 * is configured, Redis (`pc:<version>:<key>`, with a TTL), shared by every web instance.
 */

/** A page as kept: one content version's render, with the nonce's places cut out of the body. */
export interface StoredPage {
  version: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  status: number;
  headers: Record<string, string>;
  /** The body split where the nonce goes (one part when there is no nonce). */
  parts: Buffer[];
}

/** A page in memory, with what it counts for in the byte bound. */
export interface MemoryEntry extends StoredPage {
  bytes: number;
  /** The compressed parts, made on first need. */
  gzip?: SplicedGzip;
}

/** The memory copies: least recently used first out once the byte bound is passed. */
export class MemoryPages {
  private readonly entries: LRUCache<string, MemoryEntry>;

  constructor(private readonly maxBytes: number) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  get(key: string): MemoryEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, page: StoredPage): MemoryEntry {
    this.entries.delete(key);
    const bytes = page.parts.reduce((n, p) => n + p.length, 0) + key.length + JSON.stringify(page.headers).length + 128;
    const entry: MemoryEntry = { ...page, bytes };
    // A page larger than the whole bound is answered, never kept.
    if (bytes <= this.maxBytes) this.entries.set(key, entry);
    return entry;
  }

  /** Counts the compressed copy a page gained in the byte bound. */
  grew(key: string, entry: MemoryEntry, extra: number) {
    if (this.entries.peek(key) !== entry) return;
    entry.bytes += extra;
    if (entry.bytes > this.maxBytes) this.entries.delete(key);
    // Set again, so the bound counts its new size (and makes room for it).
    else this.entries.set(key, entry);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.entries.calculatedSize;
  }
}

/** One stored page as bytes for Redis: a JSON head line, then the parts. */
function encode(page: StoredPage): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      version: page.version,
      renderedAt: page.renderedAt,
      status: page.status,
      headers: page.headers,
      lengths: page.parts.map((p) => p.length),
    }) + '\n',
  );
  return Buffer.concat([head, ...page.parts]);
}

function decode(data: Buffer): StoredPage | undefined {
  const end = data.indexOf(0x0a);
  if (end < 0) return undefined;
  try {
    const head = JSON.parse(data.subarray(0, end).toString('utf8')) as Omit<StoredPage, 'parts'> & {
      lengths: number[];
    };
    const parts: Buffer[] = [];
    let at = end + 1;
    for (const length of head.lengths) {
      parts.push(data.subarray(at, at + length));
      at += length;
    }
    if (at !== data.length) return undefined;
    return { version: head.version, renderedAt: head.renderedAt, status: head.status, headers: head.headers, parts };
  } catch {
    return undefined;
  }
}

/** Redis copies and the CMS's version announcements; every failure is an absent copy. */
export class RedisPages {
  private readonly client: Redis;
  private readonly subscriber: Redis;

  private constructor(
    client: Redis,
    subscriber: Redis,
    private readonly prefix: string,
  ) {
    this.client = client;
    this.subscriber = subscriber;
  }

  static connect(url: string, prefix: string, onVersion: (version: string) => void, log: (m: string) => void) {
    const options = {
      // A command waits at most this long; a Redis that is down answers at once (no queue).
      commandTimeout: 150,
      connectTimeout: 1000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 1000,
      lazyConnect: false,
    };
    const client = new Redis(url, options);
    // The subscriber queues its SUBSCRIBE until it is connected, and subscribes again after a reconnect.
    const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
    let down = false;
    for (const c of [client, subscriber]) {
      c.on('error', (e: Error) => {
        if (!down) log(`Redis unavailable (${e.message}): pages are kept in memory only until it is back`);
        down = true;
      });
      c.on('ready', () => (down = false));
    }
    // The CMS publishes every new content version on its channel (cms/src/lib/cache/content-version.ts).
    const channel = `${prefix}rc:events`;
    subscriber.on('message', (ch: string, message: string) => {
      if (ch === channel && message) onVersion(message);
    });
    subscriber.subscribe(channel).catch(() => undefined);
    return new RedisPages(client, subscriber, prefix);
  }

  private key(version: string, key: string) {
    // Hashed: a page address may be long; the version stays readable for inspection.
    return `${this.prefix}pc:${version}:${createHash('sha1').update(key).digest('base64url')}`;
  }

  async get(version: string, key: string): Promise<StoredPage | undefined> {
    try {
      const data = await this.client.getBuffer(this.key(version, key));
      return data ? decode(data) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Stores a page unless the pages written within one TTL would pass `maxBytes`. The Redis is
   * shared with rate-limit counters and runs without eviction (docker-compose.yml): pages must
   * never fill it. Every page expires within one TTL of its write, so the bytes written in the
   * last TTL (counted per minute, in counters that expire too) bound what is stored.
   */
  async set(key: string, page: StoredPage, ttlSeconds: number, maxBytes: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlSeconds));
    const data = encode(page);
    const minute = Math.floor(Date.now() / 60_000);
    const buckets = Array.from({ length: Math.ceil(ttl / 60) + 1 }, (_, i) => `${this.prefix}pc:bytes:${minute - i}`);
    try {
      const written = await this.client
        .multi()
        .incrby(buckets[0]!, data.length)
        .expire(buckets[0]!, ttl + 120)
        .mget(...buckets.slice(1))
        .exec();
      const mine = Number(written?.[0]?.[1] ?? 0);
      const earlier = ((written?.[2]?.[1] as (string | null)[] | undefined) ?? []).reduce(
        (n, v) => n + Number(v ?? 0),
        0,
      );
      if (mine + earlier > maxBytes) {
        await this.client.decrby(buckets[0]!, data.length);
        return;
      }
      await this.client.set(this.key(page.version, key), data, 'EX', ttl);
    } catch {
      /* memory only while Redis is away */
    }
  }

  async close() {
    this.client.disconnect();
    this.subscriber.disconnect();
  }
}
