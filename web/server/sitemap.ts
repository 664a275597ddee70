import { LIST_MAX_LIMIT } from '@estate/contract';
import type { Request, Response } from 'express';
import { apiRequest } from '../src/lib/api-client';
import { STATIC_PAGES } from '../src/lib/static-pages';

interface Dated {
  slug: string;
  updatedAt?: string;
}

/** The slug and date of a list item, read without a schema walk over thousands of listings. */
function datedView(item: unknown): Partial<Dated> {
  if (typeof item !== 'object' || item === null) return {};
  const { slug, updatedAt } = item as Record<string, unknown>;
  return {
    ...(typeof slug === 'string' ? { slug } : {}),
    ...(typeof updatedAt === 'string' ? { updatedAt } : {}),
  };
}
const isDated = (item: Partial<Dated>): item is Dated => Boolean(item.slug);

/** Every item of a list route, page by page (the routes answer at most LIST_MAX_LIMIT at once). */
async function fetchAll(
  cmsUrl: string,
  route: 'getProperties' | 'getDevelopments' | 'getAreas' | 'getPosts',
  fetchImpl: typeof fetch,
): Promise<Dated[]> {
  const items: Dated[] = [];
  for (let offset = 0; ; offset += LIST_MAX_LIMIT) {
    const { data: page, total } = await apiRequest(route, {
      query: { limit: LIST_MAX_LIMIT, offset },
      parse: (data) => (Array.isArray(data) ? data.map(datedView) : []),
      baseUrl: cmsUrl,
      fetchImpl,
    });
    items.push(...page.filter(isDated));
    if (page.length < LIST_MAX_LIMIT || offset + page.length >= (total ?? page.length)) return items;
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
