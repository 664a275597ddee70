// @vitest-environment node
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { SitemapEntries, SitemapKind } from '@estate/contract';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadEntries } from './build';
import { entriesPage, Sitemaps, type SitemapOptions } from './service';

/*
 * The sitemap as crawlers get it: built ahead of them per content version, the previous build
 * served whole while the next is made, builds spaced by rebuildMs, and the first request of a
 * process the only one that may wait.
 */

type Catalogue = Partial<Record<SitemapKind, SitemapEntries['items']>>;
const villas = (n: number, updatedAt = '2026-05-01T10:00:00.000Z') =>
  Array.from({ length: n }, (_, i) => ({ slug: `villa-${i + 1}`, updatedAt }));

/** A CMS whose catalogue and content version the test changes; `hold` keeps its answers back. */
function fakeCms(catalogue: Catalogue, version = 'v1') {
  const state = { catalogue, version, reads: 0, fail: false, held: null as Promise<void> | null };
  const read: ReadEntries = async (kind, after) => {
    state.reads += 1;
    if (state.held) await state.held;
    if (state.fail) throw new Error('CMS unavailable');
    const items = state.catalogue[kind] ?? [];
    const from = after === undefined ? 0 : Number(after);
    return { items: items.slice(from, from + 5), next: from + 5 < items.length ? String(from + 5) : null };
  };
  const hold = () => {
    let release!: () => void;
    state.held = new Promise<void>((r) => (release = r));
    return () => {
      state.held = null;
      release();
    };
  };
  return { state, read, hold, contentVersion: async () => state.version };
}

const servers: http.Server[] = [];
const services: Sitemaps[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  for (const s of services.splice(0)) s.stop();
});

async function serve(options: Omit<SitemapOptions, 'siteUrl'>) {
  const logs: string[] = [];
  const sitemaps = new Sitemaps({ siteUrl: 'https://estate.ae', log: (m) => logs.push(m), ...options });
  services.push(sitemaps);
  const app = express();
  app.get('/sitemap.xml', sitemaps.index);
  app.get('/sitemaps/:file', sitemaps.part);
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { sitemaps, logs, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A GET through node:http, the body as sent (fetch would decompress it). */
function get(url: string, headers: http.OutgoingHttpHeaders = { 'accept-encoding': 'gzip' }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
          });
        })
        .on('error', reject);
    },
  );
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
/** The English addresses a part lists (each page is also listed in /ar, /ru and /zh: build.test.ts). */
const english = (xml: string) => locs(xml).filter((loc) => !/^https:\/\/estate\.ae\/(ar|ru|zh)(\/|$)/.test(loc));
/** A part size of `pages` pages, each listed in the site's four languages. */
const pagesOf = (pages: number) => pages * 4;

