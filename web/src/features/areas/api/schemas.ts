import { AreaSchema } from '@estate/contract/schemas';
import { z } from 'zod';

/** Response schemas of this feature, loaded lazily by its fetchers. */
export const AreaListItemSchema = AreaSchema.pick({
  _id: true,
  slug: true,
  title: true,
  tags: true,
  featuredImage: true,
  location: true,
  latitude: true,
  longitude: true,
  // Read in a language: which texts are still English (docs/decisions/0102).
  translation: true,
});
export type AreaListItem = z.infer<typeof AreaListItemSchema>;
export const AreaListSchema = z.array(AreaListItemSchema);
export { AreaSchema };
