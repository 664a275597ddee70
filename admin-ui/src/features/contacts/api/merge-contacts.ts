import type { MergeContactsInput } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/merge-contacts {from, into}: `from` goes into `into`, which the answer holds. */
export const mergeContacts = (input: MergeContactsInput) => callRoute('mergeContacts', { body: { ...input } });

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeContacts,
    onSuccess: ({ contact }, { from }) => {
      queryClient.setQueryData(queryKeys.contacts.detail(contact._id), contact);
      queryClient.removeQueries({ queryKey: queryKeys.contacts.detail(from) });
      // The leads that moved name their new contact.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.contacts.lists() });
    },
  });
}
