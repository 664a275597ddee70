import { apiPath } from '@estate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SavedPropertySchema } from './saved-property';

/** POST /api/admin/remove-image-property {propertyId, imageName}. */
export const removePropertyImage = async ({ propertyId, imageName }: { propertyId: string; imageName: string }) =>
  (
    await requestJson(SavedPropertySchema, apiPath('removeImageProperty'), {
      method: 'POST',
      body: { propertyId, imageName },
    })
  ).property;

export function useRemovePropertyImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePropertyImage,
    onSuccess: (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property._id), property);
      return queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists() });
    },
  });
}
