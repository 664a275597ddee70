import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson, withVersion } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedTeamSchema } from './saved-team';

/** PUT /api/admin/update-team/{id}: multipart from the form. */
export const updateTeam = async ({
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
    await requestJson(SavedTeamSchema, apiPath('updateTeam', { id }), {
      method: 'PUT',
      body: withVersion(body, version),
    })
  ).team;

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.teams.detail(team._id), team);
      return queryClient.invalidateQueries({ queryKey: queryKeys.teams.lists() });
    },
  });
}
