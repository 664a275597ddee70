import type { PlaceNames } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, type ReactNode } from 'react';
import { apiRequest } from '~/lib/api-client';
import { ENGLISH } from './content';
import { useLocale } from './i18n';
import { DEFAULT_LOCALE, type Locale } from './locales';

/*
 * The places' names in the page's language (docs/decisions/0102): a listing's or a development's
 * location is the English name of a community, and its area guide's translated title is its name
 * in the language. The names of a language are one small read of the CMS, prefetched with the
 * root's data of an Arabic, Russian or Chinese page and shared by every card, filter, label and
 * map of it; an English page never asks. The English name stays the value (filters, addresses,
 * saved searches, enquiries): only what is shown changes. A place no guide translates shows its
 * English name, marked as English.
 */

type Names = Readonly<Record<string, string>>;

// Checked by hand: the contract's schema would bring zod into every page of the language.
const isPlaceNames = (value: unknown): value is PlaceNames =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { language?: unknown }).language === 'string' &&
  typeof (value as { names?: unknown }).names === 'object' &&
  (value as { names: unknown }).names !== null &&
  Object.values((value as { names: object }).names).every((n) => typeof n === 'string');

async function getPlaceNames(locale: Locale, signal?: AbortSignal): Promise<Names> {
  const { data } = await apiRequest('getPlaceNames', {
    query: { language: locale },
    parse: (body): PlaceNames => {
      if (!isPlaceNames(body)) throw new Error('place names: unexpected answer');
      return body;
    },
    signal,
  });
  return data.names;
}

export const placeNamesKey = (locale: Locale) => ['place-names', locale] as const;

/** The names of a language (none asked for in English); area guides change rarely. */
export const placeNamesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: placeNamesKey(locale),
    queryFn: ({ signal }) => getPlaceNames(locale, signal),
    staleTime: 10 * 60_000,
    enabled: locale !== DEFAULT_LOCALE,
  });

/** A place as a page shows it: its name in the page's language, or its English one marked as English. */
export interface ShownPlace {
  text: string;
  lang?: typeof ENGLISH;
}

const caseless = new WeakMap<Names, Map<string, string>>();

/** A place's name in a language from that language's names (English's: its own). */
export function placeNameIn(names: Names | undefined, locale: Locale, english: string): ShownPlace {
  const name = english.trim();
  if (locale === DEFAULT_LOCALE || !name) return { text: name };
  if (!names) return { text: name, lang: ENGLISH };
  let folded = caseless.get(names);
  if (!folded) {
    folded = new Map(Object.entries(names).map(([k, v]) => [k.trim().toLowerCase(), v]));
    caseless.set(names, folded);
  }
  const translated = names[name] ?? folded.get(name.toLowerCase());
  return translated ? { text: translated } : { text: name, lang: ENGLISH };
}

/** The page's place names: a function from a place's English name to it as shown. */
export function usePlaceName(): (english: string) => ShownPlace {
  const locale = useLocale();
  const { data } = useQuery(placeNamesQuery(locale));
  return useCallback((english: string) => placeNameIn(data, locale, english), [data, locale]);
}

/** A dropdown's places in the page's language: each option's label and language, its value the English name. */
export function placeOptions(values: readonly string[], placeName: (english: string) => ShownPlace) {
  return {
    labels: Object.fromEntries(values.map((v) => [v, placeName(v).text])),
    languageOf: (value: string) => placeName(value).lang,
  };
}

/** A place's name in the page's language (its English one, marked, where none is given). */
export function PlaceName({ name }: { name: string }) {
  const shown = usePlaceName()(name);
  return shown.lang ? <span {...shown.lang}>{shown.text}</span> : <>{shown.text}</>;
}

const SLOT = '\uE000';

/**
 * A message naming a place (`message` given the name to put in), the place marked as English
 * where it is: "مسكن مختار · <span lang=en>Jumeirah Bay</span>".
 */
export function withPlace(message: (place: string) => string, place: ShownPlace): ReactNode {
  const slotted = place.lang ? message(SLOT) : '';
  if (!slotted.includes(SLOT)) return message(place.text);
  const [before, ...after] = slotted.split(SLOT);
  return (
    <Fragment>
      {before}
      <span {...place.lang}>{place.text}</span>
      {after.join(place.text)}
    </Fragment>
  );
}

/**
 * A place's name for a page's meta (its title, description, JSON-LD), which renders without
 * hooks: the names the root prefetched for the page, from its dehydrated queries.
 */
export function placeNamesOfMatches(matches: readonly unknown[] | undefined, locale: Locale): Names | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const key = JSON.stringify(placeNamesKey(locale));
  for (const match of matches ?? []) {
    const queries = (match as { data?: { dehydratedState?: { queries?: unknown[] } | null } } | undefined)?.data
      ?.dehydratedState?.queries;
    for (const query of queries ?? []) {
      const q = query as { queryKey: unknown; state: { data?: unknown } };
      if (JSON.stringify(q.queryKey) === key && q.state.data && typeof q.state.data === 'object')
        return q.state.data as Names;
    }
  }
  return undefined;
}

/** A page's meta's place names: each place's English name → its name in the page's language. */
export function placeNamerOf(matches: readonly unknown[] | undefined, locale: Locale): (english: string) => string {
  const names = placeNamesOfMatches(matches, locale);
  return (english) => placeNameIn(names, locale, english).text;
}
