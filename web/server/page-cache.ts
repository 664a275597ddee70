import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PREVIEW_PARAM, routeForm } from '@estate/contract';
import { Redis } from 'ioredis';
import { compressParts, gzipChunks, type SplicedGzip } from './spliced-gzip';

/*
 * The page cache of the public site (docs/decisions/0015).
 *
 * Public HTML answers to GET and HEAD are kept per page: in this instance's memory (an LRU bound
 * by bytes), and in Redis when one is configured (`pc:<version>:<key>`, with a TTL), so several
 * web instances render each page once per content version. A page is valid for one content
 * version: the token the CMS changes on every committed write (GET /api/admin/content-version,
 * polled at most once per poll interval, and pushed by Redis when the CMS publishes it). A page
 * of an older version is served as it is ("stale") while one background render per page and
 * instance makes the new one, so no visitor waits for a render after a staff save.
 *
 * The key is the path plus only the query parameters the route reads, normalised the way the
 * route parses them (tracking and cache-busting parameters make no new entries), never cookies.
 * Pages are rendered for that normalised address with no cookie and no credentials, so what is
 * stored can be shown to anyone. The currency is the visitor's choice in localStorage, applied
 * after hydration: the server always renders AED, so the currency neither splits nor spoils the
 * cache.
 *
 * Never cached: anything but GET and HEAD, the staff admin, the API, requests that carry an
 * Authorization header or a staff session cookie, answers other than 200, answers that set a
 * cookie. Every answer says what happened in X-Page-Cache: hit, stale, miss or bypass.
 *
 * Redis may fail at any time: every command has a short timeout and no offline queue, and a
 * failure only means the memory copy or a render is used.
 */

export const PAGE_CACHE_HEADER = 'X-Page-Cache';
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

/** A page as the renderer made it. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie of the answer (a page that sets one is never kept nor shared). */
  setCookie: string[];
  body: Buffer;
}

/** How a page is rendered: the address (path and normalised query) and the visitor's forwarding chain. */
export type RenderPage = (url: string, context: { forwardedFor: string; nonce: string }) => Promise<RenderedPage>;

/** The per-answer value (the CSP nonce) that a stored page holds a placeholder for. */
export interface NonceHooks {
  /** The placeholder that stands for the nonce in a stored page. */
  placeholder: string;
  /** This answer's nonce (set earlier in the middleware chain), if any. */
  current(res: Response): string | undefined;
  /** A fresh nonce for a render made for the cache. */
  fresh(): string;
}

export interface PageCacheOptions {
  render: RenderPage;
  /** Reads the CMS's content version (the contract's content-version route). */
  fetchVersion: () => Promise<string>;
  /** Upper bound of the memory copies, in bytes. */
  maxBytes: number;
  /** Seconds a stored page stays current without a version change (and its Redis TTL). */
  ttlSeconds: number;
  /** The content version is asked for at most this often (milliseconds). */
  pollMs: number;
  /** Shared copies (at most maxBytes written per TTL) and version announcements (optional). */
  redis?: { url: string; prefix: string; maxBytes: number };
  /** The other processes of this server, which learn every version this one reads (optional). */
  siblings?: Siblings;
  nonce?: NonceHooks;
  /** The visitor chain forwarded to the CMS for renders. */
  forwardedFor: (req: Request) => string;
  log?: (message: string) => void;
}

/* ----------------------------------------------------------------------- keys */

/**
 * The query parameters each route reads, normalised as it parses them; every other parameter
 * is dropped. A route not listed reads none. PERSONAL marks a page that is never stored (a
 * visitor's favourites).
 */
export type QueryNormaliser = ((params: URLSearchParams) => URLSearchParams) | typeof PERSONAL;
export const PERSONAL = 'personal' as const;

/**
 * Whether a path, in any spelling React Router matches (routeForm), is a personal page: never
 * stored here, nor by a CDN or a shared cache.
 */
