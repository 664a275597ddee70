import type { Context, Next } from 'koa';
import { clientIp } from '../lib/auth/client-ip';

/**
 * Every request: `ctx.request.ip` is the client as TRUSTED_PROXIES decides it (lib/auth/client-ip),
 * so Strapi's own limiters (the panel's sign-in, users-permissions) and its logs count the same
 * address as ours, never the web server's or a header a client wrote itself.
 */
export default () => async (ctx: Context, next: Next) => {
  ctx.request.ip = clientIp(ctx);
  await next();
};
