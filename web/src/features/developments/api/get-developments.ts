import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

/** The newest developments (map, carousels, "more developments"). */
export async function getDevelopments(
  limit: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getDevelopments', {
    query: { limit, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const developmentsQuery = (locale: Locale, limit = 24) =>
  queryOptions({
    queryKey: developmentKeys.list(limit, locale),
    queryFn: ({ signal }) => getDevelopments(limit, locale, signal),
  });

export const useDevelopments = (locale: Locale, limit = 24) => useQuery(developmentsQuery(locale, limit));
