import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

/** The newest developments (map, carousels, "more developments"). */
export async function getDevelopments(limit: number, signal?: AbortSignal): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getDevelopments', {
    query: { limit },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const developmentsQuery = (limit = 24) =>
  queryOptions({
    queryKey: developmentKeys.list(limit),
    queryFn: ({ signal }) => getDevelopments(limit, signal),
  });

export const useDevelopments = (limit = 24) => useQuery(developmentsQuery(limit));
