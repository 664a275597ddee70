import { callRoute } from '@/lib/api-client';
import { useSaveMutation } from '@/lib/save-mutation';
import { intoCurrentInsta } from './add-insta';

/** POST /api/admin/remove-image-insta {instaId, imageName}. */
export const removeInstaImage = async ({ instaId, imageName }: { instaId: string; imageName: string }) =>
  (await callRoute('removeImageInsta', { body: { instaId, imageName } })).insta;

export const useRemoveInstaImage = () => useSaveMutation(removeInstaImage, intoCurrentInsta);
