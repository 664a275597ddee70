import { createContext, useContext, useMemo, type ReactNode } from 'react';
import en from 'virtual:messages/en';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every interface text's id: the English catalogue is the one source of them. */
export type MessageId = keyof typeof import('./messages/en.json');
export type MessageParams = Record<string, string | number | null | undefined>;
export type Translate = (id: MessageId, params?: MessageParams) => string;
type Catalogue = Record<string, (params?: MessageParams) => string>;
/** A part of the English catalogue (`virtual:messages/en/<part>`). */
export type EnglishPart = Record<string, (params?: Record<string, unknown>) => string>;

/*
 * The English texts every page shows are part of the layout's code; those of one part of the site
 * (`virtual:messages/en/<part>`, vite/messages.ts) are given by the components that show them
 * (useT(part)). Another language's catalogue is one chunk, loaded for that language's pages
 * only: by the server before it renders, by the browser before it hydrates (entry.client.tsx).
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { en: en as Catalogue };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('virtual:messages/ar') as Promise<{ default: Catalogue }>,
  ru: () => import('virtual:messages/ru') as Promise<{ default: Catalogue }>,
  zh: () => import('virtual:messages/zh') as Promise<{ default: Catalogue }>,
};

/** Loads a language's catalogue once; later calls answer at once. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en' || catalogues[locale]) return;
  catalogues[locale] = (await loaders[locale]()).default;
}

export function isCatalogueLoaded(locale: Locale): boolean {
  return !!catalogues[locale];
}

/**
 * A message in a language. A language whose catalogue has not loaded yet (or lacks the id) gives
 * the English text: the layout's, or that of the English part given.
 */
export function translate(locale: Locale, id: MessageId, params?: MessageParams, part?: EnglishPart): string {
  const format = catalogues[locale]?.[id] ?? part?.[id] ?? catalogues.en![id];
  if (format) return format(params);
  // A component that shows a part's texts and does not give that part (useT(part)).
  if (import.meta.env.DEV) console.error(`i18n: no English text for ${id}: give its part to useT()`);
  return id;
}

export function translator(locale: Locale, part?: EnglishPart): Translate {
  return (id, params) => translate(locale, id, params, part);
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The page's messages: `t('nav.about')`, `t('results.properties', { count, n })`; with `part`,
 * the English texts of that part of the site as well.
 */
export function useT(part?: EnglishPart): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale, part), [locale, part]);
}

/**
 * A message with one marked part rendered by `render`: 'In the meantime, <link>browse every
 * property</link>.' keeps its words in the catalogue and its link in the component.
 */
export function withTag(text: string, tag: string, render: (chunk: string) => ReactNode): ReactNode[] {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) return [text];
  return [text.slice(0, start), render(text.slice(start + open.length, end)), text.slice(end + close.length)];
}
