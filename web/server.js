#!/usr/bin/env node
/**
 * The web server: the public site rendered by React Router, the staff admin build under /admin,
 * and /api + /uploads proxied to the CMS. `--dev` serves the sources through Vite with HMR;
 * otherwise the production build in build/ is served (run `npm run build -w @estate/web` first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DEV = process.argv.includes('--dev');

async function start() {
  let app;
  let env;
  if (DEV) {
    const { createServer, loadEnv } = await import('vite');
    // One .env at the repository root configures the whole stack, as for `npm start`: the process
    // environment wins, and the site listens on WEB_PORT and WEB_HOST unless PORT or HOST is set.
    Object.assign(process.env, loadEnv('development', path.resolve(ROOT, '..'), ''));
    for (const [name, from] of [
      ['PORT', 'WEB_PORT'],
      ['HOST', 'WEB_HOST'],
    ])
      if (process.env[name] === undefined && process.env[from]) process.env[name] = process.env[from];
    process.env.NODE_ENV ??= 'development';
    const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
    const load = () => vite.ssrLoadModule(path.join(ROOT, 'server/index.ts'));
    ({ env } = await load());
    env = env();
    let loaded;
    let current;
    app = express();
    app.use(async (req, res, next) => {
      try {
        const mod = await load();
        if (mod !== loaded) {
          loaded = mod;
          current = mod.createApp({ devMiddleware: vite.middlewares });
        }
        current(req, res, next);
      } catch (err) {
        vite.ssrFixStacktrace(err);
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
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(
      `Web server ${DEV ? '(dev) ' : ''}on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
    );
    console.log(`  CMS: ${env.CMS_URL}   public URL: ${env.PUBLIC_SITE_URL}`);
    if (env.SITE_URL_WARNING) console.warn(`Warning: ${env.SITE_URL_WARNING}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
