import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { SitemapEntries, SitemapKind } from '@estate/contract';
import { languageVersions, LOCALES, type Locale } from '../../src/lib/i18n/locales';
import { STATIC_PAGES } from '../../src/lib/static-pages';
import { alternateLinks, sitemapIndex, URLSET_HEAD, URLSET_TAIL, urlElement } from './xml';

/*
 * One build of the sitemap (docs/decisions/0088): the index and its parts, each gzipped once and
 * kept whole, so a crawler's request costs a write of stored bytes whatever the catalogue holds.
 *
 * The entries come from the CMS a keyset page at a time and become XML as they arrive: each page's
 * text goes into its part's gzip stream (libuv's thread pool compresses it) and hash at once, so a
 * build holds one page of entries and the compressed parts, never a part's text (1.7 MB, whose
 * join and encoding blocked the event loop 20-30 ms at a time) nor the catalogue as objects.
 * Between two pages the build gives the event loop a turn: pages keep answering while it runs.
 */

/** One page of a kind's entries after a cursor (the CMS's getSitemapEntries). */
export type ReadEntries = (kind: SitemapKind, after: string | undefined) => Promise<SitemapEntries>;

/** The protocol's bound on the URLs of one file (sitemaps.org). */
export const PROTOCOL_MAX_URLS = 50_000;
/** The protocol's bound on the size of one file before compression: 50 MiB. */
export const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

/** The kinds with pages of their own, in the index's order: their parts' names, addresses and priority. */
export const KINDS: ReadonlyArray<{ kind: SitemapKind; part: string; path: string; priority: string }> = [
  { kind: 'property', part: 'properties', path: '/property/', priority: '0.8' },
  { kind: 'development', part: 'developments', path: '/development/', priority: '0.8' },
  { kind: 'area', part: 'areas', path: '/area/', priority: '0.7' },
  { kind: 'post', part: 'posts', path: '/blog-single/', priority: '0.5' },
];

const TAIL_BYTES = Buffer.byteLength(URLSET_TAIL);

/** The part of the pages without a slug (STATIC_PAGES). */
export const PAGES_PART = 'pages';

/** A file of the build, as it is sent. */
export interface SitemapFile {
  /** The part's name, as in /sitemaps/<name>.xml ('index' for /sitemap.xml). */
  name: string;
  gzip: Buffer;
  /** A weak validator of the content (the same content, the same tag, in any process). */
  etag: string;
  /**
   * The index's lastmod of a part and its Last-Modified (epoch ms): the newest updatedAt of its
   * pages. Read from the content alone, so every process and instance, and a process after a
   * restart, date the same content alike, and the index has one ETag wherever it is asked for.
   */
  lastmod: number;
  urls: number;
  /** Its size before gzip. */
  bytes: number;
}

export interface SitemapBuild {
  /** The content version it was built for. */
  version: string;
  startedAt: number;
  /** How long it took, in milliseconds. */
  tookMs: number;
  index: SitemapFile;
  /** Every part by name, in the index's order. */
  parts: ReadonlyMap<string, SitemapFile>;
  urls: number;
}

export interface BuildOptions {
  read: ReadEntries;
  /** The public origin every address starts with (PUBLIC_SITE_URL). */
  siteUrl: string;
  version: string;
  /** The most URLs in one part (at most the protocol's 50,000). */
  partSize: number;
  /** The most bytes of one part before compression (at most the protocol's 50 MiB). */
  partBytes?: number;
  now?: () => number;
}

/** A page's path: the kind's path, the slug as one path segment. */
const pagePath = (path: string, slug: string) => `${path}${encodeURIComponent(slug)}`;

/**
 * A page in every language of the site (docs/decisions/0098): each version's address, in the
 * languages' order, and the alternates every version's entry carries (x-default: the English one).
 */
function versionsOf(
  siteUrl: string,
  path: string,
  alternates?: Partial<Record<Locale, string>>,
): { locs: string[]; alternates: string } {
  const versions = languageVersions(siteUrl, path, alternates);
  return { locs: versions.slice(0, LOCALES.length).map((v) => v.href), alternates: alternateLinks(versions) };
}

