import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPropertySchema } from './saved-property';

/** PUT /api/admin/update-property/{id}: multipart from the form, JSON from Settings. */
export const updateProperty = async ({
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
    await requestJson(SavedPropertySchema, apiPath('updateProperty', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).property;

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property._id), property);
      return queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists() });
    },
  });
}
