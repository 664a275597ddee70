import { apiPath, TeamSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTeam = (id: string) => requestJson(TeamSchema, apiPath('getTeam', { id }));

export const teamQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.teams.detail(id), queryFn: () => getTeam(id) });

export const useTeam = (id: string) => useQuery(teamQueryOptions(id));
