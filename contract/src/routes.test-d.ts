/*
 * Type-level checks of the route table, run by `npm run typecheck` (this file is type-checked,
 * never executed): each `@ts-expect-error` line must be an error, so a route table that stopped
 * catching the mistake it names fails the typecheck.
 */
import {
  apiPath,
  ROUTE_BY_NAME,
  type Property,
  type RouteBody,
  type RouteItem,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from './index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(_proof?: T) => undefined;

/* ---- route names ---- */
apiPath('getProperties');
apiPath('getProperty', { id: 'x' });
apiPath('getLead', { kind: 'enquiry', id: 'x' });
// @ts-expect-error a misspelt route name
apiPath('getPropertys');
// @ts-expect-error a route that needs an id, called without it
apiPath('getProperty');
// @ts-expect-error a param the path does not have
apiPath('getLead', { kind: 'enquiry', slug: 'x' });
// @ts-expect-error a route without params, called with some
apiPath('getRates', { id: 'x' });
void ROUTE_BY_NAME.addProperty.files.featuredImage;
// @ts-expect-error ROUTE_BY_NAME is indexed by route names only
void ROUTE_BY_NAME.addProperties;

/* ---- params, bodies, queries and answers of each route ---- */
holds<Equal<RouteParams<'getLead'>, { kind: string; id: string }>>();
holds<Equal<RouteParams<'getRates'>, Record<never, string>>>();
holds<Equal<RouteResponse<'getProperty'>, Property>>();
holds<Equal<RouteResponse<'updateProperty'>, { message: string; property: Property }>>();
holds<Equal<RouteResponse<'getFullwidthFeaturedProperty'>, Property | null>>();
holds<Equal<RouteItem<'getFeaturedProperties'>, Property>>();
holds<Equal<RouteBody<'getRates'>, never>>();
holds<Equal<RouteQuery<'getRates'>, never>>();

declare const saved: RouteResponse<'updateProperty'>;
void saved.property.title;
// @ts-expect-error a field the answer does not have
void saved.property.titel;
// @ts-expect-error write answers name their item by its resource
void saved.development;

const body: RouteBody<'updateLead'> = { handled: true };
void body;
// @ts-expect-error a body field of the wrong type
const wrongBody: RouteBody<'updateLead'> = { handled: 'yes' };
void wrongBody;