export function isPersonalPage(path: string, normalisers: Record<string, QueryNormaliser>): boolean {
  return normalisers[routeForm(path)] === PERSONAL;
}

/**
 * Set on the browser of a staff user whose write went through this server (see afterWrites):
 * their pages are rendered for them, so they see what they saved at once, while visitors get the
 * stored page and its refresh. It grants nothing; anyone sending it only gives up the cache.
 */
export const STAFF_COOKIE_NAME = 'estate_staff';
const STAFF_COOKIE_SECONDS = 8 * 3600;

/** Cookies that mean a staff session (ours, the Strapi panel's, and any named like a token). */
const STAFF_COOKIE = /^(estate_staff|jwtToken|token|strapi_admin_refresh|koa\.sess(\.sig)?)$/i;

function hasStaffCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => STAFF_COOKIE.test(pair.split('=')[0]!.trim()));
}

/**
 * Paths that are never pages: the admin, the API and files, React Router's data and manifest
 * requests. `path` is a routeForm(), so every spelling a router would serve is recognised.
 */
function isPagePath(path: string): boolean {
  if (path === '/__manifest' || path.endsWith('.data')) return false;
  if (/^\/(admin|api|uploads|img|tiles|assets)(\/|$)/.test(path)) return false;
  // A last segment with an extension is a file (robots.txt, sitemap.xml, favicon.svg...).
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * The path and query of a request's target as written: the origin form (`/path?query`, doubled
 * slashes kept as such, not read as a host), or the path of an absolute form.
 */
function requestTarget(raw: string): { path: string; searchParams: URLSearchParams } {
  const at = raw.indexOf('?');
  let path = at < 0 ? raw : raw.slice(0, at);
  if (!path.startsWith('/')) path = URL.canParse(path) ? new URL(path).pathname : '/';
  return { path, searchParams: new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)) };
}

/**
 * The cache key (the normalised address) of a request, or null when the request must not be
 * answered from the cache.
 */
export function pageKey(req: Request, normalisers: Record<string, QueryNormaliser>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization) return null;
  if (hasStaffCookie(req.headers.cookie)) return null;
  // The path as the visitor wrote it is what is rendered (a slug's spelling is the page's own);
  // which route it is, and so which query it reads, is told in the routers' spelling.
  const { path, searchParams } = requestTarget(req.originalUrl || req.url);
  const form = routeForm(path);
  if (!isPagePath(form)) return null;
  // A draft preview is its link holder's only (docs/decisions/0036): never stored, never served from here.
  if (searchParams.has(PREVIEW_PARAM)) return null;
  const normalise = normalisers[form];
  if (normalise === PERSONAL) return null;
  if (!normalise) return path;
  const params = normalise(searchParams);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/* ---------------------------------------------------------------------- store */

interface StoredPage {
  version: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  status: number;
  headers: Record<string, string>;
  /** The body split where the nonce goes (one part when there is no nonce). */
  parts: Buffer[];
}

interface MemoryEntry extends StoredPage {
  bytes: number;
  /** The compressed parts, made on first need. */
  gzip?: SplicedGzip;
}

