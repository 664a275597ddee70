import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SITEMAP_PAGE_MAX, type SitemapEntries } from '@estate/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiRequest } from '../../src/lib/api-client';
import { LOCALES } from '../../src/lib/i18n/locales';
import { fileCache } from '../file-cache';
import { buildSitemap, decodeBuild, encodeBuild, type ReadEntries, type SitemapBuild, type SitemapFile } from './build';

/*
 * /sitemap.xml and its parts under /sitemaps/ (docs/decisions/0088).
 *
 * The sitemap is built ahead of the crawlers, once per content version: at start, and after the
 * version changes (seen by the page cache's own knowledge of it, looked at every few seconds and
 * on every sitemap request), no sooner than `rebuildMs` after the previous build began, so a
 * stream of saves costs one build a minute, not one a save. While a build runs, the previous one
 * is served whole: a crawler never waits for one, and an index is never answered with parts of
 * another build. Only the very first request of a process may wait, for the first build. A part
 * the newest build no longer has is still served from the one before (a crawler that read the
 * previous index a moment ago finds what it named).
 */

const gunzip = promisify(zlib.gunzip);

/**
 * URLs per part: 10,000 pages in each of the site's languages, small enough that a save re-dates
 * 1/10 of 100,000 listings, not all of them.
 */
export const SITEMAP_PART_SIZE = 10_000 * LOCALES.length;
/**
 * Entries per CMS call. Each page is a block of work on both sides (the CMS's answer, then its
 * parsing and XML here, about 3 ms at 1,000): small enough that a page render waiting behind one
 * hardly notices, large enough that 100,000 listings are 100 calls.
 */
export const SITEMAP_CMS_PAGE = 1_000;
/** How often the content version is looked at without a request. */
const CHECK_MS = 5_000;
/** After a build failed, the next one waits at least this long (the CMS is away: no loop of failures). */
export const SITEMAP_RETRY_MS = 10_000;
/** A part's address: /sitemaps/pages.xml, /sitemaps/properties-3.xml, ... */
const PART_FILE = /^([a-z]+(?:-[1-9]\d{0,5})?)\.xml$/;

export interface SitemapOptions {
  siteUrl: string;
  read: ReadEntries;
  /** The content version pages are served for (undefined while the CMS cannot say). */
  contentVersion: () => Promise<string | undefined>;
  /** Build no sooner than this after the previous build began (milliseconds). */
  rebuildMs: number;
  /** Build no sooner than this after a build failed (milliseconds; SITEMAP_RETRY_MS unless said). */
  retryMs?: number;
  partSize?: number;
  /**
   * The server's cache folder: a build is kept there per content version, and the processes of
   * the server (WEB_WORKERS) make each one once between them, the others reading it. Without it
   * every process builds its own.
   */
  cacheDir?: string;
  log?: (message: string) => void;
}

/** Another process's stored builds are kept this long after a newer one is written (it may still read one). */
const STORED_KEPT_MS = 120_000;

/** The sitemap's entries from the CMS, a keyset page at a time, read without a schema walk. */
export function cmsSitemapEntries(pageSize = SITEMAP_CMS_PAGE): ReadEntries {
  const limit = Math.min(pageSize, SITEMAP_PAGE_MAX);
  return async (kind, after) => {
    const { data } = await apiRequest('getSitemapEntries', { query: { kind, after, limit }, parse: entriesPage });
    return data;
  };
}

/**
 * The answer's items with a slug (and the translations' own addresses, `slugs`), and its cursor;
 * anything else is a CMS that does not speak the contract.
 */
export function entriesPage(data: unknown): SitemapEntries {
  const { items, next } = (data ?? {}) as { items?: unknown; next?: unknown };
  if (!Array.isArray(items) || (next !== null && typeof next !== 'string'))
    throw new Error('getSitemapEntries answered something else than { items, next }');
  const entries: SitemapEntries['items'] = [];
  for (const item of items as Array<Record<string, unknown> | null>) {
    if (typeof item?.slug !== 'string' || !item.slug) continue;
    const slugs = ownAddresses(item.slugs);
    entries.push({
      slug: item.slug,
      updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : '',
      ...(slugs ? { slugs } : {}),
    });
  }
  return { items: entries, next };
}

/** A page's own addresses in the site's languages other than English, where the CMS names any. */
function ownAddresses(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const own = Object.entries(value).filter(
    (e): e is [string, string] => (LOCALES as readonly string[]).includes(e[0]) && typeof e[1] === 'string' && !!e[1],
  );
  return own.length ? Object.fromEntries(own) : undefined;
}

export class Sitemaps {
  private current: SitemapBuild | undefined;
  private previous: SitemapBuild | undefined;
  private building: Promise<SitemapBuild> | null = null;
  private lastStart = -Infinity;
  private failedAt = -Infinity;
  private ticker: NodeJS.Timeout | undefined;
  private waiting: NodeJS.Timeout | undefined;
  private readonly log: (message: string) => void;
  private readonly stored = fileCache<Buffer>();

  constructor(private readonly options: SitemapOptions) {
    this.log = options.log ?? ((m) => console.warn(`[web] sitemap: ${m}`));
  }

  /** Builds now, and keeps looking at the content version (a server's start; tests build on demand). */
  start(): void {
    void this.check();
    this.ticker ??= setInterval(() => void this.check(), CHECK_MS).unref();
  }

  stop(): void {
    clearInterval(this.ticker);
    clearTimeout(this.waiting);
    this.ticker = this.waiting = undefined;
  }

  /** The build being served (undefined before the first one ends). */
  served(): SitemapBuild | undefined {
    return this.current;
  }

