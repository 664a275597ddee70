import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { compressParts, gzipChunks } from '../spliced-gzip';
import type { Currency } from '@estate/contract';
import { markStaff, pageCurrency, pageKey, storedPageKey, type QueryNormaliser } from './keys';
import { MemoryPages, RedisPages, type MemoryEntry, type StoredPage } from './stores';
import { ContentVersion, type Siblings } from './version';

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
 * Pages are rendered for that normalised address with no credentials and no cookie but the display
 * currency's, so what is stored can be shown to anyone who chose that currency. Prices are rendered
 * in the visitor's currency (docs/decisions/0072): each currency has its own copy of a page
 * (storedPageKey), and every answer varies by Cookie for any shared cache further out.
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

/**
 * How a page is rendered: the address (path and normalised query), the display currency, and the
 * visitor's forwarding chain.
 */
export type RenderPage = (
  url: string,
  context: { forwardedFor: string; nonce: string; currency: Currency },
) => Promise<RenderedPage>;

/** What a stored page varies by, for any shared cache between this server and the visitor. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';

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
  /** The content version pages are served for now (what else is kept per version asks it too). */
  currentVersion(): Promise<string | undefined>;
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
  function renderInto(key: string, page: { url: string; currency: Currency }, version: string, forwardedFor: string) {
    const flight = `${version} ${key}`;
    let pending = renders.get(flight);
    if (!pending) {
      const nonce = options.nonce?.fresh() ?? '';
      const startedAt = Date.now();
      pending = options
        .render(page.url, { forwardedFor, nonce, currency: page.currency })
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
    res.setHeader('Vary', PAGE_VARY);
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

  /** The stored key of a request's page and what it is rendered from, or null when the cache must not answer. */
  function pageOf(req: Request) {
    const url = pageKey(req, normalisers);
    if (!url) return null;
    const currency = pageCurrency(req);
    return { key: storedPageKey(url, currency), url, currency };
  }

  const handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const target = pageOf(req);
    if (!target) {
      res.setHeader(PAGE_CACHE_HEADER, 'bypass');
      return next();
    }
    const { key } = target;
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
        renderInto(key, target, version, forwardedFor).catch((e: Error) =>
          log(`refreshing ${key} failed: ${e.message}`),
        );
        return send(req, res, key, entry, 'stale');
      }
      const { page, rendered, nonce } = await renderInto(key, target, version, forwardedFor);
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
      const target = pageOf(req);
      if (!target) return next();
      const { key } = target;
      const entry = memory.get(key);
      if (!entry || entry.version !== version || Date.now() - entry.renderedAt >= ttlMs) return next();
      prepare(req, res);
      send(req, res, key, entry, 'hit');
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
    currentVersion: () => versions.current(),
    stats: () => ({ pages: memory.size, bytes: memory.bytes }),
    close: async () => {
      await redis?.close();
    },
  };
}
