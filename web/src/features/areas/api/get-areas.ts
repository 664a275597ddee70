import { LIST_MAX_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import { INTL_LOCALE, type Locale } from '~/lib/i18n/locales';
import { areaKeys } from './keys';
import type { AreaListItem } from './schemas';

/** Areas sorted by title, case-insensitively (public spec: Areas listing), in the page's language. */
export function sortAreas<T extends { title: string }>(areas: T[], locale: Locale = 'en'): T[] {
  const language = INTL_LOCALE[locale];
  return [...areas].sort((a, b) => a.title.localeCompare(b.title, language, { sensitivity: 'base' }));
}

export async function getAreas(locale: Locale, signal?: AbortSignal): Promise<AreaListItem[]> {
  const { data } = await apiRequest('getAreas', {
    query: { limit: LIST_MAX_LIMIT, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).AreaListSchema.parse(d),
    signal,
  });
  return sortAreas(data, locale);
}

export const areasQuery = (locale: Locale) =>
  queryOptions({ queryKey: areaKeys.lists(locale), queryFn: ({ signal }) => getAreas(locale, signal) });

export const useAreas = (locale: Locale) => useQuery(areasQuery(locale));
