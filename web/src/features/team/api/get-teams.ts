import type { Team } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { logSilentFailure } from '~/lib/log';

export const teamKeys = { all: ['teams'] as const, lists: () => [...teamKeys.all, 'list'] as const };

/** A non-array answer is ignored (public spec §7): the team stays empty and the problem is logged. */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  const { data } = await apiRequest('getTeams', {
    parse: async (d) => {
      if (!Array.isArray(d)) {
        logSilentFailure('loading the team', new Error('Unexpected response format'));
        return [];
      }
      return (await import('./schemas')).TeamListSchema.parse(d);
    },
    signal,
  });
  return data;
}

export const teamsQuery = () => queryOptions({ queryKey: teamKeys.lists(), queryFn: ({ signal }) => getTeams(signal) });

export const useTeams = () => useQuery(teamsQuery());

/** The founder first (exact title match with the settings' founderName), the rest in their order. */
export function founderFirst(team: Team[], founderName: string): Team[] {
  if (!founderName) return team;
  const founder = team.filter((m) => m.title === founderName);
  return [...founder, ...team.filter((m) => m.title !== founderName)];
}

/** Members whose position is "ceo", case-insensitively. */
export function ceos(team: Team[]): Team[] {
  return team.filter((m) => m.position.trim().toLowerCase() === 'ceo');
}
