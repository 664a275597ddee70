import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, eventually, post, put, staff, unique } from './harness/client';
import { startWeb, type WebInstance } from './harness/stack';

/*
 * The web server's page cache (web/server/page-cache.ts) in front of the real CMS: a page is
 * rendered once and then answered from memory; after a staff save visitors get the old page
 * while one render makes the new one, and then the new one; staff and credentials never meet
 * the cache; tracking and cache-busting parameters make no new pages.
 */

let web: WebInstance;
let token: string;
let property: { _id: string; slug: string; title: string };

beforeAll(async () => {
  token = await staff();
  property = (await post('/add-property', { token, json: { title: unique('Cached villa'), location: 'Palm' } })).body
    .property;
  web = await startWeb(baseUrl(), { PAGE_CACHE_VERSION_POLL_MS: '300' });
}, 180_000);

afterAll(async () => {
  if (process.env.PC_DEBUG) console.log(web?.log());
  await web?.stop();
});

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${web.url}${path}`, { headers });
const outcome = (res: Response) => res.headers.get('x-page-cache');

describe('the page cache of the web server', () => {
  it('renders a page once, then answers it from the cache', async () => {
    const first = await page('/about');
    expect(first.status).toBe(200);
    expect(['miss', 'hit']).toContain(outcome(first));
    await first.text();
    const second = await page('/about');
    expect(outcome(second)).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await second.text()).toMatch(/<html/i);
  });

  it('serves the old page after a staff save while one render makes the new one, then the new one', async () => {
    const path = `/property/${property.slug}`;
    await (await page(path)).text();
    const before = await page(path);
    expect(outcome(before)).toBe('hit');
    await before.text();

    const title = unique('Renamed villa');
    // Through the web server, as the staff admin saves: its answer comes once this server knows.
    const saved = await fetch(`${web.url}/api/admin/update-property/${property._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(saved.status).toBe(200);

    const right = await page(path);
    expect(outcome(right)).toBe('stale');
    expect(await right.text()).toContain(property.title);
    // The staff user who saved sees the change at once: their browser is marked by the answer.
    const cookie = saved.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toBe('estate_staff=1');
    const theirs = await page(path, { Cookie: cookie });
    expect(outcome(theirs)).toBe('bypass');
    expect(await theirs.text()).toContain(title);
    await eventually(async () => {
      const res = await page(path);
      const html = await res.text();
      expect(outcome(res)).toBe('hit');
      expect(html).toContain(title);
      return true;
    });
    property.title = title;
  });

  it('learns of a save made straight to the CMS within its poll interval', async () => {
    const path = `/property/${property.slug}`;
    await (await page(path)).text();
    const title = unique('Quietly renamed');
    expect((await put(`/update-property/${property._id}`, { token, json: { title } })).status).toBe(200);
    await eventually(async () => {
      const html = await (await page(path)).text();
      expect(html).toContain(title);
      return true;
    });
  });

  it('never answers the staff admin or a request with credentials from the cache', async () => {
    await (await page('/blogs')).text();
    expect(outcome(await page('/blogs'))).toBe('hit');
    for (const [path, headers] of [
      ['/admin/', {}],
      ['/blogs', { Authorization: `Bearer ${token}` }],
      ['/blogs', { Cookie: 'jwtToken=abc' }],
    ] as const) {
      const res = await page(path, headers);
      expect(outcome(res), path).not.toBe('hit');
      await res.text();
    }
  });

  it('makes no new page for tracking or cache-busting parameters', async () => {
    await (await page('/all-properties?propertyType=Villa')).text();
    for (const bust of ['bust=1', `_=${Date.now()}`, 'utm_source=mail&utm_campaign=x', 'fbclid=abc']) {
      const res = await page(`/all-properties?${bust}&propertyType=Villa`);
      expect(outcome(res), bust).toBe('hit');
      await res.text();
    }
  });

  it('gives every answer of a cached page its own CSP nonce, the one its policy names', async () => {
    await (await page('/about')).text();
    const answers = await Promise.all(
      [1, 2].map(async () => {
        const res = await page('/about');
        const html = await res.text();
        const policy = res.headers.get('content-security-policy') ?? '';
        return {
          outcome: outcome(res),
          policyNonce: /'nonce-([^']+)'/.exec(policy)?.[1],
          pageNonces: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])),
          html,
        };
      }),
    );
    for (const a of answers) {
      expect(['hit', 'stale']).toContain(a.outcome);
      expect(a.policyNonce).toBeTruthy();
      expect([...a.pageNonces]).toEqual([a.policyNonce]);
      expect(a.html).not.toContain('__CSP_NONCE__');
    }
    expect(answers[0]!.policyNonce).not.toBe(answers[1]!.policyNonce);
  });

  it('answers HEAD from the cache', async () => {
    await eventually(async () => {
      const res = await page('/about');
      await res.text();
      return outcome(res) === 'hit';
    });
    const res = await fetch(`${web.url}/about`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(outcome(res)).toBe('hit');
  });
});
