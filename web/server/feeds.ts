import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { apiPath, PORTAL_FEEDS, routeForm, type PortalFeed } from '@estate/contract';
import type { NextFunction, Request, Response } from 'express';

/*
 * The portal feeds at the public site's own addresses (docs/decisions/0028): Property Finder and
 * Bayut fetch /feeds/property-finder.xml?token=... and /feeds/bayut.xml?token=...; this server
 * passes the token (and nothing else) to the CMS's getPortalFeed, which checks it, and streams
 * the XML back. No token, an unknown portal or a refused token: 404, as if there were no feed.
 */

/** /feeds/<portal>.xml in routeForm() (any spelling the routers take), the portal's name captured. */
const FEED_ROUTE = /^\/feeds\/([a-z-]+)\.xml$/;

export interface FeedOptions {
  cmsUrl: string;
  /** X-Forwarded-For for the CMS (its rate limits count the portal's address, not ours). */
  forwardedFor: (req: Request) => string;
  fetchImpl?: typeof fetch;
}

const isPortal = (v: unknown): v is PortalFeed => PORTAL_FEEDS.includes(v as PortalFeed);

/** GET and HEAD of /feeds/<portal>.xml, in every spelling of the path; anything else goes on. */
export function feedHandler({ cmsUrl, forwardedFor, fetchImpl = fetch }: FeedOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const portal = (req.method === 'GET' || req.method === 'HEAD') && FEED_ROUTE.exec(routeForm(req.path))?.[1];
    if (!portal) return next();
    // The address carries the token: nothing on the way keeps a copy.
    res.setHeader('Cache-Control', 'private, no-store');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const notFound = () => res.status(404).type('text/plain').send('Not found');
    if (!isPortal(portal) || !token) return void notFound();
    const url = `${cmsUrl}${apiPath('getPortalFeed', { portal })}?token=${encodeURIComponent(token)}`;
    const ifNoneMatch = req.get('if-none-match');
    try {
      const upstream = await fetchImpl(url, {
        headers: { 'X-Forwarded-For': forwardedFor(req), ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
      });
      const etag = upstream.headers.get('etag');
      if (etag) res.setHeader('ETag', etag);
      if (upstream.status === 304) return void res.status(304).end();
      if (upstream.status === 404) return void notFound();
      if (upstream.status !== 200 || !upstream.body) {
        res.status(upstream.status === 429 || upstream.status === 503 ? upstream.status : 502);
        const retryAfter = upstream.headers.get('retry-after');
        if (retryAfter) res.setHeader('Retry-After', retryAfter);
        return void res.type('text/plain').send('The feed is not available right now');
      }
      res.status(200).type('application/xml; charset=utf-8');
      Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>).pipe(res);
    } catch {
      if (!res.headersSent) res.status(502).type('text/plain').send('The feed is not available right now');
      else res.destroy();
    }
  };
}
