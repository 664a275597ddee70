import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/dismiss-staff-mail/{id}: a mail to the team that could not be sent, removed. */
export const dismissStaffMail = (id: string) => callRoute('dismissStaffMail', { params: { id } });

export function useDismissStaffMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissStaffMail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffMails.all });
    },
  });
}
