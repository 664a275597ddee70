import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-post/{id}. */
export const deletePost = (id: string) => callRoute('deletePost', { params: { id } });

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
