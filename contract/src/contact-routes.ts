/*
 * The routes of contacts (docs/decisions/0066): the Contacts table, one contact with the timeline
 * of its leads, the merge of two contacts into one, and the person's data requests (export and
 * erasure, docs/decisions/0085). Reads need leads.read, the merge leads.write, the data requests
 * contacts.privacy; a role that sees only some leads sees only the contacts of those. routes.ts
 * joins this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import {
  ContactDetailSchema,
  ContactQuerySchema,
  ContactSchema,
  MergeContactsInputSchema,
  MergeContactsResultSchema,
} from './contacts.js';
import { ContactExportSchema, EraseContactInputSchema, EraseContactResultSchema } from './data-requests.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';

export const CONTACT_ROUTE_SPECS = {
  getContacts: {
    access: 'staff',
    permission: 'leads.read',
    resource: 'contact',
    summary:
      'Contacts, newest activity first, searched by name, e-mail or phone; an agent sees the contacts of their own leads only',
    query: ContactQuerySchema,
    response: z.array(ContactSchema),
    list: true,
    errors: [400, 401, 403, 429],
  },
  getContact: {
    access: 'staff',
    permission: 'leads.read',
    resource: 'contact',
    summary: 'One contact with the timeline of its leads and their audit trail',
    response: ContactDetailSchema,
    errors: [400, 401, 403, 404, 429],
  },
  mergeContacts: {
    access: 'staff',
    permission: 'leads.write',
    resource: 'contact',
    summary:
      'Merge one contact into another: its leads, addresses and numbers move to the other, and it is deleted; recorded in the audit trail',
    body: MergeContactsInputSchema,
    response: MergeContactsResultSchema,
    errors: [400, 401, 403, 404, 413, 429],
  },
  exportContact: {
    access: 'staff',
    permission: 'contacts.privacy',
    resource: 'contact',
    summary:
      'Everything the agency holds on a contact (its leads of every kind, their mails, saved-search digests, audit entries) as a JSON attachment',
    response: ContactExportSchema,
    errors: [400, 401, 403, 404, 429],
  },
  eraseContact: {
    access: 'staff',
    permission: 'contacts.privacy',
    resource: 'contact',
    summary:
      "Erase a contact: its leads kept anonymised, its keys, subscriptions and saved searches deleted, pending mails cancelled, audit entries redacted; confirmed by the contact's e-mail or ERASE",
    body: EraseContactInputSchema,
    response: EraseContactResultSchema,
    errors: [400, 401, 403, 404, 409, 413, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
