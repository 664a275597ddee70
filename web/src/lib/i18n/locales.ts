import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_INTL_LOCALE,
  LANGUAGE_TAG,
  LANGUAGES,
  languagePath,
  type Language,
} from '@estate/contract';

/**
 * The site's languages: the contract's (a lead records the one its page was in, docs/decisions/0101).
 * English is the default and keeps the unprefixed addresses; each other language serves the same
 * pages under its prefix (/ar/..., /ru/..., /zh/...), the prefix being React Router's basename for
 * that language (server/app.ts), so the app's own links stay in it.
 */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

/** The languages served under a prefix of their own. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join('|')})(?=/|$)`);

export const isLocale = (value: unknown): value is Locale => isLanguage(value);

/** The language of an address: its prefix's, English for none. */
export function localeFromPath(path: string): Locale {
  const m = PREFIX.exec(path);
  return m ? (m[1] as Locale) : DEFAULT_LOCALE;
}

/** The address without its language prefix ("/ar/about" -> "/about", "/ar" -> "/"). */
export function withoutLocale(path: string): string {
  const rest = path.replace(PREFIX, '');
  return rest === '' ? '/' : rest;
}

/** An unprefixed address in a language ("/about" -> "/ar/about", "/" -> "/ar"). */
export const localePath = (locale: Locale, path: string): string => languagePath(locale, path);

/** React Router's basename for a language. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

export const dirOf = (locale: Locale): 'rtl' | 'ltr' => directionOf(locale);

/**
 * The locale given to Intl and to the message formatter. Arabic is written with Latin digits
 * (the UAE's practice, and the portals'): docs/decisions/0098.
 */
export const INTL_LOCALE: Record<Locale, string> = LANGUAGE_INTL_LOCALE;

/** hreflang values of the alternates: the languages' tags (Chinese is Simplified). */
export const HREFLANG: Record<Locale, string> = LANGUAGE_TAG;

/**
 * A page in every language, as hreflang alternates name it: each language's address, in the
 * languages' order, then x-default (the English one, for a visitor whose language the site does
 * not speak). `path` is unprefixed and may carry a query; `siteUrl` is prefixed as it is;
 * `alternates`, a language's own unprefixed address where it differs (a post's slug there).
 */
export function languageVersions(
  siteUrl: string,
  path: string,
  alternates?: Partial<Record<Locale, string>>,
): Array<{ hreflang: string; href: string }> {
  const [pathname, query] = path.split(/(?=[?#])/, 2) as [string, string | undefined];
  const href = (locale: Locale) => `${siteUrl}${localePath(locale, alternates?.[locale] ?? pathname)}${query ?? ''}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], href: href(locale) })),
    { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
  ];
}

/** Open Graph's locale of a page. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE', ru: 'ru_RU', zh: 'zh_CN' };

/** Each language named in itself, for the switcher. */
export const NATIVE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية', ru: 'Русский', zh: '简体中文' };

/** The lang attribute of a language's texts (Chinese: Simplified script). */
export const LANG_TAG: Record<Locale, string> = LANGUAGE_TAG;