export async function buildSitemap(options: BuildOptions): Promise<SitemapBuild> {
  const { read, partSize, partBytes = PROTOCOL_MAX_BYTES } = options;
  if (!Number.isInteger(partSize) || partSize < 1 || partSize > PROTOCOL_MAX_URLS)
    throw new RangeError(`partSize must be a whole number from 1 to ${PROTOCOL_MAX_URLS}, not ${partSize}`);
  if (!Number.isInteger(partBytes) || partBytes < 1024 || partBytes > PROTOCOL_MAX_BYTES)
    throw new RangeError(`partBytes must be a whole number from 1024 to ${PROTOCOL_MAX_BYTES}, not ${partBytes}`);
  const now = options.now ?? Date.now;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const startedAt = now();
  const parts = new Map<string, SitemapFile>();

  let newestOfAll = 0;
  for (const { kind, part: base, path, priority } of KINDS) {
    let part: PartWriter | undefined;
    let number = 0;
    let after: string | undefined;
    do {
      const page = await read(kind, after);
      let lines: string[] = [];
      let pending = 0;
      const closePart = async () => {
        await part!.add(lines);
        lines = [];
        pending = 0;
        await part!.write(URLSET_TAIL);
        parts.set(part!.name, await part!.close(startedAt));
        newestOfAll = Math.max(newestOfAll, part!.newest);
        part = undefined;
      };
      for (const entry of page.items) {
        // Every language's version of the page is a URL of its own, each naming all of them.
        // A language whose translation has an address of its own names it (docs/decisions/0102).
        const own = entry.slugs
          ? Object.fromEntries(Object.entries(entry.slugs).map(([locale, slug]) => [locale, pagePath(path, slug)]))
          : undefined;
        const { locs, alternates } = versionsOf(siteUrl, pagePath(path, entry.slug), own);
        for (const loc of locs) {
          const line = urlElement(loc, priority, entry.updatedAt, alternates);
          const size = Buffer.byteLength(line);
          // A part ends before the line that would take it past the protocol's size.
          if (part && lines.length + part.urls > 0 && part.bytes + pending + size + TAIL_BYTES > partBytes)
            await closePart();
          if (!part) {
            part = new PartWriter(`${base}-${(number += 1)}`);
            await part.write(URLSET_HEAD);
          }
          lines.push(line);
          pending += size;
          part.dated(entry.updatedAt);
          if (lines.length + part.urls === partSize) await closePart();
        }
      }
      if (lines.length) await part!.add(lines);
      if (page.next !== null && page.next === after)
        throw new Error(`the CMS answered the ${kind} page after ${after} again`);
      after = page.next ?? undefined;
      // Whatever waits (a page's answer, a CMS reply) runs before the next page is taken on.
      await nextTurn();
    } while (after);
    if (part) {
      await part.write(URLSET_TAIL);
      parts.set(part.name, await part.close(startedAt));
      newestOfAll = Math.max(newestOfAll, part.newest);
    }
  }
  // The home, the lists and the guides show the newest content: the pages' part is dated by it.
  const pagesPart = new PartWriter(PAGES_PART);
  await pagesPart.write(URLSET_HEAD);
  await pagesPart.add(
    STATIC_PAGES.flatMap((p) => {
      const { locs, alternates } = versionsOf(siteUrl, p.path);
      return locs.map((loc) => urlElement(loc, p.path === '/' ? '1.0' : '0.6', undefined, alternates));
    }),
  );
  await pagesPart.write(URLSET_TAIL);
  pagesPart.newest = newestOfAll;
  const pages = await pagesPart.close(startedAt);

  const files = [pages, ...parts.values()];
  const index = new PartWriter('index');
  await index.write(sitemapIndex(files.map((f) => ({ loc: `${siteUrl}/sitemaps/${f.name}.xml`, lastmod: f.lastmod }))));
  index.urls = files.length;
  index.newest = Math.max(...files.map((f) => f.lastmod));
  const indexFile = await index.close(startedAt);
  return {
    version: options.version,
    startedAt,
    tookMs: now() - startedAt,
    index: indexFile,
    parts: new Map(files.map((f) => [f.name, f])),
    urls: files.reduce((n, f) => n + f.urls, 0),
  };
}

