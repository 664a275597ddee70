import { apiPath, LIST_MAX_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { distinctLocations } from '~/lib/locations';
import { developmentKeys } from './keys';

/** The distinct locations of every development, for the developments search. */
export async function getDevelopmentLocations(signal?: AbortSignal): Promise<string[]> {
  const items: { location: string }[] = [];
  for (let offset = 0; offset < 20 * LIST_MAX_LIMIT; offset += LIST_MAX_LIMIT) {
    const { data, total } = await apiRequest(apiPath('getDevelopments'), {
      query: { limit: LIST_MAX_LIMIT, offset },
      parse: async (d) => (await import('./schemas')).LocationsOnlySchema.parse(d),
      signal,
    });
    items.push(...data);
    if (data.length < LIST_MAX_LIMIT || (total !== null && offset + data.length >= total)) break;
  }
  return distinctLocations(items);
}

export const developmentLocationsQuery = () =>
  queryOptions({
    queryKey: developmentKeys.locations(),
    queryFn: ({ signal }) => getDevelopmentLocations(signal),
    staleTime: 10 * 60_000,
  });

export const useDevelopmentLocations = () => useQuery(developmentLocationsQuery());
