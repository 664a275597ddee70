import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { refreshNotes } from './add-note';

/** DELETE /api/admin/delete-note/{id}. */
export const deleteNote = async (id: string) => (await callRoute('deleteNote', { params: { id } })).message;

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNote, onSuccess: () => refreshNotes(queryClient) });
}
