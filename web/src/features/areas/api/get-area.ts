import type { Area } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { areaKeys } from './keys';

/** One area guide by any of its addresses, in the page's language. */
export async function getArea(slug: string, locale: Locale, signal?: AbortSignal): Promise<Area> {
  const { data } = await apiRequest('getAreaBySlug', {
    params: { slug },
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).AreaSchema.parse(d),
    signal,
  });
  return data;
}

export const areaQuery = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: areaKeys.detail(slug, locale), queryFn: ({ signal }) => getArea(slug, locale, signal) });

export const useArea = (slug: string, locale: Locale) => useQuery(areaQuery(slug, locale));
