import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTeam = (id: string) => callRoute('getTeam', { params: { id } });

export const teamQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.teams.detail(id), queryFn: () => getTeam(id) });

export const useTeam = (id: string) => useQuery(teamQueryOptions(id));
