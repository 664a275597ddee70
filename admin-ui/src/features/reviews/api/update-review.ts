import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-review/{id}: multipart from the form. */
export const updateReview = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updateReview', { params: { id }, body: withVersion(body, version) })).review;

export const useUpdateReview = () => useSaveMutation(updateReview, intoDetail(queryKeys.reviews));
