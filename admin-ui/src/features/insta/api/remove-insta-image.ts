import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedInstaSchema } from './saved-insta';

/** POST /api/admin/remove-image-insta {instaId, imageName}. */
export const removeInstaImage = async ({ instaId, imageName }: { instaId: string; imageName: string }) =>
  (
    await requestJson(SavedInstaSchema, apiPath('removeImageInsta'), {
      method: 'POST',
      body: { instaId, imageName },
    })
  ).insta;

export function useRemoveInstaImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstaImage,
    onSuccess: (insta) => queryClient.setQueryData(queryKeys.insta.current(), insta),
  });
}
