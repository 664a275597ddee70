import type { PropertyMarker } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { propertyKeys } from './keys';
import { filterFields, SEARCH_COUNT_UP_TO, type SearchFilters } from './search-properties';

export interface MarkersAnswer {
  markers: PropertyMarker[];
  /** Every match with coordinates; more than the markers when the route's cap was reached. */
  total: number;
  /** The count stopped at SEARCH_COUNT_UP_TO: `total` is a lower bound. */
  lowerBound: boolean;
}

/**
 * The map's markers for a search: the same filters as the list, lean items, capped by the server,
 * counted as the list is; in the page's language, so each popup links the listing's own address there.
 */
export async function getPropertyMarkers(
  filters: SearchFilters,
  locale: Locale,
  signal?: AbortSignal,
): Promise<MarkersAnswer> {
  const { data, total, lowerBound } = await apiRequest('getPropertyMarkers', {
    query: languageQuery(locale),
    json: { ...filterFields(filters), countUpTo: SEARCH_COUNT_UP_TO },
    parse: async (d) => (await import('./schemas')).PropertyMarkerListSchema.parse(d),
    signal,
  });
  return { markers: data, total: total ?? data.length, lowerBound };
}

export const propertyMarkersQuery = (filters: SearchFilters, locale: Locale) =>
  queryOptions({
    queryKey: propertyKeys.markers(filters, locale),
    queryFn: ({ signal }) => getPropertyMarkers(filters, locale, signal),
    // The old markers stay on the map while a moved map's search loads.
    placeholderData: keepPreviousData,
  });

export const usePropertyMarkers = (filters: SearchFilters, locale: Locale, enabled: boolean) =>
  useQuery({ ...propertyMarkersQuery(filters, locale), enabled });
