import { LIST_MAX_LIMIT } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { areaKeys } from './keys';
import type { AreaListItem } from './schemas';

/** Areas sorted by title, case-insensitively (public spec: Areas listing). */
export function sortAreas<T extends { title: string }>(areas: T[]): T[] {
  return [...areas].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

export async function getAreas(signal?: AbortSignal): Promise<AreaListItem[]> {
  const { data } = await apiRequest('getAreas', {
    query: { limit: LIST_MAX_LIMIT },
    parse: async (d) => (await import('./schemas')).AreaListSchema.parse(d),
    signal,
  });
  return sortAreas(data);
}

export const areasQuery = () => queryOptions({ queryKey: areaKeys.lists(), queryFn: ({ signal }) => getAreas(signal) });

export const useAreas = () => useQuery(areasQuery());
