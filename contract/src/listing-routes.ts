/*
 * The routes of properties and developments: their editing, publication, public lists and
 * searches, the map and the favourites, and the listing page's buyer tools. routes.ts joins this
 * table with the other *-routes.ts modules into the one route table.
 */
import { z } from 'zod';
import { ImageTextResultSchema, UpdateImageTextSchema } from './image-texts.js';
import { ViewingInputSchema } from './leads.js';
import {
  DevelopmentFilterSchema,
  TranslatedListQuerySchema,
  PropertyExportQuerySchema,
  PropertyFilterSchema,
} from './list-queries.js';
import {
  DevelopmentInputSchema,
  DevelopmentSchema,
  DevelopmentUpdateSchema,
  PropertyInputSchema,
  PropertySchema,
  PropertyUpdateSchema,
} from './listing-schemas.js';
import { SimilarPropertiesQuerySchema } from './listing-tools-schemas.js';
import { PermitAlertsSchema } from './listing.js';
import { crud, featured, galleryFiles, publishing, READ_ERRORS } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import {
  MAP_MARKERS_MAX,
  PropertyLocationsQuerySchema,
  PropertyMarkerSchema,
  PropertyPlaceSchema,
  PropertyPlacesQuerySchema,
  PropertySlugsQuerySchema,
} from './search.js';
import { MessageSchema, RemoveImageSchemas } from './shared-schemas.js';
import { DistinctValuesSchema } from './site-schemas.js';
import { LanguageQuerySchema } from './translations.js';

