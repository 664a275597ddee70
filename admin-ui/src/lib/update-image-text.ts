import type { ImageTextResult, UpdateImageTextInput } from '@estate/contract';
import { callRoute } from './api-client';

/**
 * PUT /api/admin/update-image-text: a stored picture's alternative text and caption
 * (docs/decisions/0087). Shared by the property, development and area forms.
 */
export const updateImageText = (body: { path: string; alt: string; caption: string }): Promise<ImageTextResult> =>
  callRoute('updateImageText', { body: body satisfies UpdateImageTextInput });
