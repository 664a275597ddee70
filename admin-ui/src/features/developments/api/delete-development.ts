import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-development/{id}. */
export const deleteDevelopment = (id: string) => callRoute('deleteDevelopment', { params: { id } });

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
