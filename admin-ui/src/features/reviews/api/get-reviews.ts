import { apiPath, ReviewSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-reviews: one table page, searched and sorted on the server. */
export const getReviews = (query: TableQuery) =>
  requestPage(ReviewSchema, apiPath('getReviews'), { query: tableParams(query) });

export const reviewsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.reviews.list(query),
    queryFn: () => getReviews(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useReviews = (query: TableQuery) => useQuery(reviewsQueryOptions(query));
