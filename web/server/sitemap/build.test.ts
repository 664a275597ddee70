// @vitest-environment node
import zlib from 'node:zlib';
import type { SitemapEntries, SitemapKind } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../src/lib/static-pages';
import { buildSitemap, decodeBuild, encodeBuild, type ReadEntries, type SitemapBuild } from './build';
import { escapeXml } from './xml';

/*
 * One build of the sitemap from a catalogue read a keyset page at a time: the index, its parts
 * (never more URLs than the part size), the addresses escaped, and each part's lastmod.
 */

type Catalogue = Partial<Record<SitemapKind, SitemapEntries['items']>>;

const entries = (prefix: string, n: number, updatedAt = '2026-05-01T10:00:00.000Z') =>
  Array.from({ length: n }, (_, i) => ({ slug: `${prefix}-${i + 1}`, updatedAt }));

/** A CMS over a catalogue: pages of `pageSize` in order, the cursor an item's position as text. */
function cms(catalogue: Catalogue, pageSize = 3) {
  const calls: Array<{ kind: SitemapKind; after: string | undefined }> = [];
  const read: ReadEntries = async (kind, after) => {
    calls.push({ kind, after });
    const items = catalogue[kind] ?? [];
    const from = after === undefined ? 0 : Number(after);
    const page = items.slice(from, from + pageSize);
    return { items: page, next: from + pageSize < items.length ? String(from + pageSize) : null };
  };
  return { read, calls };
}

