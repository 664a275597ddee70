import type { Development } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';

export async function getFullwidthFeaturedDevelopment(signal?: AbortSignal): Promise<Development | null> {
  const { data } = await apiRequest('getFullwidthFeaturedDevelopment', {
    parse: async (d) => (await import('./schemas')).OptionalDevelopmentSchema.parse(d),
    signal,
  });
  return data;
}

export const fullwidthFeaturedDevelopmentQuery = () =>
  queryOptions({
    queryKey: developmentKeys.fullwidth(),
    queryFn: ({ signal }) => getFullwidthFeaturedDevelopment(signal),
  });

export const useFullwidthFeaturedDevelopment = () => useQuery(fullwidthFeaturedDevelopmentQuery());
