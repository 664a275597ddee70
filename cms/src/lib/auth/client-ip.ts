import type { Context } from 'koa';
import { clientAddress } from '@estate/contract';
import { storeConfig } from '../cache/store-config';

/**
 * The client's address for rate limits and lead attribution. X-Forwarded-For counts only when the
 * direct peer is one of TRUSTED_PROXIES (default: the loopback, where the web server runs in
 * development); the chain is then walked from the right past trusted proxies, so a client can
 * prepend whatever it likes but never replace what our own proxies appended (docs/decisions/0012).
 */
export function clientIp(ctx: Context): string {
  return clientAddress(ctx.req.socket.remoteAddress, ctx.req.headers['x-forwarded-for'], storeConfig().trustedProxies);
}
