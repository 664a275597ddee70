import { PAGE_SIZE, type PropertyFilter } from '@estate/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';
import type { PropertySearch } from './search-params';

export interface ResultsPage {
  items: PropertyListItem[];
  total: number;
  offset: number;
}

/** What decides the results: the search without the page reached and the view (list or map). */
export type SearchFilters = Omit<PropertySearch, 'page' | 'view'>;

export function searchFiltersOf(search: PropertySearch): SearchFilters {
  const { page: _page, view: _view, ...filters } = search;
  return filters;
}

/** The search's filters as the filter and markers routes take them: only those set. */
export function filterFields(filters: SearchFilters): PropertyFilter {
  const body: PropertyFilter = {};
  if (filters.propertyType) body.propertyType = filters.propertyType;
  if (filters.country) body.country = filters.country;
  if (filters.price) body.price = filters.price;
  if (filters.beds) body.beds = filters.beds;
  if (filters.baths) body.baths = filters.baths;
  if (filters.sort) body.sort = filters.sort;
  if (filters.q) body.q = filters.q;
  if (filters.minPrice !== null) body.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) body.maxPrice = filters.maxPrice;
  if (filters.minPrice !== null || filters.maxPrice !== null) body.currency = filters.currency ?? 'AED';
  if (filters.minSize !== null) body.minSize = filters.minSize;
  if (filters.maxSize !== null) body.maxSize = filters.maxSize;
  if (filters.minSize !== null || filters.maxSize !== null) body.sizeUnit = filters.sizeUnit ?? 'sqft';
  if (filters.completionStatus) body.completionStatus = filters.completionStatus;
  if (filters.studio) body.studio = true;
  if (filters.bbox) body.bbox = filters.bbox;
  return body;
}

/** The filter route's body for a search: only the filters set, plus the page window. */
export function filterBody(filters: SearchFilters, offset: number, limit: number): PropertyFilter {
  return { ...filterFields(filters), limit, offset };
}

export async function searchProperties(
  filters: SearchFilters,
  offset: number,
  limit = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ResultsPage> {
  const { data, total } = await apiRequest('getPropertiesFilter', {
    json: filterBody(filters, offset, limit),
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return { items: data, total: total ?? offset + data.length, offset };
}

/** Pages of PAGE_SIZE results; Load More asks for the next offset while fewer than the total are loaded. */
export const propertySearchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: propertyKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchProperties(filters, pageParam, PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

export const usePropertySearch = (filters: SearchFilters) => useInfiniteQuery(propertySearchQuery(filters));
