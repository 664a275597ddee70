import { NEARBY_DEFAULT_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

/**
 * A listing's "More listings": the public homes of its location first, then of its country, then
 * the rest, the listing itself left out (the CMS orders them: lib/listing/similar).
 */
export async function getNearbyProperties(
  slug: string,
  limit: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getNearbyProperties', {
    query: { slug, limit, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const nearbyPropertiesQuery = (slug: string, locale: Locale, limit = NEARBY_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: propertyKeys.nearby(slug, limit, locale),
    queryFn: ({ signal }) => getNearbyProperties(slug, limit, locale, signal),
  });

export const useNearbyProperties = (slug: string, locale: Locale, limit = NEARBY_DEFAULT_LIMIT) =>
  useQuery(nearbyPropertiesQuery(slug, locale, limit));
