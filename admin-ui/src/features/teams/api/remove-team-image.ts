import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedTeamSchema } from './saved-team';

/** POST /api/admin/remove-image-team {teamId, imageName}. */
export const removeTeamImage = async ({ teamId, imageName }: { teamId: string; imageName: string }) =>
  (
    await requestJson(SavedTeamSchema, apiPath('removeImageTeam'), {
      method: 'POST',
      body: { teamId, imageName },
    })
  ).team;

export function useRemoveTeamImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamImage,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.teams.detail(team._id), team);
      return queryClient.invalidateQueries({ queryKey: queryKeys.teams.lists() });
    },
  });
}
