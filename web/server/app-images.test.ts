// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createApp } from './app';
import { server as msw } from '../src/testing/server';
import { parseEnv, type ServerEnv } from './env';

/*
 * The web server's image endpoint and map tiles, against a fake CMS holding one upload and a fake
 * XYZ tile provider: what is resized and in which format, and what is passed on to the browser.
 */

/** The requests the tile provider received. */
const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let photo: Buffer;

const cms = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://cms');
  if (url.pathname === '/uploads/photo.jpg') {
    res.writeHead(200, { 'Content-Type': 'image/jpeg' });
    res.end(photo);
    return;
  }
  res.writeHead(404);
  res.end();
});

const tileProvider = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
  res.writeHead(req.url?.includes('key=wrong') ? 401 : 200, { 'Content-Type': 'image/png' });
  res.end('png');
});

let web: http.Server;
let base = '';
let cacheDir = '';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start(overrides: Partial<ServerEnv> = {}): Promise<string> {
  const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  const env = {
    ...parseEnv({ CMS_URL: cmsUrl, PUBLIC_SITE_URL: 'https://estate.ae', NODE_ENV: 'test' }),
    ADMIN_UI_DIST: path.join(os.tmpdir(), 'no-such-admin-build'),
    CACHE_DIR: cacheDir,
    ...overrides,
  };
  const app = createApp({ env, build: () => Promise.reject(new Error('no pages in this test')) });
  web?.close();
  web = http.createServer(app);
  base = await listen(web);
  return base;
}

beforeAll(async () => {
  // Real sockets here: the browser-side request mocks stay out of the way.
  msw.close();
  photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#b08d57' } })
    .jpeg()
    .toBuffer();
  await listen(cms);
  await listen(tileProvider);
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-cache-'));
  await start();
});

afterAll(() => {
  web?.close();
  cms.close();
  tileProvider.close();
});

beforeEach(() => {
  seen.length = 0;
});

describe('The image endpoint', () => {
  it('resizes an upload to the width asked, as WebP first and AVIF once it is made', async () => {
    const accept = { Accept: 'image/avif,image/webp,*/*' };
    const first = await fetch(`${base}/img/640/uploads/photo.jpg`, { headers: accept });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(640);
    await vi.waitFor(
      async () => {
        const again = await fetch(`${base}/img/640/uploads/photo.jpg`, { headers: accept });
        expect(again.headers.get('content-type')).toBe('image/avif');
        expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('gives JPEG to clients that accept neither, such as share previews', async () => {
    const res = await fetch(`${base}/img/1280/uploads/photo.jpg`, { headers: { Accept: '*/*' } });
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses widths outside its set and paths outside /uploads and /images', async () => {
    expect((await fetch(`${base}/img/777/uploads/photo.jpg`)).status).toBe(400);
    expect((await fetch(`${base}/img/640/etc/passwd`)).status).toBe(404);
    expect((await fetch(`${base}/img/640/uploads/../../secret.jpg`)).status).not.toBe(200);
  });

  it('answers 404 for an image the CMS does not have', async () => {
    expect((await fetch(`${base}/img/640/uploads/nope.jpg`, { headers: { Accept: 'image/webp' } })).status).toBe(404);
  });
});

describe('Map tiles', () => {
  it('draws offline tiles from the bundled coastline', async () => {
    const res = await fetch(`${base}/tiles/11/1337/879.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const retina = await sharp(
      Buffer.from(await (await fetch(`${base}/tiles/11/1337/879@2x.png`)).arrayBuffer()),
    ).metadata();
    expect(retina.width).toBe(512);
  });

  it('refuses tiles that do not exist', async () => {
    expect((await fetch(`${base}/tiles/3/9/0.png`)).status).toBe(404);
    expect((await fetch(`${base}/tiles/19/0/0.png`)).status).toBe(404);
  });

  it('fetches from a configured XYZ provider with its key, which never reaches the browser', async () => {
    const provider = `http://127.0.0.1:${(tileProvider.address() as AddressInfo).port}/{z}/{x}/{y}.png?key={key}`;
    const url = await start({ MAP_TILE_URL: provider, MAP_TILE_KEY: 'secret' });
    const res = await fetch(`${url}/tiles/8/170/108.png`);
    expect(res.status).toBe(200);
    expect(seen.at(-1)!.url).toBe('/8/170/108.png?key=secret');
    await start();
  });

  it('passes on the provider’s 401 when the key is refused (the map shows AuthFailure)', async () => {
    const provider = `http://127.0.0.1:${(tileProvider.address() as AddressInfo).port}/{z}/{x}/{y}.png?key={key}`;
    const url = await start({ MAP_TILE_URL: provider, MAP_TILE_KEY: 'wrong' });
    const res = await fetch(`${url}/tiles/8/170/108.png`);
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/AuthFailure/);
    await start();
  });
});
