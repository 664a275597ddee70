import http from 'http';
import type { AddressInfo } from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, post, staff, unique } from './harness/client';
import { startWeb, type WebInstance } from './harness/stack';

/*
 * The pages whose cost could grow with the catalogue (the home and /all-developments would page
 * through every listing for their dropdowns) render with a fixed set of CMS calls: the web
 * server renders them through a proxy that records every call, before and after the catalogue
 * grows, with the page cache off so each request renders.
 */

let web: WebInstance;
let recorder: http.Server;
let calls: string[] = [];
let token: string;

beforeAll(async () => {
  token = await staff();
  const target = new URL(baseUrl());
  recorder = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  web = await startWeb(`http://127.0.0.1:${(recorder.address() as AddressInfo).port}`, { PAGE_CACHE: 'off' });
}, 180_000);

afterAll(async () => {
  await web?.stop();
  await new Promise((resolve) => recorder?.close(resolve));
});

/** The CMS calls one render of `path` makes, in a stable order. */
async function callsFor(path: string): Promise<string[]> {
  calls = [];
  const res = await fetch(`${web.url}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-page-cache')).toBe(null);
  await res.text();
  // What the server reads on its own schedule through the same proxy is not the page's: the
  // sitemap's build (at start and after a change) and the content version it watches for it.
  const background = ['/api/admin/sitemap-entries', '/api/admin/content-version'];
  return calls.filter((c) => !background.some((route) => c.includes(route))).sort();
}

async function grow(count: number) {
  for (let i = 0; i < count; i++) {
    const location = unique('Growth place');
    await post('/add-property', { token, json: { title: unique('Growth villa'), location, isFeatured: true } });
    await post('/add-development', { token, json: { title: unique('Growth towers'), location, isFeatured: true } });
  }
}

describe('the CMS calls of a page render', () => {
  it('of the home are its sections in one call, with the hero search’s first type, and the root’s settings', async () => {
    // Every section in one call (docs/decisions/0054), rather than eleven, one per section's own route.
    const calls = await callsFor('/');
    expect(calls).toEqual(['GET /api/admin/get-home?propertyType=Apartment', 'GET /api/admin/get-settings']);
  });

  it.each(['/', '/all-properties', '/all-developments'])(
    'are the same for %s however many listings there are',
    async (path) => {
      const before = await callsFor(path);
      await grow(12);
      const after = await callsFor(path);
      expect(after).toEqual(before);
      // Each call is one bounded page or a fixed answer, never a walk through the catalogue.
      for (const call of after) {
        const limit = Number(new URL(call.split(' ')[1]!, 'http://x').searchParams.get('limit') ?? 0);
        expect(limit, call).toBeLessThanOrEqual(100);
      }
    },
    120_000,
  );
});