const text = (build: SitemapBuild, name: string) => {
  const file = name === 'index' ? build.index : build.parts.get(name);
  if (!file) throw new Error(`no ${name} in the build`);
  return zlib.gunzipSync(file.gzip).toString('utf8');
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

const build = (catalogue: Catalogue, extra: Partial<Parameters<typeof buildSitemap>[0]> = {}) =>
  buildSitemap({
    read: cms(catalogue).read,
    siteUrl: 'https://estate.ae',
    version: 'v1',
    // Four pages a part, each in the site's four languages.
    partSize: 16,
    ...extra,
  });

describe('a sitemap build', () => {
  it('answers an index of parts of at most the part size, every page in exactly one part', async () => {
    const built = await build({
      property: entries('villa', 9),
      development: entries('tower', 4),
      area: entries('area', 1),
      post: [],
    });
    expect([...built.parts.keys()]).toEqual([
      'pages',
      'properties-1',
      'properties-2',
      'properties-3',
      'developments-1',
      'areas-1',
    ]);
    expect([...built.parts.values()].map((p) => p.urls)).toEqual([STATIC_PAGES.length * 4, 16, 16, 4, 16, 4]);
    expect(locs(text(built, 'index'))).toEqual(
      [...built.parts.keys()].map((n) => `https://estate.ae/sitemaps/${n}.xml`),
    );
    expect(text(built, 'index')).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(text(built, 'index').match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(6);

    const inEveryLanguage = (path: string) =>
      ['', '/ar', '/ru', '/zh'].map((prefix) => `https://estate.ae${prefix}${path}`);
    const listed = ['properties-1', 'properties-2', 'properties-3'].flatMap((n) => locs(text(built, n)));
    expect(listed).toEqual(entries('villa', 9).flatMap((e) => inEveryLanguage(`/property/${e.slug}`)));
    expect(locs(text(built, 'developments-1'))).toEqual(
      [1, 2, 3, 4].flatMap((i) => inEveryLanguage(`/development/tower-${i}`)),
    );
    expect(locs(text(built, 'areas-1'))).toEqual(inEveryLanguage('/area/area-1'));
    expect(locs(text(built, 'pages'))).toContain('https://estate.ae/privateOffice');
    expect(locs(text(built, 'pages'))).toContain('https://estate.ae/ru/privateOffice');
    expect(locs(text(built, 'pages')).slice(0, 4)).toEqual(['https://estate.ae/', ...inEveryLanguage('').slice(1)]);
    expect(built.urls).toBe((STATIC_PAGES.length + 14) * 4);
  });

  it("names each page's versions in every language, in the entry of each version", async () => {
    const built = await build({ property: entries('villa', 1) });
    const xml = text(built, 'properties-1');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://estate.ae/property/villa-1"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://estate.ae/ar/property/villa-1"/>' +
      '<xhtml:link rel="alternate" hreflang="ru" href="https://estate.ae/ru/property/villa-1"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://estate.ae/zh/property/villa-1"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://estate.ae/property/villa-1"/>';
    for (const prefix of ['', '/ar', '/ru', '/zh'])
      expect(xml).toContain(
        `<url><loc>https://estate.ae${prefix}/property/villa-1</loc><lastmod>2026-05-01</lastmod><priority>0.8</priority>${alternates}</url>`,
      );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    const home = text(built, 'pages');
    expect(home).toContain(
      '<url><loc>https://estate.ae/ar</loc><priority>1.0</priority><xhtml:link rel="alternate" hreflang="en" href="https://estate.ae/"/>',
    );
  });

  it('names a translation that has an address of its own by it, in every entry', async () => {
    const built = await build({
      post: [{ slug: 'villa-guide', updatedAt: '2026-05-01T10:00:00.000Z', slugs: { ru: 'gid-po-villam' } }],
    });
    const xml = text(built, 'posts-1');
    expect(locs(xml)).toEqual([
      'https://estate.ae/blog-single/villa-guide',
      'https://estate.ae/ar/blog-single/villa-guide',
      'https://estate.ae/ru/blog-single/gid-po-villam',
      'https://estate.ae/zh/blog-single/villa-guide',
    ]);
    expect(xml.match(/hreflang="ru" href="https:\/\/estate.ae\/ru\/blog-single\/gid-po-villam"/g)).toHaveLength(4);
  });

  it('reads each kind by its cursor, page after page, never by offset', async () => {
    const { read, calls } = cms({ property: entries('villa', 7) }, 3);
    await buildSitemap({ read, siteUrl: 'https://estate.ae', version: 'v1', partSize: 50_000 });
    expect(calls.filter((c) => c.kind === 'property').map((c) => c.after)).toEqual([undefined, '3', '6']);
    expect(calls.filter((c) => c.kind !== 'property').map((c) => c.after)).toEqual([undefined, undefined, undefined]);
  });

  it('escapes what XML cannot hold as it is and keeps a slug one path segment', async () => {
    const built = await build({ property: [{ slug: `sea & sky <"villa"> it's/2?\u0001`, updatedAt: 'not a date' }] });
    const xml = text(built, 'properties-1');
    expect(xml).toContain(
      `<loc>https://estate.ae/property/sea%20%26%20sky%20%3C%22villa%22%3E%20it&apos;s%2F2%3F%01</loc>`,
    );
    expect(xml).not.toContain('<lastmod>');
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0008`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('writes the site address without a trailing slash and an empty catalogue as the pages alone', async () => {
    const built = await build({}, { siteUrl: 'https://estate.ae/' });
    expect([...built.parts.keys()]).toEqual(['pages']);
    expect(locs(text(built, 'index'))).toEqual(['https://estate.ae/sitemaps/pages.xml']);
  });

  it('refuses a part size the protocol does not allow', async () => {
    await expect(build({}, { partSize: 50_001 })).rejects.toThrow(/partSize/);
    await expect(build({}, { partSize: 0 })).rejects.toThrow(/partSize/);
    await expect(build({}, { partBytes: 50 * 1024 * 1024 + 1 })).rejects.toThrow(/partBytes/);
  });

  it('ends a part before it would pass its size in bytes, whatever its count of URLs', async () => {
    const built = await build({ property: entries('villa', 30) }, { partSize: 50_000, partBytes: 8192 });
    const names = [...built.parts.keys()].filter((n) => n.startsWith('properties-'));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      const xml = text(built, name);
      expect(Buffer.byteLength(xml), name).toBeLessThanOrEqual(8192);
      expect(xml.endsWith('</urlset>\n'), name).toBe(true);
    }
    const listed = names.flatMap((n) => locs(text(built, n)));
    expect(listed).toHaveLength(30 * 4);
    expect(new Set(listed).size).toBe(30 * 4);
  });

  it('gives waiting callbacks a turn between two pages of the CMS, however fast it answers', async () => {
    let pagesWhenTheTurnCame: number | undefined;
    const { read, calls } = cms({ property: entries('villa', 30) }, 3);
    const watched: ReadEntries = (kind, after) => {
      if (calls.length === 0) setImmediate(() => (pagesWhenTheTurnCame ??= calls.length));
      return read(kind, after);
    };
    await buildSitemap({ read: watched, siteUrl: 'https://estate.ae', version: 'v1', partSize: 50_000 });
    expect(calls.length).toBe(13);
    expect(pagesWhenTheTurnCame).toBe(1);
  });

  it('stops when the CMS answers the same cursor again, instead of reading forever', async () => {
    const read: ReadEntries = async () => ({ items: entries('loop', 2), next: 'same' });
    await expect(buildSitemap({ read, siteUrl: 'https://estate.ae', version: 'v1', partSize: 10 })).rejects.toThrow(
      /again/,
    );
  });
});

describe("a part's lastmod", () => {
  const day = (d: number) => `2026-05-${String(d).padStart(2, '0')}T08:00:00.000Z`;

  it("is its newest page's date, and the newest of all for the pages without dates of their own", async () => {
    const villas = entries('villa', 6).map((e, i) => ({ ...e, updatedAt: day(i + 1) }));
    const built = await build({ property: villas, post: [{ slug: 'guide', updatedAt: day(9) }] });
    expect(built.parts.get('properties-1')!.lastmod).toBe(Date.parse(day(4)));
    expect(built.parts.get('properties-2')!.lastmod).toBe(Date.parse(day(6)));
    expect(built.parts.get('pages')!.lastmod).toBe(Date.parse(day(9)));
    expect(built.index.lastmod).toBe(Date.parse(day(9)));
    expect(text(built, 'index')).toContain(
      '<sitemap><loc>https://estate.ae/sitemaps/properties-1.xml</loc><lastmod>2026-05-04T08:00:00Z</lastmod></sitemap>',
    );
  });

  it('is read from the content alone: any process, at any time, dates and tags the same catalogue alike', async () => {
    const villas = entries('villa', 8).map((e, i) => ({ ...e, updatedAt: day(i + 1) }));
    const first = await build({ property: villas }, { now: () => Date.parse('2026-06-01T00:00:00Z') });
    const later = await build({ property: villas }, { now: () => Date.parse('2026-06-02T00:00:00Z') });
    expect(later.index.etag).toBe(first.index.etag);
    expect([...later.parts.values()].map((p) => [p.etag, p.lastmod])).toEqual(
      [...first.parts.values()].map((p) => [p.etag, p.lastmod]),
    );

    // villa-6 is saved: its part is dated by the save, the part before it keeps its date.
    const saved = villas.map((v) => (v.slug === 'villa-6' ? { ...v, updatedAt: '2026-06-02T09:30:00.000Z' } : v));
    const after = await build({ property: saved });
    expect(after.parts.get('properties-1')!.lastmod).toBe(first.parts.get('properties-1')!.lastmod);
    expect(after.parts.get('properties-1')!.etag).toBe(first.parts.get('properties-1')!.etag);
    expect(after.parts.get('properties-2')!.lastmod).toBe(Date.parse('2026-06-02T09:30:00Z'));
    expect(after.index.etag).not.toBe(first.index.etag);
  });
});

describe('a stored build', () => {
  it('reads back as it was written, and refuses bytes cut short', async () => {
    const built = await build({ property: entries('villa', 9), area: entries('area', 2) });
    const bytes = encodeBuild(built);
    const back = decodeBuild(bytes);
    expect(back.version).toBe('v1');
    expect(back.urls).toBe(built.urls);
    expect(back.index).toEqual(built.index);
    expect([...back.parts.keys()]).toEqual([...built.parts.keys()]);
    expect(text(back, 'properties-3')).toBe(text(built, 'properties-3'));
    expect(() => decodeBuild(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
    expect(() => decodeBuild(Buffer.concat([bytes, Buffer.from('x')]))).toThrow(/past its last file/);
  });
});
