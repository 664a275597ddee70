/*
 * The site's languages (docs/decisions/0098, 0101): the public site's pages, a lead's language
 * and the language of the mails to its buyer. Free of zod, so the browser bundle takes it as it is
 * (web/vite/contract-browser). English is the default: unprefixed addresses, and a lead that
 * names no language.
 */

export const LANGUAGES = ['en', 'ar', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language as a known one: anything else (older rows without one) is English. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** Each language as staff read it (the lead tables, the agency's mails). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'Arabic',
  ru: 'Russian',
  zh: 'Chinese (Simplified)',
};

/**
 * The locale given to Intl and to the message formatter. Arabic is written with Latin digits
 * (the UAE's practice, and the portals'): docs/decisions/0098.
 */
export const LANGUAGE_INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

/** The lang attribute of a language's texts (Chinese: Simplified script). */
export const LANGUAGE_TAG: Record<Language, string> = { en: 'en', ar: 'ar', ru: 'ru', zh: 'zh-Hans' };

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** A path of the public site in a language ("/about" -> "/ar/about", "/" -> "/ar"). */
export function languagePath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : path.startsWith('/?') ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}
