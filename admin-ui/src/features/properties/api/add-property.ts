import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-property (multipart). */
export const addProperty = async (body: FormData) => (await callRoute('addProperty', { body })).property;

export const useAddProperty = () => useSaveMutation(addProperty, intoDetail(queryKeys.properties, 'all'));
