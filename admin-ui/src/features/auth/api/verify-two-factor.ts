import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, RequestError } from '@/lib/api-client';
import { startSession } from './login';

export interface VerifyTwoFactorInput {
  challenge: string;
  code: string;
}

/**
 * POST /api/admin/verify-two-factor: the second step of a sign-in. The challenge of the first step
 * and a code of the authenticator app (or a recovery code, used up) answer the token. Like the
 * login, its 401 is the code's or the challenge's, never an ended session.
 */
export async function verifyTwoFactor(input: VerifyTwoFactorInput) {
  return callRoute('verifyTwoFactor', { body: { ...input }, auth: false });
}

/**
 * Signs in with the code, storing the token exactly as a sign-in without a second factor does.
 * `onSignedIn` runs in the same turn as the token is stored: the login page, which leaves for the
 * dashboard when it sees a token it did not ask for, goes to the page first asked for instead.
 */
export function useVerifyTwoFactor({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (data) => {
      startSession(queryClient, data);
      onSignedIn?.();
    },
  });
}

/**
 * The challenge no longer holds (its five minutes are over, or the account changed since): a 401
 * that names no field. A wrong code is a 401 too, but with the code field's error.
 */
export function isChallengeEnded(error: unknown): boolean {
  return error instanceof RequestError && error.status === 401 && !error.fieldErrors.some((e) => e.field === 'code');
}
