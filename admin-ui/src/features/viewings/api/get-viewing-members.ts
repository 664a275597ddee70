import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-deal-assignees: the members who hold viewings, for the calendar's filter. */
const membersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deals.assignees(),
    queryFn: () => callRoute('getDealAssignees', {}),
    staleTime: 60_000,
  });

export const useViewingMembers = (enabled = true) => useQuery({ ...membersQueryOptions(), enabled });
