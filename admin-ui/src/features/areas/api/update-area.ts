import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-area/{id}: multipart from the form. */
export const updateArea = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updateArea', { params: { id }, body: withVersion(body, version) })).area;

export const useUpdateArea = () => useSaveMutation(updateArea, intoDetail(queryKeys.areas));
