// @vitest-environment node
import zlib from 'node:zlib';
import type express from 'express';
import { parseEnv } from '../env';
import { PAGE_QUERIES } from '../page-routes';
import { compressParts, gzipWith } from '../spliced-gzip';
import { pageKey } from './keys';
import { MemoryPages } from './stores';

/*
 * What the page cache is built from, without a server: the memory bound, the page keys, the
 * spliced gzip body and the settings.
 */

describe('the memory bound', () => {
  const stored = (size: number) => ({
    version: 'v',
    renderedAt: Date.now(),
    status: 200,
    headers: {},
    parts: [Buffer.alloc(size)],
  });

  it('drops the least recently used pages once the bytes pass the bound', () => {
    const pages = new MemoryPages(3000);
    pages.set('/a', stored(1000));
    pages.set('/b', stored(1000));
    pages.get('/a');
    pages.set('/c', stored(1000));
    expect(pages.get('/b')).toBeUndefined();
    expect(pages.get('/a')).toBeDefined();
    expect(pages.get('/c')).toBeDefined();
    expect(pages.bytes).toBeLessThanOrEqual(3000);
  });

  it('never keeps a page larger than the whole bound', () => {
    const pages = new MemoryPages(500);
    pages.set('/big', stored(1000));
    expect(pages.size).toBe(0);
  });
});

describe('page keys', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ method, url, originalUrl: url, headers }) as unknown as express.Request;

  it('keep the developments search parameters only, in a fixed order', () => {
    expect(pageKey(req('/all-developments?page=2&price=abc&country=Spain&x=1'), PAGE_QUERIES)).toBe(
      '/all-developments?country=Spain&page=2',
    );
    expect(pageKey(req('/property/villa?currency=EUR'), PAGE_QUERIES)).toBe('/property/villa');
    expect(pageKey(req('/about', {}, 'POST'), PAGE_QUERIES)).toBeNull();
    expect(pageKey(req('/favicon.svg'), PAGE_QUERIES)).toBeNull();
  });

  it("recognise a route in every spelling React Router matches, and keep the spelling's own path", () => {
    expect(pageKey(req('/All-Developments/?page=2&x=1'), PAGE_QUERIES)).toBe('/All-Developments/?page=2');
    expect(pageKey(req('/all%2Ddevelopments?country=Spain'), PAGE_QUERIES)).toBe('/all%2Ddevelopments?country=Spain');
    for (const personal of ['/FAVOURITES', '/favourites/', '//compare', '/Compare?ids=1,2'])
      expect(pageKey(req(personal), PAGE_QUERIES), personal).toBeNull();
    for (const notAPage of ['/ADMIN/properties', '/Api/admin/get-properties', '//uploads/x', '/Assets/app.js'])
      expect(pageKey(req(notAPage), PAGE_QUERIES), notAPage).toBeNull();
    // Doubled slashes are a path, not a host.
    expect(pageKey(req('//all-developments?page=3'), PAGE_QUERIES)).toBe('//all-developments?page=3');
    expect(pageKey(req('http://elsewhere.test/about?x=1'), PAGE_QUERIES)).toBe('/about');
  });

  it('keep each language’s page apart, reading the query its route reads', () => {
    expect(pageKey(req('/ar/all-developments?page=2&x=1'), PAGE_QUERIES)).toBe('/ar/all-developments?page=2');
    expect(pageKey(req('/all-developments?page=2&x=1'), PAGE_QUERIES)).toBe('/all-developments?page=2');
    expect(pageKey(req('/ru/property/villa?currency=EUR'), PAGE_QUERIES)).toBe('/ru/property/villa');
    expect(pageKey(req('/zh'), PAGE_QUERIES)).toBe('/zh');
    for (const notAPage of ['/ar/favourites', '/ru/compare?ids=1', '/ar/__manifest', '/zh/about.data'])
      expect(pageKey(req(notAPage), PAGE_QUERIES), notAPage).toBeNull();
  });
});

describe('a spliced gzip body', () => {
  it('inflates to the text with the value in every place', () => {
    const text = ['<a n="', '">', 'x'.repeat(70_000), '</a><b n="', '"></b>'];
    const body = gzipWith(compressParts(text.map((t) => Buffer.from(t))), 'N0nce+/=');
    expect(zlib.gunzipSync(body).toString()).toBe(text.join('N0nce+/='));
  });

  it('carries the CRC of the whole text whatever the parts and values (gunzip checks it)', () => {
    const text = ['', 'é'.repeat(3), 'y'.repeat(131_073), '', '<p>', 'z'.repeat(65_537)];
    const spliced = compressParts(text.map((t) => Buffer.from(t)));
    for (const value of ['', 'a', 'nonce-of-24-characters==', 'ü'.repeat(40)]) {
      const body = gzipWith(spliced, value);
      expect(body.readUInt32LE(body.length - 8)).toBe(zlib.crc32(Buffer.from(text.join(value))));
      expect(zlib.gunzipSync(body).toString()).toBe(text.join(value));
    }
  });
});

describe('the page cache settings', () => {
  it('default to a cache on, 64 MiB, five minutes and a one-second poll', () => {
    expect(parseEnv({})).toMatchObject({
      PAGE_CACHE: true,
      PAGE_CACHE_MAX_BYTES: 64 * 1024 * 1024,
      PAGE_CACHE_TTL_SECONDS: 300,
      PAGE_CACHE_VERSION_POLL_MS: 1000,
      REDIS_URL: undefined,
    });
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe(false);
  });

  it('name each setting that is wrong', () => {
    expect(() =>
      parseEnv({
        PAGE_CACHE: 'maybe',
        PAGE_CACHE_MAX_MB: '-1',
        PAGE_CACHE_TTL_SECONDS: 'soon',
        REDIS_URL: 'localhost',
      }),
    ).toThrow(
      /PAGE_CACHE: PAGE_CACHE must be on or off[\s\S]*PAGE_CACHE_MAX_MB[\s\S]*PAGE_CACHE_TTL_SECONDS[\s\S]*REDIS_URL/,
    );
  });
});
