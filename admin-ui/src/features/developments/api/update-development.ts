import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-development/{id}: multipart from the form, JSON from Settings. */
export const updateDevelopment = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updateDevelopment', { params: { id }, body: withVersion(body, version) })).development;

export const useUpdateDevelopment = () => useSaveMutation(updateDevelopment, intoDetail(queryKeys.developments));
