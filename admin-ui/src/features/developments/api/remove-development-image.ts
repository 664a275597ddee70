import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { intoDetail, useSaveMutation } from '@/lib/save-mutation';

/** POST /api/admin/remove-image-development {developmentId, imageName}. */
export const removeDevelopmentImage = async ({
  developmentId,
  imageName,
}: {
  developmentId: string;
  imageName: string;
}) => (await callRoute('removeImageDevelopment', { body: { developmentId, imageName } })).development;

export const useRemoveDevelopmentImage = () =>
  useSaveMutation(removeDevelopmentImage, intoDetail(queryKeys.developments));