  /** The build to answer from: the newest made while a newer one is made; only the first is waited for. */
  async ready(): Promise<SitemapBuild> {
    if (this.current) {
      void this.check();
      return this.current;
    }
    if (this.building) return this.building;
    if (this.retryIn() > 0) throw new Error('the last build failed a moment ago');
    return this.rebuild(await this.options.contentVersion().catch(() => undefined));
  }

  private retryIn(): number {
    return this.failedAt + (this.options.retryMs ?? SITEMAP_RETRY_MS) - Date.now();
  }

  /** Starts a build when the content version moved on and the last build began long enough ago. */
  private async check(): Promise<void> {
    if (this.building) return;
    const version = await this.options.contentVersion().catch(() => undefined);
    if (this.building) return;
    if (this.current && (version === undefined || version === this.current.version)) return;
    const wait = Math.max(this.lastStart + this.options.rebuildMs - Date.now(), this.retryIn());
    if (wait > 0) {
      // Once the wait is over (a request before then still builds the first one at once).
      this.waiting ??= setTimeout(() => {
        this.waiting = undefined;
        void this.check();
      }, wait).unref();
      return;
    }
    this.rebuild(version).catch(() => undefined);
  }

  private rebuild(version: string | undefined): Promise<SitemapBuild> {
    if (this.building) return this.building;
    this.lastStart = Date.now();
    const { cacheDir } = this.options;
    const run = (version && cacheDir ? this.shared(cacheDir, version) : this.make(version)).then(
      (built) => {
        this.building = null;
        this.previous = this.current;
        this.current = built;
        // A version that arrived meanwhile is built in its turn.
        void this.check();
        return built;
      },
      (error: Error) => {
        this.building = null;
        this.failedAt = Date.now();
        const served = this.current ? 'the previous build is served' : 'it answers 503 until a build succeeds';
        this.log(`the build for content version ${version ?? '(unknown)'} failed (${error.message}): ${served}`);
        throw error;
      },
    );
    this.building = run;
    return run;
  }

  private make(version: string | undefined): Promise<SitemapBuild> {
    return buildSitemap({
      read: this.options.read,
      siteUrl: this.options.siteUrl,
      version: version ?? 'unversioned',
      partSize: this.options.partSize ?? SITEMAP_PART_SIZE,
    });
  }

  /**
   * The build of a content version from the cache folder: made by the first process of the server
   * that asks (the others wait for its file), read by the others. Older versions' files go once
   * they are a while old.
   */
  private async shared(cacheDir: string, version: string): Promise<SitemapBuild> {
    const dir = path.join(cacheDir, 'sitemap');
    // The languages too: a file written for another set of languages lists other addresses.
    const key = `${this.options.siteUrl} ${this.options.partSize ?? SITEMAP_PART_SIZE} ${LOCALES.join(',')} ${version}`;
    const name = `${createHash('sha1').update(key).digest('hex').slice(0, 20)}.sitemap`;
    const file = path.join(dir, name);
    let bytes: Buffer;
    try {
      bytes = await this.stored(file, async () => encodeBuild(await this.make(version)));
    } catch (error) {
      // A folder that cannot be written (full, read-only) costs sharing, never the sitemap.
      if (!(error as NodeJS.ErrnoException).syscall) throw error;
      this.log(`${file}: ${(error as Error).message}: this process builds its own`);
      return this.make(version);
    }
    let built: SitemapBuild;
    try {
      built = decodeBuild(bytes);
    } catch (error) {
      // Not a file this code wrote whole: gone, so the next attempt makes it again.
      await fs.rm(file, { force: true });
      throw error;
    }
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const other of names.filter((n) => n.endsWith('.sitemap') && n !== name)) {
      const at = path.join(dir, other);
      const stat = await fs.stat(at).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STORED_KEPT_MS) await fs.rm(at, { force: true });
    }
    return built;
  }

  /** GET and HEAD /sitemap.xml: the index. */
  readonly index: RequestHandler = (req, res) => void this.answer(req, res, (built) => built.index);

  /** GET and HEAD /sitemaps/<name>.xml: a part, of the newest build or else of the one before. */
  readonly part: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const name = PART_FILE.exec(String(req.params.file))?.[1];
    if (!name || name === 'index') return next();
    void this.answer(req, res, (built) => built.parts.get(name) ?? this.previous?.parts.get(name));
  };

  private async answer(req: Request, res: Response, pick: (built: SitemapBuild) => SitemapFile | undefined) {
    let file: SitemapFile | undefined;
    try {
      file = pick(await this.ready());
    } catch {
      res.setHeader('Retry-After', '60');
      return void res.status(503).type('text/plain').send('The sitemap is temporarily unavailable');
    }
    if (!file) return void res.status(404).type('text/plain').send('No such sitemap');
    res.type('application/xml; charset=utf-8');
    // Crawlers come back at their own pace; a CDN may keep a file five minutes.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', new Date(file.lastmod).toUTCString());
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.fresh) return void res.status(304).end();
    if (req.acceptsEncodings('gzip') === 'gzip') {
      // Stored gzipped: the compression middleware leaves an encoded answer alone.
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', String(file.gzip.length));
      return void res.end(file.gzip);
    }
    try {
      const body = await gunzip(file.gzip);
      res.setHeader('Content-Length', String(body.length));
      res.end(body);
    } catch (error) {
      this.log(`${file.name}: ${(error as Error).message}`);
      if (!res.headersSent) res.status(500).type('text/plain').send('The sitemap is temporarily unavailable');
    }
  }
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
