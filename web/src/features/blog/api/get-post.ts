import type { Post } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { postKeys } from './keys';

/** One post by slug; the body is in data.richContent (public spec §7). */
export async function getPost(slug: string, signal?: AbortSignal): Promise<Post> {
  const { data } = await apiRequest('getPostBySlug', {
    params: { slug },
    parse: async (d) => (await import('./schemas')).PostEnvelopeSchema.parse(d),
    signal,
  });
  return data.data;
}

export const postQuery = (slug: string) =>
  queryOptions({ queryKey: postKeys.detail(slug), queryFn: ({ signal }) => getPost(slug, signal) });

export const usePost = (slug: string) => useQuery(postQuery(slug));
