// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { createPageCache, type PageCache, type RenderedPage } from './cache';
import { monotonicMs, type Siblings, type VersionNews } from './version';
import { PAGE_QUERIES } from '../page-routes';
import { server as msw } from '../../src/testing/server';

/*
 * The page cache in front of a fake renderer that counts its renders and a content version the
 * test changes: what is kept, for whom, under which key, and what a visitor gets after a change.
 */

const PLACEHOLDER = '__CSP_NONCE__';
let version = 'v1';
let renders: string[] = [];
let answer: (url: string, nonce: string) => Partial<RenderedPage> = () => ({});
let gate: Promise<void> | null = null;
let nonceCounter = 0;
/** How often the cache asked the CMS for its content version. */
let versionReads = 0;
let cache: PageCache;
let web: http.Server;
let base = '';

const page = (url: string, nonce: string, at: string, currency = 'AED') =>
  `<!doctype html><html><body><script nonce="${nonce}">boot()</script><p>${url} @ ${at}</p><p>prices in ${currency}</p></body></html>`;

/** Requests that went past the early answer, when it is mounted (start({ early: true })). */
let passedEarly: string[] = [];

function start(
  options: { maxBytes?: number; ttlSeconds?: number; pollMs?: number; early?: boolean; siblings?: Siblings } = {},
) {
  cache = createPageCache(
    {
      render: async (url, { nonce, currency }) => {
        renders.push(currency === 'AED' ? url : `${url} in ${currency}`);
        // The content as of the render's start, as the CMS would answer its loaders.
        const at = version;
        if (gate) await gate;
        const html = page(url, nonce, at, currency);
        return {
          status: 200,
          headers: { 'content-type': 'text/html' },
          setCookie: [],
          body: Buffer.from(html),
          ...answer(url, nonce),
        };
      },
      fetchVersion: async () => {
        versionReads += 1;
        return version;
      },
      maxBytes: options.maxBytes ?? 1024 * 1024,
      ttlSeconds: options.ttlSeconds ?? 300,
      pollMs: options.pollMs ?? 1_000_000,
      nonce: {
        placeholder: PLACEHOLDER,
        current: (res) => res.locals.nonce as string,
        fresh: () => `render-nonce-${++nonceCounter}`,
      },
      forwardedFor: () => '203.0.113.9',
      siblings: options.siblings,
      log: () => undefined,
    },
    PAGE_QUERIES,
  );
  const app = express();
  if (options.early) {
    app.use(
      cache.early((_req, res) => {
        res.locals.nonce = `early-nonce-${++nonceCounter}`;
        res.setHeader('Cache-Control', 'public, max-age=0');
      }),
    );
    app.use((req, _res, next) => {
      passedEarly.push(req.url);
      next();
    });
  }
  app.use('/api', cache.afterWrites);
  app.post('/api/admin/update-property/1', (_req, res) => {
    version = `${version}'`;
    res.json({ message: 'Property updated successfully!' });
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = `answer-nonce-${++nonceCounter}`;
    // What the page's security policy would name (web/server/security-headers.ts).
    res.setHeader('X-Answer-Nonce', res.locals.nonce as string);
    next();
  });
  app.all('*', (req, res, next) =>
    cache.handler(req, res, () => {
      // The ordinary renderer: what a bypassed request gets.
      res.setHeader('Content-Type', 'text/html');
      res.end(`rendered live ${req.url}`);
      void next;
    }),
  );
  web = http.createServer(app);
  return new Promise<void>((resolve) =>
    web.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(() => msw.close());
beforeEach(async () => {
  version = 'v1';
  renders = [];
  versionReads = 0;
  answer = () => ({});
  gate = null;
  await start();
});
afterEach(async () => {
  await cache.close();
  await new Promise((r) => web.close(r));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
const outcome = (res: Response) => res.headers.get('x-page-cache');
/** A staff save proxied through the server (the test app's one write route). */
const save = () =>
  fetch(`${base}/api/admin/update-property/1`, { method: 'POST', headers: { authorization: 'Bearer staff' } });

/** The cache and its server again, with other options. */
async function restart(options: Parameters<typeof start>[0]) {
  await cache.close();
  await new Promise((r) => web.close(r));
  await start(options);
}

describe('the page cache', () => {
  it('renders a page once and answers the next visitors from memory', async () => {
    const first = await get('/about');
    expect(outcome(first)).toBe('miss');
    expect(await first.text()).toContain('/about @ v1');
    const second = await get('/about');
    expect(outcome(second)).toBe('hit');
    expect(await second.text()).toContain('/about @ v1');
    expect(renders).toEqual(['/about']);
  });

  it('keeps one copy of a page per display currency, and gives each visitor the copy of theirs', async () => {
    const inCurrency = async (cookie?: string) => {
      const res = await get('/about', cookie ? { cookie } : {});
      return { outcome: outcome(res), html: await res.text(), vary: res.headers.get('vary') };
    };
    expect(await inCurrency()).toMatchObject({ outcome: 'miss', html: expect.stringContaining('prices in AED') });
    const usd = await inCurrency('theme=dark; currencySelected=USD');
    expect(usd).toMatchObject({ outcome: 'miss', html: expect.stringContaining('prices in USD') });
    expect(usd.vary).toBe('Accept-Encoding, Cookie');
    expect(await inCurrency('currencySelected=EUR')).toMatchObject({
      outcome: 'miss',
      html: expect.stringContaining('prices in EUR'),
    });
    // Each copy answers its own currency's visitors only; no cookie, or one that names no
    // currency, is the default's.
    expect(await inCurrency('currencySelected=USD')).toMatchObject({
      outcome: 'hit',
      html: expect.stringContaining('prices in USD'),
    });
    expect(await inCurrency()).toMatchObject({ outcome: 'hit', html: expect.stringContaining('prices in AED') });
    expect(await inCurrency('currencySelected=AED')).toMatchObject({
      outcome: 'hit',
      html: expect.stringContaining('prices in AED'),
    });
    expect(await inCurrency('currencySelected=DOGE')).toMatchObject({
      outcome: 'hit',
      html: expect.stringContaining('prices in AED'),
    });
    expect(await inCurrency('currencySelected=EUR')).toMatchObject({
      outcome: 'hit',
      html: expect.stringContaining('prices in EUR'),
    });
    expect(renders).toEqual(['/about', '/about in USD', '/about in EUR']);
    // No address spells another currency's key.
    expect(await (await get('/USD%20/about')).text()).not.toContain('prices in USD');
  });

  it('answers a stored copy early only to a visitor of its currency', async () => {
    await restart({ early: true });
    await fetch(`${base}/about`, { headers: { cookie: 'currencySelected=USD' } });
    passedEarly = [];
    const aed = await fetch(`${base}/about`);
    expect(await aed.text()).toContain('prices in AED');
    expect(passedEarly).toEqual(['/about']);
    const usd = await fetch(`${base}/about`, { headers: { cookie: 'currencySelected=USD' } });
    expect(outcome(usd)).toBe('hit');
    expect(usd.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await usd.text()).toContain('prices in USD');
    expect(passedEarly).toEqual(['/about']);
  });

  it('gives every answer its own nonce in place of the one the page was rendered with', async () => {
    const a = await (await get('/about')).text();
    const b = await (await get('/about')).text();
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)![1];
    expect(nonceOf(a)).toMatch(/^answer-nonce-/);
    expect(nonceOf(b)).toMatch(/^answer-nonce-/);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(b).not.toContain('render-nonce');
    expect(b).not.toContain(PLACEHOLDER);
  });

  it('sends a gzip body made once, with this answer’s nonce spliced in', async () => {
    await get('/about');
    const res = await fetch(`${base}/about`);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = await res.text();
    expect(html).toMatch(/<script nonce="answer-nonce-\d+">boot\(\)<\/script>/);
    expect(html).toContain('/about @ v1');
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/about');
    const res = await fetch(`${base}/about`, { method: 'HEAD' });
    expect(outcome(res)).toBe('hit');
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(await res.text()).toBe('');
  });

  it('after a content change serves the old page while one render makes the new one', async () => {
    await get('/about');
    version = 'v2';
    await cache.refreshVersion();
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    const during = await Promise.all([get('/about'), get('/about'), get('/about')]);
    expect(during.map(outcome)).toEqual(['stale', 'stale', 'stale']);
    expect(await during[0]!.text()).toContain('@ v1');
    release();
    gate = null;
    await vi.waitFor(async () => expect(outcome(await get('/about'))).toBe('hit'));
    expect(await (await get('/about')).text()).toContain('@ v2');
    expect(renders).toEqual(['/about', '/about']);
  });

  it('knows the new version before a write proxied through it answers', async () => {
    await get('/about');
    const saved = await save();
    expect(saved.status).toBe(200);
    expect(outcome(await get('/about'))).toBe('stale');
  });

  it('tells the other processes of the server a save’s version once, and answers the save after they have it', async () => {
    const told: string[] = [];
    // The siblings have the save's version only once the test lets them.
    let release = () => {};
    let gate = Promise.resolve();
    await restart({
      siblings: {
        tell: async (news) => {
          told.push(news.version);
          await gate;
        },
        listen: () => undefined,
      },
    });
    await get('/about');
    expect(told).toEqual(['v1']);
    gate = new Promise<void>((r) => (release = r));
    let answered = false;
    const saved = save().then((res) => {
      answered = true;
      return res;
    });
    await vi.waitFor(() => expect(told).toEqual(['v1', "v1'"]));
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release();
    expect((await saved).status).toBe(200);
    expect(told).toEqual(['v1', "v1'"]);
  });

  it('takes another process’s version as its own read, for as long as that read is recent', async () => {
    let hear!: (news: VersionNews) => void;
    const hearing = () =>
      restart({ pollMs: 60_000, siblings: { tell: async () => undefined, listen: (l) => void (hear = l) } });
    await hearing();
    // Just read by another process: no read of its own.
    hear({ version: 'v1', knownAt: monotonicMs() });
    expect(outcome(await get('/about'))).toBe('miss');
    expect(versionReads).toBe(0);
    // Known for longer than a poll interval (given to a worker that has just started): read again.
    await hearing();
    hear({ version: 'v1', knownAt: monotonicMs() - 61_000 });
    await get('/about');
    expect(versionReads).toBe(1);
  });

  it('marks the browser of a staff user who saved, whose pages are then rendered for them', async () => {
    await get('/about');
    const saved = await save();
    const cookie = saved.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^estate_staff=1; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const mine = await get('/about', { cookie: cookie.split(';')[0]! });
    expect(outcome(mine)).toBe('bypass');
    expect(await mine.text()).toContain('rendered live');
  });

  it('renders a page missing from the cache once for many visitors at a time', async () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    const pending = Promise.all(Array.from({ length: 5 }, () => get('/blogs')));
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    release();
    const answers = await pending;
    // Those that arrived during the render waited for it; any later one found it stored.
    expect(answers.map(outcome).every((o) => o === 'miss' || o === 'hit')).toBe(true);
    expect(answers.map(outcome)).toContain('miss');
    expect(renders).toEqual(['/blogs']);
  });

  it('never lets a render that began before a save replace the page rendered after it', async () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    const before = get('/blogs');
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    gate = null;
    version = 'v2';
    await cache.refreshVersion();
    const after = await get('/blogs');
    expect(await after.text()).toContain('@ v2');
    release();
    const first = await before;
    expect(await first.text()).toContain('@ v1');
    const later = await get('/blogs');
    expect(outcome(later)).toBe('hit');
    expect(await later.text()).toContain('@ v2');
    expect(renders).toHaveLength(2);
  });

  it('keys a page on the parameters its route reads, normalised, never on others', async () => {
    await get('/all-properties?country=Dubai&beds=3');
    const same = await get('/all-properties?beds=3&utm_source=mail&country=%20Dubai%20&bust=123');
    expect(outcome(same)).toBe('hit');
    const other = await get('/all-properties?beds=2&country=Dubai');
    expect(outcome(other)).toBe('miss');
    expect(outcome(await get('/about'))).toBe('miss');
    expect(outcome(await get('/about?bust=1&_=2'))).toBe('hit');
    expect(renders).toEqual(['/all-properties?beds=3&country=Dubai', '/all-properties?beds=2&country=Dubai', '/about']);
    expect(cache.stats().pages).toBe(3);
  });

  it('never answers from the cache for the admin, the API, credentials or a staff cookie', async () => {
    await get('/about');
    for (const [path, headers] of [
      ['/admin/properties', {}],
      ['/api/admin/get-properties', {}],
      ['/about', { authorization: 'Bearer abc' }],
      ['/about', { cookie: 'theme=dark; jwtToken=abc' }],
      ['/about.data', {}],
      ['/__manifest', {}],
    ] as const) {
      const res = await get(path, headers);
      expect(outcome(res), path).toBe('bypass');
      expect(await res.text()).toContain('rendered live');
    }
    // A visitor's own harmless cookies do not keep them from the cached page.
    expect(outcome(await get('/about', { cookie: '_ga=GA1.1; theme=dark' }))).toBe('hit');
    expect(renders).toEqual(['/about']);
  });

  it('keeps no answer but a 200 without cookies', async () => {
    answer = (url) =>
      url === '/gone'
        ? { status: 404 }
        : url === '/mine'
          ? { setCookie: ['session=secret; HttpOnly'] }
          : url === '/broken'
            ? { status: 500 }
            : {};
    const gone = await get('/gone');
    expect(gone.status).toBe(404);
    expect(outcome(gone)).toBe('miss');
    expect(outcome(await get('/gone'))).toBe('miss');
    const mine = await get('/mine');
    expect(outcome(mine)).toBe('bypass');
    expect(mine.headers.get('set-cookie')).toBeNull();
    expect(await mine.text()).toContain('rendered live');
    expect((await get('/broken')).status).toBe(500);
    expect(cache.stats().pages).toBe(0);
  });

  it('gives a page it does not keep this answer’s nonce, and each visitor who waited for it their own', async () => {
    answer = (url) => (url === '/gone' ? { status: 404 } : { status: 500 });
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    const waiting = Promise.all([get('/gone'), get('/gone'), get('/broken')]);
    await vi.waitFor(() => expect(renders).toEqual(['/gone', '/broken']));
    release();
    const answers = await Promise.all(
      (await waiting).map(async (res) => ({
        status: res.status,
        nonce: res.headers.get('x-answer-nonce'),
        html: await res.text(),
      })),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 500]);
    for (const { nonce, html } of answers) {
      expect(html).toContain(`<script nonce="${nonce}">boot()</script>`);
      expect(html).not.toContain('render-nonce');
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    // One render answered both visitors of the missing page.
    expect(renders).toEqual(['/gone', '/broken']);
  });

  it('keeps serving the old page when the new render fails, and drops it when the page is gone', async () => {
    await get('/property/a');
    await get('/property/b');
    version = 'v2';
    await cache.refreshVersion();
    answer = (url) => (url === '/property/a' ? { status: 500 } : { status: 404 });
    expect(outcome(await get('/property/a'))).toBe('stale');
    expect(outcome(await get('/property/b'))).toBe('stale');
    await vi.waitFor(() => expect(renders).toHaveLength(4));
    // The failed renders are settled once the gone page is dropped; the kept one stays.
    await vi.waitFor(() => expect(cache.stats().pages).toBe(1));
    const a = await get('/property/a');
    expect([a.status, outcome(a)]).toEqual([200, 'stale']);
    const b = await get('/property/b');
    expect([b.status, outcome(b)]).toEqual([404, 'miss']);
  });

  it('treats a page older than its TTL as stale', async () => {
    await restart({ ttlSeconds: 1 });
    await get('/about');
    // The clock moves past the TTL without the test waiting for it.
    const later = Date.now() + 1100;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(outcome(await get('/about'))).toBe('stale');
  });
});

describe('the early answer', () => {
  beforeEach(async () => {
    passedEarly = [];
    await restart({ early: true });
  });

  it('sends a current stored page before the rest of the server, with the headers it is given', async () => {
    expect(outcome(await get('/about', { 'accept-encoding': 'gzip' }))).toBe('miss');
    const hit = await get('/about?utm_source=x', { 'accept-encoding': 'gzip' });
    expect(outcome(hit)).toBe('hit');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0');
    expect(await hit.text()).toMatch(/nonce="early-nonce-\d+"[\s\S]*\/about @ v1/);
    expect(passedEarly).toEqual(['/about']);
  });

  it('leaves to the rest of the server what is not a current page for anyone', async () => {
    await get('/about', { 'accept-encoding': 'gzip' });
    await get('/about', { 'accept-encoding': 'identity' });
    await get('/about', { 'accept-encoding': 'gzip', cookie: 'estate_staff=1' });
    await get('/contact-us', { 'accept-encoding': 'gzip' });
    version = 'v2';
    await cache.refreshVersion();
    const stale = await get('/about', { 'accept-encoding': 'gzip' });
    expect(outcome(stale)).toBe('stale');
    expect(passedEarly).toEqual(['/about', '/about', '/about', '/contact-us', '/about']);
  });
});
