// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { dubaiToday } from '@estate/contract';
import { cmsTransport } from './cms-client';
import { cmsPageViewSender, pageViewCounter, type PageViewCounterOptions } from './page-views';
import { server as msw } from '../src/testing/server';

/*
 * Listing page views counted by the web server (docs/decisions/0084): people's views of a listing
 * or development page per page and Dubai day; bots, HEAD requests, prefetches and answers other
 * than 200 left out; sent in batches; a batch the CMS did not take kept for the next flush.
 */

beforeAll(() => msw.close());

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Batch = Parameters<PageViewCounterOptions['send']>[0];

async function serve(send: PageViewCounterOptions['send'], maxEntries?: number) {
  const counter = pageViewCounter({ send, flushMs: 3_600_000, maxEntries, log: () => undefined });
  const app = express();
  app.use(counter.count);
  app.get(['/property/:slug', '/development/:slug', '/ar/property/:slug'], (req, res) => {
    if (String(req.params.slug).startsWith('missing')) res.status(404).send('no such listing');
    else res.send('<html>a listing</html>');
  });
  app.get('/about', (_req, res) => res.send('about'));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visit = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'user-agent': BROWSER, ...headers } });
    await res.arrayBuffer();
    // The count is made once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return res.status;
  };
  return { counter, visit, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const today = dubaiToday();

describe('page views', () => {
  it("count people's views per page and day, leaving out bots, HEAD, prefetches and failures", async () => {
    const sent: Batch[] = [];
    const { counter, visit, close } = await serve(async (views) => void sent.push(views));
    try {
      await visit('/property/palm-villa');
      await visit('/property/palm-villa');
      await visit('/property/palm-villa.data');
      // The same listing in another language is the same listing.
      await visit('/ar/property/palm-villa');
      await visit('/development/creek-tower');
      await visit('/property/palm-villa', { 'user-agent': GOOGLEBOT });
      await visit('/property/palm-villa', { 'user-agent': '' });
      await visit('/property/palm-villa', {}, 'HEAD');
      await visit('/property/palm-villa', { purpose: 'prefetch' });
      await visit('/property/palm-villa', { 'sec-purpose': 'prefetch;prerender' });
      await visit('/property/palm-villa?preview=token');
      await visit('/property/missing-one');
      await visit('/about');
      expect(counter.pending()).toBe(5);
      await counter.flush();
      expect(sent).toEqual([
        [
          { kind: 'property', slug: 'palm-villa', day: today, count: 4 },
          { kind: 'development', slug: 'creek-tower', day: today, count: 1 },
        ],
      ]);
      expect(counter.pending()).toBe(0);
      await counter.flush();
      expect(sent).toHaveLength(1);
    } finally {
      await counter.stop();
      await close();
    }
  });

  it('keep a batch the CMS did not take for the next flush, within the bound', async () => {
    let fail = true;
    const sent: Batch[] = [];
    const { counter, visit, close } = await serve(async (views) => {
      if (fail) throw new Error('the CMS answered 503');
      sent.push(views);
    }, 2);
    try {
      await visit('/property/a');
      await visit('/property/b');
      await counter.flush();
      expect(sent).toEqual([]);
      expect(counter.pending()).toBe(2);
      // A third page does not fit the bound; more views of the two held still count.
      await visit('/property/c');
      await visit('/property/a');
      expect(counter.pending()).toBe(3);
      fail = false;
      await counter.stop();
      expect(sent).toEqual([
        [
          { kind: 'property', slug: 'a', day: today, count: 2 },
          { kind: 'property', slug: 'b', day: today, count: 1 },
        ],
      ]);
      expect(counter.pending()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('the sender', () => {
  it("posts a batch to the CMS's recordPageViews route with the secret, and throws when refused", async () => {
    const got: Array<{ url?: string; secret?: string; body: string }> = [];
    let status = 200;
    const cms = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ url: req.url, secret: req.headers['x-page-views-secret'] as string, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"recorded":1}');
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    try {
      const send = cmsPageViewSender(`http://127.0.0.1:${(cms.address() as AddressInfo).port}`, 's3cret', cmsTransport);
      const views = [{ kind: 'property' as const, slug: 'palm-villa', day: '2026-03-05', count: 2 }];
      await send(views);
      expect(got).toEqual([{ url: '/api/admin/record-page-views', secret: 's3cret', body: JSON.stringify({ views }) }]);
      status = 403;
      await expect(send(views)).rejects.toThrow(/403/);
    } finally {
      await new Promise<void>((resolve) => cms.close(() => resolve()));
    }
  });
});
