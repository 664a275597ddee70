import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedDevelopmentSchema } from './saved-development';

/** PUT /api/admin/update-development/{id}: multipart from the form, JSON from Settings. */
export const updateDevelopment = async ({
  id,
  body,
  version,
}: {
  id: string;
  body: FormData | Record<string, unknown>;
  /** The updatedAt the form was loaded from: a newer stored version answers 409. */
  version?: string;
}) =>
  (
    await requestJson(SavedDevelopmentSchema, apiPath('updateDevelopment', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).development;

export function useUpdateDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevelopment,
    onSuccess: (development) => {
      queryClient.setQueryData(queryKeys.developments.detail(development._id), development);
      return queryClient.invalidateQueries({ queryKey: queryKeys.developments.lists() });
    },
  });
}
