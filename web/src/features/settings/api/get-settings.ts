import type { Settings } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import { useLocale } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';

/** The settings are read in the page's language (their address, docs/decisions/0102): each language its own entry. */
export const settingsKeys = {
  all: ['settings'] as const,
  in: (locale: Locale) => [...settingsKeys.all, locale] as const,
};

export async function getSettings(locale: Locale, signal?: AbortSignal): Promise<Settings> {
  const { data } = await apiRequest('getSettings', {
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).SettingsSchema.parse(d),
    signal,
  });
  return data;
}

export const settingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: settingsKeys.in(locale),
    queryFn: ({ signal }) => getSettings(locale, signal),
    staleTime: 10 * 60_000,
  });

/** The settings in the page's language. */
export const useSettings = () => useQuery(settingsQuery(useLocale()));
