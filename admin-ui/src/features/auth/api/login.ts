import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { meQueryOptions } from './get-me';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST /api/admin/login: a 401 here is a wrong password, so it must not end a session. */
export async function login(input: LoginInput) {
  return callRoute('login', { body: { ...input }, auth: false });
}

/**
 * Signs in, then asks at once what the member's role allows. What a previous sign-in in this tab
 * loaded (another member's lists, their access) is dropped first: roles see different things.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.removeQueries();
      setToken(data.token, data.expiresAt);
      void queryClient.prefetchQuery(meQueryOptions());
    },
  });
}
