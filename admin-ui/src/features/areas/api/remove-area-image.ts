import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedAreaSchema } from './saved-area';

/** POST /api/admin/remove-image-area {areaId, imageName}. */
export const removeAreaImage = async ({ areaId, imageName }: { areaId: string; imageName: string }) =>
  (
    await requestJson(SavedAreaSchema, apiPath('removeImageArea'), {
      method: 'POST',
      body: { areaId, imageName },
    })
  ).area;

export function useRemoveAreaImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAreaImage,
    onSuccess: (area) => {
      queryClient.setQueryData(queryKeys.areas.detail(area._id), area);
      return queryClient.invalidateQueries({ queryKey: queryKeys.areas.lists() });
    },
  });
}
