import { PAGE_SIZE, type DevelopmentFilter } from '@estate/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { pagedSearchQuery, resultsPage, type ResultsPage } from '~/lib/paged-search';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { developmentKeys } from './keys';
import type { DevelopmentListItem } from './schemas';
import type { DevelopmentSearch } from './search-params';

export type DevelopmentFilters = Omit<DevelopmentSearch, 'page'>;

/** The search's filters, less its page (as the properties' `searchFiltersOf`). */
export function developmentFiltersOf(search: DevelopmentSearch): DevelopmentFilters {
  return { country: search.country, price: search.price };
}

export function developmentFilterBody(filters: DevelopmentFilters, offset: number, limit: number): DevelopmentFilter {
  const body: DevelopmentFilter = { limit, offset };
  if (filters.country) body.country = filters.country;
  if (filters.price) body.price = filters.price;
  return body;
}

export async function searchDevelopments(
  filters: DevelopmentFilters,
  locale: Locale,
  offset: number,
  limit = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ResultsPage<DevelopmentListItem>> {
  const answer = await apiRequest('getDevelopmentsFilter', {
    query: languageQuery(locale),
    json: developmentFilterBody(filters, offset, limit),
    parse: async (d) => (await import('./schemas')).DevelopmentListSchema.parse(d),
    signal,
  });
  return resultsPage(answer, offset);
}

export const developmentSearchQuery = (filters: DevelopmentFilters, locale: Locale) =>
  pagedSearchQuery(developmentKeys.search(filters, locale), (offset, limit, signal) =>
    searchDevelopments(filters, locale, offset, limit, signal),
  );

export const useDevelopmentSearch = (filters: DevelopmentFilters, locale: Locale) =>
  useInfiniteQuery(developmentSearchQuery(filters, locale));
