import { SIMILAR_DEFAULT_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

/** Public homes like a listing: same location and type, within 30% of its price (decision 0037). */
export async function getSimilarProperties(
  slug: string,
  limit: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getSimilarProperties', {
    query: { slug, limit, ...languageQuery(locale) },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const similarPropertiesQuery = (slug: string, locale: Locale, limit = SIMILAR_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: propertyKeys.similar(slug, limit, locale),
    queryFn: ({ signal }) => getSimilarProperties(slug, limit, locale, signal),
  });

/** `enabled` false holds the request back (the section is not near the screen yet). */
export const useSimilarProperties = (
  slug: string,
  locale: Locale,
  { limit = SIMILAR_DEFAULT_LIMIT, enabled = true } = {},
) => useQuery({ ...similarPropertiesQuery(slug, locale, limit), enabled });
