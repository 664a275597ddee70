import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import { ContentVersionSchema, DEFAULT_CURRENCY, isUnder, PREVIEW_PARAM, routeForm } from '@estate/contract';
import { FORM_SENT_PARAM, type FormAnswer } from '../src/lib/form-answer';
import compression from 'compression';
import express, {
  type Express,
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from 'express';
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import { handlersByLocale } from './locales';
import { apiRequest, setServerApiContext } from '../src/lib/api-client';
import { CURRENCY_COOKIE } from '../src/lib/currency/currency-cookie';
import { adminUi } from './admin';
import { cmsTransport } from './cms-client';
import { env as loadEnv, type ServerEnv } from './env';
import { webRoot } from './paths';
import { imageService } from './images';
import { createPageCache, type PageCache, type RenderPage } from './page-cache/cache';
import { ContentVersion } from './page-cache/version';
import { isPersonalPage, pageRoute } from './page-cache/keys';
import { PAGE_QUERIES } from './page-routes';
import { cmsPageViewSender, pageViewCounter, registerPageViewCounter } from './page-views';
import { bodyGuard, cmsProxy, forwardedFor, overHttps } from './proxy';
import { brochureHandler } from './brochure/service';
import { feedHandler } from './feeds';
import { formsRouter } from './forms';
import { coalesceFlushes } from './flush';
import {
  adminSecurityHeaders,
  baseSecurityHeaders,
  cspNonce,
  newNonce,
  NONCE_PLACEHOLDER,
  pageSecurityHeaders,
} from './security-headers';
import { clusterSiblings } from './siblings';
import { staticFiles } from './static-files';
import { cmsSitemapEntries, robotsTxt, Sitemaps } from './sitemap/service';
import { tileService } from './tiles/service';

export interface AppOptions {
  env?: ServerEnv;
  /** Vite's dev middlewares (dev only), placed before the page renderer. */
  devMiddleware?: RequestHandler;
  /** The built browser files (production only). */
  clientDir?: string;
  /** The React Router server build (server/index.ts passes the one Vite builds). */
  build: () => Promise<ServerBuild>;
}

/** Per-request data for the CMS calls loaders make while rendering. */
const requestStore = new AsyncLocalStorage<{ forwardedFor: string }>();

/** zlib level of answers compressed per request (see its use). */
export const DYNAMIC_GZIP_LEVEL = 4;

/** Image encodings at once for the whole web server, however many processes it runs. */
const IMAGE_ENCODERS = 2;

/** How many processes share this machine's memory and cores for the site: 1 unless a cluster worker. */
function processesOfThisServer(env: ServerEnv): number {
  return cluster.isWorker ? env.WEB_WORKERS : 1;
}

export function createApp(options: AppOptions): Express {
  const env = options.env ?? loadEnv();
  setServerApiContext(() => {
    const store = requestStore.getStore();
    // The CMS sits next to this server: gzip would cost its CPU and ours to save no wire worth
    // saving (decompressing its answers would be about a tenth of an uncached home render).
    const headers: Record<string, string> = { 'Accept-Encoding': 'identity' };
    if (store) headers['X-Forwarded-For'] = store.forwardedFor;
    return { baseUrl: env.CMS_URL, headers, send: cmsTransport };
  });

  const app = express();
  app.disable('x-powered-by');
  // Express's req.ip and req.protocol believe X-Forwarded-* only from these addresses.
  app.set('trust proxy', (address: string) => env.TRUSTED_PROXIES(address));
  const development = env.NODE_ENV === 'development';
  // HSTS by the rule the CMS applies to what this server proxies (arrivedOverHttps).
  app.use(baseSecurityHeaders({ isHttps: (req) => overHttps(req, env.TRUSTED_PROXIES) }));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Views of listing pages, counted without cookies before any answer (docs/decisions/0084).
  if (env.PAGE_VIEWS_SECRET) {
    const views = pageViewCounter({
      send: cmsPageViewSender(env.CMS_URL, env.PAGE_VIEWS_SECRET, cmsTransport),
      flushMs: env.PAGE_VIEWS_FLUSH_MS,
    });
    registerPageViewCounter(views);
    app.use(views.count);
  }

  const build = steadyBuild(env, options.build);
  const pageCache = env.PAGE_CACHE && env.NODE_ENV !== 'development' ? pageCacheFor(env, build) : undefined;
  const pageHeaders = pageSecurityHeaders({ reportOnly: development, frameAncestors: env.FRAME_ANCESTORS });
  // A current stored page goes out before the proxy, the file handlers (a stat per request) and
  // the compression wrapper: what a hit costs is what most visitors cost.
  if (pageCache)
    app.use(
      pageCache.early((req, res) => {
        pageHeaders(req, res, () => undefined);
        pageCacheControl(req, res);
      }),
    );

  app.use(bodyGuard(env.MAX_BODY_BYTES));
  // A staff save answered through this server (in any spelling of /api that the CMS takes): its
  // page cache learns the new version first.
  if (pageCache) {
    const { afterWrites } = pageCache;
    app.use((req, res, next) => (isUnder(routeForm(req.path), '/api') ? afterWrites(req, res, next) : next()));
  }
  app.use(cmsProxy(env.CMS_URL, env.TRUSTED_PROXIES));
  app.use('/admin', adminSecurityHeaders(), adminUi(env.ADMIN_UI_DIST));

  // Pages rendered per request (a page cache miss, a personal or staff page, PAGE_CACHE=off) are
  // compressed as they stream, at zlib level 4: on the 218 KB home, 2.0 ms of CPU and 42.7 KB
  // against level 6's 3.9 ms and 40.2 KB. What the page cache keeps is compressed
  // once, at zlib's default (spliced-gzip.ts).
  app.use(compression({ level: DYNAMIC_GZIP_LEVEL }));
  // React Router flushes after every chunk; one flush per turn keeps the gzip whole (decision 0045).
  app.use(coalesceFlushes());
  app.use(
    '/img',
    imageService({
      cmsUrl: env.CMS_URL,
      cacheDir: env.CACHE_DIR,
      staticDir: options.clientDir ?? path.join(webRoot(), 'public'),
      // At most two encodings at once for the whole server, as with one process: a container's CPU
      // limit is not what availableParallelism() reports, and each encoding holds its pixels.
      encoders: Math.max(1, Math.floor(IMAGE_ENCODERS / processesOfThisServer(env))),
    }),
  );
  app.use(
    '/tiles',
    tileService({ cacheDir: env.CACHE_DIR, upstream: env.MAP_TILE_URL, upstreamKey: env.MAP_TILE_KEY }),
  );
  // What is kept per content version besides pages asks the page cache's version (or its own reader).
  const versions = pageCache
    ? undefined
    : new ContentVersion(fetchContentVersion(env), env.PAGE_CACHE_VERSION_POLL_MS, (m) => console.warn(`[web] ${m}`));
  const contentVersion = () => (pageCache ? pageCache.currentVersion() : versions!.current());
  // The sitemap index and its parts, built ahead of the crawlers per content version (docs/decisions/0088).
  const sitemaps = new Sitemaps({
    siteUrl: env.PUBLIC_SITE_URL,
    read: cmsSitemapEntries(),
    contentVersion,
    rebuildMs: env.SITEMAP_REBUILD_MS,
    // The server's processes build each version once between them.
    cacheDir: env.CACHE_DIR,
  });
  // A server builds it at start; tests and the dev server on the first request.
  if (env.NODE_ENV === 'production') sitemaps.start();
  app.get('/sitemap.xml', sitemaps.index);
  app.get('/sitemaps/:file', sitemaps.part);
  // The portals' XML feeds, from the CMS, at the site's own addresses (docs/decisions/0028).
  app.use(feedHandler({ cmsUrl: env.CMS_URL, forwardedFor: (req) => forwardedFor(req, env.TRUSTED_PROXIES) }));
  // A listing's brochure made from its data, kept per content version (docs/decisions/0081).
  app.use(
    brochureHandler({
      cmsUrl: env.CMS_URL,
      siteUrl: env.PUBLIC_SITE_URL,
      cacheDir: env.CACHE_DIR,
      contentVersion,
    }),
  );
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(robotsTxt(env.PUBLIC_SITE_URL));
  });

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use(
      '/assets',
      staticFiles(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    // Unhashed public files (video, poster, icons): a day, revalidated after.
    app.use(staticFiles(options.clientDir, { maxAge: '1d', index: false, listed: true }));
  }

  // Every page answer from here on carries its own nonce; a page cache goes after this.
  app.use(pageHeaders);

  const render = build((b) =>
    handlersByLocale(b, (localised) =>
      createRequestHandler({
        build: localised,
        mode: env.NODE_ENV === 'development' ? 'development' : 'production',
        getLoadContext: (_req, res) => loadContext(env, cspNonce(res)),
      }),
    ),
  );
  // The lead forms as a browser without script posts them (docs/decisions/0094).
  const asVisitor = <T>(req: ExpressRequest, call: () => Promise<T>) =>
    requestStore.run({ forwardedFor: forwardedFor(req, env.TRUSTED_PROXIES) }, call);
  app.use(
    formsRouter({ siteUrl: env.PUBLIC_SITE_URL, asVisitor, renderAnswer: answerRenderer(env, build, asVisitor) }),
  );
  app.all('*', (req, res, next) => {
    pageCacheControl(req, res);
    const renderHere = () =>
      requestStore.run({ forwardedFor: forwardedFor(req, env.TRUSTED_PROXIES) }, () => {
        render().then((handlers) => void handlers(req.path)(req, res, next), next);
      });
    if (pageCache) pageCache.handler(req, res, renderHere);
    else renderHere();
  });
  return app;
}

