import type { Property } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';

/** The home page's full-width featured property, or null when none is chosen. */
export async function getFullwidthFeaturedProperty(locale: Locale, signal?: AbortSignal): Promise<Property | null> {
  const { data } = await apiRequest('getFullwidthFeaturedProperty', {
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).OptionalPropertySchema.parse(d),
    signal,
  });
  return data;
}

export const fullwidthFeaturedPropertyQuery = (locale: Locale) =>
  queryOptions({
    queryKey: propertyKeys.fullwidth(locale),
    queryFn: ({ signal }) => getFullwidthFeaturedProperty(locale, signal),
  });

export const useFullwidthFeaturedProperty = (locale: Locale) => useQuery(fullwidthFeaturedPropertyQuery(locale));
