import type { Review } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';

/** Reviews are read in the page's language (docs/decisions/0102): each language its own entry. */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: (locale: Locale) => [...reviewKeys.all, 'list', locale] as const,
};

export async function getReviews(locale: Locale, signal?: AbortSignal): Promise<Review[]> {
  const { data } = await apiRequest('getReviews', {
    query: languageQuery(locale),
    parse: async (d) => (await import('./schemas')).ReviewListSchema.parse(d),
    signal,
  });
  return data;
}

export const reviewsQuery = (locale: Locale) =>
  queryOptions({ queryKey: reviewKeys.lists(locale), queryFn: ({ signal }) => getReviews(locale, signal) });

export const useReviews = (locale: Locale) => useQuery(reviewsQuery(locale));
