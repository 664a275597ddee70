import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, RequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/start-two-factor-setup: a new secret for the member's authenticator app, as a
 * QR code (an SVG data: address, shown as an image) and as text to type. Nothing is on until a
 * code of it is confirmed (enable-two-factor) before `expiresAt`; 409 when it is on already.
 */
export const startTwoFactorSetup = () => callRoute('startTwoFactorSetup', { body: {} });

export function useStartTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTwoFactorSetup,
    // On already (from another tab): the member's status is read again, which says so.
    onError: (error) => {
      if (error instanceof RequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    },
  });
}