/**
 * Pages change when staff publish: browsers revalidate every time, a CDN may keep a page a minute
 * and serve it stale for ten while it refreshes. The route manifest (lazy route discovery) is
 * versioned by its URL: React Router marks it immutable itself, and a second Cache-Control beside
 * it would contradict it.
 */
function pageCacheControl(req: ExpressRequest, res: ExpressResponse) {
  if (req.query[PREVIEW_PARAM] !== undefined) {
    // A draft preview (docs/decisions/0036): kept by no cache, shown to no crawler.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  if (req.query[FORM_SENT_PARAM] !== undefined) {
    // The thanks of a form sent without script (docs/decisions/0094): this visitor's alone.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    return;
  }
  // A visitor's own pages (favourites, compare) are kept by no shared cache.
  if (isPersonalPage(req.path, PAGE_QUERIES)) res.setHeader('Cache-Control', 'private, no-store');
  else if (pageRoute(req.path) !== '/__manifest') {
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // Prices are rendered in the currency the visitor's cookie names (decision 0072).
    res.vary('Cookie');
  }
}

/** What loaders get besides the request (web/src/app/load-context.ts). */
function loadContext(env: ServerEnv, nonce: string | undefined, formAnswer?: FormAnswer) {
  return {
    cspNonce: nonce,
    formAnswer,
    siteUrl: env.PUBLIC_SITE_URL,
    // The offline tiles are drawn from Natural Earth's coastline; a configured provider names its own.
    mapAttribution: env.MAP_ATTRIBUTION ?? (env.MAP_TILE_URL ? '' : 'Coastline © Natural Earth'),
    permitCheckUrl: env.PERMIT_CHECK_URL,
  };
}

