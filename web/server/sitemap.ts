import { apiPath, LIST_MAX_LIMIT, TOTAL_COUNT_HEADER } from '@estate/contract';
import type { Request, Response } from 'express';
import { STATIC_PAGES } from '../src/lib/static-pages';

interface Dated {
  slug: string;
  updatedAt?: string;
}

/** Every item of a list route, page by page (the routes answer at most LIST_MAX_LIMIT at once). */
async function fetchAll(cmsUrl: string, route: string, fetchImpl: typeof fetch): Promise<Dated[]> {
  const items: Dated[] = [];
  for (let offset = 0; ; offset += LIST_MAX_LIMIT) {
    const res = await fetchImpl(`${cmsUrl}${apiPath(route)}?limit=${LIST_MAX_LIMIT}&offset=${offset}`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${route} answered ${res.status}`);
    const page = (await res.json()) as Dated[];
    items.push(...page.filter((p) => typeof p.slug === 'string' && p.slug));
    const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? page.length);
    if (page.length < LIST_MAX_LIMIT || offset + page.length >= total) return items;
  }
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export interface SitemapOptions {
  cmsUrl: string;
  siteUrl: string;
  fetchImpl?: typeof fetch;
}

export async function buildSitemap({ cmsUrl, siteUrl, fetchImpl = fetch }: SitemapOptions): Promise<string> {
  const [properties, developments, areas, posts] = await Promise.all([
    fetchAll(cmsUrl, 'getProperties', fetchImpl),
    fetchAll(cmsUrl, 'getDevelopments', fetchImpl),
    fetchAll(cmsUrl, 'getAreas', fetchImpl),
    fetchAll(cmsUrl, 'getPosts', fetchImpl),
  ]);
  const urls: { loc: string; lastmod?: string; priority: string }[] = [
    ...STATIC_PAGES.map((p) => ({ loc: p.path, priority: p.path === '/' ? '1.0' : '0.6' })),
    ...properties.map((p) => ({ loc: `/property/${p.slug}`, lastmod: p.updatedAt, priority: '0.8' })),
    ...developments.map((d) => ({ loc: `/development/${d.slug}`, lastmod: d.updatedAt, priority: '0.8' })),
    ...areas.map((a) => ({ loc: `/area/${a.slug}`, lastmod: a.updatedAt, priority: '0.7' })),
    ...posts.map((p) => ({ loc: `/blog-single/${p.slug}`, lastmod: p.updatedAt, priority: '0.5' })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(siteUrl + (u.loc === '/' ? '/' : encodeURI(u.loc)))}</loc>` +
        (u.lastmod ? `<lastmod>${escapeXml(u.lastmod.slice(0, 10))}</lastmod>` : '') +
        `<priority>${u.priority}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapHandler(options: SitemapOptions) {
  // Regenerated at most every five minutes per instance; crawlers are told to come back hourly.
  let cache: { at: number; xml: string } | null = null;
  return async (_req: Request, res: Response) => {
    try {
      if (!cache || Date.now() - cache.at > 5 * 60_000) cache = { at: Date.now(), xml: await buildSitemap(options) };
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(cache.xml);
    } catch (err) {
      console.error(`[web] sitemap: ${(err as Error).message}`);
      res.status(503).type('text/plain').send('The sitemap is temporarily unavailable');
    }
  };
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
