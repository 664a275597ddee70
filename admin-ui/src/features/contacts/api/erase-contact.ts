import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/erase-contact/{id} {confirm}: the person erased, their leads kept anonymised. */
export const eraseContact = ({ id, confirm }: { id: string; confirm: string }) =>
  callRoute('eraseContact', { params: { id }, body: { confirm } });

export function useEraseContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseContact,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.contacts.detail(id) });
      // Their leads now read "Erased", and the contact is gone from the list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.contacts.lists() });
    },
  });
}
