import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { staticFiles } from './static-files';

/** Vite's hashed file names: safe to cache for a year. */
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp|avif|gif|ico|map)$/;

/**
 * The staff SPA, a static build served under /admin: files as they are, index.html for client
 * routes (never cached, so a new deploy is picked up at once), hashed assets cached for good.
 */
export function adminUi(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  const missing = (res: Response) =>
    res
      .status(503)
      .type('text/plain')
      .send(
        `The staff admin is not available: its build was not found in ${distDir}.\n` +
          'Build it with `npm run build -w @estate/admin-ui` or set ADMIN_UI_DIST to its dist folder.\n',
      );

  router.use((req: Request, res: Response, next) => {
    if (!fs.existsSync(indexFile)) return missing(res);
    next();
  });
  router.use(
    staticFiles(distDir, {
      index: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get('*', (req: Request, res: Response) => {
    // A missing file with an extension is a real 404, not a client route.
    if (path.extname(req.path) && req.path !== '/index.html')
      return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
