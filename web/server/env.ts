import path from 'node:path';
import {
  DEFAULT_TRUSTED_PROXIES,
  DEV_PAGE_VIEWS_SECRET,
  siteUrlWarning,
  trustedProxyMatcher,
  type ProxyMatcher,
} from '@estate/contract';
import { z } from 'zod';
import { webWorkers } from '../web-workers.js';
import { frameOriginList, withLoopbackNames } from './frame-origins';
import { webRoot } from './paths';

const port = z.coerce.number().int().min(1).max(65535);
const url = (name: string) =>
  z
    .string()
    .trim()
    .url({ error: `${name} must be an absolute URL` })
    .transform((v) => v.replace(/\/+$/, ''));
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * A setting read by a function that throws a message naming it (shared with code outside this
 * schema): the message becomes the setting's issue, listed with the others.
 */
function readBy<I, O>(read: (value: I) => O) {
  return (value: I, ctx: z.RefinementCtx<I>): O => {
    try {
      return read(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  };
}

const tileTemplate = z
  .string()
  .trim()
  .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
    error: 'MAP_TILE_URL must be an XYZ template with {z}, {x} and {y}',
  });

/**
 * DLD's Trakheesi report of an advertising permit by its number (the validation address the
 * permit's printed report carries): a visitor's phone opens the permit's record at the regulator.
 */