export const LISTING_ROUTE_SPECS = {
  /* ---- properties ---- */
  ...crud({
    resource: 'property',
    singular: 'Property',
    plural: 'Properties',
    entity: PropertySchema,
    input: PropertyInputSchema,
    update: PropertyUpdateSchema,
    files: {
      featuredImage: featured,
      galleryImages: galleryFiles,
      floorPlans: { multiple: true, description: 'Floor plan images, appended after the kept paths' },
      brochure: {
        multiple: false,
        kind: 'pdf',
        description:
          'The brochure, a PDF (checked by its content, at most BROCHURE_MAX_BYTES); replaces the stored one',
      },
      film: {
        multiple: false,
        kind: 'video',
        description:
          'The listing film, MP4 or WebM (checked by its content, at most FILM_MAX_BYTES); replaces the stored one',
      },
      panorama: {
        multiple: false,
        kind: 'panorama',
        description:
          'A 360° panorama: an equirectangular JPEG, PNG or WebP twice as wide as high, at least 2048 pixels wide; replaces the stored one',
      },
    },
    responseField: 'property',
    removeImage: RemoveImageSchemas.property,
  }),
  ...publishing({ resource: 'property', singular: 'Property', responseField: 'property', entity: PropertySchema }),
  getPropertyBySlug: {
    access: 'public',
    resource: 'property',
    summary:
      'One property by slug (its address in any language); 410 (with `reason`) when the seller withdrew it or its advertising permit has expired. With `language`, its translated texts in place',
    query: LanguageQuerySchema,
    response: PropertySchema,
    errors: [404, 410, 429],
  },
  getPortalFeed: {
    access: 'public',
    resource: 'property',
    summary:
      'A portal feed (portal: property-finder or bayut): every public listing with a valid permit, in the XML the portal imports. 404 unless ?token= is FEED_TOKEN; served on the public site as /feeds/<portal>.xml',
    query: z.object({ token: z.string().max(500).optional() }),
    response: z.string().meta({ description: 'The XML document (application/xml)' }),
    errors: [404, 429],
  },
  exportProperties: {
    access: 'staff',
    permission: 'listings.export',
    resource: 'property',
    summary:
      'Every listing (its latest draft), or those q finds, as CSV (text/csv, UTF-8 with BOM), oldest first; written as it is read, a page at a time',
    query: PropertyExportQuerySchema,
    response: z.string().meta({ description: 'CSV text' }),
    errors: [400, 401, 403, 429],
  },
  getPermitAlerts: {
    access: 'staff',
    permission: 'staff',
    resource: 'property',
    summary: 'Listings whose advertising permit expires within 14 days, and those whose permit has expired',
    response: PermitAlertsSchema,
    errors: [401, 403, 429],
  },
  getFeaturedProperties: {
    access: 'public',
    resource: 'property',
    summary: 'Properties marked featured (with `language`, their translated texts in place)',
    query: TranslatedListQuerySchema,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },
  getFullwidthFeaturedProperty: {
    access: 'public',
    resource: 'property',
    summary:
      'The full-width featured property of the home page, or null (with `language`, its translated texts in place)',
    query: LanguageQuerySchema,
    response: PropertySchema.nullable(),
    errors: [429],
  },
  getPropertyLocations: {
    access: 'public',
    resource: 'property',
    summary:
      'The distinct trimmed locations of every property, newest listing first (one index walk); with propertyType, only those of the public listings of that type (decision 0047)',
    query: PropertyLocationsQuerySchema,
    response: DistinctValuesSchema,
    errors: [400, 429],
  },
  getPropertyCountries: {
    access: 'public',
    resource: 'property',
    summary: 'The distinct countries of every property, newest listing first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  getPropertyPlaces: {
    access: 'public',
    resource: 'property',
    summary:
      "The places of the property search's country choice that have public homes, each with how many the search finds there (of the type asked, when asked), in the configured country order",
    query: PropertyPlacesQuerySchema,
    response: z.array(PropertyPlaceSchema),
    errors: [400, 429],
  },
  getPropertiesFilter: {
    access: 'public',
    resource: 'property',
    summary:
      'Search properties (form data or JSON); the total is in X-Total-Count. With `language`, the translated texts in place',
    query: LanguageQuerySchema,
    body: PropertyFilterSchema,
    formData: true,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },

  /* ---- finding homes (docs/decisions/0038) ---- */
  getPropertyMarkers: {
    access: 'public',
    resource: 'property',
    summary: `The map's markers for a property search (the same filters, usually with bbox): id, slug, position, price and picture only, at most ${MAP_MARKERS_MAX}, newest first; the total of matches with coordinates is in X-Total-Count. With \`language\`, each marker's title and slug are the language's`,
    query: LanguageQuerySchema,
    body: PropertyFilterSchema,
    formData: true,
    response: z.array(PropertyMarkerSchema),
    list: true,
    errors: READ_ERRORS,
  },
  getPropertiesBySlugs: {
    access: 'public',
    resource: 'property',
    summary:
      "Public properties by slug (a visitor's favourites), in the order asked; a slug left out is not public any more",
    query: PropertySlugsQuerySchema,
    response: z.array(PropertySchema),
    errors: READ_ERRORS,
  },

  /* ---- developments ---- */
  ...crud({
    resource: 'development',
    singular: 'Development',
    plural: 'Developments',
    entity: DevelopmentSchema,
    input: DevelopmentInputSchema,
    update: DevelopmentUpdateSchema,
    files: { featuredImage: featured, galleryImages: galleryFiles },
    responseField: 'development',
    removeImage: RemoveImageSchemas.development,
  }),
  ...publishing({
    resource: 'development',
    singular: 'Development',
    responseField: 'development',
    entity: DevelopmentSchema,
  }),
  getDevelopmentBySlug: {
    access: 'public',
    resource: 'development',
    summary: 'One development by slug (its slug in any language), in the language asked',
    query: LanguageQuerySchema,
    response: DevelopmentSchema,
    errors: [404, 429],
  },
  getFeaturedDevelopments: {
    access: 'public',
    resource: 'development',
    summary: 'Developments marked featured, in the language asked',
    query: TranslatedListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  getSoldDevelopments: {
    access: 'public',
    resource: 'development',
    summary: 'Developments marked sold, in the language asked',
    query: TranslatedListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  getFullwidthFeaturedDevelopment: {
    access: 'public',
    resource: 'development',
    summary: 'The full-width featured development of the home page, or null; in the language asked',
    query: LanguageQuerySchema,
    response: DevelopmentSchema.nullable(),
    errors: [429],
  },
  getDevelopmentLocations: {
    access: 'public',
    resource: 'development',
    summary: 'The distinct trimmed locations of every development, newest development first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  getDevelopmentCountries: {
    access: 'public',
    resource: 'development',
    summary: 'The distinct countries of every development, newest development first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  getDevelopmentsFilter: {
    access: 'public',
    resource: 'development',
    summary: 'Search developments (form data or JSON); the total is in X-Total-Count; in the language asked',
    query: LanguageQuerySchema,
    body: DevelopmentFilterSchema,
    formData: true,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },

  /* ---- a listing picture's alternative text and caption (docs/decisions/0087) ---- */
  updateImageText: {
    access: 'staff',
    permission: 'listings.write',
    resource: 'media',
    summary:
      'Describe a stored picture: its alternative text (at most 250 characters) and caption (at most 300), trimmed, empty to remove; every property, development and area showing it answers them in imageTexts. 404 for a path that is no stored upload; 403 unless the member may edit every entry that shows it (an agent: only their own listings)',
    body: UpdateImageTextSchema,
    response: ImageTextResultSchema,
    errors: [400, 401, 403, 404, 429],
  },

  /* ---- the listing page's buyer tools (docs/decisions/0037) ---- */
  getSimilarProperties: {
    access: 'public',
    resource: 'property',
    summary:
      'Public homes like a listing: same location and type, price within 30%, nearest in price first, the listing itself excluded (404 for an unknown or unadvertised slug)',
    query: SimilarPropertiesQuerySchema,
    response: z.array(PropertySchema),
    errors: [400, 404, 429],
  },
  getNearbyProperties: {
    access: 'public',
    resource: 'property',
    summary:
      "A listing's 'More listings': public homes of the same location first, then of the same country, then the rest; available first, then newest; the listing itself excluded (404 for an unknown or unadvertised slug); limit 1 to 12, default 12",
    query: SimilarPropertiesQuerySchema,
    response: z.array(PropertySchema),
    errors: [400, 404, 429],
  },
  bookViewing: {
    access: 'public',
    resource: 'lead',
    summary:
      'Book a viewing of a listing: stored as an enquiry with the listing, its agent and the requested day and slot; the agency and the agent are notified, the buyer acknowledged; 409 when the agent already has a viewing at that time',
    body: ViewingInputSchema,
    response: MessageSchema,
    errors: [400, 409, 413, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
