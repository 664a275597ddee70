import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedReviewSchema } from './saved-review';

/** POST /api/admin/add-review (multipart). */
export const addReview = async (body: FormData) =>
  (await requestJson(SavedReviewSchema, apiPath('addReview'), { method: 'POST', body })).review;

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.reviews.detail(review._id), review);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
    },
  });
}
