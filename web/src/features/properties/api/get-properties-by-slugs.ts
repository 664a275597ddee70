import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contract';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

/** Public listings by slug (favourites, compare); a slug not answered is no longer public. */
export async function getPropertiesBySlugs(slugs: readonly string[], signal?: AbortSignal): Promise<Property[]> {
  if (slugs.length === 0) return [];
  const { data } = await apiRequest('getPropertiesBySlugs', {
    query: { slugs: slugs.join(',') },
    parse: async (d) => (await import('./schemas')).PropertyDetailListSchema.parse(d),
    signal,
  });
  return data;
}

export const propertiesBySlugsQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: propertyKeys.bySlugs(slugs),
    queryFn: ({ signal }) => getPropertiesBySlugs(slugs, signal),
    // Removing one home keeps the others on screen while the shorter list loads.
    placeholderData: keepPreviousData,
  });

export const usePropertiesBySlugs = (slugs: readonly string[]) => useQuery(propertiesBySlugsQuery(slugs));
