import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedAreaSchema } from './saved-area';

/** PUT /api/admin/update-area/{id}: multipart from the form. */
export const updateArea = async ({
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
    await requestJson(SavedAreaSchema, apiPath('updateArea', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).area;

export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    onSuccess: (area) => {
      queryClient.setQueryData(queryKeys.areas.detail(area._id), area);
      return queryClient.invalidateQueries({ queryKey: queryKeys.areas.lists() });
    },
  });
}
