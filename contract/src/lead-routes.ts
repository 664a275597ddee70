/*
 * The routes of leads: the public forms (enquiry, Start Now, newsletter), saved searches with
 * their e-mail alerts, and the staff's lead inbox. The viewing booked from a listing page is with
 * the listing's routes. routes.ts joins this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import {
  EnquiryInputSchema,
  LeadQuerySchema,
  LeadSchema,
  LeadUpdateSchema,
  StartNowInputSchema,
  SubscribeInputSchema,
} from './leads.js';
import { savedSchema } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import {
  SavedSearchResultSchema,
  SavedSearchTokenInputSchema,
  SaveSearchInputSchema,
  UnsubscribeInputSchema,
  UnsubscribeQuerySchema,
} from './saved-searches.js';
import { MessageSchema } from './shared-schemas.js';

const savedLead = savedSchema('lead', LeadSchema);

export const LEAD_ROUTE_SPECS = {
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
    permission: 'leads.read',
    resource: 'lead',
    summary: 'Leads of one kind (enquiry, start-now, subscriber), newest first, filtered',
    query: LeadQuerySchema,
    response: z.array(LeadSchema),
    list: true,
    errors: [400, 401, 403, 429],
  },
  getLead: {
    access: 'staff',
    permission: 'leads.read',
    resource: 'lead',
    summary: 'One lead with every answer and its mail state',
    response: LeadSchema,
    errors: [400, 401, 403, 404, 429],
  },
  updateLead: {
    access: 'staff',
    permission: 'leads.write',
    resource: 'lead',
    summary: 'Mark a lead handled or not',
    body: LeadUpdateSchema,
    response: savedLead,
    errors: [400, 401, 403, 404, 429],
  },
  retryLeadMail: {
    access: 'staff',
    permission: 'leads.write',
    resource: 'lead',
    summary: 'Queue a failed notification again',
    response: savedLead,
    errors: [400, 401, 403, 404, 409, 429],
  },
  exportLeads: {
    access: 'staff',
    permission: 'leads.export',
    resource: 'lead',
    summary: 'The leads the filter shows, as CSV (text/csv, UTF-8 with BOM)',
    query: LeadQuerySchema,
    response: z.string().meta({ description: 'CSV text' }),
    errors: [400, 401, 403, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
