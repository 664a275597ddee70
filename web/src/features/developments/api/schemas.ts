import { DevelopmentCardSchema, DevelopmentSchema, DistinctValuesSchema } from '@estate/contract/schemas';
import { z } from 'zod';

/** Response schemas of this feature, loaded lazily; lists keep what a card and a marker show. */
export const DevelopmentListItemSchema = DevelopmentCardSchema.extend({
  latitude: DevelopmentSchema.shape.latitude,
  longitude: DevelopmentSchema.shape.longitude,
});
export type DevelopmentListItem = z.infer<typeof DevelopmentListItemSchema>;
export const DevelopmentListSchema = z.array(DevelopmentListItemSchema);
export const OptionalDevelopmentSchema = DevelopmentSchema.nullable();
export { DistinctValuesSchema, DevelopmentSchema };
