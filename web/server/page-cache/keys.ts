import type { Request, Response } from 'express';
import { DEFAULT_CURRENCY, PREVIEW_PARAM, routeForm, type Currency } from '@estate/contract';
import { currencyFromCookie } from '../../src/lib/currency/currency-cookie';
import { FORM_SENT_PARAM } from '../../src/lib/form-answer';
import { withoutLocale } from '../../src/lib/i18n/locales';

/*
 * Which requests the page cache answers, and under which key: the path plus only the query
 * parameters the route reads, normalised, and the display currency; never for credentials, a
 * staff session or a personal page.
 */

/**
 * The query parameters each route reads, normalised as it parses them; every other parameter
 * is dropped. A route not listed reads none. PERSONAL marks a page that is never stored (a
 * visitor's favourites).
 */
export type QueryNormaliser = ((params: URLSearchParams) => URLSearchParams) | typeof PERSONAL;
export const PERSONAL = 'personal' as const;

/**
 * Whether a path, in any spelling React Router matches (routeForm), is a personal page: never
 * stored here, nor by a CDN or a shared cache.
 */
export function isPersonalPage(path: string, normalisers: Record<string, QueryNormaliser>): boolean {
  return normalisers[pageRoute(path)] === PERSONAL;
}

/**
 * The route an address is a page of, in the routers' spelling and without its language prefix:
 * '/ar/all-properties' reads the query '/all-properties' reads, and is stored under its own key.
 */
export function pageRoute(path: string): string {
  return withoutLocale(routeForm(path));
}

/**
 * Set on the browser of a staff user whose write went through this server (PageCache.afterWrites):
 * their pages are rendered for them, so they see what they saved at once, while visitors get the
 * stored page and its refresh. It grants nothing; anyone sending it only gives up the cache.
 */
export const STAFF_COOKIE_NAME = 'estate_staff';
const STAFF_COOKIE_SECONDS = 8 * 3600;

/** Cookies that mean a staff session (ours, the Strapi panel's, and any named like a token). */
const STAFF_COOKIE = /^(estate_staff|jwtToken|token|strapi_admin_refresh|koa\.sess(\.sig)?)$/i;

/** Marks the browser of a staff user whose write went through this server (STAFF_COOKIE_NAME). */
export function markStaff(req: Request, res: Response) {
  const secure = req.secure ? '; Secure' : '';
  const cookie = `${STAFF_COOKIE_NAME}=1; Path=/; Max-Age=${STAFF_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  const prior = res.getHeader('Set-Cookie');
  const list = prior === undefined ? [] : Array.isArray(prior) ? prior : [String(prior)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

function hasStaffCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => STAFF_COOKIE.test(pair.split('=')[0]!.trim()));
}

/**
 * Paths that are never pages: the admin, the API and files, React Router's data and manifest
 * requests. `path` is a routeForm(), so every spelling a router would serve is recognised.
 */
function isPagePath(path: string): boolean {
  if (path === '/__manifest' || path.endsWith('.data')) return false;
  if (/^\/(admin|api|uploads|img|tiles|assets)(\/|$)/.test(path)) return false;
  // A last segment with an extension is a file (robots.txt, sitemap.xml, favicon.svg...).
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * The path and query of a request's target as written: the origin form (`/path?query`, doubled
 * slashes kept as such, not read as a host), or the path of an absolute form.
 */
function requestTarget(raw: string): { path: string; searchParams: URLSearchParams } {
  const at = raw.indexOf('?');
  let path = at < 0 ? raw : raw.slice(0, at);
  if (!path.startsWith('/')) path = URL.canParse(path) ? new URL(path).pathname : '/';
  return { path, searchParams: new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)) };
}

/**
 * The cache key (the normalised address) of a request, or null when the request must not be
 * answered from the cache.
 */
export function pageKey(req: Request, normalisers: Record<string, QueryNormaliser>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.authorization) return null;
  if (hasStaffCookie(req.headers.cookie)) return null;
  // The path as the visitor wrote it is what is rendered (a slug's spelling is the page's own);
  // which route it is, and so which query it reads, is told in the routers' spelling.
  const { path, searchParams } = requestTarget(req.originalUrl || req.url);
  const form = pageRoute(path);
  if (!isPagePath(form)) return null;
  // A draft preview is its link holder's only (docs/decisions/0036): never stored, never served from here.
  if (searchParams.has(PREVIEW_PARAM)) return null;
  // A form's thanks, for the visitor who sent it without script (docs/decisions/0094): read by the
  // page but no route's parameter, so it is neither stored nor answered from the cache.
  if (searchParams.has(FORM_SENT_PARAM)) return null;
  const normalise = normalisers[form];
  if (normalise === PERSONAL) return null;
  if (!normalise) return path;
  const params = normalise(searchParams);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What a stored page is rendered for besides its address: the display currency its cookie names
 * (docs/decisions/0072), the default for no cookie or a value that is not a currency, so a visitor
 * can make at most one copy per currency.
 */
export function pageCurrency(req: Request): Currency {
  return currencyFromCookie(req.headers.cookie);
}

/**
 * The key a page is stored under: the address for the default currency; another currency's copy
 * is named before it ("USD /about"). An address always begins with "/", and a request target
 * holds no space, so no address can spell another currency's key.
 */
export function storedPageKey(url: string, currency: Currency): string {
  return currency === DEFAULT_CURRENCY ? url : `${currency} ${url}`;
}
