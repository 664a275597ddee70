import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/add-post (multipart). */
export const addPost = async (body: FormData) => (await callRoute('addPost', { body })).post;

export const useAddPost = () => useSaveMutation(addPost, intoDetail(queryKeys.posts, 'all'));
