#!/usr/bin/env node
// @ts-check
/**
 * The web server: the public site rendered by React Router, the staff admin build under /admin,
 * and /api + /uploads proxied to the CMS. `--dev` serves the sources through Vite with HMR, in
 * one process; otherwise the production build in build/ is served (run `npm run build -w
 * @estate/web` first) by WEB_WORKERS processes (web/cluster.js; by default one per core the
 * server may use, at most 4), or by this process alone when WEB_WORKERS is 1 (one core).
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drainMs, READY, runPrimary, STOP } from './cluster.js';
import { webWorkers } from './web-workers.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DEV = process.argv.includes('--dev');

/**
 * Stops taking connections, lets the answers under way finish (at most SHUTDOWN_DRAIN_MS), then
 * exits: a balancer or the cluster's primary sends new connections elsewhere meanwhile.
 */
let stopping = false;
/** @type {import('node:http').Server | null} */
let listening = null;
let inFlight = 0;
/** Sends the page views counted and not yet sent (server/page-views.ts), once the answers are out. */
/** @type {(() => Promise<void>) | null} */
let flushPageViews = null;
async function stop() {
  if (stopping) return;
  stopping = true;
  const server = listening;
  if (server) {
    server.close();
    server.closeIdleConnections();
    const deadline = Date.now() + drainMs();
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (flushPageViews)
    await Promise.race([flushPageViews().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  process.exit(0);
}

async function start() {
  const { default: express } = await import('express');
  /** @type {import('express').Express} */
  let app;
  /** @type {import('./server/env').ServerEnv} */
  let env;
  if (DEV) {
    const { createServer, loadEnv } = await import('vite');
    // One .env at the repository root configures the whole stack, as for `npm start`: the process
    // environment wins, and the site listens on WEB_PORT and WEB_HOST unless PORT or HOST is set.
    Object.assign(process.env, loadEnv('development', path.resolve(ROOT, '..'), ''));
    for (const [name, from] of /** @type {const} */ ([
      ['PORT', 'WEB_PORT'],
      ['HOST', 'WEB_HOST'],
    ]))
      if (process.env[name] === undefined && process.env[from]) process.env[name] = process.env[from];
    process.env.NODE_ENV ??= 'development';
    const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
    const load = () => vite.ssrLoadModule(path.join(ROOT, 'server/index.ts'));
    env = (await load()).env();
    /** @type {Record<string, any> | undefined} */
    let loaded;
    /** @type {import('express').RequestHandler | undefined} */
    let current;
    app = express();
    app.use(async (req, res, next) => {
      try {
        const mod = await load();
        if (mod !== loaded || !current) {
          loaded = mod;
          current = /** @type {import('express').RequestHandler} */ (
            mod.createApp({ devMiddleware: vite.middlewares })
          );
        }
        current(req, res, next);
      } catch (err) {
        vite.ssrFixStacktrace(/** @type {Error} */ (err));
        next(err);
      }
    });
  } else {
    const entry = path.join(ROOT, 'build/server/index.js');
    if (!fs.existsSync(entry)) {
      console.error('The web build is missing: run `npm run build -w @estate/web` first.');
      process.exit(1);
    }
    const mod = await import(entry);
    env = mod.env();
    app = mod.app();
    flushPageViews = mod.flushPageViews ?? null;
  }

  if (stopping) return;
  const server = app.listen(env.PORT, env.HOST, () => {
    const lines = [
      `Web server ${DEV ? '(dev) ' : ''}on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
      `  CMS: ${env.CMS_URL}   public URL: ${env.PUBLIC_SITE_URL}`,
    ];
    const warnings = env.SITE_URL_WARNING ? [`Warning: ${env.SITE_URL_WARNING}`] : [];
    // A worker's primary prints the message once for all of them.
    if (cluster.isWorker) process.send?.({ type: READY, lines, warnings });
    else {
      for (const line of lines) console.log(line);
      for (const line of warnings) console.warn(line);
    }
  });
  // A port in use, say: the message, not a stack (a cluster's primary then stops the others).
  server.on('error', fail);
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
  });
  listening = server;
}

/** @param {unknown} err */
function fail(err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

let workers = 1;
try {
  if (!DEV && cluster.isPrimary) workers = webWorkers(process.env.WEB_WORKERS);
} catch (err) {
  fail(err);
}
if (workers > 1) runPrimary(workers);
else {
  // One process, or one worker of the primary (which also says STOP to each worker).
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (cluster.isWorker)
    process.on('message', (/** @type {{ type?: unknown } | null} */ message) => message?.type === STOP && void stop());
  start().catch(fail);
}
