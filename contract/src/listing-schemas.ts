/*
 * Properties and developments, the two kinds of listing: their answers (in full, as a card and
 * as a list item) and their create and update bodies. Together because both are built from the
 * same listing fields; areas, posts and the other kinds are in content-schemas.ts.
 */
import { z } from 'zod';
import { amount, bool, count, requiredText, text } from './fields.js';
import { imageTextsField } from './image-texts.js';
import {
  developmentExtraInputFields,
  LISTING_STATUSES,
  offPlanFields,
  propertyExtraFields,
  propertyExtraInputFields,
} from './listing.js';
import { PROPERTY_TYPES, canonicalPropertyType } from './property-types.js';
import { draftInputField, publicationField } from './publication.js';
import { ImagePath, Timestamp, idList, listingInputFields } from './schema-parts.js';
import { versionField } from './shared-schemas.js';
import { TranslationNoteSchema } from './translations.js';

/* =============================================================================================
 * Responses: entities as the contract serialises them
 * =========================================================================================== */

export const SpaceRowSchema = z
  .object({ title: z.string(), images: z.array(ImagePath) })
  .meta({ id: 'SpaceRow', description: 'A titled set of images (spaces, amenities, area highlights)' });

export const InTheAreaRowSchema = z
  .object({ title: z.string(), description: z.string(), image: ImagePath.nullable() })
  .meta({ id: 'InTheAreaRow', description: 'A nearby place with a picture' });

const listingFields = {
  _id: z.string().meta({ description: 'Document id' }),
  slug: z.string(),
  title: z.string(),
  featuredImage: ImagePath.nullable(),
  galleryImages: z.array(ImagePath),
  location: z.string(),
  country: z.string().nullable(),
  desc1: z.string(),
  desc2: z.string(),
  spaces: z.array(SpaceRowSchema),
  amenities: z.array(SpaceRowSchema),
  inTheArea: z.array(InTheAreaRowSchema),
  locationTitle: z.string(),
  locationDescription: z.string(),
  medianPrice: z.string(),
  medianPricePerSq: z.string(),
  rentalYield: z.string(),
  isFeatured: z.boolean(),
  isFullWidthFeatured: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  ...imageTextsField,
};

