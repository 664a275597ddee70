import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedReviewSchema } from './saved-review';

/** PUT /api/admin/update-review/{id}: multipart from the form. */
export const updateReview = async ({
  id,
  body,
  version,
}: {
  id: string;
  body: FormData | Record<string, unknown>;
  /** The updatedAt the form was loaded from: a newer stored version answers 409. */
  version?: string;
}) =>
  (
    await requestJson(SavedReviewSchema, apiPath('updateReview', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).review;

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => {
      queryClient.setQueryData(queryKeys.reviews.detail(review._id), review);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews.lists() });
    },
  });
}
