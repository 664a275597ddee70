import type { TranslationNote } from '@estate/contract';
import { DEFAULT_LOCALE, localeFromPath, type Locale } from './locales';

/*
 * The content's translations (docs/decisions/0102): the CMS answers an item in the page's
 * language with each translated text in place and names the texts still in English; the page
 * marks those as English, so a screen reader reads them in English and an Arabic page sets them
 * left to right.
 */

/** The `language` query of a read that answers in the page's language (none for English). */
export const languageQuery = (locale: Locale): { language: Locale } | undefined =>
  locale === DEFAULT_LOCALE ? undefined : { language: locale };

/** The language of a route's request (its address's prefix). */
export const localeOfRequest = (request: Request): Locale => localeFromPath(new URL(request.url).pathname);

/** The attributes of an element whose text is English on another language's page. */
export const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/**
 * The attributes of an element showing `field` of an item: lang="en" (and left to right) when
 * the item was read in another language and that text is still English; none otherwise.
 */
export function englishText(
  item: { translation?: TranslationNote } | null | undefined,
  field: string,
): typeof ENGLISH | undefined {
  return item?.translation?.untranslated.includes(field) ? ENGLISH : undefined;
}

/**
 * The attributes of an element showing a text staff write in English only (a listing's spaces,
 * nearby places and payment plan): lang="en" and left to right on a page in another language.
 */
export const staffEnglish = (locale: Locale): typeof ENGLISH | undefined =>
  locale === DEFAULT_LOCALE ? undefined : ENGLISH;

/**
 * An item's English address, the name it goes by whatever the page's language (favourites,
 * comparisons, enquiries, viewings, similar homes): an item read in a language answers with its
 * address there (`slug`) and each language's (`slugs`, English among them).
 */
export const englishSlug = (item: { slug: string; slugs?: Record<string, string> | null }): string =>
  item.slugs?.en ?? item.slug;

/** A page's unprefixed address in each language, from its slug in each (`path` the part before it). */
export const addressesIn = (
  slugs: Record<string, string> | null | undefined,
  path: string,
): Partial<Record<Locale, string>> | undefined =>
  slugs ? Object.fromEntries(Object.entries(slugs).map(([locale, slug]) => [locale, `${path}${slug}`])) : undefined;
