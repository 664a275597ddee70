import { apiPath, PropertySchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-properties: one table page, searched and sorted on the server. */
export const getProperties = (query: TableQuery) =>
  requestPage(PropertySchema, apiPath('getProperties'), { query: tableParams(query) });

export const propertiesQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.properties.list(query),
    queryFn: () => getProperties(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useProperties = (query: TableQuery) => useQuery(propertiesQueryOptions(query));
