import { SIMILAR_DEFAULT_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

/** Public homes like a listing: same location and type, within 30% of its price (decision 0037). */
export async function getSimilarProperties(
  slug: string,
  limit: number,
  signal?: AbortSignal,
): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getSimilarProperties', {
    query: { slug, limit },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const similarPropertiesQuery = (slug: string, limit = SIMILAR_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: propertyKeys.similar(slug, limit),
    queryFn: ({ signal }) => getSimilarProperties(slug, limit, signal),
  });

/** `enabled` false holds the request back (the section is not near the screen yet). */
export const useSimilarProperties = (slug: string, { limit = SIMILAR_DEFAULT_LIMIT, enabled = true } = {}) =>
  useQuery({ ...similarPropertiesQuery(slug, limit), enabled });
