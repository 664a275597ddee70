import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/disable-two-factor: turns it off with a current code or a recovery code; 409
 * when the agency requires it of the member (administrators, when the setting is on).
 */
export const disableTwoFactor = (code: string) => callRoute('disableTwoFactor', { body: { code } });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.me() }),
  });
}
