import { apiPath, ReviewSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestAll } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-reviews, every page of it. */
export const getReviews = () => requestAll(ReviewSchema, apiPath('getReviews'));

export const reviewsQueryOptions = () => queryOptions({ queryKey: queryKeys.reviews.list(), queryFn: getReviews });

export const useReviews = () => useQuery(reviewsQueryOptions());
