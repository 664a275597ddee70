/*
 * Pieces the schema modules share but the contract does not export: the image path and timestamp
 * of the answers, and the input fields that properties, developments and areas have in common
 * (slug, country, image rows, galleries, id lists), with the phone number of team and settings.
 * index.ts does not re-export this module, so none of these becomes part of the public contract.
 */
import { z } from 'zod';
import { canonicalCountry } from './countries.js';
import { bool, docId, imageRefs, optionalImageRef, text } from './fields.js';
import { LIST_MAX_LIMIT } from './list-queries.js';

export const ImagePath = z
  .string()
  .meta({ description: 'Relative path of a stored image, e.g. /uploads/villa_2f3a.jpg' });
export const Timestamp = z.string().meta({ description: 'ISO 8601 date-time' });

export const optionalCountry = z
  .string({ error: 'country must be text' })
  .trim()
  .refine((v) => v === '' || canonicalCountry(v) !== undefined, {
    error: 'country must be one of the configured countries',
  })
  .transform((v) => (v === '' ? null : (canonicalCountry(v) ?? null)))
  .nullable()
  .optional();

export const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case words joined by hyphens' })
  .max(100)
  .optional();

const SpaceRowInput = z.object({
  title: text('title', 200).default(''),
  images: imageRefs('images', 50, 'at most 50 images per row').default([]),
});
const InTheAreaRowInput = z.object({
  title: text('title', 200).default(''),
  description: text('description', 5000).default(''),
  image: optionalImageRef('image'),
});

const rows = <T extends z.ZodType>(row: T, field: string) =>
  z.array(row, { error: `${field} must be a list` }).max(50, { error: `${field} may have at most 50 rows` });

export const gallery = (field: string) => imageRefs(field, 100, `${field} may have at most 100 images`).optional();

export const listingInputFields = {
  slug: optionalSlug,
  featuredImage: optionalImageRef('featuredImage'),
  galleryImages: gallery('galleryImages'),
  location: text('location', 200).optional(),
  country: optionalCountry,
  desc1: text('desc1', 20000).optional(),
  desc2: text('desc2', 20000).optional(),
  spaces: rows(SpaceRowInput, 'spaces').optional(),
  amenities: rows(SpaceRowInput, 'amenities').optional(),
  inTheArea: rows(InTheAreaRowInput, 'inTheArea').optional(),
  locationTitle: text('locationTitle', 200).optional(),
  locationDescription: text('locationDescription', 10000).optional(),
  medianPrice: text('medianPrice', 100).optional(),
  medianPricePerSq: text('medianPricePerSq', 100).optional(),
  rentalYield: text('rentalYield', 100).optional(),
  isFeatured: bool('isFeatured').optional(),
  isFullWidthFeatured: bool('isFullWidthFeatured').optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
};

export const idList = (field: string) =>
  z
    .array(docId(field), { error: `${field} must be a list of ids` })
    .max(LIST_MAX_LIMIT)
    .optional();

export const phoneText = (field: string) =>
  text(field, 40)
    .regex(/^[+\d\p{Zs}\t().-]*$/u, { error: `${field} may hold only digits, spaces and + ( ) - .` })
    .optional();
