import type { TaskUpdate } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/admin/update-task/{id}: a change of a task, or {done} to tick it; the task as it now is. */
export const updateTask = async ({ id, change }: { id: string; change: TaskUpdate }) =>
  (await callRoute('updateTask', { params: { id }, body: { ...change } })).task;

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
