import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { createApp as createAppWith } from './app';
import { env } from './env';
import { webRoot } from './paths';

/*
 * The server entry Vite builds (build/server/index.js) and the dev server loads: the Express app
 * with the React Router build that Vite provides as a virtual module.
 */
const build = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

export function createApp(options: { devMiddleware?: RequestHandler; clientDir?: string } = {}): Express {
  return createAppWith({ ...options, build });
}

let singleton: Express | undefined;
/** The production app, serving the browser build from build/client. */
export function app(): Express {
  singleton ??= createApp({ clientDir: path.join(webRoot(), 'build', 'client') });
  return singleton;
}

export { env };
export { flushPageViews } from './page-views';
