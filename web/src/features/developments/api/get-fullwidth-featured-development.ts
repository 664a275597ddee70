import type { Development } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';

export async function getFullwidthFeaturedDevelopment(
  locale: Locale,
  signal?: AbortSignal,
): Promise<Development | null> {
  const { data } = await apiRequest('getFullwidthFeaturedDevelopment', {
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).OptionalDevelopmentSchema.parse(d),
    signal,
  });
  return data;
}

export const fullwidthFeaturedDevelopmentQuery = (locale: Locale) =>
  queryOptions({
    queryKey: developmentKeys.fullwidth(locale),
    queryFn: ({ signal }) => getFullwidthFeaturedDevelopment(locale, signal),
  });

export const useFullwidthFeaturedDevelopment = (locale: Locale) => useQuery(fullwidthFeaturedDevelopmentQuery(locale));
