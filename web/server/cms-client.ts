import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { ApiAnswer, ApiTransport } from '../src/lib/api-client';

/*
 * The web server's calls to the CMS while it renders (docs/decisions/0048): node:http over
 * keep-alive connections instead of fetch. An uncached home makes a dozen calls; through Node's
 * fetch (undici behind WHATWG streams, a Response and a body mixin per call) each cost about twice
 * the CPU of the same exchange here, about a fifth of the web server's CPU per render in all.
 */

/** Keep-alive connections to the CMS, reused across renders (several calls of a render go at once). */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  // The server asks for identity; a CMS (or a proxy before it) that compresses anyway is still read.
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

function once(url: URL, init: Parameters<ApiTransport>[1]): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
    const req = (secure ? https : http).request(
      url,
      { method: init.method, headers, agent: agents[secure ? 'https:' : 'http:'], signal: init.signal },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const text = decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              text,
              header(name) {
                const value = res.headers[name.toLowerCase()];
                if (value === undefined) return null;
                return Array.isArray(value) ? value.join(', ') : String(value);
              },
            });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the CMS closed as it was reused: the request never reached it.
      if (req.reusedSocket && err.code === 'ECONNRESET') (err as { retry?: boolean }).retry = true;
      reject(err);
    });
    req.end(init.body);
  });
}

/**
 * A call to the CMS. A read is tried once more on a fresh connection when a reused one had
 * already been closed by the CMS (its keep-alive timeout), as fetch does.
 */
export const cmsTransport: ApiTransport = async (address, init) => {
  const url = new URL(address);
  try {
    return await once(url, init);
  } catch (err) {
    const read = init.method === 'GET' || init.method === 'HEAD';
    if (!read || !(err as { retry?: boolean }).retry || init.signal?.aborted) throw err;
    return once(url, init);
  }
};
