import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-area {areaId, imageName}. */
export const removeAreaImage = async ({ areaId, imageName }: { areaId: string; imageName: string }) =>
  (await callRoute('removeImageArea', { body: { areaId, imageName } })).area;

export const useRemoveAreaImage = () => useSaveMutation(removeAreaImage, intoDetail(queryKeys.areas));
