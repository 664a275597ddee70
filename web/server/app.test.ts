// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { trustedProxyMatcher } from '@estate/contract';
import sharp from 'sharp';
import { createApp } from './app';
import { server as msw } from '../src/testing/server';
import { DEFAULT_PERMIT_CHECK_URL, parseEnv, type ServerEnv } from './env';
import { precompressDir } from '@estate/vite-precompress';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const field${i} = { label: 'Field ${i}' };`).join(
  '\n',
);

/** A GET whose body is kept as the bytes sent (fetch would decompress it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/*
 * The web server against a fake CMS speaking the contract's HTTP: what it proxies, serves and
 * renders itself. The React Router build is not involved (page rendering is tested elsewhere).
 */

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The web server's end of the connection the request came on. */
  port?: number;
}

const seen: Seen[] = [];
let photo: Buffer;
const slugs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ slug: `${prefix}-${i + 1}`, updatedAt: '2025-07-01T00:00:00.000Z' }));
const lists: Record<string, { slug: string; updatedAt: string }[]> = {
  'get-properties': slugs('villa', 2345),
  'get-developments': slugs('tower', 2),
  'get-areas': slugs('area', 1),
  'get-posts': slugs('post', 1),
};
/** The sitemap's kinds, as the CMS's getSitemapEntries names them. */
const sitemapKinds: Record<string, string> = {
  property: 'get-properties',
  development: 'get-developments',
  area: 'get-areas',
  post: 'get-posts',
};

const cms = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers, port: req.socket.remotePort });
  const url = new URL(req.url ?? '/', 'http://cms');
  if (url.pathname === '/uploads/photo.jpg') {
    res.writeHead(200, { 'Content-Type': 'image/jpeg' });
    res.end(photo);
    return;
  }
  if (url.pathname === '/api/admin/content-version') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ version: 'v1' }));
    return;
  }
  if (url.pathname === '/api/admin/sitemap-entries') {
    // Keyset pages: the cursor is the last item's position, as text.
    const items = lists[sitemapKinds[url.searchParams.get('kind') ?? ''] ?? ''] ?? [];
    const limit = Number(url.searchParams.get('limit') ?? 5000);
    const from = Number(url.searchParams.get('after') ?? 0);
    const next = from + limit < items.length ? String(from + limit) : null;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ items: items.slice(from, from + limit), next }));
    return;
  }
  const list = lists[url.pathname.replace('/api/admin/', '')];
  if (list) {
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(list.length) });
    res.end(JSON.stringify(list.slice(offset, offset + limit)));
    return;
  }
  const feed = /^\/api\/admin\/feeds\/([a-z-]+)$/.exec(url.pathname);
  if (feed) {
    // The CMS's getPortalFeed: XML with the right token, 404 otherwise; an ETag to revalidate.
    if (url.searchParams.get('token') !== 'feed-secret' || url.search.includes('utm')) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { ETag: '"v1"' });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', ETag: '"v1"' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><list listing_count="1"><portal>${feed[1]}</portal></list>`);
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: url.pathname, method: req.method }));
    return;
  }
  res.writeHead(404);
  res.end();
});

let web: http.Server;
let base = '';
let cacheDir = '';
let adminDir = '';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start(overrides: Partial<ServerEnv> = {}): Promise<string> {
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  const env = {
    ...parseEnv({ CMS_URL: cmsUrl, PUBLIC_SITE_URL: 'https://estate.ae', NODE_ENV: 'test' }),
    ADMIN_UI_DIST: adminDir,
    CACHE_DIR: cacheDir,
    ...overrides,
  };
  const app = createApp({ env, build: () => Promise.reject(new Error('no pages in this test')) });
  web?.close();
  web = http.createServer(app);
  base = await listen(web);
  return base;
}

/** A GET through node:http (fetch hides connection headers and reuse), read to the end. */
function get(url: string, agent?: http.Agent, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; reusedSocket: boolean }>(
    (resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, reusedSocket: req.reusedSocket }),
        );
      });
      req.on('error', reject);
    },
  );
}