type BuildOrLoader = ServerBuild | (() => Promise<ServerBuild>);

/**
 * A handler made over the server build. React Router derives a build given as a function (its
 * routes flattened and ranked, a static handler made) again on every request, which development
 * needs to see edits; in production the build never changes, so it is loaded once and handed over
 * as it is: that derivation costs about 3 % of an uncached render's CPU.
 */
function steadyBuild(env: ServerEnv, load: () => Promise<ServerBuild>) {
  return <H>(make: (build: BuildOrLoader) => H): (() => Promise<H>) => {
    if (env.NODE_ENV === 'development') {
      const handler = Promise.resolve(make(load));
      return () => handler;
    }
    let handler: Promise<H> | undefined;
    return () => {
      if (!handler) {
        const loading = load().then(make);
        // A build that failed to load is tried again by the next request.
        loading.catch(() => {
          if (handler === loading) handler = undefined;
        });
        handler = loading;
      }
      return handler;
    };
  };
}

/** Identifies the page cache's renders; read as a crawler's, so the whole document is rendered at once. */
const CACHE_RENDER_AGENT = 'EstatePageCache/1.0 (+bot; renders pages once for every visitor)';

/** Identifies a form answer's renders: read as a crawler's, whole at once, since its reader may run no script. */
const FORM_ANSWER_AGENT = 'EstateFormAnswer/1.0 (+bot; renders a form sent without script again)';

