import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/enable-two-factor: turns it on with the app's current code; answers the ten
 * recovery codes, shown this once. 400 (field code) for a wrong code; 409 when the setup's QR
 * code has expired (start again).
 */
export const enableTwoFactor = (code: string) => callRoute('enableTwoFactor', { body: { code } });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // Not awaited: the recovery codes are shown at once, whatever the member's status reads meanwhile.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() }),
  });
}
