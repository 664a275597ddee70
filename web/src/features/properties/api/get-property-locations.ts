import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

/**
 * The distinct trimmed locations of every property, newest first, for the home search: one call
 * whose cost does not grow with the catalogue (the CMS walks an index, decision 0015). With a
 * type, only the locations of the public listings of that type (decision 0047).
 */
export async function getPropertyLocations(signal?: AbortSignal, propertyType?: string): Promise<string[]> {
  const { data } = await apiRequest('getPropertyLocations', {
    query: propertyType ? { propertyType } : undefined,
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

/**
 * Where homes of one type are listed: the hero search preselects among them without
 * loading a page of listings of the type (decision 0047).
 */
export const propertyTypeLocationsQuery = (propertyType: string) =>
  queryOptions({
    queryKey: propertyKeys.typeLocations(propertyType),
    queryFn: ({ signal }) => getPropertyLocations(signal, propertyType),
    staleTime: 10 * 60_000,
  });

export const usePropertyTypeLocations = (propertyType: string) => useQuery(propertyTypeLocationsQuery(propertyType));
