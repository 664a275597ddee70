import type { Insta } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';

export const instaKeys = { all: ['insta'] as const };

/** The Instagram image set; null until staff add one (the route answers 404 until then). */
export async function getInsta(signal?: AbortSignal): Promise<Insta | null> {
  try {
    const { data } = await apiRequest('getInsta', {
      parse: async (d) => (await import('./schemas')).InstaSchema.parse(d),
      signal,
    });
    return data;
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) return null;
    throw err;
  }
}

export const instaQuery = () => queryOptions({ queryKey: instaKeys.all, queryFn: ({ signal }) => getInsta(signal) });

export const useInsta = () => useQuery(instaQuery());
