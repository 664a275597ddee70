import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';

/** The newest properties (the "more listings" carousels). */
export async function getProperties(limit: number, signal?: AbortSignal): Promise<PropertyListItem[]> {
  const { data } = await apiRequest('getProperties', {
    query: { limit },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return data;
}

export const propertiesQuery = (limit = 12) =>
  queryOptions({
    queryKey: propertyKeys.list(limit),
    queryFn: ({ signal }) => getProperties(limit, signal),
  });

export const useProperties = (limit = 12) => useQuery(propertiesQuery(limit));
