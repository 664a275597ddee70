import {
  DevelopmentListItemSchema,
  DevelopmentSchema,
  DistinctValuesSchema,
  type DevelopmentListItem,
} from '@estate/contract/schemas';
import { z } from 'zod';

/** Response schemas of this feature, loaded lazily; lists keep what a card and a marker show (the contract's). */
export { DevelopmentListItemSchema, type DevelopmentListItem };
export const DevelopmentListSchema = z.array(DevelopmentListItemSchema);
export const OptionalDevelopmentSchema = DevelopmentSchema.nullable();
export { DistinctValuesSchema, DevelopmentSchema };
