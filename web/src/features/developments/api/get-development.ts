import type { Development } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';

/** One development by any of its addresses, in the page's language. */
export async function getDevelopment(slug: string, locale: Locale, signal?: AbortSignal): Promise<Development> {
  const { data } = await apiRequest('getDevelopmentBySlug', {
    params: { slug },
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).DevelopmentSchema.parse(d),
    signal,
  });
  return data;
}

export const developmentQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: developmentKeys.detail(slug, locale),
    queryFn: ({ signal }) => getDevelopment(slug, locale, signal),
  });

export const useDevelopment = (slug: string, locale: Locale) => useQuery(developmentQuery(slug, locale));
