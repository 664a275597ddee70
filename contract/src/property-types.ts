/* The property types, zod-free: the public site's browser bundle imports this module as it is. */

/** The seven property types of the admin spec. */
export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Land', 'Flat', 'Home'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The public spec's five types of the search selects, in its order (the first is preselected). */
export const SPEC_SEARCH_PROPERTY_TYPES = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Land'] as const;
/**
 * What the public search selects offer: the spec's five first, then the admin's other two, so a
 * listing of any of the seven types can be found.
 */
export const SEARCH_PROPERTY_TYPES = [
  ...SPEC_SEARCH_PROPERTY_TYPES,
  'Flat',
  'Home',
] as const satisfies readonly PropertyType[];

const PROPERTY_TYPE_BY_LOWER = new Map<string, PropertyType>(PROPERTY_TYPES.map((t) => [t.toLowerCase(), t]));

/** The stored spelling of a type written in any case, or undefined for an unknown type. */
export function canonicalPropertyType(value: string): PropertyType | undefined {
  return PROPERTY_TYPE_BY_LOWER.get(value.trim().toLowerCase());
}
