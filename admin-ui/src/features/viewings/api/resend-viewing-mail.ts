import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/resend-viewing-mail/{id}: a buyer's mail that could not be sent, queued again. */
export const resendViewingMail = (mailId: string) => callRoute('resendViewingMail', { params: { id: mailId } });

export function useResendViewingMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendViewingMail,
    onSuccess: ({ viewing }) => {
      queryClient.setQueryData(queryKeys.viewings.detail(viewing._id), viewing);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.viewings.all });
    },
  });
}
