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

/** Every contract route lives under this prefix. */
export const API_PREFIX = '/api/admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'staff';

export interface FileField {
  multiple: boolean;
  description: string;
}

export interface RouteDef {
  /** operationId, also the controller action. */
  name: string;
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
  files?: Record<string, FileField>;
  /** A form-data body is accepted as well as JSON (the filter routes). */
  formData?: boolean;
  response: z.ZodType;
  /** List routes carry the total count of matches in X-Total-Count. */
  list?: boolean;
  /** Error statuses this route may answer with, beyond 500. */
  errors: number[];
}

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
  | 'reference';

const featured: FileField = { multiple: false, description: 'Featured image file' };
const galleryFiles: FileField = { multiple: true, description: 'Gallery image files, appended after the kept paths' };

const READ_ERRORS = [400, 429];
const WRITE_ERRORS = [400, 401, 403, 413, 415, 429];

interface CrudNames {
  resource: EditableResource;
  singular: string; // Property, Development, Post, Team, Area, Review
  plural: string; // Properties, ...
  listPath: string; // get-properties
  getPath: string; // get-property
  entity: z.ZodType;
  input: z.ZodObject;
  update: z.ZodObject;
  files: Record<string, FileField>;
  responseField: string; // property, development, ...
  removeImage: z.ZodObject;
}

function crud(c: CrudNames): RouteDef[] {
  const s = c.singular.toLowerCase();
  const saved = z.object({ message: z.string(), [c.responseField]: c.entity });
  return [
    {
      name: `get${c.plural}`,
      method: 'GET',
      path: `/${c.listPath}`,
      access: 'public',
      resource: c.resource,
      summary: `List ${c.plural.toLowerCase()}, newest first; searched with q, sorted with sort, or as a choice list with fields=_id,title`,
      query: editableListQuery(c.resource),
      response: z.union([z.array(c.entity), z.array(ChoiceSchema)]),
      list: true,
      errors: READ_ERRORS,
    },
    {
      name: `get${c.singular}`,
      method: 'GET',
      path: `/${c.getPath}/:id`,
      access: 'public',
      resource: c.resource,
      summary: `One ${s} by id`,
      response: c.entity,
      errors: [404, 429],
    },
    {
      name: `add${c.singular}`,
      method: 'POST',
      path: `/add-${s}`,
      access: 'staff',
      resource: c.resource,
      summary: `Create a ${s} (multipart with JSON-encoded lists, or JSON)`,
      body: c.input,
      files: c.files,
      response: saved,
      errors: WRITE_ERRORS,
    },
    {
      name: `update${c.singular}`,
      method: 'PUT',
      path: `/update-${s}/:id`,
      access: 'staff',
      resource: c.resource,
      summary: `Update a ${s}: given fields change, stored image paths sent back are kept, new files are added`,
      body: c.update,
      files: c.files,
      response: saved,
      errors: [...WRITE_ERRORS, 404, 409],
    },
    {
      name: `delete${c.singular}`,
      method: 'DELETE',
      path: `/delete-${s}/:id`,
      access: 'staff',
      resource: c.resource,
      summary: `Delete a ${s}`,
      response: MessageSchema,
      errors: [401, 403, 404, 429],
    },
    {
      name: `removeImage${c.singular}`,
      method: 'POST',
      path: `/remove-image-${s}`,
      access: 'staff',
      resource: c.resource,
      summary: `Unlink an image from a ${s} (gallery, featured slot or a row)`,
      body: c.removeImage,
      response: saved,
      errors: [400, 401, 403, 404, 429],
    },
  ];
}

