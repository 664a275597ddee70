import { apiPath, TeamSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-teams, every page of it. */
export const getTeams = () => requestAll(TeamSchema, apiPath('getTeams'));

export const teamsQueryOptions = () => queryOptions({ queryKey: queryKeys.teams.list(), queryFn: getTeams });

export const useTeams = () => useQuery(teamsQueryOptions());
