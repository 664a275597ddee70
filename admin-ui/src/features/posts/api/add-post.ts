import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPostSchema } from './saved-post';

/** POST /api/admin/add-post (multipart). */
export const addPost = async (body: FormData) =>
  (await requestJson(SavedPostSchema, apiPath('addPost'), { method: 'POST', body })).post;

export function useAddPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPost,
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.posts.detail(post._id), post);
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    },
  });
}
