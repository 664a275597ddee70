import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/resend-staff-mail/{id}: a mail to the team that could not be sent, queued again. */
export const resendStaffMail = (id: string) => callRoute('resendStaffMail', { params: { id } });

export function useResendStaffMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendStaffMail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffMails.all });
    },
  });
}