export const DEFAULT_PERMIT_CHECK_URL =
  'https://trakheesi.dubailand.gov.ae/General/ValidatePrintReport.aspx?reportType=19&transactionNumber={permit}';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Empty: the CMS on this machine at CMS_PORT (the root .env's port, 1337 by default). */
  CMS_URL: optional(url('CMS_URL')),
  CMS_PORT: port.default(1337),
  PUBLIC_SITE_URL: optional(url('PUBLIC_SITE_URL')),
  /** The Strapi panel as browsers reach it: its preview may frame public pages (default CMS_URL). */
  PANEL_URL: optional(url('PANEL_URL')),
  /**
   * Origins whose pages may show public pages in a frame (the panel's preview), separated by
   * commas. Empty: the panel's origin (PANEL_URL, else CMS_URL), under every name of this
   * machine when it is on it (localhost, 127.0.0.1, [::1]).
   */
  PREVIEW_FRAME_ORIGINS: z.string().optional().transform(readBy(frameOriginList)),
  ADMIN_UI_DIST: optional(z.string().trim()),
  MAP_TILE_URL: optional(tileTemplate),
  MAP_TILE_KEY: optional(z.string().trim()),
  MAP_ATTRIBUTION: optional(z.string().trim()),
  /**
   * The advertising permit's validation page, its QR code's target on a listing: `{permit}` is
   * replaced by the URL-encoded permit number (docs/decisions/0026).
   */
  PERMIT_CHECK_URL: z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v) && v.includes('{permit}'), {
      error: 'PERMIT_CHECK_URL must be an http(s) address containing {permit}',
    })
    .default(DEFAULT_PERMIT_CHECK_URL),
  /** Where resized images and rendered map tiles are kept between requests (a cache: safe to delete). */
  WEB_CACHE_DIR: optional(z.string().trim()),
  /** The page cache of public pages (docs/decisions/0015): on, or off to render every request. */
  PAGE_CACHE: z.enum(['on', 'off'], { error: 'PAGE_CACHE must be on or off' }).default('on'),
  /** How many processes serve the site (web/cluster.js): the rule is web/web-workers.js, the primary's too. */
  WEB_WORKERS: z.string().optional().transform(readBy(webWorkers)),
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ error: 'PAGE_CACHE_MAX_MB must be a number' })
    .positive({ error: 'PAGE_CACHE_MAX_MB must be above 0' })
    .default(64),
  PAGE_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'PAGE_CACHE_TTL_SECONDS must be a number' })
    .int({ error: 'PAGE_CACHE_TTL_SECONDS must be whole seconds' })
    .min(1, { error: 'PAGE_CACHE_TTL_SECONDS must be at least 1' })
    .default(300),
  PAGE_CACHE_VERSION_POLL_MS: z.coerce
    .number({ error: 'PAGE_CACHE_VERSION_POLL_MS must be a number' })
    .int({ error: 'PAGE_CACHE_VERSION_POLL_MS must be whole milliseconds' })
    .min(50, { error: 'PAGE_CACHE_VERSION_POLL_MS must be at least 50' })
    .default(1000),
  /** The sitemap is built again after a content change, but no sooner than this after the last build began. */
  SITEMAP_REBUILD_SECONDS: z.coerce
    .number({ error: 'SITEMAP_REBUILD_SECONDS must be a number' })
    .int({ error: 'SITEMAP_REBUILD_SECONDS must be whole seconds' })
    .min(0, { error: 'SITEMAP_REBUILD_SECONDS must be 0 or more' })
    .max(86400, { error: 'SITEMAP_REBUILD_SECONDS must be at most 86400' })
    .default(60),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' }),
  ),
  REDIS_PREFIX: z.string().default('estate:'),
  PAGE_CACHE_REDIS_MAX_MB: z.coerce
    .number({ error: 'PAGE_CACHE_REDIS_MAX_MB must be a number' })
    .min(0, { error: 'PAGE_CACHE_REDIS_MAX_MB must be 0 or more' })
    .default(64),
  /** Addresses and CIDR blocks of the proxies in front of this server whose X-Forwarded-For counts. */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default(DEFAULT_TRUSTED_PROXIES)
    .transform(readBy((v) => trustedProxyMatcher(v || DEFAULT_TRUSTED_PROXIES))),
  /** The largest request body the server lets through, in bytes (uploads included): 120 MiB. */
  WEB_MAX_BODY_BYTES: z.coerce
    .number({ error: 'WEB_MAX_BODY_BYTES must be a number of bytes' })
    .int({ error: 'WEB_MAX_BODY_BYTES must be a whole number of bytes' })
    .min(1024, { error: 'WEB_MAX_BODY_BYTES must be at least 1024' })
    .default(120 * 1024 * 1024),
  /**
   * The secret the CMS's recordPageViews route asks for (the CMS's PAGE_VIEWS_SECRET): listing
   * page views are counted and sent with it (docs/decisions/0084). Unset: a known one outside
   * production; in production, no views are counted.
   */
  PAGE_VIEWS_SECRET: optional(z.string().trim()),
  PAGE_VIEWS_FLUSH_SECONDS: z.coerce
    .number({ error: 'PAGE_VIEWS_FLUSH_SECONDS must be a number' })
    .int({ error: 'PAGE_VIEWS_FLUSH_SECONDS must be whole seconds' })
    .min(1, { error: 'PAGE_VIEWS_FLUSH_SECONDS must be at least 1' })
    .max(3600, { error: 'PAGE_VIEWS_FLUSH_SECONDS must be at most 3600' })
    .default(60),
});

export interface ServerEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  CMS_URL: string;
  PUBLIC_SITE_URL: string;
  /** Said at start when a production site's PUBLIC_SITE_URL is this machine (contract siteUrlWarning). */
  SITE_URL_WARNING: string | null;
  /** Origins that may frame the public pages (frame-ancestors): PREVIEW_FRAME_ORIGINS or the panel's. */
  FRAME_ANCESTORS: string[];
  ADMIN_UI_DIST: string;
  MAP_TILE_URL: string | undefined;
  MAP_TILE_KEY: string | undefined;
  MAP_ATTRIBUTION: string | undefined;
  PERMIT_CHECK_URL: string;
  CACHE_DIR: string;
  /** Processes serving the site (web/cluster.js); each holds its own page cache and module graph. */
  WEB_WORKERS: number;
  PAGE_CACHE: boolean;
  /** The memory copies' bound for the whole server: each of WEB_WORKERS processes keeps its share. */
  PAGE_CACHE_MAX_BYTES: number;
  PAGE_CACHE_TTL_SECONDS: number;
  PAGE_CACHE_VERSION_POLL_MS: number;
  /** The least time between two sitemap builds (docs/decisions/0088). */
  SITEMAP_REBUILD_MS: number;
  REDIS_URL: string | undefined;
  REDIS_PREFIX: string;
  PAGE_CACHE_REDIS_MAX_BYTES: number;
  TRUSTED_PROXIES: ProxyMatcher;
  MAX_BODY_BYTES: number;
  /** The secret page views are sent to the CMS with; null when they are not counted. */
  PAGE_VIEWS_SECRET: string | null;
  PAGE_VIEWS_FLUSH_MS: number;
}