/** The memory copies: least recently used first out once the byte bound is passed. */
export class MemoryPages {
  private readonly entries = new Map<string, MemoryEntry>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): MemoryEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, page: StoredPage): MemoryEntry {
    this.delete(key);
    const bytes = page.parts.reduce((n, p) => n + p.length, 0) + key.length + JSON.stringify(page.headers).length + 128;
    const entry: MemoryEntry = { ...page, bytes };
    if (bytes > this.maxBytes) return entry;
    this.entries.set(key, entry);
    this.used += bytes;
    for (const [k, e] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(k);
      this.used -= e.bytes;
    }
    return entry;
  }

  /** Counts the compressed copy a page gained in the byte bound. */
  grew(key: string, entry: MemoryEntry, extra: number) {
    if (this.entries.get(key) !== entry) return;
    entry.bytes += extra;
    this.used += extra;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.used;
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
class RedisPages {
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

/* ------------------------------------------------------------------- versions */

/**
 * A content version as one process learned it: `knownAt` is a moment ({@link monotonicMs}) at which
 * it was current, the start of the read that answered it or the arrival of an announcement.
 * Processes of one server share that clock, so the later knowledge wins whichever arrives last.
 */
export interface VersionNews {
  version: string;
  knownAt: number;
}

/**
 * Milliseconds on the host's monotonic clock (CLOCK_MONOTONIC: one clock for every process of the
 * machine). Not the wall clock: a clock stepped back (NTP, a resumed VM) would make every read
 * after it look older than what is known, and a save's new version would be ignored.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint() / 1_000_000n);
}

/**
 * The other processes of this web server (web/cluster.js runs WEB_WORKERS of them): what one of them
 * learns about the content version, every other one learns too.
 */
export interface Siblings {
  /** Tells every other process; resolves once each has taken it in (or after a short bound). */
  tell(news: VersionNews): Promise<void>;
  /** Called with what another process learned. */
  listen(listener: (news: VersionNews) => void): void;
}

/**
 * The content version as this instance knows it: read from the CMS at most once per interval
 * (a request that finds it older starts one read and does not wait for it), pushed by Redis when
 * configured, shared with the other processes of this server, and read again at once when a write
 * went through this server (see `afterWrite`). Knowledge older than what is known is ignored: a
 * read that began before a save, answered after another process told this one of the save,
 * never brings the old version back.
 */
class ContentVersion {
  private value: string | undefined;
  /** When `value` was known to be current (see VersionNews). */
  private knownAt = -Infinity;
  private checkedAt = 0;
  private inFlight: Promise<string | undefined> | null = null;

  constructor(
    private readonly fetchVersion: () => Promise<string>,
    private readonly pollMs: number,
    private readonly log: (m: string) => void,
    private readonly siblings?: Siblings,
  ) {
    // Another process's read counts as this one's: the processes poll the CMS about once per
    // interval between them, and a change one of them sees is at once everyone's.
    siblings?.listen((news) => this.learn(news));
  }

  private learn(news: VersionNews) {
    if (news.knownAt < this.knownAt) return;
    this.value = news.version;
    this.knownAt = news.knownAt;
    // As old as the knowledge: a worker that becomes ready is given the newest version relayed
    // (web/cluster.js), which after a quiet spell may be older than a poll interval.
    this.checkedAt = Date.now() - Math.max(0, monotonicMs() - news.knownAt);
  }

  /** A version announced by the CMS (Redis): newer than anything read before it. */
  announce(version: string) {
    this.learn({ version, knownAt: monotonicMs() });
  }

  /** The version now; waits only when none was ever read (first request), else answers at once. */
  async current(): Promise<string | undefined> {
    if (this.value === undefined) return this.refresh();
    if (Date.now() - this.checkedAt >= this.pollMs) void this.refresh();
    return this.value;
  }

  /** The version as known now, without waiting (undefined before the first read); starts a due read. */
  peek(): string | undefined {
    if (this.value !== undefined && Date.now() - this.checkedAt >= this.pollMs) void this.refresh();
    return this.value;
  }

  /** Reads the version now (one poll at a time), keeping the last known one when the CMS fails. */
  refresh(): Promise<string | undefined> {
    this.inFlight ??= this.read()
      .then((news) => {
        // Shared without waiting: the others skip their own poll, and see a change as soon.
        if (news) void this.siblings?.tell(news).catch(() => undefined);
        return this.value;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /**
   * After a write went through this server: a read that starts now (a poll already under way may
   * have been answered before the write), and every other process of the server knows its answer
   * before this resolves, so none of them calls a page of the old content current afterwards.
   * Told once, and waited for.
   */
  async afterWrite(): Promise<void> {
    const news = await this.read();
    if (news) await this.siblings?.tell(news);
  }

  /** One read of the CMS's version, learned here; the caller shares it with the other processes. */
  private async read(): Promise<VersionNews | undefined> {
    const knownAt = monotonicMs();
    try {
      const news = { version: await this.fetchVersion(), knownAt };
      this.learn(news);
      return news;
    } catch (e) {
      this.log(`content version unavailable (${(e as Error).message}): pages stay as they are`);
      return undefined;
    } finally {
      this.checkedAt = Date.now();
    }
  }
}

/* ----------------------------------------------------------------- middleware */

export interface PageCache {
  /** The middleware answering pages (mount after the page security headers, before the renderer). */
  handler: RequestHandler;
  /**
   * The same answer for the common case, placed first in the server: a page stored for the
   * current version, to a client that takes gzip, is sent at once, with the headers `prepare`
   * sets (those the middleware it skips would have set: the page's security policy and nonce,
   * Cache-Control); anything else goes on to the rest of the server. Only pages that went through
   * the whole server once are stored, so it never answers an address something else would serve.
   */
  early(prepare: (req: Request, res: Response) => void): RequestHandler;
  /** Read the content version again now (after a write went through this server). */
  refreshVersion(): Promise<string | undefined>;
  /**
   * Middleware for the proxied API: a staff write's answer goes out only once this instance, and
   * every other process of this server, knows the content version the write made (the CMS
   * changes it before answering), so no page
   * of the old content is called current after the save's answer; and it marks the staff user's
   * browser (STAFF_COOKIE_NAME), whose pages are then rendered fresh for them.
   */
  afterWrites: RequestHandler;
  /** What is kept in memory (tests, diagnostics). */
  stats(): { pages: number; bytes: number };
  close(): Promise<void>;
}

/** Headers of a rendered page that belong to one answer only, never stored. */
const PER_ANSWER = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-security-policy',
  'content-security-policy-report-only',
  'cache-control',
  'vary',
  'etag',
  PAGE_CACHE_HEADER.toLowerCase(),
]);

function splitOn(body: Buffer, placeholder: string | undefined): Buffer[] {
  if (!placeholder) return [body];
  const parts: Buffer[] = [];
  const needle = Buffer.from(placeholder);
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function interleave(parts: Buffer[], value: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) chunks.push(value);
    chunks.push(part);
  });
  return chunks;
}

function acceptsGzip(req: Request): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(1(\.0*)?|0\.\d*[1-9]\d*))?\s*(,|$)/i.test(String(header));
}

