import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { refreshNotes } from './add-note';

/** PUT /api/admin/update-note/{id} {text}: the note as it now is (its author's, or an administrator's change). */
export const updateNote = async ({ id, text }: { id: string; text: string }) =>
  (await callRoute('updateNote', { params: { id }, body: { text } })).note;

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNote, onSuccess: () => refreshNotes(queryClient) });
}
