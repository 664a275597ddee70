import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { postKeys } from './keys';
import type { PostSummary } from './schemas';

export type { PostSummary };

export async function getPosts(locale: Locale, signal?: AbortSignal): Promise<PostSummary[]> {
  const { data } = await apiRequest('getPosts', {
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).PostSummaryListSchema.parse(d),
    signal,
  });
  return data;
}

export const postsQuery = (locale: Locale) =>
  queryOptions({ queryKey: postKeys.lists(locale), queryFn: ({ signal }) => getPosts(locale, signal) });

export const usePosts = (locale: Locale) => useQuery(postsQuery(locale));
