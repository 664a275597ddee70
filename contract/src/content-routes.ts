/*
 * The routes of blog posts, team members, areas, reviews and the Instagram image set. routes.ts
 * joins this table with the other *-routes.ts modules into the one route table.
 */
import { z } from 'zod';
import {
  AreaInputSchema,
  AreaSchema,
  AreaUpdateSchema,
  InstaInputSchema,
  InstaSchema,
  InstaUpdateSchema,
  PostInputSchema,
  PostSchema,
  PostUpdateSchema,
  ReviewInputSchema,
  ReviewSchema,
  ReviewUpdateSchema,
  TeamInputSchema,
  TeamSchema,
  TeamUpdateSchema,
} from './content-schemas.js';
import { crud, featured, galleryFiles, publishing, savedSchema, WRITE_ERRORS } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import { RemoveImageSchemas } from './shared-schemas.js';
import { LanguageQuerySchema, PlaceNamesSchema } from './translations.js';

const savedInsta = savedSchema('insta', InstaSchema);

export const CONTENT_ROUTE_SPECS = {
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
    summary: 'One blog post by slug (its English slug, or its slug in the language asked), as { data: post }',
    query: LanguageQuerySchema,
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
    summary: 'One area by slug (its slug in any language), in the language asked',
    query: LanguageQuerySchema,
    response: AreaSchema,
    errors: [404, 429],
  },
  getPlaceNames: {
    access: 'public',
    resource: 'area',
    summary:
      "The places' names in the language asked: each published area guide's English title with its translated title (a listing's and a development's location is a place's English name); English answers none",
    query: LanguageQuerySchema,
    response: PlaceNamesSchema,
    errors: [400, 429],
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
    permission: 'marketing.write',
    resource: 'insta',
    summary: 'Create the Instagram image set (409 when it exists)',
    body: InstaInputSchema,
    files: { images: { multiple: true, description: 'Image files' } },
    response: savedInsta,
    errors: [...WRITE_ERRORS, 409],
  },
  updateInsta: {
    access: 'staff',
    permission: 'marketing.write',
    resource: 'insta',
    summary: 'Update the Instagram set: kept paths plus new files',
    body: InstaUpdateSchema,
    files: { images: { multiple: true, description: 'Image files, appended' } },
    response: savedInsta,
    errors: [...WRITE_ERRORS, 404, 409],
  },
  removeImageInsta: {
    access: 'staff',
    permission: 'marketing.write',
    resource: 'insta',
    summary: 'Unlink an image from the Instagram set',
    body: RemoveImageSchemas.insta,
    response: savedInsta,
    errors: [400, 401, 403, 404, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
