import { apiPath, MessageSchema } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-post/{id}. */
export const deletePost = (id: string) =>
  requestJson(MessageSchema, apiPath('deletePost', { id }), { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.posts.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    },
  });
}
