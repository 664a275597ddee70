import { apiPath, TeamSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tableParams, type TableQuery } from '@/lib/table-query';

/** GET /api/admin/get-teams: one table page, searched and sorted on the server. */
export const getTeams = (query: TableQuery) =>
  requestPage(TeamSchema, apiPath('getTeams'), { query: tableParams(query) });

export const teamsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: queryKeys.teams.list(query),
    queryFn: () => getTeams(query),
    // The rows of the last page stay while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useTeams = (query: TableQuery) => useQuery(teamsQueryOptions(query));
