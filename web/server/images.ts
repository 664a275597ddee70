import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/lib/image-widths';
import { fileCache } from './file-cache';

/*
 * Why an image endpoint rather than Strapi's generated formats: Strapi stores its breakpoints
 * (245/500/750/1280/1920 px) in the upload's original format only, and only when the original is
 * wider; browsers need AVIF or WebP at the width actually displayed. This endpoint resizes any
 * /uploads image to one of a bounded set of widths, encodes it in the best format the browser
 * accepts (Accept negotiation, Vary: Accept) and keeps the result on disk. Upload names carry a
 * content hash, so results are cached for a year. Only /uploads paths of the CMS and the site's
 * own /images are served.
 */

type Format = 'avif' | 'webp' | 'jpeg';

export function negotiateFormat(accept: string | undefined): Format {
  const a = accept ?? '';
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

const CONTENT_TYPE: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** CPU-bound work (an encoding, a brochure): at most `max` at once in this process, the rest wait their turn. */
export function limiter(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

export interface ImageServiceOptions {
  cmsUrl: string;
  cacheDir: string;
  /** The site's own photographs (/images/...): web/public in dev, the client build in production. */
  staticDir: string;
  /** Encodings at once in this process (default 2, this 2-core budget; app.ts gives each worker its share). */
  encoders?: number;
  /** Replaced in tests. */
  fetchImpl?: typeof fetch;
}

export function imageService({
  cmsUrl,
  cacheDir,
  staticDir,
  encoders = 2,
  fetchImpl = fetch,
}: ImageServiceOptions): Router {
  const router = express.Router();
  const dir = path.join(cacheDir, 'img');
  const made = fileCache<Buffer | null>();
  const limit = limiter(encoders);

  async function original(source: string): Promise<Buffer | null> {
    if (source.startsWith('/images/')) {
      try {
        return await fs.readFile(path.join(staticDir, source));
      } catch {
        return null;
      }
    }
    const res = await fetchImpl(`${cmsUrl}${source}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`source ${source} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async function render(source: string, width: number, format: Format): Promise<Buffer | null> {
    const input = await original(source);
    if (!input) return null;
    return limit(async () => {
      const pipeline = sharp(input, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
      if (format === 'avif') return pipeline.avif({ quality: 52, effort: 2 }).toBuffer();
      if (format === 'webp') return pipeline.webp({ quality: 74, effort: 4 }).toBuffer();
      return pipeline
        .flatten({ background: '#f6f2ec' })
        .jpeg({ quality: 78, mozjpeg: true, progressive: true })
        .toBuffer();
    });
  }

  async function cached(source: string, width: number, format: Format): Promise<{ file: string; key: string }> {
    let version = '';
    if (source.startsWith('/images/')) {
      const stat = await fs.stat(path.join(staticDir, source)).catch(() => null);
      version = stat ? String(stat.mtimeMs) : '';
    }
    const key = createHash('sha1').update(`${source}|${version}|${width}|${format}`).digest('hex');
    return { key, file: path.join(dir, key.slice(0, 2), `${key}.${format}`) };
  }

  async function isCached(source: string, width: number, format: Format): Promise<boolean> {
    const { file } = await cached(source, width, format);
    return fs
      .access(file)
      .then(() => true)
      .catch(() => false);
  }

  async function variant(source: string, width: number, format: Format): Promise<Buffer | null> {
    // The site's own pictures keep their names when regenerated: their modification time is in the key.
    const { file } = await cached(source, width, format);
    return made(file, () => render(source, width, format));
  }

  // /img/<width>/uploads/<file> and /img/<width>/images/<file>
  router.get(/^\/(\d+)(\/(?:uploads|images)\/[^?#]+)$/, async (req: Request, res: Response) => {
    const width = Number(req.params[0]);
    const source = decodeURIComponent(req.params[1] ?? '');
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || source.includes('..') || source.includes('\\')) {
      res.status(400).type('text/plain').send('Unsupported image width or path');
      return;
    }
    let format = negotiateFormat(req.get('accept'));
    // AVIF takes several times longer to encode than WebP. Until the AVIF of a picture exists, the
    // browser gets the WebP at once (briefly cached) while the AVIF is made in the background.
    let provisional = false;
    if (format === 'avif' && !(await isCached(source, width, 'avif'))) {
      void variant(source, width, 'avif').catch((err: Error) =>
        console.error(`[web] image ${source} at ${width}px (avif): ${err.message}`),
      );
      if ((req.get('accept') ?? '').includes('image/webp')) {
        format = 'webp';
        provisional = true;
      }
    }
    try {
      const buf = await variant(source, width, format);
      if (!buf) {
        res.status(404).type('text/plain').send('Image not found');
        return;
      }
      res.setHeader('Content-Type', CONTENT_TYPE[format]);
      res.setHeader('Vary', 'Accept');
      res.setHeader(
        'Cache-Control',
        provisional
          ? 'public, max-age=300'
          : source.startsWith('/uploads/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=604800',
      );
      res.send(buf);
    } catch (err) {
      console.error(`[web] image ${source} at ${width}px: ${(err as Error).message}`);
      res.status(502).type('text/plain').send('Image unavailable');
    }
  });
  router.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
