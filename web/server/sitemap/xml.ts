/*
 * The sitemaps protocol's two documents (sitemaps.org/protocol.html): a urlset of pages and a
 * sitemapindex of urlsets. Text only: what goes in them, and how it is escaped.
 */

// Characters XML 1.0 does not allow at all (control characters but tab, line feed, return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[<>&'"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Text as XML character data: the five entity-escaped, characters XML cannot hold left out. */
export const escapeXml = (s: string) =>
  // Tested first: most text (every address of a slug) has nothing to escape, and a test is a
  // tenth of two replacements (100,000 addresses a build).
  NEEDS_WORK.test(s) ? s.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c) : s;

/** A W3C date-time to the second, in UTC: what lastmod takes. */
export const w3cTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_TAIL = '</urlset>\n';

const DAY = /^\d{4}-\d\d-\d\d/;

/**
 * A page's versions in every language, as Google reads hreflang in a sitemap: one
 * `<xhtml:link rel="alternate">` per language (`hreflang` to address), written once per page and
 * repeated in the `<url>` of each of its versions.
 */
export function alternateLinks(versions: ReadonlyArray<{ hreflang: string; href: string }>): string {
  return versions
    .map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${escapeXml(v.href)}"/>`)
    .join('');
}

/**
 * One page of a urlset; `lastmod` as the CMS gives it (ISO 8601), written as its day; `alternates`
 * its versions in every language (alternateLinks), when it has them.
 */
export function urlElement(loc: string, priority: string, lastmod?: string, alternates = ''): string {
  const day = lastmod && DAY.test(lastmod) ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${day}<priority>${priority}</priority>${alternates}</url>\n`;
}

/** The sitemap index: where each part is and when it last changed. */
export function sitemapIndex(parts: ReadonlyArray<{ loc: string; lastmod: number }>): string {
  const items = parts.map(
    (p) => `  <sitemap><loc>${escapeXml(p.loc)}</loc><lastmod>${w3cTime(p.lastmod)}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
