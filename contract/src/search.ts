import { z } from 'zod';
import { amount } from './fields.js';
import { COMPLETION_STATUSES } from './listing.js';
import { FAVOURITES_MAX, SEARCH_QUERY_MAX, SIZE_UNITS, type Bbox } from './search-rules.js';
import { PROPERTY_TYPES, canonicalPropertyType } from './property-types.js';
import { LanguageQuerySchema, TranslationNoteSchema } from './translations.js';

export * from './search-rules.js';

/*
 * Finding homes (docs/decisions/0038): the filters the public search adds to the
 * specification's type, country, price, beds and baths, the map's bounding box, the lean markers
 * of the map and the favourites' lookup by slug. Every field is optional: the specification's
 * calls send none of them and answer as the specification defines.
 */

const BBOX_MESSAGE =
  'bbox must be minLng,minLat,maxLng,maxLat (longitudes -180..180, latitudes -90..90, min below max)';

/** "minLng,minLat,maxLng,maxLat" as text (a URL or a form field) or as a list of four numbers. */
export const bboxField = z
  .union([z.string().trim(), z.array(z.number()).length(4)], { error: BBOX_MESSAGE })
  .transform((value, ctx): Bbox | undefined => {
    if (value === '') return undefined;
    const parts = typeof value === 'string' ? value.split(',').map((p) => Number(p.trim())) : value;
    const [minLng, minLat, maxLng, maxLat] = parts as [number, number, number, number];
    const ok =
      parts.length === 4 &&
      parts.every((n) => Number.isFinite(n)) &&
      minLng >= -180 &&
      maxLng <= 180 &&
      minLat >= -90 &&
      maxLat <= 90 &&
      minLng <= maxLng &&
      minLat <= maxLat;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return [minLng, minLat, maxLng, maxLat] as const;
  })
  .optional()
  .meta({ description: 'Only listings inside these bounds: minLng,minLat,maxLng,maxLat (WGS 84 degrees)' });

/** A yes-or-no filter sent as a JSON boolean or as form text ('true', '1', '' ...). */
const flag = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .nullable()
    .optional();

