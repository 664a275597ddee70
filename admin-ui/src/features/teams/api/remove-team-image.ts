import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-team {teamId, imageName}. */
export const removeTeamImage = async ({ teamId, imageName }: { teamId: string; imageName: string }) =>
  (await callRoute('removeImageTeam', { body: { teamId, imageName } })).team;

export const useRemoveTeamImage = () => useSaveMutation(removeTeamImage, intoDetail(queryKeys.teams));
