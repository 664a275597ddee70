import type { Settings } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const settingsKeys = { all: ['settings'] as const };

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const { data } = await apiRequest('getSettings', {
    parse: async (d) => (await import('./schemas')).SettingsSchema.parse(d),
    signal,
  });
  return data;
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 10 * 60_000,
  });

export const useSettings = () => useQuery(settingsQuery());
