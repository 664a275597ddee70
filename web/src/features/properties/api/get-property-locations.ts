import { apiPath, LIST_MAX_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { distinctLocations } from '~/lib/locations';
import { propertyKeys } from './keys';

/**
 * The locations of every property for the home search. The contract has no distinct-locations
 * route yet, so this reads the list at its largest page size, page by page, keeping only the
 * location of each item; the answer is cached for ten minutes.
 */
export async function getPropertyLocations(signal?: AbortSignal): Promise<string[]> {
  const items: { location: string }[] = [];
  for (let offset = 0; offset < 20 * LIST_MAX_LIMIT; offset += LIST_MAX_LIMIT) {
    const { data, total } = await apiRequest(apiPath('getProperties'), {
      query: { limit: LIST_MAX_LIMIT, offset },
      parse: async (d) => (await import('./schemas')).LocationsOnlySchema.parse(d),
      signal,
    });
    items.push(...data);
    if (data.length < LIST_MAX_LIMIT || (total !== null && offset + data.length >= total)) break;
  }
  return distinctLocations(items);
}

export const propertyLocationsQuery = () =>
  queryOptions({
    queryKey: propertyKeys.locations(),
    queryFn: ({ signal }) => getPropertyLocations(signal),
    staleTime: 10 * 60_000,
  });

export const usePropertyLocations = () => useQuery(propertyLocationsQuery());
