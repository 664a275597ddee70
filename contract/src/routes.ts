/*
 * The route table: every route of the contract by name, with its method and path from
 * route-paths.ts and its access, schemas and documentation from the *-routes.ts modules, one per
 * area of the site; and the request and response types of each route, read from its schemas.
 */
import type { z } from 'zod';
import { CONTACT_ROUTE_SPECS } from './contact-routes.js';
import { CONTENT_ROUTE_SPECS } from './content-routes.js';
import { DEAL_ROUTE_SPECS } from './deal-routes.js';
import { LEAD_ROUTE_SPECS } from './lead-routes.js';
import { LISTING_ROUTE_SPECS } from './listing-routes.js';
import { MAIL_PREVIEW_ROUTE_SPECS } from './mail-previews.js';
import { REPORT_ROUTE_SPECS } from './report-routes.js';
import type { RouteDef, RouteSpec } from './route-def.js';
import { ROUTE_PATHS, type RouteName, type RouteParams } from './route-paths.js';
import { SESSION_ROUTE_SPECS } from './session-routes.js';
import { SITE_ROUTE_SPECS } from './site-routes.js';
import { STAFF_ROUTE_SPECS } from './staff-routes.js';
import { TASK_ROUTE_SPECS } from './task-routes.js';
import { TRANSLATION_ROUTE_SPECS } from './translations.js';
import { UNDELIVERED_MAIL_ROUTE_SPECS } from './undelivered-mails.js';
import { VIEWING_ROUTE_SPECS } from './viewing-routes.js';

export * from './route-paths.js';
export type { Access, FileField, Resource, RouteDef } from './route-def.js';

type Tables = [
  typeof SESSION_ROUTE_SPECS,
  typeof LISTING_ROUTE_SPECS,
  typeof CONTENT_ROUTE_SPECS,
  typeof SITE_ROUTE_SPECS,
  typeof LEAD_ROUTE_SPECS,
  typeof CONTACT_ROUTE_SPECS,
  typeof DEAL_ROUTE_SPECS,
  typeof REPORT_ROUTE_SPECS,
  typeof STAFF_ROUTE_SPECS,
  typeof TASK_ROUTE_SPECS,
  typeof VIEWING_ROUTE_SPECS,
  typeof UNDELIVERED_MAIL_ROUTE_SPECS,
  typeof MAIL_PREVIEW_ROUTE_SPECS,
  typeof TRANSLATION_ROUTE_SPECS,
];
/** The route names written in more than one of the tables. */
type Repeated<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? { [I in keyof R]: keyof H & keyof R[I] }[number] | Repeated<R>
  : never;
/** A route written in two tables would be replaced by the later one without a word: none is. */
const _noRouteTwice: [Repeated<Tables>] extends [never] ? true : Repeated<Tables> = true;

/** Every route's table entry; the compiler checks that it names exactly the routes of route-paths.ts. */
const SPECS = {
  ...SESSION_ROUTE_SPECS,
  ...LISTING_ROUTE_SPECS,
  ...CONTENT_ROUTE_SPECS,
  ...SITE_ROUTE_SPECS,
  ...LEAD_ROUTE_SPECS,
  ...CONTACT_ROUTE_SPECS,
  ...DEAL_ROUTE_SPECS,
  ...REPORT_ROUTE_SPECS,
  ...STAFF_ROUTE_SPECS,
  ...TASK_ROUTE_SPECS,
  ...VIEWING_ROUTE_SPECS,
  ...UNDELIVERED_MAIL_ROUTE_SPECS,
  ...MAIL_PREVIEW_ROUTE_SPECS,
  ...TRANSLATION_ROUTE_SPECS,
} as const satisfies { [N in RouteName]: RouteSpec };

/** The staff routes that name no permission: none may (the CMS would not know whom to let in). */
type Unguarded = {
  [N in RouteName]: (typeof SPECS)[N] extends { access: 'staff' }
    ? (typeof SPECS)[N] extends { permission: string }
      ? never
      : N
    : never;
}[RouteName];
const _everyStaffRouteGuarded: [Unguarded] extends [never] ? true : Unguarded = true;

/** Every route by name, with its own schemas: ROUTE_BY_NAME.addProperty.body is PropertyInputSchema. */
export type RouteOf<N extends RouteName> = (typeof SPECS)[N] & {
  name: N;
  method: (typeof ROUTE_PATHS)[N]['method'];
  path: (typeof ROUTE_PATHS)[N]['path'];
};

// Through unknown: the table's union of every route is past what TypeScript compares directly.
export const ROUTE_BY_NAME = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => [name, { name, ...ROUTE_PATHS[name], ...SPECS[name] }]),
) as unknown as { readonly [N in RouteName]: RouteOf<N> };

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
