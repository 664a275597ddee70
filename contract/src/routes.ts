import { z } from 'zod';
import {
  AreaInputSchema,
  AreaSchema,
  AreaUpdateSchema,
  ChoiceSchema,
  ContentVersionSchema,
  CountrySchema,
  DevelopmentFilterSchema,
  DevelopmentInputSchema,
  DevelopmentSchema,
  DevelopmentUpdateSchema,
  editableListQuery,
  type EditableResource,
  DistinctValuesSchema,
  InstaInputSchema,
  InstaUpdateSchema,
  InstaSchema,
  ListQuerySchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  LogoutInputSchema,
  MessageSchema,
  PostInputSchema,
  PostSchema,
  PostUpdateSchema,
  PropertyFilterSchema,
  PropertyInputSchema,
  PropertySchema,
  PropertyUpdateSchema,
  RatesSchema,
  RemoveImageSchemas,
  RenewSessionResponseSchema,
  ResetPasswordInputSchema,
  ReviewInputSchema,
  ReviewSchema,
  ReviewUpdateSchema,
  SettingsInputSchema,
  SettingsSchema,
  TeamInputSchema,
  TeamSchema,
  TeamUpdateSchema,
  UploadImageResponseSchema,
  PreviewSchema,
} from './schemas.js';
import {
  EnquiryInputSchema,
  LeadQuerySchema,
  LeadSchema,
  LeadUpdateSchema,
  StartNowInputSchema,
  SubscribeInputSchema,
} from './leads.js';
import { PermitAlertsSchema } from './listing.js';
import { HomeQuerySchema, HomeSchema } from './home.js';
import { PreviewLinkSchema, PreviewQuerySchema, type DraftResource } from './publication.js';
import {
  MAP_MARKERS_MAX,
  PropertyLocationsQuerySchema,
  PropertyMarkerSchema,
  PropertySlugsQuerySchema,
} from './search.js';
import { ViewingInputSchema } from './leads.js';
import { SimilarPropertiesQuerySchema } from './listing-tools-schemas.js';
import {
  SavedSearchResultSchema,
  SavedSearchTokenInputSchema,
  SaveSearchInputSchema,
  UnsubscribeInputSchema,
  UnsubscribeQuerySchema,
} from './saved-searches.js';

import { ROUTE_PATHS, type HttpMethod, type RouteName, type RouteParams } from './route-paths.js';

export * from './route-paths.js';

export type Access = 'public' | 'staff';

export interface FileField {
  multiple: boolean;
  description: string;
  /** What the field takes: images (the default) or a PDF document (a listing's brochure). */
  kind?: 'image' | 'pdf';
}

export interface RouteDef {
  /** operationId, also the controller action. */
  name: RouteName;
  method: HttpMethod;
  /** Path under API_PREFIX, with :params. */
  path: string;
  access: Access;
  /** The resource (content type) whose controller answers. */
  resource: Resource;
  summary: string;
  query?: z.ZodObject;
  /** Body schema; for multipart routes, the schema of the text fields. */
  body?: z.ZodObject;
  /** File fields of a multipart body; JSON is accepted as well. */
  files?: Readonly<Record<string, FileField>>;
  /** A form-data body is accepted as well as JSON (the filter routes). */
  formData?: boolean;
  response: z.ZodType;
  /** List routes carry the total count of matches in X-Total-Count. */
  list?: boolean;
  /** Error statuses this route may answer with, beyond 500. */
  errors: readonly number[];
}

/** What this file says of a route; its name, method and path are in route-paths.ts. */
type RouteSpec = Omit<RouteDef, 'name' | 'method' | 'path'>;

export type Resource =
  | 'auth'
  | 'media'
  | 'property'
  | 'development'
  | 'post'
  | 'team'
  | 'area'
  | 'review'
  | 'insta'
  | 'setting'
  | 'lead'
  | 'reference'
  | 'preview'
  | 'home';

