import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { server as msw } from '../src/testing/server';
import { webRoot } from './paths';

/*
 * For server tests: the production build's web server in front of a fake CMS (a plain HTTP server
 * the test writes), both on ports of their own. The build must exist (`npm run build -w @estate/web`).
 */

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Starts `cms`, then the built web server with CMS_URL pointing at it, PUBLIC_SITE_URL and a cache
 * folder of its own, and `env` beside them; answers the web server's address and how to stop both.
 */
export async function startBuiltApp(
  cms: http.Server,
  env: Record<string, string> = {},
): Promise<{ base: string; close: () => void }> {
  // The page loaders' requests go to the fake CMS, not to the unit tests' request mocks.
  msw.close();
  const entry = path.join(webRoot(), 'build', 'server', 'index.js');
  if (!fs.existsSync(entry))
    throw new Error(`the web build is missing (${entry}): run \`npm run build -w @estate/web\` first`);
  Object.assign(process.env, {
    CMS_URL: await listen(cms),
    PUBLIC_SITE_URL: 'https://estate.ae',
    WEB_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'web-built-app-cache-')),
    ...env,
  });
  const built = (await import(/* @vite-ignore */ entry)) as { createApp: (o: { clientDir: string }) => Express };
  const app = http.createServer(built.createApp({ clientDir: path.join(webRoot(), 'build', 'client') }));
  return {
    base: await listen(app),
    close: () => {
      app.close();
      cms.close();
    },
  };
}
