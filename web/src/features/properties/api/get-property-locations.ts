import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

/**
 * The distinct trimmed locations of every property, newest first, for the home search: one call
 * whose cost does not grow with the catalogue (the CMS walks an index, decision 0015).
 */
export async function getPropertyLocations(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiRequest('getPropertyLocations', {
    parse: async (d) => (await import('./schemas')).DistinctValuesSchema.parse(d),
    signal,
  });
  return data;
}

export const propertyLocationsQuery = () =>
  queryOptions({
    queryKey: propertyKeys.locations(),
    queryFn: ({ signal }) => getPropertyLocations(signal),
    staleTime: 10 * 60_000,
  });

export const usePropertyLocations = () => useQuery(propertyLocationsQuery());
