import type { NoteInput } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/add-note {text, contactId? | dealId?}: the note as stored. */
export const addNote = async (input: NoteInput) => (await callRoute('addNote', { body: { ...input } })).note;

/** After a change of a note: the lists of notes and the audit trail (each change is an entry) are read again. */
export function refreshNotes(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  void queryClient.invalidateQueries({ queryKey: ['contacts', 'detail'] });
  void queryClient.invalidateQueries({ queryKey: ['leads', 'enquiry', 'detail'] });
  return queryClient.invalidateQueries({ queryKey: ['tasks', 'notes'] });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNote, onSuccess: () => refreshNotes(queryClient) });
}
