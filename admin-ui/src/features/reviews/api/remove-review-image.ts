import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-review {reviewId, imageName}. */
export const removeReviewImage = async ({ reviewId, imageName }: { reviewId: string; imageName: string }) =>
  (await callRoute('removeImageReview', { body: { reviewId, imageName } })).review;

export const useRemoveReviewImage = () => useSaveMutation(removeReviewImage, intoDetail(queryKeys.reviews));
