import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';

export async function getSoldDevelopments(signal?: AbortSignal): Promise<DevelopmentListItem[]> {
  const { data } = await apiRequest('getSoldDevelopments', {
    query: { limit: 12 },
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return data;
}

export const soldDevelopmentsQuery = () =>
  queryOptions({ queryKey: developmentKeys.sold(), queryFn: ({ signal }) => getSoldDevelopments(signal) });

export const useSoldDevelopments = () => useQuery(soldDevelopmentsQuery());
