import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/get-deal-assignees: the active members deals can be assigned to, and so the
 * holders the pipeline and the viewings calendar filter by and the members a task can be given to.
 */
export const dealAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deals.assignees(),
    queryFn: () => callRoute('getDealAssignees', {}),
    staleTime: 60_000,
  });

export const useDealAssignees = (enabled = true) => useQuery({ ...dealAssigneesQueryOptions(), enabled });
