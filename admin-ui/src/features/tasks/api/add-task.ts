import type { TaskInput } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/add-task {title, details?, dueAt, assigneeId, contactId?, dealId?}: the task as stored. */
export const addTask = async (input: TaskInput) => (await callRoute('addTask', { body: { ...input } })).task;

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
