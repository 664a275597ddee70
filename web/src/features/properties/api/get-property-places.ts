import type { PropertyPlace } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';

/**
 * The places of the property search's country choice that have homes, each with how many the
 * search finds there (of `propertyType` when one is chosen): the CMS counts them as its filter
 * route finds them, so the number beside a place is the number of homes the search then lists.
 */
export async function getPropertyPlaces(propertyType: string, signal?: AbortSignal): Promise<PropertyPlace[]> {
  const { data } = await apiRequest('getPropertyPlaces', {
    query: propertyType ? { propertyType } : undefined,
    parse: async (d) => (await import('./schemas')).PropertyPlaceListSchema.parse(d),
    signal,
  });
  return data;
}

export const propertyPlacesQuery = (propertyType: string) =>
  queryOptions({
    queryKey: propertyKeys.places(propertyType),
    queryFn: ({ signal }) => getPropertyPlaces(propertyType, signal),
    staleTime: 60_000,
  });

/** The places while the type changes keep the last ones shown rather than emptying the list. */
export const usePropertyPlaces = (propertyType: string) =>
  useQuery({ ...propertyPlacesQuery(propertyType), placeholderData: keepPreviousData });
