import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { ApiAnswer, ApiTransport } from '../src/lib/api-client';
import { cmsAgent } from './cms-agent';

/*
 * The web server's calls to the CMS while it renders (docs/decisions/0048): node:http over
 * keep-alive connections instead of fetch. An uncached home makes a dozen calls; through Node's
 * fetch (undici behind WHATWG streams, a Response and a body mixin per call) each cost about twice
 * the CPU of the same exchange here, about a fifth of the web server's CPU per render in all.
 */

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

/** How long a call may go without a byte from the CMS (undici's fetch would wait 300 s). */
export const CMS_CALL_TIMEOUT_MS = 20_000;

function once(
  url: URL,
  init: Parameters<ApiTransport>[1],
  { timeoutMs, fresh }: { timeoutMs: number; fresh: boolean },
): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const headers: Record<string, string | number> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Length'] = Buffer.byteLength(init.body);
    // Kept-alive connections shared with the /api proxy (several calls of a render go at once).
    const agent = fresh ? false : cmsAgent(url);
    const req = (secure ? https : http).request(
      url,
      { method: init.method, headers, agent, signal: init.signal },
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
    // A CMS that hangs (a lock, a database reconnecting) must not hold a render, and every
    // visitor the page cache lets wait on that render, for good: the call fails and the page
    // shows its error state. Never retried: the CMS may still be working on it.
    req.setTimeout(timeoutMs, () =>
      req.destroy(
        Object.assign(new Error(`The CMS did not answer ${url.pathname} within ${timeoutMs} ms`), {
          code: 'ETIMEDOUT',
        }),
      ),
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive connection the CMS had closed as it was reused. Whether the CMS read the
      // request first cannot be known, so only reads, which are safe to repeat, are tried again.
      if (req.reusedSocket && err.code === 'ECONNRESET') (err as { retry?: boolean }).retry = true;
      reject(err);
    });
    req.end(init.body);
  });
}

/**
 * Calls to the CMS. A read is tried once more, on a new connection of its own (another pooled one
 * may be as stale), when a reused one had already been closed by the CMS (its keep-alive
 * timeout), as fetch does. Redirects are not followed: CMS_URL names the CMS itself.
 */
export function cmsTransportWith({ timeoutMs }: { timeoutMs: number }): ApiTransport {
  return async (address, init) => {
    const url = new URL(address);
    try {
      return await once(url, init, { timeoutMs, fresh: false });
    } catch (err) {
      const read = init.method === 'GET' || init.method === 'HEAD';
      if (!read || !(err as { retry?: boolean }).retry || init.signal?.aborted) throw err;
      return once(url, init, { timeoutMs, fresh: true });
    }
  };
}

export const cmsTransport = cmsTransportWith({ timeoutMs: CMS_CALL_TIMEOUT_MS });
