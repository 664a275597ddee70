import type { RouteBody } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { storeStaffUser } from './store-staff-user';

/**
 * POST /api/admin/invite-staff-user: the account is made with the role (and the team member
 * profile, by the `_id` the team list gives) and the invitation mailed; the answer is the new,
 * invited user.
 */
export const inviteStaffUser = (body: RouteBody<'inviteStaffUser'>) => callRoute('inviteStaffUser', { body });

export function useInviteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffUser,
    onSuccess: (result) => storeStaffUser(queryClient, result.user),
  });
}
