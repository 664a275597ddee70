import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

const COMPRESSED_COPY = /\.(?:br|gz)$/;

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The URL paths (`/images/logo.png`) of the files under `dir` when it is read; none if it is missing. */
function filesIn(dir: string): Set<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return new Set();
  }
  const files = new Set<string>();
  for (const entry of entries) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() && !(entry.isSymbolicLink() && isFile(full))) continue;
    const relative = path.relative(dir, full);
    files.add(`/${relative.split(path.sep).join('/')}`);
  }
  return files;
}

/**
 * A build folder's files, served as express.static serves them, but from the Brotli or gzip copy
 * the build made beside each text file (tools/vite-precompress) when the browser takes it:
 * no compression per request, and Brotli at a quality no server could afford per request. Files
 * without a copy (pictures, fonts, small files) go out as they are; `Vary: Accept-Encoding` is
 * set on every file that has one. `setHeaders` sees the original file's path, never the copy's.
 *
 * Only GET and HEAD of a decodable path are looked up here; a copy asked for by its own name
 * (`x.js.br`), a dotfile or a dot-folder (`/.vite/`) is not served: everything else goes on to
 * the next handler as it came. Folders are never answered with an index file. The copies are
 * listed when the server starts: restart after a new build, as a deploy does. With `listed`, so
 * are the files themselves: a path that names none (every page of the site) goes on without the
 * file system being asked, a stat per page request saved.
 */
export function staticFiles(
  dir: string,
  options: ServeStaticOptions<ServerResponse> & {
    /**
     * The folder's files are listed at start and a path that names none goes on without asking
     * the file system: for a folder that changes only with a deploy and a restart (the site's
     * build), in front of every page. The staff admin's folder may be rebuilt under a running
     * server (its index.html is never cached so a deploy shows at once): not listed.
     */
    listed?: boolean;
  } = {},
) {
  const { setHeaders, listed = false, ...rest } = options;
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    // Its own index option rewrites every path ending in "/" to ".../index.html" when left out.
    index: false,
    serveStatic: {
      ...rest,
      index: false,
      dotfiles: 'ignore',
      ...(setHeaders
        ? {
            setHeaders: (res: ServerResponse, file: string, stat: unknown) =>
              setHeaders(res, file.replace(COMPRESSED_COPY, ''), stat),
          }
        : {}),
    },
  });
  const known = listed && rest.fallthrough !== false ? filesIn(dir) : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // express-static-gzip answers a bare 400 to a path that does not decode: it goes on instead.
    const decoded = decodedPath(req.path);
    if (
      decoded === null ||
      (known && !known.has(decoded)) ||
      COMPRESSED_COPY.test(req.path) ||
      /(?:^|\/)\./.test(req.path)
    )
      return next();
    return serve(req, res, next);
  };
}
