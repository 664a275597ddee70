import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedInstaSchema } from './saved-insta';

/** POST /api/admin/add-insta (multipart images). */
export const addInsta = async (body: FormData) =>
  (await requestJson(SavedInstaSchema, apiPath('addInsta'), { method: 'POST', body })).insta;

export function useAddInsta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInsta,
    onSuccess: (insta) => queryClient.setQueryData(queryKeys.insta.current(), insta),
  });
}
