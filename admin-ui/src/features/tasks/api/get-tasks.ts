import type { TaskQuery } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-tasks?contact=|deal=|assignee=: tasks by due time (an agent's own only). */
export const tasksQueryOptions = (query: TaskQuery) =>
  queryOptions({
    queryKey: queryKeys.tasks.list(query),
    queryFn: () => callRoute('getTasks', { query: { ...query } }),
  });

export const useTasks = (query: TaskQuery) => useQuery(tasksQueryOptions(query));
