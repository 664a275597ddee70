import { apiPath, MessageSchema } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-review/{id}. */
export const deleteReview = (id: string) =>
  requestJson(MessageSchema, apiPath('deleteReview', { id }), { method: 'DELETE' });

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
