import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-staff-users: every staff user, with role, activity and invitation state. */
export const getStaffUsers = () => callRoute('getStaffUsers', {});

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.staffUsers.list(), queryFn: getStaffUsers });

export const useStaffUsers = () => useQuery(staffUsersQueryOptions());
