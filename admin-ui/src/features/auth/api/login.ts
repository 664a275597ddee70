import type { RouteResponse, TwoFactorChallenge } from '@estate/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { meQueryOptions } from './get-me';

export interface LoginInput {
  username: string;
  password: string;
}

/** The token a sign-in answers: at once, or after the second factor (POST /verify-two-factor). */
export type SignedIn = RouteResponse<'verifyTwoFactor'>;

/** POST /api/admin/login: a 401 here is a wrong password, so it must not end a session. */
export async function login(input: LoginInput) {
  return callRoute('login', { body: { ...input }, auth: false });
}

/** The first step asks for the second factor: a challenge to send back with a code, no token. */
export const isChallenge = (answer: SignedIn | TwoFactorChallenge): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

/**
 * Keeps the token of a sign-in, then asks at once what the member's role allows. What a previous
 * sign-in in this tab loaded (another member's lists, their access) is dropped first: roles see
 * different things.
 */
export function startSession(queryClient: QueryClient, data: SignedIn) {
  queryClient.removeQueries();
  setToken(data.token, data.expiresAt);
  void queryClient.prefetchQuery(meQueryOptions());
}

/**
 * Signs in with the password. An account with two-factor sign-in answers a challenge instead of
 * a token: nothing is stored until the code is verified (useVerifyTwoFactor).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if (!isChallenge(data)) startSession(queryClient, data);
    },
  });
}
