import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * A build folder's files, served as express.static serves them, but from the Brotli or gzip copy
 * the build made beside each text file (scripts/lib/precompress.mjs) when the browser takes it:
 * no compression per request, and Brotli at a quality no server could afford per request. Files
 * without a copy (pictures, fonts, small files) go out as they are; `Vary: Accept-Encoding` is
 * set on every file that has one. `setHeaders` sees the original file's path, never the copy's.
 * The copies are listed when the server starts (a new build comes with a restart).
 */
export function staticFiles(dir: string, options: ServeStaticOptions<ServerResponse> = {}) {
  const { setHeaders, ...rest } = options;
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      ...rest,
      ...(setHeaders
        ? {
            setHeaders: (res: ServerResponse, file: string, stat: unknown) =>
              setHeaders(res, file.replace(COMPRESSED_COPY, ''), stat),
          }
        : {}),
    },
  });
}
