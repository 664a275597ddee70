import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-my-tasks: the signed-in member's tasks (overdue, today, upcoming) and today's viewings. */
export const myTasksQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tasks.mine(),
    queryFn: () => callRoute('getMyTasks', {}),
  });

export const useMyTasks = () => useQuery(myTasksQueryOptions());
