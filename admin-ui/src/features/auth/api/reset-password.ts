import { useMutation } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

export interface ResetPasswordInput {
  code: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/admin/reset-password: sets the new password; every sign-in of the user ends. */
export async function resetPassword(input: ResetPasswordInput) {
  return callRoute('resetPassword', { body: { ...input }, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
