import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-review (multipart). */
export const addReview = async (body: FormData) => (await callRoute('addReview', { body })).review;

export const useAddReview = () => useSaveMutation(addReview, intoDetail(queryKeys.reviews, 'all'));
