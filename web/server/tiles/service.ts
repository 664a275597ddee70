import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { fileCache } from '../file-cache';
import { renderTile } from './render';

/*
 * /tiles/{z}/{x}/{y}.png (and @2x for sharp screens). With MAP_TILE_URL set, tiles come from that
 * XYZ provider through this server, so its key ({key}) never reaches the browser; a 401/403 of
 * the provider is passed on as is, which the map shows as its authentication failure. Without it,
 * tiles are drawn here from the bundled coastline and cached on disk.
 */

export const MAX_ZOOM = 18;

export interface TileServiceOptions {
  cacheDir: string;
  upstream?: string;
  upstreamKey?: string;
  fetchImpl?: typeof fetch;
}

export function upstreamUrl(template: string, z: number, x: number, y: number, retina: boolean, key = ''): string {
  const sub = 'abc'[(x + y) % 3]!;
  return template
    .replace('{s}', sub)
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', retina ? '@2x' : '')
    .replace('{key}', encodeURIComponent(key));
}

export function tileService({ cacheDir, upstream, upstreamKey, fetchImpl = fetch }: TileServiceOptions): Router {
  const router = express.Router();
  const dir = path.join(cacheDir, 'tiles');
  const made = fileCache<Buffer>();

  async function offline(z: number, x: number, y: number, scale: number): Promise<Buffer> {
    const file = path.join(dir, String(z), String(x), `${y}${scale === 2 ? '@2x' : ''}.png`);
    return made(file, () => renderTile(z, x, y, scale));
  }

  router.get(/^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})(@2x)?\.png$/, async (req: Request, res: Response) => {
    const z = Number(req.params[0]);
    const x = Number(req.params[1]);
    const y = Number(req.params[2]);
    const retina = req.params[3] === '@2x';
    const n = 2 ** z;
    if (z > MAX_ZOOM || x >= n || y >= n) {
      res.status(404).type('text/plain').send('No such tile');
      return;
    }
    if (upstream) {
      try {
        const r = await fetchImpl(upstreamUrl(upstream, z, x, y, retina, upstreamKey));
        if (r.status === 401 || r.status === 403) {
          res
            .status(r.status)
            .type('text/plain')
            .send('AuthFailure: the map provider refused the access key (MAP_TILE_KEY)');
          return;
        }
        if (!r.ok) {
          res.status(502).type('text/plain').send(`The map provider answered ${r.status}`);
          return;
        }
        res.setHeader('Content-Type', r.headers.get('content-type') ?? 'image/png');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.send(Buffer.from(await r.arrayBuffer()));
      } catch (err) {
        console.error(`[web] map tile ${z}/${x}/${y}: ${(err as Error).message}`);
        res.status(502).type('text/plain').send('The map provider is unreachable');
      }
      return;
    }
    try {
      const png = await offline(z, x, y, retina ? 2 : 1);
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Cache-Control', 'public, max-age=604800');
      res.send(png);
    } catch (err) {
      console.error(`[web] drawing tile ${z}/${x}/${y}: ${(err as Error).message}`);
      res.status(500).type('text/plain').send('Tile unavailable');
    }
  });
  return router;
}
