import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import type { Context, Middleware, Next } from 'koa';
import helmet from 'koa-helmet';
import { defaultsDeep } from 'lodash/fp';
import { routeForm } from '@estate/contract';

/*
 * strapi::security builds its helmet configuration and a new helmet middleware on every request
 * (a deep merge and helmet's directive normalising, about a tenth of a cached answer's CPU:
 * docs/decisions/0057). Its answer depends on the request only for GET /documentation and, in
 * development, the panel's GETs. This factory takes its place under the same name, so the
 * configuration Strapi's preview and content-type builder merge into `strapi::security` still
 * reaches it: the common case is built once from Strapi's own defaults (below, as in
 * @strapi/core's middlewares/security), the two special cases are handed to Strapi's own
 * middleware. tests/security-headers.test.ts compares the headers of both, path by path.
 */

/** @strapi/core 5.54's defaults of strapi::security (middlewares/security.js). */
export const STRAPI_SECURITY_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { ...CSP_DEFAULTS, upgradeInsecureRequests: null },
  },
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
};

type SecurityFactory = (config: object, deps: { strapi: Core.Strapi }) => Middleware;

/** Strapi's strapi::security, with its answer for ordinary requests built once. */
export function precomputedSecurity(strapiSecurity: SecurityFactory): SecurityFactory {
  return (config, deps) => {
    const perRequest = strapiSecurity(config, deps);
    // With GraphQL's playground the exceptions cover more paths: Strapi's own middleware decides.
    if (deps.strapi.plugin('graphql')) return perRequest;
    const once = helmet(defaultsDeep(STRAPI_SECURITY_DEFAULTS, config) as Parameters<typeof helmet>[0]);
    const adminPath = String(deps.strapi.config.get('admin.path') ?? '/admin');
    const development = ['development', 'test'].includes(process.env.NODE_ENV ?? '');
    const special = (ctx: Context) => {
      if (ctx.method !== 'GET') return false;
      const path = routeForm(ctx.path);
      return path.startsWith('/documentation') || (development && path.startsWith(routeForm(adminPath)));
    };
    return (ctx: Context, next: Next) => (special(ctx) ? perRequest(ctx, next) : once(ctx, next));
  };
}

/** Put in place before the middlewares are built (the register phase). */
export function precomputeSecurityHeaders(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as {
    get(uid: string): SecurityFactory | undefined;
    set(uid: string, factory: SecurityFactory): unknown;
  };
  const own = registry.get('strapi::security');
  if (own) registry.set('strapi::security', precomputedSecurity(own));
}