const featured: FileField = { multiple: false, description: 'Featured image file' };
const galleryFiles: FileField = { multiple: true, description: 'Gallery image files, appended after the kept paths' };

const READ_ERRORS = [400, 429] as const;
const WRITE_ERRORS = [400, 401, 403, 413, 415, 429] as const;

/** What a write answers: a message and the stored item under its field, e.g. { message, property }. */
function savedSchema<const F extends string, E extends z.ZodType>(field: F, entity: E) {
  const shape = { message: z.string(), [field]: entity } as { message: z.ZodString } & { [K in F]: E };
  return z.object(shape);
}
type Saved<F extends string, E extends z.ZodType> = ReturnType<typeof savedSchema<F, E>>;

interface CrudNames<S extends string, P extends string, F extends string, E extends z.ZodType, I, U, R> {
  resource: EditableResource;
  singular: S; // Property, Development, Post, Team, Area, Review
  plural: P; // Properties, ...
  entity: E;
  input: I;
  update: U;
  files: Readonly<Record<string, FileField>>;
  responseField: F; // property, development, ...
  removeImage: R;
}

/** The six routes of an editable entity, typed by name so that each keeps its own schemas. */
type CrudSpecs<S extends string, P extends string, F extends string, E extends z.ZodType, I, U, R> = {
  [K in `get${P}`]: RouteSpec & {
    query: ReturnType<typeof editableListQuery>;
    response: z.ZodUnion<[z.ZodArray<E>, z.ZodArray<typeof ChoiceSchema>]>;
  };
} & { [K in `get${S}`]: RouteSpec & { response: E } } & {
  [K in `add${S}`]: RouteSpec & { body: I; files: Readonly<Record<string, FileField>>; response: Saved<F, E> };
} & {
  [K in `update${S}`]: RouteSpec & { body: U; files: Readonly<Record<string, FileField>>; response: Saved<F, E> };
} & { [K in `delete${S}`]: RouteSpec & { response: typeof MessageSchema } } & {
  [K in `removeImage${S}`]: RouteSpec & { body: R; response: Saved<F, E> };
};

function crud<
  const S extends string,
  const P extends string,
  const F extends string,
  E extends z.ZodType,
  I extends z.ZodObject,
  U extends z.ZodObject,
  R extends z.ZodObject,
>(c: CrudNames<S, P, F, E, I, U, R>): CrudSpecs<S, P, F, E, I, U, R> {
  const s = c.singular.toLowerCase();
  const saved = savedSchema(c.responseField, c.entity);
  const specs: Record<string, RouteSpec> = {
    [`get${c.plural}`]: {
      access: 'public',
      resource: c.resource,
      summary: `List ${c.plural.toLowerCase()}, newest first; searched with q, sorted with sort, or as a choice list with fields=_id,title`,
      query: editableListQuery(c.resource),
      response: z.union([z.array(c.entity), z.array(ChoiceSchema)]),
      list: true,
      errors: READ_ERRORS,
    },
    [`get${c.singular}`]: {
      access: 'public',
      resource: c.resource,
      summary: `One ${s} by id`,
      response: c.entity,
      errors: [404, 429],
    },
    [`add${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Create a ${s} (multipart with JSON-encoded lists, or JSON)`,
      body: c.input,
      files: c.files,
      response: saved,
      errors: WRITE_ERRORS,
    },
    [`update${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Update a ${s}: given fields change, stored image paths sent back are kept, new files are added`,
      body: c.update,
      files: c.files,
      response: saved,
      errors: [...WRITE_ERRORS, 404, 409],
    },
    [`delete${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Delete a ${s}`,
      response: MessageSchema,
      errors: [401, 403, 404, 429],
    },
    [`removeImage${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Unlink an image from a ${s} (gallery, featured slot or a row)`,
      body: c.removeImage,
      response: saved,
      errors: [400, 401, 403, 404, 429],
    },
  };
  // The keys are built from the names above; the type says the same of each, route by route.
  return specs as CrudSpecs<S, P, F, E, I, U, R>;
}