export const ROUTES: RouteDef[] = [
  /* ---- session and media ---- */
  {
    name: 'login',
    method: 'POST',
    path: '/login',
    access: 'public',
    resource: 'auth',
    summary: 'Sign in with username or e-mail and password; answers a bearer token',
    body: LoginInputSchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
  },
  {
    name: 'renewSession',
    method: 'POST',
    path: '/renew-session',
    access: 'staff',
    resource: 'auth',
    summary: 'A fresh token for the same sign-in, while it lasts (the staff admin renews while in use)',
    body: z.object({}),
    response: RenewSessionResponseSchema,
    errors: [401, 403, 429],
  },
  {
    name: 'logout',
    method: 'POST',
    path: '/logout',
    access: 'staff',
    resource: 'auth',
    summary: "Sign out: ends every sign-in of the user (scope 'all', the default) or only this one",
    body: LogoutInputSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 429],
  },
  {
    name: 'forgotPassword',
    method: 'POST',
    path: '/forgot-password',
    access: 'public',
    resource: 'auth',
    summary: 'Mail a staff member a link to choose a new password (same answer whether the address is known or not)',
    body: ForgotPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  {
    name: 'resetPassword',
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    resource: 'auth',
    summary: 'Set a new password with the code of a reset link; ends every sign-in of that user',
    body: ResetPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  {
    name: 'uploadImage',
    method: 'POST',
    path: '/upload-image',
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
    listPath: 'get-properties',
    getPath: 'get-property',
    entity: PropertySchema,
    input: PropertyInputSchema,
    update: PropertyUpdateSchema,
    files: {
      featuredImage: featured,
      galleryImages: galleryFiles,
      floorPlans: { multiple: true, description: 'Floor plan images, appended after the kept paths' },
    },
    responseField: 'property',
    removeImage: RemoveImageSchemas.property,
  }),
  {
    name: 'getPropertyBySlug',
    method: 'GET',
    path: '/get-property-slug/:slug',
    access: 'public',
    resource: 'property',
    summary: 'One property by slug; 410 when its advertising permit has expired',
    response: PropertySchema,
    errors: [404, 410, 429],
  },
  {
    name: 'getPermitAlerts',
    method: 'GET',
    path: '/get-permit-alerts',
    access: 'staff',
    resource: 'property',
    summary: 'Listings whose advertising permit expires within 14 days, and those whose permit has expired',
    response: PermitAlertsSchema,
    errors: [401, 403, 429],
  },
  {
    name: 'getFeaturedProperties',
    method: 'GET',
    path: '/get-featured-properties',
    access: 'public',
    resource: 'property',
    summary: 'Properties marked featured',
    query: ListQuerySchema,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },
  {
    name: 'getFullwidthFeaturedProperty',
    method: 'GET',
    path: '/get-fullwidth-featured-property',
    access: 'public',
    resource: 'property',
    summary: 'The full-width featured property of the home page, or null',
    response: PropertySchema.nullable(),
    errors: [429],
  },
  {
    name: 'getPropertyLocations',
    method: 'GET',
    path: '/get-property-locations',
    access: 'public',
    resource: 'property',
    summary: 'The distinct trimmed locations of every property, newest listing first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  {
    name: 'getPropertyCountries',
    method: 'GET',
    path: '/get-property-countries',
    access: 'public',
    resource: 'property',
    summary: 'The distinct countries of every property, newest listing first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  {
    name: 'getPropertiesFilter',
    method: 'POST',
    path: '/get-properties-filter',
    access: 'public',
    resource: 'property',
    summary: 'Search properties (form data or JSON); the total is in X-Total-Count',
    body: PropertyFilterSchema,
    formData: true,
    response: z.array(PropertySchema),
    list: true,
    errors: READ_ERRORS,
  },

  /* ---- developments ---- */
  ...crud({
    resource: 'development',
    singular: 'Development',
    plural: 'Developments',
    listPath: 'get-developments',
    getPath: 'get-development',
    entity: DevelopmentSchema,
    input: DevelopmentInputSchema,
    update: DevelopmentUpdateSchema,
    files: { featuredImage: featured, galleryImages: galleryFiles },
    responseField: 'development',
    removeImage: RemoveImageSchemas.development,
  }),
  {
    name: 'getDevelopmentBySlug',
    method: 'GET',
    path: '/get-development-slug/:slug',
    access: 'public',
    resource: 'development',
    summary: 'One development by slug',
    response: DevelopmentSchema,
    errors: [404, 429],
  },
  {
    name: 'getFeaturedDevelopments',
    method: 'GET',
    path: '/get-featured-developments',
    access: 'public',
    resource: 'development',
    summary: 'Developments marked featured',
    query: ListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  {
    name: 'getSoldDevelopments',
    method: 'GET',
    path: '/get-sold-developments',
    access: 'public',
    resource: 'development',
    summary: 'Developments marked sold',
    query: ListQuerySchema,
    response: z.array(DevelopmentSchema),
    list: true,
    errors: READ_ERRORS,
  },
  {
    name: 'getFullwidthFeaturedDevelopment',
    method: 'GET',
    path: '/get-fullwidth-featured-development',
    access: 'public',
    resource: 'development',
    summary: 'The full-width featured development of the home page, or null',
    response: DevelopmentSchema.nullable(),
    errors: [429],
  },
  {
    name: 'getDevelopmentLocations',
    method: 'GET',
    path: '/get-development-locations',
    access: 'public',
    resource: 'development',
    summary: 'The distinct trimmed locations of every development, newest development first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  {
    name: 'getDevelopmentCountries',
    method: 'GET',
    path: '/get-development-countries',
    access: 'public',
    resource: 'development',
    summary: 'The distinct countries of every development, newest development first (one index walk)',
    response: DistinctValuesSchema,
    errors: [429],
  },
  {
    name: 'getDevelopmentsFilter',
    method: 'POST',
    path: '/get-developments-filter',
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
    listPath: 'get-posts',
    getPath: 'get-post',
    entity: PostSchema,
    input: PostInputSchema,
    update: PostUpdateSchema,
    files: { featuredImage: featured },
    responseField: 'post',
    removeImage: RemoveImageSchemas.post,
  }),
  {
    name: 'getPostBySlug',
    method: 'GET',
    path: '/get-post-slug/:slug',
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
    listPath: 'get-teams',
    getPath: 'get-team',
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
    listPath: 'get-areas',
    getPath: 'get-area',
    entity: AreaSchema,
    input: AreaInputSchema,
    update: AreaUpdateSchema,
    files: { featuredImage: featured, galleryImages: galleryFiles },
    responseField: 'area',
    removeImage: RemoveImageSchemas.area,
  }),
  {
    name: 'getAreaBySlug',
    method: 'GET',
    path: '/get-area-slug/:slug',
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
    listPath: 'get-reviews',
    getPath: 'get-review',
    entity: ReviewSchema,
    input: ReviewInputSchema,
    update: ReviewUpdateSchema,
    files: { userImage: { multiple: false, description: "The reviewer's photo" } },
    responseField: 'review',
    removeImage: RemoveImageSchemas.review,
  }),

  /* ---- instagram set ---- */
  {
    name: 'getInsta',
    method: 'GET',
    path: '/get-insta',
    access: 'public',
    resource: 'insta',
    summary: 'The Instagram image set (404 until one is added)',
    response: InstaSchema,
    errors: [404, 429],
  },
  {
    name: 'addInsta',
    method: 'POST',
    path: '/add-insta',
    access: 'staff',
    resource: 'insta',
    summary: 'Create the Instagram image set (409 when it exists)',
    body: InstaInputSchema,
    files: { images: { multiple: true, description: 'Image files' } },
    response: z.object({ message: z.string(), insta: InstaSchema }),
    errors: [...WRITE_ERRORS, 409],
  },
  {
    name: 'updateInsta',
    method: 'PUT',
    path: '/update-insta/:id',
    access: 'staff',
    resource: 'insta',
    summary: 'Update the Instagram set: kept paths plus new files',
    body: InstaUpdateSchema,
    files: { images: { multiple: true, description: 'Image files, appended' } },
    response: z.object({ message: z.string(), insta: InstaSchema }),
    errors: [...WRITE_ERRORS, 404, 409],
  },
  {
    name: 'removeImageInsta',
    method: 'POST',
    path: '/remove-image-insta',
    access: 'staff',
    resource: 'insta',
    summary: 'Unlink an image from the Instagram set',
    body: RemoveImageSchemas.insta,
    response: z.object({ message: z.string(), insta: InstaSchema }),
    errors: [400, 401, 403, 404, 429],
  },

  /* ---- settings ---- */
  {
    name: 'getSettings',
    method: 'GET',
    path: '/get-settings',
    access: 'public',
    resource: 'setting',
    summary: 'Agency contact details and site settings',
    response: SettingsSchema,
    errors: [429],
  },
  {
    name: 'updateSettings',
    method: 'PUT',
    path: '/update-settings',
    access: 'staff',
    resource: 'setting',
    summary: 'Change agency contact details and site settings',
    body: SettingsInputSchema,
    response: z.object({ message: z.string(), settings: SettingsSchema }),
    errors: [400, 401, 403, 429],
  },

  /* ---- leads (public forms) ---- */
  {
    name: 'sendEmail',
    method: 'POST',
    path: '/send-email',
    access: 'public',
    resource: 'lead',
    summary: 'Contact enquiry: stored, then the agency is notified by e-mail',
    body: EnquiryInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },
  {
    name: 'sendEmailStartNow',
    method: 'POST',
    path: '/send-email-start-now',
    access: 'public',
    resource: 'lead',
    summary: 'Start Now enquiry: stored, then the agency is notified by e-mail',
    body: StartNowInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },
  {
    name: 'subscribe',
    method: 'POST',
    path: '/subscribe',
    access: 'public',
    resource: 'lead',
    summary: 'Subscribe an e-mail address; the same address twice is one subscriber',
    body: SubscribeInputSchema,
    response: MessageSchema,
    errors: [400, 413, 429],
  },

  /* ---- leads (staff) ---- */
  {
    name: 'getLeads',
    method: 'GET',
    path: '/get-leads/:kind',
    access: 'staff',
    resource: 'lead',
    summary: 'Leads of one kind (enquiry, start-now, subscriber), newest first, filtered',
    query: LeadQuerySchema,
    response: z.array(LeadSchema),
    list: true,
    errors: [400, 401, 403, 429],
  },
  {
    name: 'getLead',
    method: 'GET',
    path: '/get-lead/:kind/:id',
    access: 'staff',
    resource: 'lead',
    summary: 'One lead with every answer and its mail state',
    response: LeadSchema,
    errors: [400, 401, 403, 404, 429],
  },
  {
    name: 'updateLead',
    method: 'PUT',
    path: '/update-lead/:kind/:id',
    access: 'staff',
    resource: 'lead',
    summary: 'Mark a lead handled or not',
    body: LeadUpdateSchema,
    response: z.object({ message: z.string(), lead: LeadSchema }),
    errors: [400, 401, 403, 404, 429],
  },
  {
    name: 'retryLeadMail',
    method: 'POST',
    path: '/retry-lead-mail/:kind/:id',
    access: 'staff',
    resource: 'lead',
    summary: 'Queue a failed notification again',
    response: z.object({ message: z.string(), lead: LeadSchema }),
    errors: [400, 401, 403, 404, 409, 429],
  },
  {
    name: 'exportLeads',
    method: 'GET',
    path: '/export-leads/:kind',
    access: 'staff',
    resource: 'lead',
    summary: 'The leads the filter shows, as CSV (text/csv, UTF-8 with BOM)',
    query: LeadQuerySchema,
    response: z.string().meta({ description: 'CSV text' }),
    errors: [400, 401, 403, 429],
  },

  /* ---- reference data ---- */
  {
    name: 'getRates',
    method: 'GET',
    path: '/get-rates',
    access: 'public',
    resource: 'reference',
    summary: 'Display-conversion rates with base AED',
    response: RatesSchema,
    errors: [429],
  },
  {
    name: 'getCountries',
    method: 'GET',
    path: '/get-countries',
    access: 'public',
    resource: 'reference',
    summary: 'The configured country list',
    response: z.array(CountrySchema),
    errors: [],
  },
  {
    name: 'getContentVersion',
    method: 'GET',
    path: '/content-version',
    access: 'public',
    resource: 'reference',
    summary:
      'The content version: an opaque token that changes whenever published content changes (page caches poll it)',
    response: ContentVersionSchema,
    errors: [],
  },
  {
    name: 'getOpenApi',
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    resource: 'reference',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
    errors: [],
  },
];

export const ROUTE_BY_NAME: Readonly<Record<string, RouteDef>> = Object.fromEntries(ROUTES.map((r) => [r.name, r]));

/** The full path of a route with its params filled in, e.g. apiPath('getProperty', { id }). */
export function apiPath(name: string, params: Record<string, string> = {}): string {
  const route = ROUTE_BY_NAME[name];
  if (!route) throw new Error(`unknown route ${name}`);
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`route ${name} needs ${key}`);
      return encodeURIComponent(value);
    })
  );
}
