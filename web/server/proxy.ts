import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, forwardedChain, normalizeIp, type ProxyMatcher } from '@estate/contract';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * X-Forwarded-For as the CMS should receive it from us: the chain the visitor's request carried
 * only when it came through one of our TRUSTED_PROXIES (a load balancer in front), then the
 * address we saw. A visitor talking to us directly cannot put words in the CMS's mouth: its own
 * header is dropped (docs/decisions/0012).
 */
export function forwardedFor(req: IncomingMessage, isTrusted: ProxyMatcher): string {
  const self = normalizeIp(req.socket.remoteAddress ?? '');
  const prior = isTrusted(self) ? forwardedChain(req.headers['x-forwarded-for']) : [];
  return [...prior, self].filter(Boolean).join(',');
}

/** The visitor's address as our trusted proxies tell it (for logs and limits in this server). */
export function visitorAddress(req: IncomingMessage, isTrusted: ProxyMatcher): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrusted);
}

/**
 * /api/* and /uploads/* go to the CMS unchanged but for X-Forwarded-For, which carries what
 * forwardedFor() says: the CMS trusts us (TRUSTED_PROXIES there) and reads the chain from the right.
 */
export function cmsProxy(cmsUrl: string, isTrusted: ProxyMatcher) {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: cmsUrl,
    pathFilter: (pathname) => pathname.startsWith('/api/') || pathname.startsWith('/uploads/'),
    xfwd: true,
    changeOrigin: true,
    proxyTimeout: 30_000,
    on: {
      error: (err, _req, res) => {
        console.error(`[web] CMS proxy: ${err.message}`);
        const out = res as ServerResponse;
        if (typeof out.writeHead === 'function' && !out.headersSent) {
          out.writeHead(502, { 'Content-Type': 'application/json' });
          out.end(JSON.stringify({ message: 'The content service is unavailable, please try again shortly' }));
        }
      },
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    // xfwd appends the peer to the header as it is: a direct visitor's own header goes first.
    if (!isTrusted(normalizeIp(req.socket.remoteAddress ?? ''))) delete req.headers['x-forwarded-for'];
    return proxy(req, res, next);
  };
}
