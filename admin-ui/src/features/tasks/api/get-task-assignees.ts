import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/get-deal-assignees: the members a task can be given to are those deals can be
 * assigned to (the pipeline's list, under its own key so both screens share one answer).
 */
export const taskAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.deals.assignees(),
    queryFn: () => callRoute('getDealAssignees', {}),
    staleTime: 60_000,
  });

export const useTaskAssignees = (enabled = true) => useQuery({ ...taskAssigneesQueryOptions(), enabled });
