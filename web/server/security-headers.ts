import { randomBytes } from 'node:crypto';
import { EMBED_FRAME_HOSTS } from '@estate/contract';
import type { Request, RequestHandler, Response } from 'express';

/*
 * Security headers of the web server (docs/decisions/0014).
 *
 * Public pages get a strict, nonce-based Content-Security-Policy: only scripts carrying this
 * response's nonce run (React Router's inline context and module scripts, React's streaming
 * scripts, the hydration loader), and whatever they load inherits that trust ('strict-dynamic').
 * The staff admin is a static build without inline scripts: its policy names its own origin only
 * and it can never be framed. Every answer (pages, proxied API, images) is nosniff and sends a
 * Referrer-Policy; HSTS only goes out on requests that really came over HTTPS.
 */

/** Where the page renderer finds this response's nonce (see {@link cspNonce}). */
const NONCE_LOCAL = 'cspNonce';

/**
 * Stands in for the nonce in a stored copy of a page (a page cache): {@link storablePage} puts it
 * in place of the nonce the page was rendered with, {@link withNonce} puts a fresh nonce back for
 * every answer, so no two answers ever share a nonce even when they share a rendering.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface SecurityHeadersOptions {
  /** True when the request reached us over HTTPS (default: Express's req.secure). */
  isHttps?: (req: Request) => boolean;
  /** Development (Vite's HMR scripts are not nonced): the policy is reported, not enforced. */
  reportOnly?: boolean;
  /** HSTS max-age in seconds (default two years). */
  hstsMaxAge?: number;
  /** Origins besides our own that may show public pages in a frame: the Strapi panel's preview. */
  frameAncestors?: readonly string[];
}

const HSTS_MAX_AGE = 63_072_000;

/** The public pages' policy for one nonce; `frameAncestors` may frame them besides our own origin. */
export function pagePolicy(nonce: string, frameAncestors: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'self' is for browsers without CSP3 ('strict-dynamic' makes CSP3 browsers ignore it).
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "script-src-attr 'none'",
    // Style attributes (sizes the server renders, leaflet and embla positioning) are harmless;
    // <style> elements need the nonce.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // A listing's video and virtual tour, inserted only when the visitor clicks (decision 0026).
    `frame-src ${EMBED_FRAME_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ].join('; ');
}

/** The staff admin's policy: its own files only, never in a frame. */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function hsts(req: Request, res: Response, options: SecurityHeadersOptions): void {
  const https = options.isHttps ? options.isHttps(req) : req.secure;
  if (https)
    res.setHeader('Strict-Transport-Security', `max-age=${options.hstsMaxAge ?? HSTS_MAX_AGE}; includeSubDomains`);
}

/** nosniff, Referrer-Policy and HSTS on every answer of the server (pages, API, files). */
export function baseSecurityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    hsts(req, res, options);
    next();
  };
}

/** A fresh random nonce (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The public pages' policy with a fresh nonce per response, kept in res.locals for the renderer.
 * Mounted before anything that answers with a page (a page cache included).
 */
export function pageSecurityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  const header = options.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
  return (_req, res, next) => {
    const nonce = newNonce();
    (res.locals as Record<string, unknown>)[NONCE_LOCAL] = nonce;
    res.setHeader(header, pagePolicy(nonce, options.frameAncestors));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };
}

/** The staff admin's headers: its own strict policy and no framing at all. */
export function adminSecurityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', ADMIN_POLICY);
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}

/** This response's nonce, set by {@link pageSecurityHeaders}. */
export function cspNonce(res: Response): string | undefined {
  const value = (res.locals as Record<string, unknown>)[NONCE_LOCAL];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A rendered page as a cache may keep it: the nonce it was rendered with becomes the placeholder.
 * A placeholder already in the page (written by no one but an author of stored content) is
 * defused first, so it can never turn into a valid nonce at send time.
 */
export function storablePage(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join('__CSP_NONCE_DEFUSED__').split(nonce).join(NONCE_PLACEHOLDER);
}

/** A stored page (see {@link storablePage}) with this response's nonce in place of the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}
