import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-property {propertyId, imageName}. */
export const removePropertyImage = async ({ propertyId, imageName }: { propertyId: string; imageName: string }) =>
  (await callRoute('removeImageProperty', { body: { propertyId, imageName } })).property;

export const useRemovePropertyImage = () => useSaveMutation(removePropertyImage, intoDetail(queryKeys.properties));
