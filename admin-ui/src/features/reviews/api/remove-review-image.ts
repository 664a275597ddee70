import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedReviewSchema } from './saved-review';

/** POST /api/admin/remove-image-review {reviewId, imageName}. */
export const removeReviewImage = async ({ reviewId, imageName }: { reviewId: string; imageName: string }) =>
  (
    await requestJson(SavedReviewSchema, apiPath('removeImageReview'), {
      method: 'POST',
      body: { reviewId, imageName },
    })
  ).review;

export function useRemoveReviewImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReviewImage,
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.reviews.detail(review._id), review);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews.lists() });
    },
  });
}
