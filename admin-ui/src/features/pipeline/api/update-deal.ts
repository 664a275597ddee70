import type { DealUpdate } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/admin/update-deal/{id} {stage?, lostReason?, assigneeId?}: the enquiry as it now is. */
export const updateDeal = async ({ id, change }: { id: string; change: DealUpdate }) =>
  (await callRoute('updateDeal', { params: { id }, body: { ...change } })).lead;

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeal,
    onSuccess: (lead) => {
      queryClient.setQueryData(queryKeys.leads.detail('enquiry', lead._id), lead);
      void queryClient.invalidateQueries({ queryKey: ['leads', 'enquiry'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.deals.all });
    },
  });
}
