import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { setToken } from '@/lib/session';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST /api/admin/login: a 401 here is a wrong password, so it must not end a session. */
export async function login(input: LoginInput) {
  return callRoute('login', { body: { ...input }, auth: false });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => setToken(data.token, data.expiresAt),
  });
}
