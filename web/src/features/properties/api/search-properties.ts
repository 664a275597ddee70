import { PAGE_SIZE, type PropertyFilter } from '@estate/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { pagedSearchQuery, resultsPage, type ResultsPage } from '~/lib/paged-search';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';
import type { PropertyListItem } from './schemas';
import type { PropertySearch } from './search-params';

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

/**
 * The results count up to this many, then say '1,000+': a visitor reads the order of magnitude, and
 * the exact count of a broad search is most of its cost at 100,000 listings (docs/decisions/0089).
 */
export const SEARCH_COUNT_UP_TO = 1000;

export async function searchProperties(
  filters: SearchFilters,
  locale: Locale,
  offset: number,
  limit = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ResultsPage<PropertyListItem>> {
  const answer = await apiRequest('getPropertiesFilter', {
    query: languageQuery(locale),
    json: { ...filterBody(filters, offset, limit), countUpTo: SEARCH_COUNT_UP_TO },
    parse: async (d) => (await import('./schemas')).PropertyListSchema.parse(d),
    signal,
  });
  return resultsPage(answer, offset);
}

export const propertySearchQuery = (filters: SearchFilters, locale: Locale) =>
  pagedSearchQuery(propertyKeys.search(filters, locale), (offset, limit, signal) =>
    searchProperties(filters, locale, offset, limit, signal),
  );

export const usePropertySearch = (filters: SearchFilters, locale: Locale) =>
  useInfiniteQuery(propertySearchQuery(filters, locale));
