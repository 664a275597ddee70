import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-area/{id}. */
export const deleteArea = (id: string) => callRoute('deleteArea', { params: { id } });

export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.areas.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.areas.all });
    },
  });
}
