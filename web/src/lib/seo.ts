import type { MetaDescriptor } from 'react-router';
import { PLACEHOLDER_IMAGE } from '~/components/image';
import { DEFAULT_DESCRIPTION, SITE_NAME, TWITTER_HANDLE } from './site';
import { DEFAULT_LOCALE, languageVersions, LOCALES, localePath, OG_LOCALE, type Locale } from './i18n/locales';
import { translate } from './i18n/i18n';

export interface PublicConfig {
  siteUrl: string;
  mapAttribution: string;
  agencyName: string;
  /** The page's language (its address's prefix); English when not given. */
  locale?: Locale;
}

/** The root loader's public configuration, as route meta functions see it. */
export function publicConfigFrom(matches: readonly unknown[] | undefined): PublicConfig {
  const root = (matches ?? []).find(
    (m): m is { id: string; data?: { publicConfig?: PublicConfig }; loaderData?: { publicConfig?: PublicConfig } } =>
      !!m && typeof m === 'object' && (m as { id?: string }).id === 'root',
  );
  const config = root?.loaderData?.publicConfig ?? root?.data?.publicConfig;
  return config ?? { siteUrl: '', mapAttribution: '', agencyName: SITE_NAME };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Share previews need a JPEG at a sensible size: the image endpoint serves JPEG to crawlers. */
export function shareImage(siteUrl: string, image: string | null | undefined): string {
  const path = image || PLACEHOLDER_IMAGE;
  return absoluteUrl(siteUrl, path.startsWith('/uploads/') ? `/img/1280${path}` : '/images/share-default.jpg');
}

/** Plain text from HTML or long copy, cut for a meta description. */
export function describe(text: string, max = 158): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export type JsonLd = Record<string, unknown>;

export interface PageSeo {
  title: string;
  description?: string;
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: JsonLd[];
  noindex?: boolean;
  /**
   * The page's unprefixed address in each language where it differs from `path` (a post's slug
   * in that language, docs/decisions/0102): the alternates and the canonical URL use them.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Extra descriptors, e.g. the hero image preload. */
  extra?: MetaDescriptor[];
}

export function breadcrumbs(siteUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function organization(config: PublicConfig, contact?: { phone?: string; email?: string; address?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'RealEstateAgent'],
    name: config.agencyName,
    url: absoluteUrl(config.siteUrl, '/'),
    logo: absoluteUrl(config.siteUrl, '/images/logo.png'),
    image: absoluteUrl(config.siteUrl, '/images/share-default.jpg'),
    areaServed: ['Dubai', 'United Arab Emirates', 'Spain', 'United Kingdom'],
    ...(contact?.phone ? { telephone: contact.phone } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.address ? { address: contact.address } : {}),
  };
}

/**
 * The page in every language: an alternate link per language, and x-default naming the English
 * page (the one for a visitor whose language the site does not speak). `path` is unprefixed.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  alternates?: Partial<Record<Locale, string>>,
): MetaDescriptor[] {
  return languageVersions('', path, alternates).map((v) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: v.hreflang,
    href: absoluteUrl(siteUrl, v.href),
  }));
}

/** Addresses of files, which no language prefixes. */
const FILE_PATH = /^\/(img|uploads|images|assets|tiles|api|sitemap|feeds?)(\/|\.|$)/;

/**
 * Structured data of a page in another language than English: its addresses of this site's
 * pages are the language's, and the breadcrumbs start at its home, named in it.
 */
function localiseLd(value: unknown, siteUrl: string, locale: Locale): unknown {
  if (typeof value === 'string') {
    if (!siteUrl || !value.startsWith(`${siteUrl}/`)) return value;
    const path = value.slice(siteUrl.length);
    return FILE_PATH.test(path) ? value : `${siteUrl}${localePath(locale, path)}`;
  }
  if (Array.isArray(value)) return value.map((v) => localiseLd(v, siteUrl, locale));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, localiseLd(v, siteUrl, locale)] as const);
  const out: Record<string, unknown> = Object.fromEntries(entries);
  if (out['@type'] === 'ListItem' && out.position === 1 && out.name === 'Home')
    out.name = translate(locale, 'nav.home');
  return out;
}

/**
 * Title, description, canonical URL, language alternates, Open Graph, Twitter card and JSON-LD of
 * a page. `path` is the unprefixed address: the canonical URL is the page's own language's.
 */
export function seoMeta(matches: readonly unknown[] | undefined, page: PageSeo): MetaDescriptor[] {
  const config = publicConfigFrom(matches);
  const locale = config.locale ?? DEFAULT_LOCALE;
  const url = absoluteUrl(config.siteUrl, localePath(locale, page.alternates?.[locale] ?? page.path));
  const title = page.title.includes(config.agencyName) ? page.title : `${page.title} | ${config.agencyName}`;
  const description = page.description || DEFAULT_DESCRIPTION;
  const image = shareImage(config.siteUrl, page.image);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(page.noindex ? [] : languageAlternates(config.siteUrl, page.path, page.alternates)),
    { property: 'og:site_name', content: config.agencyName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: page.imageAlt ?? page.title },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: TWITTER_HANDLE },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  for (const ld of page.jsonLd ?? [])
    meta.push({
      'script:ld+json': locale === DEFAULT_LOCALE ? ld : (localiseLd(ld, config.siteUrl, locale) as JsonLd),
    });
  return [...meta, ...(page.extra ?? [])];
}

export { SITE_NAME };
