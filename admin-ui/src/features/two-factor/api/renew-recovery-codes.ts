import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/renew-recovery-codes: ten new recovery codes for a current code, shown this
 * once; the old ones stop working.
 */
export const renewRecoveryCodes = (code: string) => callRoute('renewRecoveryCodes', { body: { code } });

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    // Not awaited: the new codes are shown at once; the count of those left follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() }),
  });
}
