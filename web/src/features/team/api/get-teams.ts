import type { Team } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { logSilentFailure } from '~/lib/log';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';

/** The team is read in the page's language (docs/decisions/0102): each language its own entry. */
export const teamKeys = {
  all: ['teams'] as const,
  lists: (locale: Locale) => [...teamKeys.all, 'list', locale] as const,
};

/** A non-array answer is ignored (public spec §7): the team stays empty and the problem is logged. */
export async function getTeams(locale: Locale, signal?: AbortSignal): Promise<Team[]> {
  const { data } = await apiRequest('getTeams', {
    query: languageQuery(locale),
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

export const teamsQuery = (locale: Locale) =>
  queryOptions({ queryKey: teamKeys.lists(locale), queryFn: ({ signal }) => getTeams(locale, signal) });

export const useTeams = (locale: Locale) => useQuery(teamsQuery(locale));

/** The founder first (exact title match with the settings' founderName), the rest in their order. */
export function founderFirst(team: Team[], founderName: string): Team[] {
  if (!founderName) return team;
  const founder = team.filter((m) => m.title === founderName);
  return [...founder, ...team.filter((m) => m.title !== founderName)];
}

/** Members whose position is "ceo", case-insensitively (in English, whatever the page's language). */
export function ceos(team: Team[]): Team[] {
  return team.filter((m) => (m.translation?.english?.position ?? m.position).trim().toLowerCase() === 'ceo');
}
