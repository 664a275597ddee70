import type { Post } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { postKeys } from './keys';

/** One post by slug, in the page's language; the body is in data.richContent (public spec §7). */
export async function getPost(slug: string, locale: Locale, signal?: AbortSignal): Promise<Post> {
  const { data } = await apiRequest('getPostBySlug', {
    params: { slug },
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).PostEnvelopeSchema.parse(d),
    signal,
  });
  return data.data;
}

export const postQuery = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: postKeys.detail(slug, locale), queryFn: ({ signal }) => getPost(slug, locale, signal) });

export const usePost = (slug: string, locale: Locale) => useQuery(postQuery(slug, locale));
