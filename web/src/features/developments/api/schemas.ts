import { DevelopmentCardSchema, DevelopmentSchema } from '@estate/contract/schemas';
import { z } from 'zod';

/** Response schemas of this feature, loaded lazily; lists keep what a card and a marker show. */
export const DevelopmentListItemSchema = DevelopmentCardSchema.extend({
  latitude: DevelopmentSchema.shape.latitude,
  longitude: DevelopmentSchema.shape.longitude,
});
export type DevelopmentListItem = z.infer<typeof DevelopmentListItemSchema>;
export const DevelopmentListSchema = z.array(DevelopmentListItemSchema);
export const LocationsOnlySchema = z.array(DevelopmentSchema.pick({ location: true }));
export const OptionalDevelopmentSchema = DevelopmentSchema.nullable();
export { DevelopmentSchema };