beforeAll(async () => {
  // Real sockets here: the browser-side request mocks stay out of the way.
  msw.close();
  photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#b08d57' } })
    .jpeg()
    .toBuffer();
  await listen(cms);
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-cache-'));
  adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  fs.mkdirSync(path.join(adminDir, 'assets'));
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>Admin</title>');
  fs.writeFileSync(path.join(adminDir, 'assets', 'index-4f3a9c1b.js'), 'console.log(1)');
  // A script big enough to be worth compressing, with the copies the build makes beside it.
  fs.writeFileSync(path.join(adminDir, 'assets', 'editor-9b1c2d3e.js'), BIG_SCRIPT);
  // What Vite leaves in a dot-folder during the build (React Router removes it after).
  fs.mkdirSync(path.join(adminDir, '.vite'));
  fs.writeFileSync(path.join(adminDir, '.vite', 'manifest.json'), JSON.stringify({ src: BIG_SCRIPT }));
  await precompressDir(adminDir);
  await start();
});

afterAll(() => {
  web?.close();
  cms.close();
});

beforeEach(() => {
  seen.length = 0;
});

describe('The web server', () => {
  it('answers its health check', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('proxies /api to the CMS, appending the visitor to X-Forwarded-For', async () => {
    const res = await fetch(`${base}/api/admin/get-settings`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(await res.json()).toEqual({ path: '/api/admin/get-settings', method: 'GET' });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.7,127.0.0.1');
  });

  it('drops the X-Forwarded-For of a visitor that is not one of TRUSTED_PROXIES', async () => {
    await start({ TRUSTED_PROXIES: trustedProxyMatcher('10.9.0.0/16') });
    try {
      await fetch(`${base}/api/admin/get-settings`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(seen[0]!.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await start();
    }
  });

  it('keeps the visitor’s connection and its own to the CMS open from one API call to the next', async () => {
    await start();
    const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await get(`${base}/api/admin/get-properties?limit=2`, visitor));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.headers.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
      expect(answers.map((a) => a.reusedSocket)).toEqual([false, true, true]);
      expect(seen).toHaveLength(3);
      // One connection to the CMS carried all three.
      expect(new Set(seen.map((s) => s.port)).size).toBe(1);
    } finally {
      visitor.destroy();
    }
  });

  it('closes the connection of a visitor that asks to, and still reuses its own to the CMS', async () => {
    await start();
    const first = await get(`${base}/api/admin/get-settings`, undefined, { connection: 'close' });
    const second = await get(`${base}/api/admin/get-settings`, undefined, { connection: 'close' });
    expect([first.headers.connection, second.headers.connection]).toEqual(['close', 'close']);
    expect(seen).toHaveLength(2);
    expect(new Set(seen.map((s) => s.port)).size).toBe(1);
  });

  it('refuses a TRUSTED_PROXIES entry it cannot read, naming it', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1/8,proxy.local' })).toThrow(/TRUSTED_PROXIES.*proxy\.local/s);
  });

  it('proxies form posts and /uploads unchanged', async () => {
    const res = await fetch(`${base}/api/admin/send-email`, { method: 'POST', body: '{}' });
    expect(await res.json()).toEqual({ path: '/api/admin/send-email', method: 'POST' });
    const img = await fetch(`${base}/uploads/photo.jpg`);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await img.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('refuses multipart bodies outside /api/admin (415) before they reach the CMS or a page', async () => {
    const body = new FormData();
    body.append('file', new Blob([Buffer.alloc(4096, 1)], { type: 'image/png' }), 'x.png');
    for (const route of ['/api/properties', '/api/auth/local', '/uploads/x', '/', '/properties']) {
      const res = await fetch(`${base}${route}`, { method: 'POST', body });
      expect(res.status, route).toBe(415);
      expect((await res.json()).message).toContain('does not accept multipart bodies');
    }
    expect(seen).toEqual([]);
    const upload = await fetch(`${base}/api/admin/upload-image`, { method: 'POST', body });
    expect(await upload.json()).toEqual({ path: '/api/admin/upload-image', method: 'POST' });
  });

  it('refuses a body over WEB_MAX_BODY_BYTES (413) and a body without a length (411)', async () => {
    await start({ MAX_BODY_BYTES: 2048 });
    try {
      const big = await fetch(`${base}/api/admin/send-email`, { method: 'POST', body: 'x'.repeat(4096) });
      expect(big.status).toBe(413);
      expect((await big.json()).message).toMatch(/larger than the .* limit/);
      const small = await fetch(`${base}/api/admin/send-email`, { method: 'POST', body: '{}' });
      expect(small.status).toBe(200);
      const chunked = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${base}/api/admin/send-email`, {
          method: 'POST',
          headers: { 'Transfer-Encoding': 'chunked' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write('{"a":');
        req.end('1}');
      });
      expect(chunked).toBe(411);
      expect(seen.map((s) => s.url)).toEqual(['/api/admin/send-email']);
    } finally {
      await start();
    }
  });

  it('serves the admin build: files, index.html for client routes (never cached), hashed assets for a year', async () => {
    const route = await fetch(`${base}/admin/properties/edit/1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Admin</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${base}/admin/assets/index-4f3a9c1b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/admin/assets/missing-00000000.js`)).status).toBe(404);
  });

  it('serves an admin build made while the server runs (its files are looked up, not listed at start)', async () => {
    const file = path.join(adminDir, 'assets', 'index-7e5d1c0a.js');
    fs.writeFileSync(file, 'console.log(2)');
    try {
      const asset = await fetch(`${base}/admin/assets/index-7e5d1c0a.js`);
      expect(asset.status).toBe(200);
      expect(await asset.text()).toBe('console.log(2)');
    } finally {
      fs.rmSync(file);
    }
  });

  it('serves the Brotli or gzip copy the build made, by what the browser accepts, with the same headers', async () => {
    const url = `${base}/admin/assets/editor-9b1c2d3e.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('serves no copy by its own name, nothing of a dot-folder, and client routes ending in a slash', async () => {
    expect(fs.existsSync(path.join(adminDir, '.vite', 'manifest.json.br'))).toBe(false);
    // Even a copy someone left there is not served.
    fs.writeFileSync(path.join(adminDir, '.vite', 'manifest.json.br'), zlib.brotliCompressSync('{}'));
    const manifest = await rawGet(`${base}/admin/.vite/manifest.json`, 'br');
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.body.toString()).toBe('Not found');
    const copy = await rawGet(`${base}/admin/assets/editor-9b1c2d3e.js.br`, 'br');
    expect(copy.body.toString()).toBe('Not found');
    const route = await fetch(`${base}/admin/properties/`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Admin</title>');
    // A POST is never answered with the file or its copy (what answers it instead, and how that
    // is compressed, is the rest of the server's business).
    const post = await fetch(`${base}/admin/assets/editor-9b1c2d3e.js`, {
      method: 'POST',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(post.status).not.toBe(200);
    expect(post.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(await post.text()).not.toContain(BIG_SCRIPT.slice(0, 200));
  });

  it('loads the site build once for every request, and again after a load that failed', async () => {
    let loads = 0;
    let fail: (error: Error) => void = () => undefined;
    const env = {
      ...parseEnv({ CMS_URL: 'http://127.0.0.1:9', PUBLIC_SITE_URL: 'https://estate.ae', NODE_ENV: 'test' }),
      ADMIN_UI_DIST: adminDir,
      PAGE_CACHE: false,
    };
    const app = createApp({
      env,
      build: () => {
        loads += 1;
        return new Promise((_resolve, reject) => (fail = reject));
      },
    });
    const server = http.createServer(app);
    const url = await listen(server);
    try {
      const pages = [get(`${url}/`), get(`${url}/about`)];
      await vi.waitFor(() => expect(loads).toBe(1));
      fail(new Error('no pages in this test'));
      expect((await Promise.all(pages)).map((r) => r.status)).toEqual([500, 500]);
      expect(loads).toBe(1);
      const again = get(`${url}/`);
      await vi.waitFor(() => expect(loads).toBe(2));
      fail(new Error('still none'));
      expect((await again).status).toBe(500);
    } finally {
      server.close();
    }
  });

  it('answers 503 with a clear message when the admin build is missing', async () => {
    const url = await start({ ADMIN_UI_DIST: path.join(os.tmpdir(), 'no-such-admin-build') });
    const res = await fetch(`${url}/admin`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/staff admin is not available/);
    await start();
  });

  it('answers a sitemap index whose parts list every page, property, development, area and post', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    const index = await res.text();
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(parts).toEqual(
      ['pages', 'properties-1', 'developments-1', 'areas-1', 'posts-1'].map(
        (n) => `https://estate.ae/sitemaps/${n}.xml`,
      ),
    );
    const xml = (
      await Promise.all(parts.map(async (loc) => (await fetch(`${base}${new URL(loc).pathname}`)).text()))
    ).join('');
    expect(xml).toContain('<loc>https://estate.ae/property/villa-1</loc>');
    expect(xml).toContain('<loc>https://estate.ae/property/villa-2345</loc>');
    expect(xml.match(/<loc>https:\/\/estate.ae\/property\//g)).toHaveLength(2345);
    expect(xml).toContain('<loc>https://estate.ae/development/tower-2</loc>');
    expect(xml).toContain('<loc>https://estate.ae/area/area-1</loc>');
    expect(xml).toContain('<loc>https://estate.ae/blog-single/post-1</loc>');
    expect(xml).toContain('<loc>https://estate.ae/privateOffice</loc>');
    // The listings by keyset pages of the lean route, never the list routes and their offsets.
    expect(seen.filter((s) => s.url.includes('kind=property')).map((s) => s.url)).toEqual([
      '/api/admin/sitemap-entries?kind=property&limit=1000',
      '/api/admin/sitemap-entries?kind=property&after=1000&limit=1000',
      '/api/admin/sitemap-entries?kind=property&after=2000&limit=1000',
    ]);
    expect(seen.some((s) => s.url.startsWith('/api/admin/get-properties'))).toBe(false);
  });

  it('serves the portal feeds at /feeds/<portal>.xml from the CMS, with the token only', async () => {
    for (const portal of ['property-finder', 'bayut']) {
      const res = await fetch(`${base}/feeds/${portal}.xml?token=feed-secret&utm_source=x`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain(`<portal>${portal}</portal>`);
      const asked = seen.filter((s) => s.url.startsWith(`/api/admin/feeds/${portal}`)).pop()!;
      expect(asked.url).toBe(`/api/admin/feeds/${portal}?token=feed-secret`);
    }
    const again = await fetch(`${base}/feeds/bayut.xml?token=feed-secret`, { headers: { 'If-None-Match': '"v1"' } });
    expect(again.status).toBe(304);
    for (const path of ['/feeds/bayut.xml', '/feeds/bayut.xml?token=wrong', '/feeds/zoopla.xml?token=feed-secret']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<list');
    }
  });

  it('points robots to the sitemap and keeps them out of the admin', async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://estate.ae/sitemap.xml');
  });
});

describe('The environment', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      CMS_URL: 'http://127.0.0.1:1337',
      PUBLIC_SITE_URL: 'http://localhost:3000',
    });
    expect(env.FRAME_ANCESTORS).toEqual(['http://127.0.0.1:1337', 'http://localhost:1337']);
    expect(parseEnv({ PANEL_URL: 'https://cms.estate.ae/admin' }).FRAME_ANCESTORS).toEqual(['https://cms.estate.ae']);
    expect(env.ADMIN_UI_DIST).toMatch(/admin-ui[/\\]dist$/);
    expect(env.PERMIT_CHECK_URL).toBe(DEFAULT_PERMIT_CHECK_URL);
    expect(DEFAULT_PERMIT_CHECK_URL).toMatch(/^https:\/\/trakheesi\.dubailand\.gov\.ae\/.*\{permit\}$/);
  });

  it('takes a PERMIT_CHECK_URL only with {permit} in an http(s) address', () => {
    expect(parseEnv({ PERMIT_CHECK_URL: 'https://check.example/p/{permit}' }).PERMIT_CHECK_URL).toBe(
      'https://check.example/p/{permit}',
    );
    expect(() => parseEnv({ PERMIT_CHECK_URL: 'https://check.example/p/' })).toThrow(/PERMIT_CHECK_URL/);
    expect(() => parseEnv({ PERMIT_CHECK_URL: 'javascript:alert({permit})' })).toThrow(/PERMIT_CHECK_URL/);
  });

  it('fails loudly, listing every problem', () => {
    expect(() => parseEnv({ PORT: 'eighty', CMS_URL: 'not a url', MAP_TILE_URL: 'https://tiles/{z}.png' })).toThrow(
      /PORT[\s\S]*CMS_URL[\s\S]*MAP_TILE_URL/,
    );
  });
});
