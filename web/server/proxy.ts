import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * /api/* and /uploads/* go to the CMS unchanged. The visitor's address is appended to
 * X-Forwarded-For (xfwd): the CMS trusts exactly one hop, ours, for its rate limits.
 */
export function cmsProxy(cmsUrl: string) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
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
}

/** The visitor chain as the CMS should see it for server-side calls made on the visitor's behalf. */
export function forwardedFor(req: IncomingMessage): string {
  const prior = req.headers['x-forwarded-for'];
  const chain = Array.isArray(prior) ? prior.join(',') : (prior ?? '');
  const self = req.socket.remoteAddress ?? '';
  return chain ? `${chain},${self}` : self;
}
