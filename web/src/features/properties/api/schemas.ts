import {
  PropertyListItemSchema,
  PropertyMarkerSchema,
  PropertyPlaceSchema,
  PropertySchema,
  DistinctValuesSchema,
  type PropertyListItem,
} from '@estate/contract/schemas';
import { z } from 'zod';

/*
 * The response schemas of this feature, loaded lazily by its fetchers (see api-client).
 * Lists keep only what a card and a map marker show (the contract's PropertyListItem, which the
 * home's one call answers too): the server embeds the query cache in the page, so lean items
 * keep the HTML small (the detail page loads the full property).
 */
export { PropertyListItemSchema, type PropertyListItem };
export const PropertyListSchema = z.array(PropertyListItemSchema);
export const OptionalPropertySchema = PropertySchema.nullable();
export { DistinctValuesSchema, PropertySchema };
export const PropertyMarkerListSchema = z.array(PropertyMarkerSchema);
export const PropertyPlaceListSchema = z.array(PropertyPlaceSchema);
export const PropertyDetailListSchema = z.array(PropertySchema);
