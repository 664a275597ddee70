import type { NoteQuery } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-notes?contact=|deal=: the notes of a contact (its deals' too) or of a deal, newest first. */
export const notesQueryOptions = (query: NoteQuery) =>
  queryOptions({
    queryKey: queryKeys.tasks.notes(query),
    queryFn: () => callRoute('getNotes', { query: { ...query } }),
  });

export const useNotes = (query: NoteQuery) => useQuery(notesQueryOptions(query));
