import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { storeStaffUser } from './store-staff-user';

/**
 * POST /api/admin/reset-staff-two-factor/{id}: turns off another member's two-factor sign-in (a
 * lost phone). Every session of theirs ends at once; they sign in with the password and set it up
 * again. Not one's own (400: that takes a code, on the member's own account page).
 */
export const resetStaffTwoFactor = (id: number) =>
  callRoute('resetStaffTwoFactor', { params: { id: String(id) }, body: {} });

export function useResetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTwoFactor,
    onSuccess: (result) => storeStaffUser(queryClient, result.user),
  });
}
