import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-review/{id}. */
export const deleteReview = (id: string) => callRoute('deleteReview', { params: { id } });

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.reviews.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
    },
  });
}