/** The property search's finding-homes filters, beyond the specification's; spread into PropertyFilterSchema. */
export const propertySearchFields = {
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: `q must be at most ${SEARCH_QUERY_MAX} characters` })
    .optional()
    .meta({ description: 'Case-insensitive text in the title, the location or the reference number' }),
  minSize: amount('minSize').nullable().optional().meta({ description: 'Smallest size, in sizeUnit' }),
  maxSize: amount('maxSize').nullable().optional().meta({ description: 'Largest size, in sizeUnit' }),
  sizeUnit: z
    .enum(SIZE_UNITS, { error: `sizeUnit must be one of ${SIZE_UNITS.join(', ')}` })
    .optional()
    .meta({ description: 'Unit of minSize and maxSize: sqft (default) or sqm' }),
  completionStatus: z
    .enum(COMPLETION_STATUSES, { error: `completionStatus must be one of ${COMPLETION_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'ready or off-plan' }),
  studio: flag('studio').meta({ description: 'true: studios only (no bedroom)' }),
  bbox: bboxField,
};

interface RangeInput {
  minPrice?: unknown;
  maxPrice?: unknown;
  minSize?: unknown;
  maxSize?: unknown;
  studio?: boolean | null;
  beds?: unknown;
}

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/**
 * The checks across fields: a minimum above its maximum, and studios (no bedroom) with a
 * bedroom minimum, find nothing by construction; the visitor is told rather than shown an empty page.
 */
export function checkSearchRanges(value: RangeInput, ctx: z.RefinementCtx) {
  const pairs = [
    ['minPrice', 'maxPrice'],
    ['minSize', 'maxSize'],
  ] as const;
  for (const [lo, hi] of pairs) {
    const min = numberOf(value[lo]);
    const max = numberOf(value[hi]);
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({ code: 'custom', path: [lo], message: `${lo} must not be above ${hi}`, input: value[lo] });
    }
  }
  const beds = numberOf(value.beds);
  if (value.studio === true && beds !== null && beds > 0) {
    ctx.addIssue({ code: 'custom', path: ['studio'], message: 'studio cannot be combined with beds', input: true });
  }
}

/** One marker of the map: where a listing is and what its popup card shows, nothing more. */
export const PropertyMarkerSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    featuredImage: z.string().nullable(),
    beds: z.number().nullable(),
    propertyType: z.string().nullable(),
    price: z.number().nullable(),
    priceAed: z.number().nullable(),
    priceEur: z.number().nullable(),
    translation: TranslationNoteSchema.optional().meta({
      description:
        "Read in a language, only when the listing's title there is still the English one (untranslated: ['title'])",
    }),
  })
  .meta({ id: 'PropertyMarker' });
export type PropertyMarker = z.infer<typeof PropertyMarkerSchema>;

/** The favourites' lookup: public listings by slug; slugs not answered are no longer public. */
export const PropertySlugsQuerySchema = z
  .object({
    slugs: z
      .string({ error: 'slugs must be a comma-separated list' })
      .trim()
      .min(1, { error: 'slugs is required' })
      .transform((v, ctx) => {
        const slugs = [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean);
        if (slugs.length === 0 || slugs.length > FAVOURITES_MAX) {
          ctx.addIssue({ code: 'custom', message: `slugs must list 1 to ${FAVOURITES_MAX} slugs` });
          return z.NEVER;
        }
        if (slugs.some((s) => s.length > 200 || !/^[A-Za-z0-9_-]+$/.test(s))) {
          ctx.addIssue({ code: 'custom', message: 'slugs must be letters, digits, - and _' });
          return z.NEVER;
        }
        return slugs;
      })
      .meta({ description: `Up to ${FAVOURITES_MAX} slugs, comma-separated` }),
    ...LanguageQuerySchema.shape,
  })
  .meta({ id: 'PropertySlugsQuery' });

/**
 * The locations route's optional filter (docs/decisions/0047): the locations of the
 * public listings of one property type, so the home search knows where a type is listed without
 * loading a page of listings. Any case of a type is read as that type; anything else is a 400.
 */
export const propertyTypeParam = z
  .string({ error: 'propertyType must be text' })
  .trim()
  .transform((v, ctx) => {
    const type = canonicalPropertyType(v);
    if (!type) {
      ctx.addIssue({ code: 'custom', message: `propertyType must be one of ${PROPERTY_TYPES.join(', ')}` });
      return z.NEVER;
    }
    return type;
  });

export const PropertyLocationsQuerySchema = z
  .object({
    propertyType: propertyTypeParam
      .optional()
      .meta({ description: `Only the locations of public listings of this type (${PROPERTY_TYPES.join(', ')})` }),
  })
  .meta({ id: 'PropertyLocationsQuery' });
export type PropertyLocationsQuery = z.input<typeof PropertyLocationsQuerySchema>;

/** ?propertyType= narrows the places' counts as the search's own type filter does. */
export const PropertyPlacesQuerySchema = z
  .object({
    propertyType: z
      .string({ error: 'propertyType must be text' })
      .trim()
      .max(50, { error: 'propertyType must be at most 50 characters' })
      .optional()
      .meta({ description: 'Case-insensitive type, as the property filter takes it' }),
  })
  .meta({ id: 'PropertyPlacesQuery' });
export type PropertyPlacesQuery = z.input<typeof PropertyPlacesQuerySchema>;

/** A place of the search's country choice and how many public homes the search finds there. */
export const PropertyPlaceSchema = z
  .object({ name: z.string(), count: z.number().int().min(1) })
  .meta({ id: 'PropertyPlace' });
export type PropertyPlace = z.infer<typeof PropertyPlaceSchema>;
