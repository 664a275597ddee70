import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

export async function getSoldDevelopments(locale: Locale, signal?: AbortSignal): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getSoldDevelopments', {
    query: { limit: 12, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const soldDevelopmentsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: developmentKeys.sold(locale),
    queryFn: ({ signal }) => getSoldDevelopments(locale, signal),
  });

export const useSoldDevelopments = (locale: Locale) => useQuery(soldDevelopmentsQuery(locale));