/** A file being written: its text gzipped (on libuv's thread pool) and hashed as it comes. */
class PartWriter {
  private readonly gzip = zlib.createGzip();
  private readonly hash = createHash('sha1');
  private readonly compressed: Buffer[] = [];
  private readonly done: Promise<unknown>;
  /** The URLs (or, for the index, the parts) written so far. */
  urls = 0;
  bytes = 0;
  /** The newest updatedAt of its pages (epoch ms; 0 while none has one). */
  newest = 0;

  constructor(readonly name: string) {
    this.gzip.on('data', (chunk: Buffer) => this.compressed.push(chunk));
    this.done = once(this.gzip, 'end');
    // Failures reach close(), which awaits `done`; none goes unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  dated(updatedAt: string) {
    const t = Date.parse(updatedAt);
    if (Number.isFinite(t) && t > this.newest) this.newest = t;
  }

  /** Its pages' lines, one write for the lot. */
  add(lines: string[]) {
    this.urls += lines.length;
    return this.write(lines.join(''));
  }

  async write(text: string) {
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  /** The file, dated by its newest page (or by the build, `startedAt`, when none has a date). */
  async close(startedAt: number): Promise<SitemapFile> {
    this.gzip.end();
    await this.done;
    return {
      name: this.name,
      gzip: Buffer.concat(this.compressed),
      etag: `W/"${this.hash.digest('base64url')}"`,
      lastmod: this.newest || startedAt,
      urls: this.urls,
      bytes: this.bytes,
    };
  }
}

/*
 * A build as one file (web/server/sitemap/service.ts keeps it in the cache folder, so the
 * processes of one server build each content version once): a 4-byte length, a JSON head naming
 * each file and its place, then the gzipped files one after another.
 */

interface StoredHead {
  version: string;
  startedAt: number;
  tookMs: number;
  urls: number;
  files: Array<Omit<SitemapFile, 'gzip'> & { length: number }>;
}

export function encodeBuild(build: SitemapBuild): Buffer {
  const files = [build.index, ...build.parts.values()];
  const head: StoredHead = {
    version: build.version,
    startedAt: build.startedAt,
    tookMs: build.tookMs,
    urls: build.urls,
    files: files.map(({ gzip: bytes, ...file }) => ({ ...file, length: bytes.length })),
  };
  const json = Buffer.from(JSON.stringify(head), 'utf8');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(json.length);
  return Buffer.concat([size, json, ...files.map((f) => f.gzip)]);
}

/** A build read back; throws when the bytes are not one encodeBuild wrote whole. */
export function decodeBuild(bytes: Buffer): SitemapBuild {
  if (bytes.length < 4) throw new Error('a stored sitemap too short to hold its head');
  const size = bytes.readUInt32BE(0);
  const head = JSON.parse(bytes.subarray(4, 4 + size).toString('utf8')) as StoredHead;
  if (!Array.isArray(head.files) || !head.files.length) throw new Error('a stored sitemap without files');
  let at = 4 + size;
  const files = head.files.map(({ length, ...file }) => {
    const gzip = bytes.subarray(at, (at += length));
    if (gzip.length !== length) throw new Error(`a stored sitemap cut short in ${file.name}`);
    return { ...file, gzip };
  });
  if (at !== bytes.length) throw new Error('a stored sitemap with bytes past its last file');
  const [index, ...parts] = files;
  return {
    version: head.version,
    startedAt: head.startedAt,
    tookMs: head.tookMs,
    urls: head.urls,
    index: index!,
    parts: new Map(parts.map((p) => [p.name, p])),
  };
}
