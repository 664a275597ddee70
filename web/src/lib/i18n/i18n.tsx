import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import en from 'virtual:messages/en';
import loaders from 'virtual:messages/loaders';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every interface text's id: the English catalogue is the one source of them. */
export type MessageId = keyof typeof import('./messages/en.json');
export type MessageParams = Record<string, string | number | null | undefined>;
export type Translate = (id: MessageId, params?: MessageParams) => string;
type Catalogue = Record<string, (params?: MessageParams) => string>;
/** A part of the English catalogue (`virtual:messages/en/<part>`), named by its `$part`. */
export type EnglishPart = Record<string, (params?: Record<string, unknown>) => string>;

/*
 * The catalogues come in parts (vite/messages.ts): the texts every page shows, and one part per
 * part of the site. English's layout part is in the layout's code and its other parts are given
 * by the components that show them (useT(part)). Another language's parts are chunks of their
 * own: the server loads them all before it renders and names, in the page, those the page used
 * (entry.server.tsx); the browser loads those before it hydrates (entry.client.tsx), and the
 * others once it is idle, or when a page shown later needs one.
 */
const messages: Partial<Record<Locale, Catalogue>> = { en: en as Catalogue };
const loaded = new Set<string>();
let version = 0;
const listeners = new Set<() => void>();

const partName = (part: EnglishPart | undefined) => (part as { $part?: string } | undefined)?.$part;

/** Loads parts of a language's catalogue (every part when none are named); loaded parts answer at once. */
export async function loadCatalogue(
  locale: Locale,
  parts?: readonly string[],
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  if (locale === 'en') return;
  const all = loaders[locale] as Record<string, () => Promise<{ default: Catalogue }>>;
  const wanted = ['layout', ...(parts ?? Object.keys(all))].filter((p) => all[p] && !loaded.has(`${locale}/${p}`));
  if (!wanted.length) return;
  const modules = await Promise.all(wanted.map((p) => all[p]!()));
  messages[locale] = Object.assign({}, messages[locale], ...modules.map((m) => m.default));
  for (const p of wanted) loaded.add(`${locale}/${p}`);
  if (quiet) return;
  version++;
  for (const listener of listeners) listener();
}

/**
 * The rest of a language's catalogue, once a page has hydrated: for the pages a link opens. It
 * arrives quietly: the page on screen already has every text it shows (its parts loaded before it
 * hydrated, `defer` parts suspending until theirs, `later` texts read when next rendered), and
 * telling every translator would be an urgent update that React answers, for a section still
 * hydrating, by throwing its server HTML away (error 421).
 */
export const loadRestOfCatalogue = (locale: Locale): Promise<void> => loadCatalogue(locale, undefined, { quiet: true });

export function isCatalogueLoaded(locale: Locale, part = 'layout'): boolean {
  return locale === 'en' || loaded.has(`${locale}/${part}`);
}

/**
 * A message in a language. A language whose part has not loaded yet gives the English text: the
 * layout's, or that of the English part given.
 */
export function translate(locale: Locale, id: MessageId, params?: MessageParams, part?: EnglishPart): string {
  const format = messages[locale]?.[id] ?? part?.[id] ?? messages.en![id];
  if (format) return format(params);
  // A component that shows a part's texts and does not give that part (useT(part)).
  if (import.meta.env.DEV) console.error(`i18n: no English text for ${id}: give its part to useT()`);
  return id;
}

export function translator(locale: Locale, part?: EnglishPart): Translate {
  return (id, params) => translate(locale, id, params, part);
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The parts of the catalogue a server render used: named in the page for the browser to load. */
export const UsedParts = createContext<Set<string> | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

/**
 * How a component's part is loaded in the browser, for texts a page's first render does not need:
 * - `later`: texts the server never renders (an error after a send, a dialog, a map's failure):
 *   not named in the page, so the browser does not load them before it hydrates; the idle load
 *   brings them, and until then (rarely) the English text shows.
 * - `defer`: texts the server renders below the first screen (a guide's steps, a page's lower
 *   sections), under a Suspense boundary (HydrateLater): not named in the page either; the
 *   browser keeps the server's HTML there and hydrates it once the part has loaded.
 */
export type PartLoading = { later?: boolean; defer?: boolean };

const deferred = new Map<string, Promise<void>>();

/**
 * The page's messages: `t('nav.about')`, `t('results.properties', { count, n })`; with `part`,
 * the English texts of that part of the site as well. A part another language has not loaded yet
 * (a page reached by a link, before the idle load) is loaded, and its texts replace English's.
 */
export function useT(part?: EnglishPart, loading?: PartLoading): Translate {
  const locale = useLocale();
  const name = partName(part) ?? 'layout';
  const used = useContext(UsedParts);
  if (!loading?.later && !loading?.defer) used?.add(name);
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  if (typeof window !== 'undefined' && !isCatalogueLoaded(locale, name)) {
    const key = `${locale}/${name}`;
    // A part loaded for `later` or `defer` arrives quietly: telling every translator would be an
    // urgent update while the page's sections are still hydrating, which React answers by throwing
    // their server HTML away (errors 421, 418). The suspended section retries by itself, and a
    // `later` text is read again when the component next renders (the error it shows, say).
    if (loading?.defer) {
      // Suspends: hydration of this boundary waits for the part, the server's HTML stays meanwhile.
      if (!deferred.has(key)) deferred.set(key, loadCatalogue(locale, [name], { quiet: true }));
      throw deferred.get(key)!;
    } else void loadCatalogue(locale, [name], { quiet: !!loading?.later });
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new catalogue version is a new translator
  return useMemo(() => translator(locale, part), [locale, part, seen]);
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
