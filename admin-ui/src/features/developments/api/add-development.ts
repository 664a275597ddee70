import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-development (multipart). */
export const addDevelopment = async (body: FormData) => (await callRoute('addDevelopment', { body })).development;

export const useAddDevelopment = () => useSaveMutation(addDevelopment, intoDetail(queryKeys.developments, 'all'));
