import type { Context, Next } from 'koa';
import { arrivedOverHttps } from '@estate/contract';
import { storeConfig } from '../lib/cache/store-config';

/** Two years, with subdomains: the site is HTTPS only once it goes live (README, "HTTPS"). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Strict-Transport-Security on every answer of a request that arrived over HTTPS (TLS here, or
 * X-Forwarded-Proto from one of TRUSTED_PROXIES, which the web server sets for what it proxies),
 * never over plain HTTP: strapi::security's own HSTS is off (config/middlewares).
 */
export default () => async (ctx: Context, next: Next) => {
  const encrypted = (ctx.req.socket as { encrypted?: boolean }).encrypted === true;
  if (
    arrivedOverHttps(
      encrypted,
      ctx.req.socket.remoteAddress,
      ctx.get('x-forwarded-proto'),
      storeConfig().trustedProxies,
    )
  )
    ctx.set('Strict-Transport-Security', HSTS);
  await next();
};
