import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-property/{id}. */
export const deleteProperty = (id: string) => callRoute('deleteProperty', { params: { id } });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.properties.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}
