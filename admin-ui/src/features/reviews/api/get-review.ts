import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getReview = (id: string) => callRoute('getReview', { params: { id } });

export const reviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.reviews.detail(id), queryFn: () => getReview(id) });

export const useReview = (id: string) => useQuery(reviewQueryOptions(id));
