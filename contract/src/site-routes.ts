/*
 * The routes of site-wide data: the home page in one call, the agency's settings, and reference
 * data (rates, countries, drafts' previews, the content version, the OpenAPI document). routes.ts
 * joins this table with the other *-routes.ts modules into the one route table.
 */
import { z } from 'zod';
import { PreviewSchema } from './content-schemas.js';
import { HomeQuerySchema, HomeSchema } from './home.js';
import { PreviewLinkSchema, PreviewQuerySchema } from './publication.js';
import { savedSchema } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import {
  ContentVersionSchema,
  CountrySchema,
  RatesSchema,
  SettingsInputSchema,
  SettingsQuerySchema,
  SitemapEntriesQuerySchema,
  SitemapEntriesSchema,
  SettingsSchema,
} from './site-schemas.js';

export const SITE_ROUTE_SPECS = {
  /* ---- the home page (docs/decisions/0054) ---- */
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
    summary:
      'Agency contact details and site settings; `language` answers the address in that language where translated',
    query: SettingsQuerySchema,
    response: SettingsSchema,
    errors: [400, 429],
  },
  updateSettings: {
    access: 'staff',
    permission: 'settings.write',
    resource: 'setting',
    summary: 'Change agency contact details and site settings',
    body: SettingsInputSchema,
    response: savedSchema('settings', SettingsSchema),
    errors: [400, 401, 403, 429],
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
    permission: 'staff',
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
  getSitemapEntries: {
    access: 'public',
    resource: 'reference',
    summary:
      "The sitemap's entries of one kind (slug and updatedAt of every public listing, development, area or post), a page at a time in document order: keyset pages, each an index range whatever its position",
    query: SitemapEntriesQuerySchema,
    response: SitemapEntriesSchema,
    errors: [400],
  },
  getOpenApi: {
    access: 'public',
    resource: 'reference',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()),
    errors: [],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
