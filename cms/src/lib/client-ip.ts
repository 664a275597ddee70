import type { Context } from 'koa';

/**
 * The client's address for rate limiting. X-Forwarded-For is read only as far as the configured
 * number of trusted proxies (TRUSTED_PROXY_HOPS, the web server in front counts as one): a
 * client can prepend any addresses it likes, but not the ones our own proxies append.
 */
export function clientIp(ctx: Context): string {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0;
  const socketIp = ctx.req.socket.remoteAddress ?? 'unknown';
  if (hops <= 0) return socketIp;
  const header = ctx.get('x-forwarded-for');
  if (!header) return socketIp;
  const chain = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // The last `hops` entries were appended by trusted proxies; the one before them is the client
  // as the outermost trusted proxy saw it. Fewer entries than hops: the request skipped a proxy.
  return chain.length >= hops ? chain[chain.length - hops] : socketIp;
}
