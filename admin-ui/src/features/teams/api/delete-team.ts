import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/delete-team/{id}. */
export const deleteTeam = (id: string) => callRoute('deleteTeam', { params: { id } });

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.teams.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    },
  });
}