/** The server's settings from the process environment; throws with every problem listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`).join('\n');
    throw new Error(`Invalid web server environment:\n${problems}`);
  }
  const e = result.data;
  const root = webRoot();
  const cmsUrl = e.CMS_URL ?? `http://127.0.0.1:${e.CMS_PORT}`;
  const panelOrigin = new URL(e.PANEL_URL ?? cmsUrl).origin;
  return {
    NODE_ENV: e.NODE_ENV,
    PORT: e.PORT,
    HOST: e.HOST,
    CMS_URL: cmsUrl,
    PUBLIC_SITE_URL: e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`,
    SITE_URL_WARNING: siteUrlWarning(e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`, e.NODE_ENV),
    FRAME_ANCESTORS: e.PREVIEW_FRAME_ORIGINS.length ? e.PREVIEW_FRAME_ORIGINS : withLoopbackNames(panelOrigin),
    ADMIN_UI_DIST: e.ADMIN_UI_DIST ? path.resolve(e.ADMIN_UI_DIST) : path.resolve(root, '../admin-ui/dist'),
    MAP_TILE_URL: e.MAP_TILE_URL,
    MAP_TILE_KEY: e.MAP_TILE_KEY,
    MAP_ATTRIBUTION: e.MAP_ATTRIBUTION,
    PERMIT_CHECK_URL: e.PERMIT_CHECK_URL,
    CACHE_DIR: e.WEB_CACHE_DIR ? path.resolve(e.WEB_CACHE_DIR) : path.resolve(root, '.cache'),
    WEB_WORKERS: e.WEB_WORKERS,
    PAGE_CACHE: e.PAGE_CACHE === 'on',
    PAGE_CACHE_MAX_BYTES: Math.round(e.PAGE_CACHE_MAX_MB * 1024 * 1024),
    PAGE_CACHE_TTL_SECONDS: e.PAGE_CACHE_TTL_SECONDS,
    PAGE_CACHE_VERSION_POLL_MS: e.PAGE_CACHE_VERSION_POLL_MS,
    SITEMAP_REBUILD_MS: e.SITEMAP_REBUILD_SECONDS * 1000,
    REDIS_URL: e.REDIS_URL,
    REDIS_PREFIX: e.REDIS_PREFIX,
    PAGE_CACHE_REDIS_MAX_BYTES: Math.round(e.PAGE_CACHE_REDIS_MAX_MB * 1024 * 1024),
    TRUSTED_PROXIES: e.TRUSTED_PROXIES,
    MAX_BODY_BYTES: e.WEB_MAX_BODY_BYTES,
    PAGE_VIEWS_SECRET: e.PAGE_VIEWS_SECRET ?? (e.NODE_ENV === 'production' ? null : DEV_PAGE_VIEWS_SECRET),
    PAGE_VIEWS_FLUSH_MS: e.PAGE_VIEWS_FLUSH_SECONDS * 1000,
  };
}

let cached: ServerEnv | undefined;
/** Parsed once per process. */
export function env(): ServerEnv {
  cached ??= parseEnv();
  return cached;
}
