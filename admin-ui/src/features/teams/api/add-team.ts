import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedTeamSchema } from './saved-team';

/** POST /api/admin/add-team (multipart). */
export const addTeam = async (body: FormData) =>
  (await requestJson(SavedTeamSchema, apiPath('addTeam'), { method: 'POST', body })).team;

export function useAddTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.teams.detail(team._id), team);
      return queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    },
  });
}