export function createPageCache(options: PageCacheOptions, normalisers: Record<string, QueryNormaliser>): PageCache {
  const log = options.log ?? ((m: string) => console.warn(`[web] page cache: ${m}`));
  const memory = new MemoryPages(options.maxBytes);
  const versions = new ContentVersion(options.fetchVersion, options.pollMs, log, options.siblings);
  const redis = options.redis
    ? RedisPages.connect(options.redis.url, options.redis.prefix, (v) => versions.announce(v), log)
    : undefined;
  const ttlMs = options.ttlSeconds * 1000;
  const placeholder = options.nonce?.placeholder;
  /** One render per page at a time in this instance (single flight). */
  const renders = new Map<string, Promise<{ page: StoredPage | null; rendered: RenderedPage; nonce: string }>>();

  function stored(version: string, startedAt: number, rendered: RenderedPage, nonce: string): StoredPage | null {
    if (rendered.status !== 200 || rendered.setCookie.length) return null;
    if (!(rendered.headers['content-type'] ?? '').startsWith('text/html')) return null;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(rendered.headers)) if (!PER_ANSWER.has(k)) headers[k] = v;
    let body = rendered.body;
    if (placeholder && nonce) {
      // A placeholder in the content itself (written by an author) must never become a nonce.
      const text = body
        .toString('utf8')
        .split(placeholder)
        .join(`${placeholder}_DEFUSED`)
        .split(nonce)
        .join(placeholder);
      body = Buffer.from(text, 'utf8');
    }
    return { version, renderedAt: startedAt, status: 200, headers, parts: splitOn(body, placeholder) };
  }

  /**
   * Renders a page for the cache (one render per page and version at a time) and keeps it when
   * it may be kept. A render keeps the time it started: one that began before another never
   * replaces the other's page, whichever ends first.
   */
  function renderInto(key: string, version: string, forwardedFor: string) {
    const flight = `${version} ${key}`;
    let pending = renders.get(flight);
    if (!pending) {
      const nonce = options.nonce?.fresh() ?? '';
      const startedAt = Date.now();
      pending = options
        .render(key, { forwardedFor, nonce })
        .then(async (rendered) => {
          const page = stored(version, startedAt, rendered, nonce);
          const newer = memory.get(key);
          if (page && newer && newer.renderedAt > startedAt) {
            // A render that started later is kept already: this one answers its waiters only.
          } else if (page) {
            memory.set(key, page);
            await redis?.set(key, page, options.ttlSeconds, options.redis!.maxBytes);
          } else if (rendered.status >= 500) {
            log(`${key} answered ${rendered.status}: the page kept (if any) is served until a render succeeds`);
          } else {
            // Gone, moved or personal now: the old copy must not be served any more. A failed
            // render (5xx) keeps it, so a CMS outage costs freshness, not the page.
            memory.delete(key);
          }
          return { page, rendered, nonce };
        })
        .finally(() => renders.delete(flight));
      renders.set(flight, pending);
    }
    return pending;
  }

  function send(req: Request, res: Response, key: string, entry: MemoryEntry, outcome: PageCacheOutcome) {
    const nonce = placeholder ? (options.nonce?.current(res) ?? options.nonce!.fresh()) : '';
    res.status(entry.status);
    for (const [k, v] of Object.entries(entry.headers)) res.setHeader(k, v);
    res.setHeader(PAGE_CACHE_HEADER, outcome);
    res.setHeader('Vary', 'Accept-Encoding');
    let body: Buffer[];
    if (acceptsGzip(req)) {
      if (!entry.gzip) {
        entry.gzip = compressParts(entry.parts);
        memory.grew(
          key,
          entry,
          entry.gzip.parts.reduce((n, p) => n + p.length, 0),
        );
      }
      body = gzipChunks(entry.gzip, nonce);
      // Compressed already: the compression middleware leaves an encoded answer alone.
      res.setHeader('Content-Encoding', 'gzip');
    } else {
      body = interleave(entry.parts, Buffer.from(nonce));
    }
    res.setHeader('Content-Length', String(body.reduce((n, b) => n + b.length, 0)));
    if (req.method === 'HEAD') return void res.end();
    // One writev for the head and every chunk.
    res.cork();
    for (const chunk of body) res.write(chunk);
    res.end();
    res.uncork();
  }

  /**
   * A render that is not kept (a missing page, an error), as rendered for every visitor who waited
   * for it, each with this answer's nonce in place of the render's: the policy this answer carries
   * names only its own, and the page's scripts and styles must run under it.
   */
  function sendRendered(
    req: Request,
    res: Response,
    rendered: RenderedPage,
    renderNonce: string,
    outcome: PageCacheOutcome,
  ) {
    const nonce = renderNonce ? options.nonce?.current(res) : undefined;
    const body = nonce
      ? Buffer.concat(interleave(splitOn(rendered.body, renderNonce), Buffer.from(nonce)))
      : rendered.body;
    res.status(rendered.status);
    for (const [k, v] of Object.entries(rendered.headers)) if (!PER_ANSWER.has(k)) res.setHeader(k, v);
    res.setHeader(PAGE_CACHE_HEADER, outcome);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  async function lookup(key: string, version: string): Promise<MemoryEntry | undefined> {
    const mine = memory.get(key);
    if (mine && mine.version === version) return mine;
    const shared = redis ? await redis.get(version, key) : undefined;
    if (shared && shared.version === version) return memory.set(key, shared);
    return mine;
  }

  const handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const key = pageKey(req, normalisers);
    if (!key) {
      res.setHeader(PAGE_CACHE_HEADER, 'bypass');
      return next();
    }
    void (async () => {
      const version = await versions.current();
      if (version === undefined) {
        // The CMS cannot say which content is current: render as without a cache.
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        return next();
      }
      const forwardedFor = options.forwardedFor(req);
      const entry = await lookup(key, version);
      if (entry) {
        const current = entry.version === version && Date.now() - entry.renderedAt < ttlMs;
        if (current) return send(req, res, key, entry, 'hit');
        // Older content: this visitor gets it now, one render makes the new page for the next.
        renderInto(key, version, forwardedFor).catch((e: Error) => log(`refreshing ${key} failed: ${e.message}`));
        return send(req, res, key, entry, 'stale');
      }
      const { page, rendered, nonce } = await renderInto(key, version, forwardedFor);
      if (page) {
        const kept = memory.get(key);
        return send(req, res, key, kept?.version === version ? kept : { ...page, bytes: 0 }, 'miss');
      }
      // Not kept. A page that sets a cookie is this visitor's own: the ordinary renderer answers.
      if (rendered.setCookie.length) {
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        return next();
      }
      return sendRendered(req, res, rendered, nonce, 'miss');
    })().catch((e: Error) => {
      log(`${key}: ${e.message}`);
      // The cache failed, not the page: render it as without a cache while nothing was sent.
      if (res.headersSent) res.destroy(e);
      else {
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        next();
      }
    });
  };

  const early =
    (prepare: (req: Request, res: Response) => void): RequestHandler =>
    (req, res, next) => {
      const version = versions.peek();
      if (version === undefined || !acceptsGzip(req)) return next();
      const key = pageKey(req, normalisers);
      if (!key) return next();
      const entry = memory.get(key);
      if (!entry || entry.version !== version || Date.now() - entry.renderedAt >= ttlMs) return next();
      prepare(req, res);
      send(req, res, key, entry, 'hit');
    };

  const markStaff = (req: Request, res: Response) => {
    const secure = req.secure ? '; Secure' : '';
    const cookie = `${STAFF_COOKIE_NAME}=1; Path=/; Max-Age=${STAFF_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    const prior = res.getHeader('Set-Cookie');
    const list = prior === undefined ? [] : Array.isArray(prior) ? prior : [String(prior)];
    res.setHeader('Set-Cookie', [...list, cookie]);
  };

  const afterWrites: RequestHandler = (req, res, next) => {
    // Staff writes carry their token; the public forms (enquiries) change no page.
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !req.headers.authorization)
      return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let held: Array<() => void> | null = null;
    let passing = false;
    const hold = (send: () => void) => {
      if (passing) return send();
      if (!held) {
        held = [];
        // The status is known by the first write: only a successful write changed content.
        const succeeded = res.statusCode < 300;
        if (succeeded && !res.headersSent) markStaff(req, res);
        const ready = succeeded ? versions.afterWrite() : Promise.resolve();
        void ready.finally(() => {
          passing = true;
          for (const f of held!.splice(0)) f();
        });
      }
      held.push(send);
    };
    res.write = ((...args: unknown[]) => {
      hold(() => void write(...args));
      return true;
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      hold(() => void end(...args));
      return res;
    }) as Response['end'];
    next();
  };

  return {
    handler,
    early,
    afterWrites,
    refreshVersion: () => versions.refresh(),
    stats: () => ({ pages: memory.size, bytes: memory.bytes }),
    close: async () => {
      await redis?.close();
    },
  };
}
