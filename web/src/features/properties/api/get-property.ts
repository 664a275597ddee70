import type { Property } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';

/** One listing by its address, in the page's language. */
export async function getProperty(slug: string, locale: Locale, signal?: AbortSignal): Promise<Property> {
  const { data } = await apiRequest('getPropertyBySlug', {
    params: { slug },
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).PropertySchema.parse(d),
    signal,
  });
  return data;
}

export const propertyQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: propertyKeys.detail(slug, locale),
    queryFn: ({ signal }) => getProperty(slug, locale, signal),
  });

export const useProperty = (slug: string, locale: Locale) => useQuery(propertyQuery(slug, locale));
