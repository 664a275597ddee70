import { callRoute } from './api-client';

/**
 * POST /api/admin/upload-image: stores one image and answers its path. Shared by the listing
 * rows (spaces, amenities, in-the-area) and the rich-text editor.
 */
export async function uploadImage(file: Blob, fileName = 'image'): Promise<string> {
  const body = new FormData();
  body.append('image', file, file instanceof File ? file.name : fileName);
  const { image } = await callRoute('uploadImage', { body });
  return image;
}
