import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPostSchema } from './saved-post';

/** PUT /api/admin/update-post/{id}: multipart from the form. */
export const updatePost = async ({
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
    await requestJson(SavedPostSchema, apiPath('updatePost', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).post;

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.posts.detail(post._id), post);
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts.lists() });
    },
  });
}
