import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedInstaSchema } from './saved-insta';

/** PUT /api/admin/update-insta/{id}: kept paths as text, new images as files. */
export const updateInsta = async ({ id, body }: { id: string; body: FormData }) =>
  (await requestJson(SavedInstaSchema, apiPath('updateInsta', { id }), { method: 'PUT', body })).insta;

export function useUpdateInsta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsta,
    onSuccess: (insta) => queryClient.setQueryData(queryKeys.insta.current(), insta),
  });
}
