import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedInstaSchema } from './saved-insta';

/** PUT /api/admin/update-insta/{id}: kept paths as text, new images as files. */
export const updateInsta = async ({
  id,
  body,
  version,
}: {
  id: string;
  body: FormData;
  /** The updatedAt the form was loaded from: a newer stored version answers 409. */
  version?: string;
}) =>
  (
    await requestJson(SavedInstaSchema, apiPath('updateInsta', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).insta;

export function useUpdateInsta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsta,
    onSuccess: (insta) => queryClient.setQueryData(queryKeys.insta.current(), insta),
  });
}
