/*
 * What staff write about a listing's pictures (docs/decisions/0087): an alternative text, read
 * out to people who cannot see the picture and by search engines, and a caption shown under it
 * in the public gallery. Both are kept on the stored upload itself, so a picture says the same
 * wherever it is shown; listing answers carry them in imageTexts, keyed by the picture's path.
 */
import { z } from 'zod';
import { requiredText, text } from './fields.js';
import { ImagePath } from './schema-parts.js';

export const IMAGE_ALT_MAX = 250;
export const IMAGE_CAPTION_MAX = 300;

export const ImageTextSchema = z
  .object({ alt: z.string(), caption: z.string() })
  .meta({ id: 'ImageText', description: "A picture's alternative text and caption ('' when not written)" });
export type ImageText = z.infer<typeof ImageTextSchema>;

/**
 * In every property, development and area answer: the texts of the entry's pictures that have
 * any, by path. A picture without texts is absent. Answers stored before the field existed read
 * as having none.
 */
export const imageTextsField = {
  imageTexts: z
    .record(ImagePath, ImageTextSchema)
    .default({})
    .meta({ description: 'Alternative text and caption of each of the pictures that have them, by path' }),
};
export type ImageTexts = Record<string, ImageText>;

export const UpdateImageTextSchema = z
  .object({
    path: requiredText('path', 2048).meta({ description: 'The stored path of the picture (/uploads/...)' }),
    alt: text('alt', IMAGE_ALT_MAX)
      .default('')
      .meta({ description: 'What the picture shows, for people who cannot see it; empty removes it' }),
    caption: text('caption', IMAGE_CAPTION_MAX)
      .default('')
      .meta({ description: 'Shown under the picture in the gallery; empty removes it' }),
  })
  .meta({ id: 'UpdateImageText' });
export type UpdateImageTextInput = z.input<typeof UpdateImageTextSchema>;

export const ImageTextResultSchema = z
  .object({ message: z.string(), path: ImagePath, alt: z.string(), caption: z.string() })
  .meta({ id: 'ImageTextResult' });
export type ImageTextResult = z.infer<typeof ImageTextResultSchema>;
