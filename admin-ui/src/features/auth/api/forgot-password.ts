import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

/** POST /api/admin/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string) {
  return callRoute('forgotPassword', { body: { email }, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
