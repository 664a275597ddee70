import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';

/** The distinct locations of every development, newest first, for the developments search (one call). */
export async function getDevelopmentLocations(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiRequest('getDevelopmentLocations', {
    parse: async (d) => (await import('./schemas')).DistinctValuesSchema.parse(d),
    signal,
  });
  return data;
}

export const developmentLocationsQuery = () =>
  queryOptions({
    queryKey: developmentKeys.locations(),
    queryFn: ({ signal }) => getDevelopmentLocations(signal),
    staleTime: 10 * 60_000,
  });

export const useDevelopmentLocations = () => useQuery(developmentLocationsQuery());
