import type { Review } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const reviewKeys = { all: ['reviews'] as const, lists: () => [...reviewKeys.all, 'list'] as const };

export async function getReviews(signal?: AbortSignal): Promise<Review[]> {
  const { data } = await apiRequest('getReviews', {
    parse: async (d) => (await import('./schemas')).ReviewListSchema.parse(d),
    signal,
  });
  return data;
}

export const reviewsQuery = () =>
  queryOptions({ queryKey: reviewKeys.lists(), queryFn: ({ signal }) => getReviews(signal) });

export const useReviews = () => useQuery(reviewsQuery());
