import { apiPath, AreaSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-areas: one table page, searched and sorted on the server. */
export const getAreas = (query: TableQuery) =>
  requestPage(AreaSchema, apiPath('getAreas'), { query: tableParams(query) });

export const areasQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.areas.list(query),
    queryFn: () => getAreas(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useAreas = (query: TableQuery) => useQuery(areasQueryOptions(query));
