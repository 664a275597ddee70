import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** The only paths that take multipart bodies (the contract's file routes; the CMS checks which). */
const MULTIPART_PREFIX = '/api/admin/';

/** Up to this much of a refused body is read and dropped (so that the client sees the answer). */
const DRAIN_BYTES = 1024 * 1024;

function refuse(res: Response, status: number, message: string, declared?: number) {
  // A small body is read and dropped by Node after the answer (the connection stays usable); for a
  // larger one, or one of unknown length, the connection is closed rather than read to its end.
  if (declared === undefined || declared > DRAIN_BYTES) res.set('Connection', 'close');
  res.set('Cache-Control', 'no-store').status(status).json({ message });
}

/**
 * Request bodies are checked before anything reads them (docs/decisions/0011): 411 for a body
 * without a declared length, 413 above `maxBytes`, 415 for multipart anywhere but the contract's
 * routes (/api/admin/*). Nothing of a refused body is read or stored.
 */
export function bodyGuard(maxBytes: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (length === undefined && !chunked) return next(); // no body
    if (length === undefined) {
      return refuse(res, 411, 'A request body must declare its length (Content-Length)');
    }
    const declared = Number(length);
    if (!Number.isFinite(declared) || declared < 0) return refuse(res, 400, 'Content-Length is not a number');
    if (declared > maxBytes) {
      return refuse(
        res,
        413,
        `The request body is larger than the ${Math.round(maxBytes / 104857.6) / 10} MB limit`,
        declared,
      );
    }
    if (
      declared > 0 &&
      /^\s*multipart\//i.test(req.headers['content-type'] ?? '') &&
      !req.path.startsWith(MULTIPART_PREFIX)
    ) {
      return refuse(res, 415, `${req.method} ${req.path} does not accept multipart bodies`, declared);
    }
    return next();
  };
}

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
