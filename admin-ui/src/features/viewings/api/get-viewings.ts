import type { ViewingWeekQuery } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-viewings?from=&assignee=: the viewings of 7 days from `from`. */
export const getViewings = (query: ViewingWeekQuery) => callRoute('getViewings', { query: { ...query } });

export const viewingWeekQueryOptions = (query: ViewingWeekQuery) =>
  queryOptions({
    queryKey: queryKeys.viewings.week(query),
    queryFn: () => getViewings(query),
    // Buyers book all day: the week is asked for again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useViewingWeek = (query: ViewingWeekQuery) => useQuery(viewingWeekQueryOptions(query));
