import { PAGE_SIZE, type DevelopmentFilter } from '@estate/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';
import type { DevelopmentSearch } from './search-params';

export interface DevelopmentResultsPage {
  items: DevelopmentListItem[];
  total: number;
  offset: number;
}

export type DevelopmentFilters = Omit<DevelopmentSearch, 'page'>;

export function developmentFilterBody(filters: DevelopmentFilters, offset: number, limit: number): DevelopmentFilter {
  const body: DevelopmentFilter = { limit, offset };
  if (filters.country) body.country = filters.country;
  if (filters.price) body.price = filters.price;
  return body;
}

export async function searchDevelopments(
  filters: DevelopmentFilters,
  offset: number,
  limit = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<DevelopmentResultsPage> {
  const { data, total } = await apiRequest('getDevelopmentsFilter', {
    json: developmentFilterBody(filters, offset, limit),
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return { items: data, total: total ?? offset + data.length, offset };
}

export const developmentSearchQuery = (filters: DevelopmentFilters) =>
  infiniteQueryOptions({
    queryKey: developmentKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchDevelopments(filters, pageParam, PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useDevelopmentSearch = (filters: DevelopmentFilters) => useInfiniteQuery(developmentSearchQuery(filters));
