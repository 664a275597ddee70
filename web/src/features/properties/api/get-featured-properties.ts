import { HOME_LIMITS } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

export async function getFeaturedProperties(locale: Locale, signal?: AbortSignal): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getFeaturedProperties', {
    query: { limit: HOME_LIMITS.featuredProperties, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const featuredPropertiesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: propertyKeys.featured(locale),
    queryFn: ({ signal }) => getFeaturedProperties(locale, signal),
  });

export const useFeaturedProperties = (locale: Locale) => useQuery(featuredPropertiesQuery(locale));