describe('the sitemap service', () => {
  it('answers the index and each part it names, gzipped, with validators, and 404 for any other part', async () => {
    const cms = fakeCms({ property: villas(7), post: [{ slug: 'guide', updatedAt: '2026-04-01T00:00:00.000Z' }] });
    const { base } = await serve({ ...cms, rebuildMs: 60_000, partSize: pagesOf(3) });

    const index = await get(`${base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('public, max-age=300');
    expect(index.headers.vary).toMatch(/Accept-Encoding/);
    expect(index.text).toContain('<sitemapindex');
    const parts = locs(index.text);
    expect(parts).toEqual(
      ['pages', 'properties-1', 'properties-2', 'properties-3', 'posts-1'].map(
        (n) => `https://estate.ae/sitemaps/${n}.xml`,
      ),
    );
    for (const loc of parts) {
      const part = await get(`${base}${new URL(loc).pathname}`);
      expect(part.status, loc).toBe(200);
      expect(part.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(english(part.text).length).toBeLessThanOrEqual(loc.includes('pages') ? 50 : 3);
    }
    expect(english((await get(`${base}/sitemaps/properties-3.xml`)).text)).toEqual([
      'https://estate.ae/property/villa-7',
    ]);

    const first = await get(`${base}/sitemaps/properties-1.xml`);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(Date.parse(String(first.headers['last-modified']))).toBe(Date.parse('2026-05-01T10:00:00Z'));
    const again = await get(`${base}/sitemaps/properties-1.xml`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    for (const missing of ['properties-4.xml', 'areas-1.xml', 'index.xml', 'pages.txt'])
      expect((await get(`${base}/sitemaps/${missing}`)).status, missing).toBe(404);
  });

  it('sends plain XML to a client that does not take gzip', async () => {
    const cms = fakeCms({ property: villas(2) });
    const { base } = await serve({ ...cms, rebuildMs: 60_000 });
    const plain = await get(`${base}/sitemaps/properties-1.xml`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(english(plain.text)).toEqual(['https://estate.ae/property/villa-1', 'https://estate.ae/property/villa-2']);
  });

  it('serves the previous build at once while the next content version is built, then the new one', async () => {
    const cms = fakeCms({ property: villas(2) });
    const { base, sitemaps } = await serve({ ...cms, rebuildMs: 0 });
    expect(english((await get(`${base}/sitemaps/properties-1.xml`)).text)).toHaveLength(2);

    cms.state.catalogue = { property: villas(3) };
    cms.state.version = 'v2';
    const release = cms.hold();
    // This request starts the build and is answered from the one before without waiting for it.
    const during = await get(`${base}/sitemaps/properties-1.xml`);
    expect(english(during.text)).toHaveLength(2);
    expect(sitemaps.served()?.version).toBe('v1');
    await vi.waitFor(() => expect(cms.state.reads).toBeGreaterThan(4));
    expect(english((await get(`${base}/sitemaps/properties-1.xml`)).text)).toHaveLength(2);
    release();
    await vi.waitFor(() => expect(sitemaps.served()?.version).toBe('v2'));
    expect(english((await get(`${base}/sitemaps/properties-1.xml`)).text)).toHaveLength(3);
  });

  it('builds ahead of any request once started, and again for each new version, spaced by rebuildMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      const cms = fakeCms({ property: villas(1) });
      const { sitemaps } = await serve({ ...cms, rebuildMs: 60_000 });
      sitemaps.start();
      await vi.waitFor(() => expect(sitemaps.served()?.version).toBe('v1'));

      cms.state.version = 'v2';
      // Seen within the next look at the version, but the previous build began less than a minute ago.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sitemaps.served()?.version).toBe('v1');
      cms.state.version = 'v3';
      await vi.advanceTimersByTimeAsync(50_000);
      expect(sitemaps.served()?.version).toBe('v1');
      // A minute after the first build began: the newest version, once (v2 is never built).
      await vi.advanceTimersByTimeAsync(6_000);
      await vi.waitFor(() => expect(sitemaps.served()?.version).toBe('v3'));
      expect(cms.state.reads).toBe(2 * 4);
      const builds = cms.state.reads;
      // No change: no build.
      await vi.advanceTimersByTimeAsync(120_000);
      expect(cms.state.reads).toBe(builds);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a part the newest build dropped from the build before it', async () => {
    const cms = fakeCms({ property: villas(4) });
    const { base, sitemaps } = await serve({ ...cms, rebuildMs: 0, partSize: pagesOf(2) });
    expect((await get(`${base}/sitemap.xml`)).text).toContain('properties-2.xml');
    cms.state.catalogue = { property: villas(2) };
    cms.state.version = 'v2';
    await get(`${base}/sitemap.xml`);
    await vi.waitFor(() => expect(sitemaps.served()?.version).toBe('v2'));
    expect((await get(`${base}/sitemap.xml`)).text).not.toContain('properties-2.xml');
    expect(english((await get(`${base}/sitemaps/properties-2.xml`)).text)).toEqual([
      'https://estate.ae/property/villa-3',
      'https://estate.ae/property/villa-4',
    ]);
  });

  it('answers 503 until a first build succeeds, and keeps a good build when a later one fails', async () => {
    const cms = fakeCms({ property: villas(1) });
    cms.state.fail = true;
    const { base, logs, sitemaps } = await serve({ ...cms, rebuildMs: 0, retryMs: 300 });
    const down = await get(`${base}/sitemap.xml`);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.text).toBe('The sitemap is temporarily unavailable');
    expect(logs.join('\n')).toMatch(/failed \(CMS unavailable\): it answers 503/);

    // Not tried again at once: a CMS that is away is not asked by every crawler's request.
    cms.state.fail = false;
    const reads = cms.state.reads;
    expect((await get(`${base}/sitemap.xml`)).status).toBe(503);
    expect(cms.state.reads).toBe(reads);
    await new Promise((r) => setTimeout(r, 350));
    expect((await get(`${base}/sitemap.xml`)).status).toBe(200);

    cms.state.fail = true;
    cms.state.version = 'v2';
    await get(`${base}/sitemap.xml`);
    await vi.waitFor(() => expect(logs.join('\n')).toMatch(/the previous build is served/));
    expect(sitemaps.served()?.version).toBe('v1');
    expect((await get(`${base}/sitemaps/properties-1.xml`)).status).toBe(200);
    // One failed attempt, not a loop of them.
    const failures = logs.length;
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(`${base}/sitemap.xml`)).status).toBe(200);
    expect(logs).toHaveLength(failures);
  });

  it('builds each content version once for the processes of a server, which share its cache folder', async () => {
    const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-'));
    try {
      const cms = fakeCms({ property: villas(12) });
      // Two services over one folder stand for two processes of one server.
      const one = await serve({ ...cms, rebuildMs: 0, cacheDir });
      const two = await serve({ ...cms, rebuildMs: 0, cacheDir });
      const [a, b] = await Promise.all([get(`${one.base}/sitemap.xml`), get(`${two.base}/sitemap.xml`)]);
      expect(a.status).toBe(200);
      expect(b.headers.etag).toBe(a.headers.etag);
      // One build's reads: three pages of listings, one of each other kind.
      expect(cms.state.reads).toBe(6);

      cms.state.catalogue = { property: villas(13) };
      cms.state.version = 'v2';
      await Promise.all([get(`${one.base}/sitemap.xml`), get(`${two.base}/sitemap.xml`)]);
      await vi.waitFor(() => expect([one, two].map((x) => x.sitemaps.served()?.version)).toEqual(['v2', 'v2']));
      expect(cms.state.reads).toBe(12);
      expect(english((await get(`${two.base}/sitemaps/properties-1.xml`)).text)).toHaveLength(13);

      // A stored file that is not whole is dropped and made again.
      const stored = (await fs.readdir(path.join(cacheDir, 'sitemap'))).filter((n) => n.endsWith('.sitemap'));
      expect(stored.length).toBeGreaterThan(0);
      for (const name of stored) await fs.writeFile(path.join(cacheDir, 'sitemap', name), 'not a sitemap');
      const three = await serve({ ...cms, rebuildMs: 0, retryMs: 0, cacheDir });
      expect((await get(`${three.base}/sitemap.xml`)).status).toBe(503);
      expect(three.logs.join('\n')).toMatch(/failed/);
      expect((await get(`${three.base}/sitemap.xml`)).status).toBe(200);
    } finally {
      await fs.rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('builds in the process when the cache folder cannot be written', async () => {
    const notAFolder = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-')), 'file');
    await fs.writeFile(notAFolder, 'a file where the folder would be');
    const cms = fakeCms({ property: villas(2) });
    const { base, logs } = await serve({ ...cms, rebuildMs: 0, cacheDir: notAFolder });
    expect((await get(`${base}/sitemaps/properties-1.xml`)).status).toBe(200);
    expect(logs.join('\n')).toMatch(/this process builds its own/);
    await fs.rm(path.dirname(notAFolder), { recursive: true, force: true });
  });
});

describe("the CMS's sitemap entries", () => {
  it("keep each translation's own address, and drop what is not an address in one of the site's languages", () => {
    const page = entriesPage({
      items: [
        { slug: 'gulf-penthouse', updatedAt: '2026-05-01T10:00:00.000Z', slugs: { ru: 'penthaus-u-zaliva' } },
        { slug: 'palm-villa', updatedAt: '2026-05-01T10:00:00.000Z', slugs: { fr: 'villa-palme', ar: 3 } },
        { slug: 'marina-loft', updatedAt: '2026-05-01T10:00:00.000Z' },
      ],
      next: null,
    });
    expect(page.items).toEqual([
      { slug: 'gulf-penthouse', updatedAt: '2026-05-01T10:00:00.000Z', slugs: { ru: 'penthaus-u-zaliva' } },
      { slug: 'palm-villa', updatedAt: '2026-05-01T10:00:00.000Z' },
      { slug: 'marina-loft', updatedAt: '2026-05-01T10:00:00.000Z' },
    ]);
  });
});