export const PropertySchema = z
  .object({
    ...listingFields,
    propertyType: z.enum(PROPERTY_TYPES).nullable(),
    space: z.string().meta({ description: 'Built-up area in square feet' }),
    beds: z.string(),
    baths: z.string(),
    price: z.number().nullable().meta({ description: 'Price in USD' }),
    priceAed: z.number().nullable().meta({ description: 'Price in AED, computed by the server on save' }),
    priceEur: z.number().nullable().meta({ description: 'Price in EUR, computed by the server on save' }),
    ...propertyExtraFields,
    ...publicationField,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
    slugs: z.record(z.string(), z.string()).optional().meta({
      description:
        "The listing's slug in each language where a translation gives one (hreflang alternates); `en` is the one favourites, enquiries, viewings and comparisons send",
    }),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof PropertySchema>;

export const PropertyCardSchema = PropertySchema.pick({
  _id: true,
  slug: true,
  title: true,
  featuredImage: true,
  space: true,
  beds: true,
  baths: true,
  location: true,
  country: true,
  propertyType: true,
  price: true,
  priceAed: true,
  priceEur: true,
  isFeatured: true,
  // Read in a language: the texts still English, and the English address the card's favourite saves.
  translation: true,
  slugs: true,
})
  .extend({
    // The card's "Under offer" / "Sold" badge. Always answered; an answer cached before
    // the field existed reads as available rather than failing the page.
    status: z.enum(LISTING_STATUSES).default('available'),
  })
  .meta({ id: 'PropertyCard', description: 'A property as listed inside another entity' });
export type PropertyCard = z.infer<typeof PropertyCardSchema>;

export const DevelopmentSchema = z
  .object({
    ...listingFields,
    units: z.string(),
    bedUnits: z.string(),
    pentHouses: z.string(),
    price: z.number().nullable().meta({ description: 'Starting price in USD' }),
    dPriceAed: z.number().nullable().meta({ description: 'Price in AED, computed by the server on save' }),
    dPriceEur: z.number().nullable().meta({ description: 'Price in EUR, computed by the server on save' }),
    isSold: z.boolean(),
    properties: z.array(PropertyCardSchema),
    ...offPlanFields,
    ...publicationField,
    translation: TranslationNoteSchema.optional().meta({
      description: 'Read in a language (the language query): which texts are still English',
    }),
    slugs: z.record(z.string(), z.string()).optional().meta({
      description: "The development's slug in each language where a translation gives one (hreflang alternates)",
    }),
  })
  .meta({ id: 'Development' });
export type Development = z.infer<typeof DevelopmentSchema>;

export const DevelopmentCardSchema = DevelopmentSchema.pick({
  _id: true,
  slug: true,
  title: true,
  featuredImage: true,
  location: true,
  country: true,
  units: true,
  bedUnits: true,
  pentHouses: true,
  price: true,
  dPriceAed: true,
  dPriceEur: true,
  isFeatured: true,
  isSold: true,
  translation: true,
}).meta({ id: 'DevelopmentCard', description: 'A development as listed inside another entity' });
export type DevelopmentCard = z.infer<typeof DevelopmentCardSchema>;

/*
 * The lean items of the public lists: what a card and a map marker show. The server
 * embeds the query cache in the page, so lean items keep the HTML small; the detail pages load
 * the full entity. The web parses its list answers with these, and the home's one call
 * (getHome) answers its sections in them: one definition for both.
 */
export const PropertyListItemSchema = PropertyCardSchema.extend({
  latitude: PropertySchema.shape.latitude,
  longitude: PropertySchema.shape.longitude,
}).meta({ id: 'PropertyListItem', description: 'A property as a list card and a map marker show it' });
export type PropertyListItem = z.infer<typeof PropertyListItemSchema>;

export const DevelopmentListItemSchema = DevelopmentCardSchema.extend({
  latitude: DevelopmentSchema.shape.latitude,
  longitude: DevelopmentSchema.shape.longitude,
}).meta({ id: 'DevelopmentListItem', description: 'A development as a list card and a map marker show it' });
export type DevelopmentListItem = z.infer<typeof DevelopmentListItemSchema>;

/* =============================================================================================
 * Requests
 * =========================================================================================== */

const optionalPropertyType = z
  .string({ error: 'propertyType must be text' })
  .trim()
  .refine((v) => v === '' || canonicalPropertyType(v) !== undefined, {
    error: `propertyType must be one of ${PROPERTY_TYPES.join(', ')}`,
  })
  .transform((v) => (v === '' ? null : (canonicalPropertyType(v) ?? null)))
  .nullable()
  .optional();

export const PropertyInputSchema = z
  .object({
    title: requiredText('title', 200),
    ...listingInputFields,
    propertyType: optionalPropertyType,
    space: amount('space').nullable().optional(),
    beds: count('beds').nullable().optional(),
    baths: count('baths').nullable().optional(),
    price: amount('price').nullable().optional(),
    priceAed: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    priceEur: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    ...propertyExtraInputFields,
    ...draftInputField,
  })
  .meta({ id: 'PropertyInput' });

export const PropertyUpdateSchema = PropertyInputSchema.partial().extend(versionField).meta({ id: 'PropertyUpdate' });
export type PropertyInput = z.input<typeof PropertyInputSchema>;

export const DevelopmentInputSchema = z
  .object({
    title: requiredText('title', 200),
    ...listingInputFields,
    units: text('units', 50).optional(),
    bedUnits: text('bedUnits', 50).optional(),
    pentHouses: text('pentHouses', 50).optional(),
    price: amount('price').nullable().optional(),
    dPriceAed: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    dPriceEur: z.unknown().optional().meta({ description: 'Ignored: computed by the server' }),
    isSold: bool('isSold').optional(),
    properties: idList('properties'),
    ...developmentExtraInputFields,
    ...draftInputField,
  })
  .meta({ id: 'DevelopmentInput' });
export const DevelopmentUpdateSchema = DevelopmentInputSchema.partial()
  .extend(versionField)
  .meta({ id: 'DevelopmentUpdate' });
export type DevelopmentInput = z.input<typeof DevelopmentInputSchema>;
