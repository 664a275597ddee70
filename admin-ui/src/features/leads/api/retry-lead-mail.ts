import type { LeadKind } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/retry-lead-mail/{kind}/{id}: queue a failed notification again. */
export const retryLeadMail = ({ kind, id }: { kind: LeadKind; id: string }) =>
  callRoute('retryLeadMail', { params: { kind, id } });

export function useRetryLeadMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryLeadMail,
    onSuccess: ({ lead }) => {
      queryClient.setQueryData(queryKeys.leads.detail(lead.kind, lead._id), lead);
      return queryClient.invalidateQueries({ queryKey: queryKeys.leads.lists(lead.kind) });
    },
  });
}
