import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contract';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';

/** Public listings by slug (favourites, compare); a slug not answered is no longer public. */
export async function getPropertiesBySlugs(
  slugs: readonly string[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<Property[]> {
  if (slugs.length === 0) return [];
  const { data } = await apiRequest('getPropertiesBySlugs', {
    query: { slugs: slugs.join(','), ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).PropertyDetailListSchema.parse(d),
    signal,
  });
  return data;
}

export const propertiesBySlugsQuery = (slugs: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: propertyKeys.bySlugs(slugs, locale),
    queryFn: ({ signal }) => getPropertiesBySlugs(slugs, locale, signal),
    // Removing one home keeps the others on screen while the shorter list loads.
    placeholderData: keepPreviousData,
  });

export const usePropertiesBySlugs = (slugs: readonly string[], locale: Locale) =>
  useQuery(propertiesBySlugsQuery(slugs, locale));
