/**
 * The site's languages. English is the default and keeps the unprefixed addresses; each other
 * language serves the same pages under its prefix (/ar/..., /ru/..., /zh/...), the prefix being
 * React Router's basename for that language (server/app.ts), so the app's own links stay in it.
 */
export const LOCALES = ['en', 'ar', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages served under a prefix of their own. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

const PREFIX = /^\/(ar|ru|zh)(?=\/|$)/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** React Router's basename for a language. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale given to Intl and to the message formatter. Arabic is written with Latin digits
 * (the UAE's practice, and the portals'): docs/decisions/0098.
 */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

/** hreflang values of the alternates; Chinese is Simplified. */
export const HREFLANG: Record<Locale, string> = { en: 'en', ar: 'ar', ru: 'ru', zh: 'zh-Hans' };

/** Open Graph's locale of a page. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE', ru: 'ru_RU', zh: 'zh_CN' };

/** Each language named in itself, for the switcher. */
export const NATIVE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية', ru: 'Русский', zh: '简体中文' };

/** The lang attribute of a language's texts (Chinese: Simplified script). */
export const LANG_TAG: Record<Locale, string> = { en: 'en', ar: 'ar', ru: 'ru', zh: 'zh-Hans' };
