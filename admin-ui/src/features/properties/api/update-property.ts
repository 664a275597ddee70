import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-property/{id}: multipart from the form, JSON from Settings. */
export const updateProperty = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updateProperty', { params: { id }, body: withVersion(body, version) })).property;

export const useUpdateProperty = () => useSaveMutation(updateProperty, intoDetail(queryKeys.properties));
