import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPostSchema } from './saved-post';

/** POST /api/admin/remove-image-post {postId, imageName}. */
export const removePostImage = async ({ postId, imageName }: { postId: string; imageName: string }) =>
  (
    await requestJson(SavedPostSchema, apiPath('removeImagePost'), {
      method: 'POST',
      body: { postId, imageName },
    })
  ).post;

export function useRemovePostImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePostImage,
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.posts.detail(post._id), post);
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts.lists() });
    },
  });
}
