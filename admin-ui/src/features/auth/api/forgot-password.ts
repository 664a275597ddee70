import { apiPath, MessageSchema } from '@estate/contract';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';

/** POST /api/admin/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string) {
  return requestJson(MessageSchema, apiPath('forgotPassword'), { method: 'POST', body: { email }, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
