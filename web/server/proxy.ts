import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API_PREFIX,
  arrivedOverHttps,
  clientAddress,
  forwardedChain,
  isUnder,
  normalizeIp,
  routeForm,
  type ProxyMatcher,
} from '@estate/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { cmsAgent } from './cms-agent';

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
 * routes (/api/admin/*, in any spelling the CMS's router takes; the CMS checks which of them take
 * files). Nothing of a refused body is read or stored.
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
      !isUnder(routeForm(req.path), API_PREFIX)
    ) {
      return refuse(res, 415, `${req.method} ${req.path} does not accept multipart bodies`, declared);
    }
    return next();
  };
}

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

/** Whether the visitor's request reached us over HTTPS (its own TLS, or a trusted proxy's word). */
export function overHttps(req: IncomingMessage, isTrusted: ProxyMatcher): boolean {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  return arrivedOverHttps(encrypted, req.socket.remoteAddress, req.headers['x-forwarded-proto'], isTrusted);
}

/** The visitor's address as our trusted proxies tell it (for logs and limits in this server). */
export function visitorAddress(req: IncomingMessage, isTrusted: ProxyMatcher): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], isTrusted);
}

/** Hop-by-hop headers: they describe one connection (visitor to us, or us to the CMS), never both. */
const HOP_BY_HOP = ['connection', 'keep-alive'];

/** What the CMS serves, recognised as its router and file server do (any case, slashes, escapes). */
export function isCmsPath(pathname: string): boolean {
  const form = routeForm(pathname);
  return isUnder(form, '/api') || isUnder(form, '/uploads');
}

/**
 * An answer that went out before the visitor had sent the whole body (the CMS's 413 for a file
 * over its limit, mid-upload): the rest is read and dropped, so the visitor's connection is not
 * reset under a client still sending, which would lose the answer it was sent. bodyGuard has
 * bounded the body by its declared length.
 */
function drainAfterEarlyAnswer(req: IncomingMessage): void {
  if (req.complete) return;
  req.unpipe();
  req.resume();
}

/**
 * /api/* and /uploads/* go to the CMS unchanged but for X-Forwarded-For, which carries what
 * forwardedFor() says: the CMS trusts us (TRUSTED_PROXIES there) and reads the chain from the right,
 * and X-Forwarded-Proto, which says whether the visitor's request reached us over HTTPS (the CMS
 * sends HSTS only then).
 *
 * Connections to the CMS are kept open and reused: without an agent http-proxy opens one per
 * request and asks the CMS to close it, and that `Connection: close` would come back to the
 * visitor too, so every API call would cost a new connection on both sides (a TLS handshake for a
 * browser). Each side's connection header is its own: the visitor's keeps or
 * closes the visitor's connection, the pool's stay open (the pool is cms-agent.ts's, shared with
 * the renders' calls).
 */
export function cmsProxy(cmsUrl: string, isTrusted: ProxyMatcher) {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: cmsUrl,
    pathFilter: (pathname) => isCmsPath(pathname),
    xfwd: true,
    changeOrigin: true,
    agent: cmsAgent(cmsUrl),
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of HOP_BY_HOP) proxyReq.removeHeader(name);
        proxyReq.setHeader('X-Forwarded-Proto', overHttps(req, isTrusted) ? 'https' : 'http');
      },
      // http-proxy then answers the visitor's own Connection header (keep-alive when it sent none).
      proxyRes: (proxyRes) => {
        for (const name of HOP_BY_HOP) delete proxyRes.headers[name];
      },
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
    res.once('finish', () => drainAfterEarlyAnswer(req));
    return proxy(req, res, next);
  };
}
