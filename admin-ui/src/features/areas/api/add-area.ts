import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-area (multipart). */
export const addArea = async (body: FormData) => (await callRoute('addArea', { body })).area;

export const useAddArea = () => useSaveMutation(addArea, intoDetail(queryKeys.areas, 'all'));
