import type { LeadKind } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/admin/update-lead/{kind}/{id} {handled}. */
export const updateLead = async ({ kind, id, handled }: { kind: LeadKind; id: string; handled: boolean }) =>
  (await callRoute('updateLead', { params: { kind, id }, body: { handled } })).lead;

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(queryKeys.leads.detail(lead.kind, lead._id), lead);
      return queryClient.invalidateQueries({ queryKey: ['leads', lead.kind] });
    },
  });
}
