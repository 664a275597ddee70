import { apiPath, DevelopmentSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-developments: one table page, searched and sorted on the server. */
export const getDevelopments = (query: TableQuery) =>
  requestPage(DevelopmentSchema, apiPath('getDevelopments'), { query: tableParams(query) });

export const developmentsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.developments.list(query),
    queryFn: () => getDevelopments(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useDevelopments = (query: TableQuery) => useQuery(developmentsQueryOptions(query));
