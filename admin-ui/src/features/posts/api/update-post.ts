import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-post/{id}: multipart from the form. */
export const updatePost = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updatePost', { params: { id }, body: withVersion(body, version) })).post;

export const useUpdatePost = () => useSaveMutation(updatePost, intoDetail(queryKeys.posts));
