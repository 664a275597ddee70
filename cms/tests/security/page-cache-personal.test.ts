import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, post, staff, unique } from '../harness/client';
import { startWeb, type WebInstance } from '../harness/stack';

/*
 * The page cache never keeps or hands out anything personal: requests with credentials or a
 * staff session are never answered from it and never fill it, the staff admin and the API are
 * never cached, a stored page carries nothing of the visitor it was first rendered for (no
 * cookie, no query parameter it does not read, no Set-Cookie), and only 200 pages are kept.
 */

let web: WebInstance;
let token: string;

beforeAll(async () => {
  token = await staff();
  web = await startWeb(baseUrl(), { PAGE_CACHE_VERSION_POLL_MS: '60000' });
}, 180_000);

afterAll(async () => {
  await web?.stop();
});

const marker = () => `m${randomBytes(6).toString('hex')}`;
const outcome = (res: Response) => res.headers.get('x-page-cache');
async function visit(path: string, init: RequestInit = {}) {
  const res = await fetch(`${web.url}${path}`, init);
  return { res, html: await res.text() };
}

describe('requests that are personal', () => {
  it.each([
    ['a bearer token', { Authorization: 'Bearer whatever' }],
    ['a staff mark', { Cookie: 'estate_staff=1' }],
    ['a Strapi panel session', { Cookie: 'strapi_admin_refresh=abc; theme=dark' }],
    ['a token cookie', { Cookie: 'jwtToken=abc' }],
  ])('with %s are rendered for themselves and leave nothing in the cache', async (_what, headers) => {
    const path = `/all-properties?propertyType=Villa&country=${marker()}`;
    const personal = await visit(path, { headers });
    expect(personal.res.status).toBe(200);
    expect(outcome(personal.res)).toBe('bypass');
    // Nothing was stored by it: the next anonymous visitor gets a render of their own.
    const anonymous = await visit(path);
    expect(outcome(anonymous.res)).toBe('miss');
    // And a personal request is never answered with the stored page either.
    expect(outcome((await visit(path, { headers })).res)).toBe('bypass');
  });

  it('are answered from the cache when the cookies are only a visitor’s own (analytics, preferences)', async () => {
    // One stored copy per display currency (decision 0072): the euro visitor's is stored first.
    await visit('/about', { headers: { Cookie: 'currencySelected=EUR' } });
    const res = await visit('/about', { headers: { Cookie: `_ga=GA1.2.${marker()}; currencySelected=EUR` } });
    expect(['hit', 'stale']).toContain(outcome(res.res));
  });
});

describe('a stored page', () => {
  it('holds nothing of the visitor it was first rendered for', async () => {
    const secret = marker();
    const path = `/all-developments?country=${marker()}&utm_source=${secret}&ref=${secret}`;
    const first = await visit(path, {
      headers: {
        Cookie: `visitor=${secret}; _ga=${secret}`,
        'Accept-Language': 'fr',
        'X-Forwarded-For': '198.51.100.7',
      },
    });
    expect(first.res.status).toBe(200);
    expect(outcome(first.res)).toBe('miss');
    expect(first.html).not.toContain(secret);
    const second = await visit(path.replace(secret, marker()));
    expect(outcome(second.res)).toBe('hit');
    expect(second.html).not.toContain(secret);
    expect(second.res.headers.get('set-cookie')).toBeNull();
  });

  it('is kept only for a 200 answer', async () => {
    const path = `/property/${marker()}`;
    const gone = await visit(path);
    expect(gone.res.status).toBe(404);
    expect(outcome(gone.res)).toBe('miss');
    expect(outcome((await visit(path)).res)).toBe('miss');
  });
});

describe('the staff side', () => {
  it('is never cached: the admin, the API and the login answer', async () => {
    for (const path of [
      '/admin/',
      '/admin/properties',
      '/api/admin/get-settings',
      '/api/admin/get-properties?limit=1',
    ]) {
      for (let i = 0; i < 2; i++) {
        const { res } = await visit(path);
        expect(outcome(res), path).not.toBe('hit');
        expect(outcome(res), path).not.toBe('stale');
      }
    }
    const login = await fetch(`${web.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
    expect(outcome(login)).not.toBe('hit');
  });

  it('sees its own save at once: a staff write marks the browser, whose pages are rendered fresh', async () => {
    const created = (await post('/add-post', { token, json: { title: unique('Personal post'), description: 'x' } }))
      .body.post;
    const path = `/blog-single/${created.slug}`;
    await visit(path);
    expect(['hit', 'stale']).toContain(outcome((await visit(path)).res));
    const title = unique('Post renamed');
    const saved = await fetch(`${web.url}/api/admin/update-post/${created._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(saved.status).toBe(200);
    const cookie = saved.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^estate_staff=1;.*HttpOnly/);
    const mine = await visit(path, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(outcome(mine.res)).toBe('bypass');
    expect(mine.html).toContain(title);
  });

  it('public form posts do not mark the visitor as staff', async () => {
    const res = await fetch(`${web.url}/api/admin/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${marker()}@example.test` }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('estate_staff');
  });
});
