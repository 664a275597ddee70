import type { ViewingUpdate } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/admin/update-viewing/{id} {action, date?, time?}: the viewing as it now is. */
export const updateViewing = async ({ id, change }: { id: string; change: ViewingUpdate }) =>
  callRoute('updateViewing', { params: { id }, body: { ...change } });

export function useUpdateViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateViewing,
    onSuccess: ({ viewing }) => {
      queryClient.setQueryData(queryKeys.viewings.detail(viewing._id), viewing);
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.detail('enquiry', viewing._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.viewings.all });
    },
  });
}
