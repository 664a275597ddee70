import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-team (multipart). */
export const addTeam = async (body: FormData) => (await callRoute('addTeam', { body })).team;

export const useAddTeam = () => useSaveMutation(addTeam, intoDetail(queryKeys.teams, 'all'));
