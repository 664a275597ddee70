import { HOME_LIMITS } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

export async function getFeaturedDevelopments(signal?: AbortSignal): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getFeaturedDevelopments', {
    query: { limit: HOME_LIMITS.featuredDevelopments },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const featuredDevelopmentsQuery = () =>
  queryOptions({
    queryKey: developmentKeys.featured(),
    queryFn: ({ signal }) => getFeaturedDevelopments(signal),
  });

export const useFeaturedDevelopments = () => useQuery(featuredDevelopmentsQuery());
