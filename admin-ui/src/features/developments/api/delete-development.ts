import { apiPath, MessageSchema } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-development/{id}. */
export const deleteDevelopment = (id: string) =>
  requestJson(MessageSchema, apiPath('deleteDevelopment', { id }), { method: 'DELETE' });

export function useDeleteDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevelopment,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.developments.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.developments.all });
    },
  });
}
