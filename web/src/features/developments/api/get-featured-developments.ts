import { HOME_LIMITS } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

export async function getFeaturedDevelopments(locale: Locale, signal?: AbortSignal): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getFeaturedDevelopments', {
    query: { limit: HOME_LIMITS.featuredDevelopments, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const featuredDevelopmentsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: developmentKeys.featured(locale),
    queryFn: ({ signal }) => getFeaturedDevelopments(locale, signal),
  });

export const useFeaturedDevelopments = (locale: Locale) => useQuery(featuredDevelopmentsQuery(locale));