/**
 * Publish and unpublish of a kind with drafts (docs/decisions/0036): the draft as it stands goes
 * public, or the published version leaves the site. Both answer the item as staff see it.
 */
function publishing<const S extends string, const F extends string, E extends z.ZodType>(c: {
  resource: DraftResource;
  singular: S;
  responseField: F;
  entity: E;
}) {
  const s = c.singular.toLowerCase();
  const saved = savedSchema(c.responseField, c.entity);
  const specs: Record<string, RouteSpec> = {
    [`publish${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Publish the ${s}'s draft: visitors see it as it stands (400 when it breaks a publication rule)`,
      body: z.object({}),
      response: saved,
      errors: [400, 401, 403, 404, 429],
    },
    [`unpublish${c.singular}`]: {
      access: 'staff',
      resource: c.resource,
      summary: `Take the ${s} off the public site; it stays as a draft`,
      body: z.object({}),
      response: saved,
      errors: [401, 403, 404, 429],
    },
  };
  // The keys are built from the names above; the type says the same of each, route by route.
  return specs as { [K in `publish${S}` | `unpublish${S}`]: RouteSpec & { body: z.ZodObject; response: Saved<F, E> } };
}

const savedInsta = savedSchema('insta', InstaSchema);
const savedLead = savedSchema('lead', LeadSchema);