/**
 * Renders a page again for the visitor who sent one of its forms without script, the answer in the
 * form (server/forms.ts). The visitor's cookies go along (the display currency); nothing of it is
 * kept by any cache.
 */
function answerRenderer(
  env: ServerEnv,
  build: ReturnType<typeof steadyBuild>,
  asVisitor: <T>(req: ExpressRequest, call: () => Promise<T>) => Promise<T>,
) {
  const handler = fetchHandler(env, build);
  return async (req: ExpressRequest, res: ExpressResponse, path: string, status: number, answer: FormAnswer) => {
    const asked: Record<string, string> = { Accept: 'text/html', 'User-Agent': FORM_ANSWER_AGENT };
    if (req.headers.cookie) asked.Cookie = req.headers.cookie;
    const request = new Request(`${env.PUBLIC_SITE_URL}${path}`, { headers: asked });
    const response = await asVisitor(req, async () => handler(request, loadContext(env, cspNonce(res), answer)));
    const body = Buffer.from(await response.arrayBuffer());
    response.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'set-cookie'].includes(name)) res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.append('Set-Cookie', cookies);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    // The page's own failure (a listing gone meanwhile) says more than the form's.
    res.status(response.status === 200 ? status : response.status).send(body);
  };
}

/** React Router's fetch-style handler, each language's pages by their own (server/locales.ts). */
function fetchHandler(env: ServerEnv, build: ReturnType<typeof steadyBuild>): ReturnType<typeof createFetchHandler> {
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';
  const handlers = build((b) => handlersByLocale(b, (localised) => createFetchHandler(localised, mode)));
  return async (request, context) => (await handlers())(new URL(request.url).pathname)(request, context);
}

/** The page cache over React Router's fetch-style handler (docs/decisions/0015). */
/** Reads the CMS's content version (the contract's content-version route). */
function fetchContentVersion(env: ServerEnv): () => Promise<string> {
  return async () => {
    const { data } = await apiRequest('getContentVersion', {
      parse: (d) => ContentVersionSchema.parse(d),
      baseUrl: env.CMS_URL,
      signal: AbortSignal.timeout(2000),
    });
    return data.version;
  };
}

function pageCacheFor(env: ServerEnv, build: ReturnType<typeof steadyBuild>): PageCache {
  const handle = fetchHandler(env, build);
  const render: RenderPage = (url, context) =>
    requestStore.run({ forwardedFor: context.forwardedFor }, async () => {
      // No credentials and no cookie but the display currency's: what is rendered here may be
      // shown to anyone who chose that currency.
      const asked: Record<string, string> = { Accept: 'text/html', 'User-Agent': CACHE_RENDER_AGENT };
      if (context.currency !== DEFAULT_CURRENCY) asked.Cookie = `${CURRENCY_COOKIE}=${context.currency}`;
      const request = new Request(`${env.PUBLIC_SITE_URL}${url}`, { headers: asked });
      const response = await handle(request, loadContext(env, context.nonce));
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value;
      });
      return {
        status: response.status,
        headers,
        setCookie: response.headers.getSetCookie(),
        body: Buffer.from(await response.arrayBuffer()),
      };
    });
  return createPageCache(
    {
      render,
      fetchVersion: fetchContentVersion(env),
      // PAGE_CACHE_MAX_MB bounds the server: each worker process keeps its share.
      maxBytes: Math.floor(env.PAGE_CACHE_MAX_BYTES / processesOfThisServer(env)),
      ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
      pollMs: env.PAGE_CACHE_VERSION_POLL_MS,
      redis: env.REDIS_URL
        ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX, maxBytes: env.PAGE_CACHE_REDIS_MAX_BYTES }
        : undefined,
      // Stored with a placeholder for the nonce; each answer gets the one pageSecurityHeaders made.
      nonce: { placeholder: NONCE_PLACEHOLDER, current: cspNonce, fresh: newNonce },
      forwardedFor: (req) => forwardedFor(req, env.TRUSTED_PROXIES),
      // The other worker processes (web/cluster.js) learn each version this one reads.
      siblings: clusterSiblings(),
    },
    PAGE_QUERIES,
  );
}

export { loadEnv as env };
