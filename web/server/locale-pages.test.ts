// @vitest-environment node
import http from 'node:http';
import { aProperty } from '../src/testing/fixtures';
import { startBuiltApp } from './built-app.testing';

/*
 * The pages in each language as the production build serves them: the same routes under /ar, /ru
 * and /zh, each rendered with its catalogue and direction, linking within its language, with the
 * alternates of every language in its head; English unprefixed as ever, an unknown prefix a 404.
 */

const property = aProperty({ slug: 'marina-loft', title: 'Marina Loft', beds: '3', baths: '2' });
/** A listing with a Russian address of its own: the CMS finds it by either address in every language. */
const SLUGS = { en: 'gulf-penthouse', ar: 'gulf-penthouse', ru: 'penthaus-u-zaliva', zh: 'gulf-penthouse' };
const penthouse = (language: string | null) =>
  aProperty({
    slug: SLUGS[(language ?? 'en') as keyof typeof SLUGS],
    slugs: SLUGS,
    title: 'Gulf Penthouse',
  });

const cms = http.createServer((req, res) => {
  const url = req.url ?? '';
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.startsWith('/api/admin/content-version')) return json(200, { version: 'v1' });
  if (url.startsWith('/api/admin/get-property-slug/marina-loft')) return json(200, property);
  const address = /^\/api\/admin\/get-property-slug\/([^?]+)/.exec(url)?.[1];
  if (address && Object.values(SLUGS).includes(address))
    return json(200, penthouse(new URL(url, 'http://cms').searchParams.get('language')));
  if (url.startsWith('/api/admin/get-properties')) return json(200, []);
  return json(503, { message: 'unavailable' });
});

let base = '';
let close = () => {};

beforeAll(async () => {
  ({ base, close } = await startBuiltApp(cms));
});

afterAll(() => close());

const page = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, html: await res.text() };
};

describe('The site in four languages', () => {
  it('serves a listing in Arabic, right to left, its links and alternates in place', async () => {
    const { status, html } = await page('/ar/property/marina-loft');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('جميع العقارات');
    // The app's own links stay in Arabic; the router's context tells the browser its basename.
    expect(html).toContain('href="/ar/all-properties"');
    expect(html).toMatch(/"basename":"\/ar"/);
    expect(html).toContain('<link rel="canonical" href="https://estate.ae/ar/property/marina-loft"/>');
    for (const [lang, href] of [
      ['en', '/property/marina-loft'],
      ['ar', '/ar/property/marina-loft'],
      ['ru', '/ru/property/marina-loft'],
      ['zh-Hans', '/zh/property/marina-loft'],
      ['x-default', '/property/marina-loft'],
    ])
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="https://estate.ae${href}"/>`);
    // The parts of the Arabic catalogue the page used, for the browser to load before it hydrates.
    const parts = JSON.parse(/window\.__estateI18n=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
    expect(parts).toEqual(expect.arrayContaining(['layout', 'listing', 'prices']));
    expect(parts).not.toContain('home');
    // The Arabic typeface is the Arabic pages' alone.
    expect(html).toContain('IBM Plex Sans Arabic');
  });

  it('keeps English unprefixed and left to right, without the Arabic typeface', async () => {
    const { status, html } = await page('/property/marina-loft');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('href="/all-properties"');
    expect(html).not.toContain('IBM Plex Sans Arabic');
    expect(html).not.toContain('__estateI18n');
  });

  it('answers Russian and Chinese, and 404 for a language it does not speak', async () => {
    const ru = await page('/ru');
    expect(ru.status).toBe(200);
    expect(ru.html).toContain('<html lang="ru" dir="ltr"');
    expect(ru.html).toContain('Все объекты');
    const zh = await page('/zh/all-properties?beds=2');
    expect(zh.status).toBe(200);
    expect(zh.html).toContain('<html lang="zh-Hans" dir="ltr"');
    expect(zh.html).toContain('全部房产');
    expect((await page('/fr/all-properties')).status).toBe(404);
  });

  it('keeps each language’s page apart in the page cache', async () => {
    const cache = async (path: string) => (await fetch(`${base}${path}`)).headers.get('x-page-cache');
    expect(await cache('/zh/property/marina-loft')).toBe('miss');
    expect(await cache('/zh/property/marina-loft')).toBe('hit');
    // Another language's copy of the same page is its own entry, rendered in its own language.
    expect(await cache('/ru/property/marina-loft')).toBe('miss');
    const html = await (await fetch(`${base}/ru/property/marina-loft`)).text();
    expect(html).toContain('<html lang="ru"');
  });

  it('sends a listing reached by another of its addresses to its own in the language, for good', async () => {
    const moved = async (path: string) => {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') };
    };
    expect(await moved('/ru/property/gulf-penthouse')).toEqual({
      status: 301,
      location: '/ru/property/penthaus-u-zaliva',
    });
    expect(await moved('/property/penthaus-u-zaliva')).toEqual({ status: 301, location: '/property/gulf-penthouse' });
    const { status, html } = await page('/ru/property/penthaus-u-zaliva');
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical" href="https://estate.ae/ru/property/penthaus-u-zaliva"/>');
    for (const [lang, href] of [
      ['en', '/property/gulf-penthouse'],
      ['ar', '/ar/property/gulf-penthouse'],
      ['ru', '/ru/property/penthaus-u-zaliva'],
      ['zh-Hans', '/zh/property/gulf-penthouse'],
    ])
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="https://estate.ae${href}"/>`);
    // The language switcher goes to each language's own address.
    expect(html).toMatch(/href="\/property\/gulf-penthouse" hrefLang="en"/);
    expect(html).toMatch(/href="\/ru\/property\/penthaus-u-zaliva" hrefLang="ru"/);
  });
});
