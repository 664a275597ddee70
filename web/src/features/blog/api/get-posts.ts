import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { postKeys } from './keys';
import type { PostSummary } from './schemas';

export type { PostSummary };

export async function getPosts(signal?: AbortSignal): Promise<PostSummary[]> {
  const { data } = await apiRequest('getPosts', {
    parse: async (d) => (await import('./schemas')).PostSummaryListSchema.parse(d),
    signal,
  });
  return data;
}

export const postsQuery = () => queryOptions({ queryKey: postKeys.lists(), queryFn: ({ signal }) => getPosts(signal) });

export const usePosts = () => useQuery(postsQuery());
