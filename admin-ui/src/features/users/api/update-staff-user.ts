import type { RouteBody } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { storeStaffUser } from './store-staff-user';

export interface StaffUserChange {
  id: number;
  change: RouteBody<'updateStaffUser'>;
}

/**
 * PUT /api/admin/update-staff-user/{id}: a new role, or deactivated (every session of the user
 * ends at once) or active again. The last active administrator stays one (409).
 */
export const updateStaffUser = ({ id, change }: StaffUserChange) =>
  callRoute('updateStaffUser', { params: { id: String(id) }, body: change });

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSuccess: (result) => storeStaffUser(queryClient, result.user),
  });
}
