import type { DealBoardQuery } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-deal-board?q=&assignee=&unanswered=: per stage, the count and the newest deals. */
export const getDealBoard = (query: DealBoardQuery) => callRoute('getDealBoard', { query: { ...query } });

export const dealBoardQueryOptions = (query: DealBoardQuery) =>
  queryOptions({
    queryKey: queryKeys.deals.board(query),
    queryFn: () => getDealBoard(query),
    // New enquiries arrive all day: the board is asked for again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useDealBoard = (query: DealBoardQuery) => useQuery(dealBoardQueryOptions(query));
