import { callRoute, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation, type UpdateVariables } from '@/lib/save-mutation';

/** PUT /api/admin/update-team/{id}: multipart from the form. */
export const updateTeam = async ({ id, body, version }: UpdateVariables) =>
  (await callRoute('updateTeam', { params: { id }, body: withVersion(body, version) })).team;

export const useUpdateTeam = () => useSaveMutation(updateTeam, intoDetail(queryKeys.teams));