const SPECS = {
  /* ---- session and media ---- */
  login: {
    access: 'public',
    resource: 'auth',
    summary: 'Sign in with username or e-mail and password; answers a bearer token',
    body: LoginInputSchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
  },
  renewSession: {
    access: 'staff',
    resource: 'auth',
    summary: 'A fresh token for the same sign-in, while it lasts (the staff admin renews while in use)',
    body: z.object({}),
    response: RenewSessionResponseSchema,
    errors: [401, 403, 429],
  },
  logout: {
    access: 'staff',
    resource: 'auth',
    summary: "Sign out: ends every sign-in of the user (scope 'all', the default) or only this one",
    body: LogoutInputSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 429],
  },
  forgotPassword: {
    access: 'public',
    resource: 'auth',
    summary: 'Mail a staff member a link to choose a new password (same answer whether the address is known or not)',
    body: ForgotPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  resetPassword: {
    access: 'public',
    resource: 'auth',
    summary: 'Set a new password with the code of a reset link; ends every sign-in of that user',
    body: ResetPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  uploadImage: {
    access: 'staff',
    resource: 'media',
    summary: 'Store an image (JPEG, PNG, WebP, AVIF or GIF, checked by content)',
    body: z.object({}),
    files: { image: { multiple: false, description: 'The image file' } },
    response: UploadImageResponseSchema,
    errors: [400, 401, 403, 413, 415, 429],
  },

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
    },
    responseField: 'property',
    removeImage: RemoveImageSchemas.property,
  }),
  ...publishing({ resource: 'property', singular: 'Property', responseField: 'property', entity: PropertySchema }),
  getPropertyBySlug: {
    access: 'public',
    resource: 'property',
    summary: 'One property by slug; 410 when its advertising permit has expired',
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
  getPermitAlerts: {
    access: 'staff',
    resource: 'property',
    summary: 'Listings whose advertising permit expires within 14 days, and those whose permit has expired',
    response: PermitAlertsSchema,
    errors: [401, 403, 429],
  },
  getFeaturedProperties: {
    access: 'public',
    resource: 'property',
    summary: 'Properties marked featured',
    query: ListQuerySchema,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },
  getFullwidthFeaturedProperty: {
    access: 'public',
    resource: 'property',
    summary: 'The full-width featured property of the home page, or null',
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
  getPropertiesFilter: {
    access: 'public',
    resource: 'property',
    summary: 'Search properties (form data or JSON); the total is in X-Total-Count',
    body: PropertyFilterSchema,
    formData: true,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },

  /* ---- finding homes (issue 13, docs/decisions/0038) ---- */
  getPropertyMarkers: {
    access: 'public',
    resource: 'property',
    summary: `The map's markers for a property search (the same filters, usually with bbox): id, slug, position, price and picture only, at most ${MAP_MARKERS_MAX}, newest first; the total of matches with coordinates is in X-Total-Count`,
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
    summary: 'One development by slug',
    response: DevelopmentSchema,
    errors: [404, 429],
  },
  getFeaturedDevelopments: {
    access: 'public',
    resource: 'development',
    summary: 'Developments marked featured',
    query: ListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  getSoldDevelopments: {
    access: 'public',
    resource: 'development',
    summary: 'Developments marked sold',
    query: ListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  getFullwidthFeaturedDevelopment: {
    access: 'public',
    resource: 'development',
    summary: 'The full-width featured development of the home page, or null',
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
    summary: 'Search developments (form data or JSON); the total is in X-Total-Count',
    body: DevelopmentFilterSchema,
    formData: true,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },

  /* ---- posts ---- */
  ...crud({
    resource: 'post',
    singular: 'Post',
    plural: 'Posts',
    entity: PostSchema,
    input: PostInputSchema,
    update: PostUpdateSchema,
    files: { featuredImage: featured },
    responseField: 'post',
    removeImage: RemoveImageSchemas.post,
  }),
  ...publishing({ resource: 'post', singular: 'Post', responseField: 'post', entity: PostSchema }),
  getPostBySlug: {
    access: 'public',
    resource: 'post',
    summary: 'One blog post by slug, as { data: post }',
    response: z.object({ data: PostSchema }),
    errors: [404, 429],
  },

  /* ---- team ---- */
  ...crud({
    resource: 'team',
    singular: 'Team',
    plural: 'Teams',
    entity: TeamSchema,
    input: TeamInputSchema,
    update: TeamUpdateSchema,
    files: { featuredImage: { multiple: false, description: 'Portrait' } },
    responseField: 'team',
    removeImage: RemoveImageSchemas.team,
  }),

  /* ---- areas ---- */
  ...crud({
    resource: 'area',
    singular: 'Area',
    plural: 'Areas',
    entity: AreaSchema,
    input: AreaInputSchema,
    update: AreaUpdateSchema,
    files: { featuredImage: featured, galleryImages: galleryFiles },
    responseField: 'area',
    removeImage: RemoveImageSchemas.area,
  }),
  ...publishing({ resource: 'area', singular: 'Area', responseField: 'area', entity: AreaSchema }),
  getAreaBySlug: {
    access: 'public',
    resource: 'area',
    summary: 'One area by slug',
    response: AreaSchema,
    errors: [404, 429],
  },

  /* ---- reviews ---- */
  ...crud({
    resource: 'review',
    singular: 'Review',
    plural: 'Reviews',
    entity: ReviewSchema,
    input: ReviewInputSchema,
    update: ReviewUpdateSchema,
    files: { userImage: { multiple: false, description: "The reviewer's photo" } },
    responseField: 'review',
    removeImage: RemoveImageSchemas.review,
  }),

  /* ---- instagram set ---- */
  getInsta: {
    access: 'public',
    resource: 'insta',
    summary: 'The Instagram image set (404 until one is added)',
    response: InstaSchema,
    errors: [404, 429],
  },
  addInsta: {
    access: 'staff',
    resource: 'insta',
    summary: 'Create the Instagram image set (409 when it exists)',
    body: InstaInputSchema,
    files: { images: { multiple: true, description: 'Image files' } },
    response: savedInsta,
    errors: [...WRITE_ERRORS, 409],
  },
  updateInsta: {
    access: 'staff',
    resource: 'insta',
    summary: 'Update the Instagram set: kept paths plus new files',
    body: InstaUpdateSchema,
    files: { images: { multiple: true, description: 'Image files, appended' } },
    response: savedInsta,
    errors: [...WRITE_ERRORS, 404, 409],
  },
  removeImageInsta: {
    access: 'staff',
    resource: 'insta',
    summary: 'Unlink an image from the Instagram set',
    body: RemoveImageSchemas.insta,
    response: savedInsta,
    errors: [400, 401, 403, 404, 429],
  },

  /* ---- the home page (issue 10, docs/decisions/0054) ---- */
  getHome: {
    access: 'public',
    resource: 'home',
    summary:
      "Every section of the home page in one answer, each as the web keeps its own route's (lean cards, same limits); a section that fails is null and named in failed, the rest still answers",
    query: HomeQuerySchema,
    response: HomeSchema,
    errors: [400, 429],
  },

  /* ---- settings ---- */
  getSettings: {
    access: 'public',
    resource: 'setting',
    summary: 'Agency contact details and site settings',
    response: SettingsSchema,
    errors: [429],
  },
  updateSettings: {
    access: 'staff',
    resource: 'setting',
    summary: 'Change agency contact details and site settings',
    body: SettingsInputSchema,
    response: savedSchema('settings', SettingsSchema),
    errors: [400, 401, 403, 429],
  },

  /* ---- leads (public forms) ---- */
  sendEmail: {
    access: 'public',
    resource: 'lead',
    summary: 'Contact enquiry: stored, then the agency is notified by e-mail',
    body: EnquiryInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },
  sendEmailStartNow: {
    access: 'public',
    resource: 'lead',
    summary: 'Start Now enquiry: stored, then the agency is notified by e-mail',
    body: StartNowInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },
  subscribe: {
    access: 'public',
    resource: 'lead',
    summary: 'Subscribe an e-mail address; the same address twice is one subscriber',
    body: SubscribeInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },

  /* ---- saved searches with e-mail alerts (docs/decisions/0039) ---- */
  saveSearch: {
    access: 'public',
    resource: 'lead',
    summary:
      'Save the filters of /all-properties with an e-mail address; stored pending until the mailed link confirms it',
    body: SaveSearchInputSchema,
    response: SavedSearchResultSchema,
    errors: [400, 413, 429],
  },
  confirmSavedSearch: {
    access: 'public',
    resource: 'lead',
    summary:
      'Confirm a saved search with the token of its confirmation e-mail (a POST: a mail scanner GET confirms nothing)',
    body: SavedSearchTokenInputSchema,
    response: SavedSearchResultSchema,
    errors: [400, 404, 413, 429],
  },
  unsubscribeSavedSearch: {
    access: 'public',
    resource: 'lead',
    summary:
      'Stop the alerts of a saved search: the token in the body, or in the query with the RFC 8058 one-click body List-Unsubscribe=One-Click',
    query: UnsubscribeQuerySchema,
    body: UnsubscribeInputSchema,
    formData: true,
    response: SavedSearchResultSchema,
    errors: [400, 404, 413, 429],
  },

  /* ---- leads (staff) ---- */
  getLeads: {
    access: 'staff',
    resource: 'lead',
    summary: 'Leads of one kind (enquiry, start-now, subscriber), newest first, filtered',
    query: LeadQuerySchema,
    response: z.array(LeadSchema),
    list: true,
    errors: [400, 401, 403, 429],
  },
  getLead: {
    access: 'staff',
    resource: 'lead',
    summary: 'One lead with every answer and its mail state',
    response: LeadSchema,
    errors: [400, 401, 403, 404, 429],
  },
  updateLead: {
    access: 'staff',
    resource: 'lead',
    summary: 'Mark a lead handled or not',
    body: LeadUpdateSchema,
    response: savedLead,
    errors: [400, 401, 403, 404, 429],
  },
  retryLeadMail: {
    access: 'staff',
    resource: 'lead',
    summary: 'Queue a failed notification again',
    response: savedLead,
    errors: [400, 401, 403, 404, 409, 429],
  },
  exportLeads: {
    access: 'staff',
    resource: 'lead',
    summary: 'The leads the filter shows, as CSV (text/csv, UTF-8 with BOM)',
    query: LeadQuerySchema,
    response: z.string().meta({ description: 'CSV text' }),
    errors: [400, 401, 403, 429],
  },

  /* ---- the listing page's buyer tools (issue 13, docs/decisions/0037) ---- */
  getSimilarProperties: {
    access: 'public',
    resource: 'property',
    summary:
      'Public homes like a listing: same location and type, price within 30%, nearest in price first, the listing itself excluded (404 for an unknown or unadvertised slug)',
    query: SimilarPropertiesQuerySchema,
    response: z.array(PropertySchema),
    errors: [400, 404, 429],
  },
  bookViewing: {
    access: 'public',
    resource: 'lead',
    summary:
      'Book a viewing of a listing: stored as an enquiry with the listing, its agent and the requested day and slot; the agency and the agent are notified',
    body: ViewingInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },

  /* ---- reference data ---- */
  getRates: {
    access: 'public',
    resource: 'reference',
    summary: 'Display-conversion rates with base AED',
    response: RatesSchema,
    errors: [429],
  },
  getCountries: {
    access: 'public',
    resource: 'reference',
    summary: 'The configured country list',
    response: z.array(CountrySchema),
    errors: [],
  },
  getPreviewLink: {
    access: 'staff',
    resource: 'preview',
    summary:
      'A link that opens the draft of a property, development, area or post on the public site, for PREVIEW_TTL (signed; 1 hour by default)',
    response: PreviewLinkSchema,
    errors: [400, 401, 403, 404, 429],
  },
  getPreview: {
    access: 'public',
    resource: 'preview',
    summary:
      'The draft a preview link names (the token is its only credential): 403 when the token is not one the CMS signed, 410 once it has expired',
    query: PreviewQuerySchema,
    response: PreviewSchema,
    errors: [400, 403, 404, 410, 429],
  },
  getContentVersion: {
    access: 'public',
    resource: 'reference',
    summary:
      'The content version: an opaque token that changes whenever published content changes (page caches poll it)',
    response: ContentVersionSchema,
    errors: [],
  },
  getOpenApi: {
    access: 'public',
    resource: 'reference',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
    errors: [],
  },
} as const satisfies { [N in RouteName]: RouteSpec };

/** Every route by name, with its own schemas: ROUTE_BY_NAME.addProperty.body is PropertyInputSchema. */
export type RouteOf<N extends RouteName> = (typeof SPECS)[N] & {
  name: N;
  method: (typeof ROUTE_PATHS)[N]['method'];
  path: (typeof ROUTE_PATHS)[N]['path'];
};

export const ROUTE_BY_NAME = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => [name, { name, ...ROUTE_PATHS[name], ...SPECS[name] }]),
) as { readonly [N in RouteName]: RouteOf<N> };

/** Every route, in the order of route-paths.ts. */
export const ROUTES: readonly RouteDef[] = Object.values<RouteDef>(ROUTE_BY_NAME);

/* ---- the request and response types of each route, from its schemas ---- */

/** What a route answers, parsed: RouteResponse<'updateProperty'> is { message: string; property: Property }. */
export type RouteResponse<N extends RouteName> = z.output<RouteOf<N>['response']>;
/** The JSON body a route takes (for multipart routes, its text fields), or never when it takes none. */
export type RouteBody<N extends RouteName> =
  RouteOf<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The query a route takes, or never when it takes none. */
export type RouteQuery<N extends RouteName> =
  RouteOf<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** True for the routes that take files (multipart) or form data as well as JSON. */
export type TakesFormData<N extends RouteName> =
  RouteOf<N> extends { files: object } | { formData: true } ? true : false;
/** One item of a list route's answer (for the editable lists, a full item or a choice). */
export type RouteItem<N extends RouteName> = RouteResponse<N> extends readonly (infer I)[] ? I : never;
export type { RouteParams };
