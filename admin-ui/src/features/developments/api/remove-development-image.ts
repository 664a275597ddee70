import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedDevelopmentSchema } from './saved-development';

/** POST /api/admin/remove-image-development {developmentId, imageName}. */
export const removeDevelopmentImage = async ({
  developmentId,
  imageName,
}: {
  developmentId: string;
  imageName: string;
}) =>
  (
    await requestJson(SavedDevelopmentSchema, apiPath('removeImageDevelopment'), {
      method: 'POST',
      body: { developmentId, imageName },
    })
  ).development;

export function useRemoveDevelopmentImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevelopmentImage,
    onSuccess: (development) => {
      queryClient.setQueryData(queryKeys.developments.detail(development._id), development);
      return queryClient.invalidateQueries({ queryKey: queryKeys.developments.lists() });
    },
  });
}
