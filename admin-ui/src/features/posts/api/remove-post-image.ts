import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-post {postId, imageName}. */
export const removePostImage = async ({ postId, imageName }: { postId: string; imageName: string }) =>
  (await callRoute('removeImagePost', { body: { postId, imageName } })).post;

export const useRemovePostImage = () => useSaveMutation(removePostImage, intoDetail(queryKeys.posts));
