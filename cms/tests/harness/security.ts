import http from 'http';
import { randomBytes } from 'crypto';
import { baseUrl, newUser, post, type Answer } from './client';

/*
 * Helpers of the security suite: requests from a chosen socket address (a client straight from
 * the internet, not behind a trusted proxy) and staff users of a test's own.
 */

/**
 * The address a request comes from when it must not be a trusted proxy: the run's CMS trusts
 * 127.0.0.1 only (harness/global-setup TRUSTED_PROXIES), and the rest of the loopback is routed
 * to this machine, so a socket bound here is a client talking to the CMS directly.
 */
export const UNTRUSTED_PEER = '127.0.0.2';

export interface FromOptions {
  /** The socket's own address (default UNTRUSTED_PEER). */
  peer?: string;
  /** An X-Forwarded-For header to send (what a client may claim). */
  forwardedFor?: string;
  json?: unknown;
  headers?: Record<string, string>;
  token?: string;
}

/** One HTTP request whose socket is bound to `peer`: answers status, parsed body and headers. */
export function callFrom<T = any>(method: string, url: string, options: FromOptions = {}): Promise<Answer<T>> {
  const target = new URL(
    url.startsWith('http') ? url : `${baseUrl()}${url.startsWith('/api') ? url : `/api/admin${url}`}`,
  );
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        method,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers,
        localAddress: options.peer ?? UNTRUSTED_PEER,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
          resolve({ status: res.statusCode ?? 0, body: parsed as T, headers: h });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A staff user of the test's own (a fresh username, e-mail and password), made through Strapi's
 * panel API the way a power user would: signs in like the run's staff user, and locking it out
 * touches no other test.
 */
export async function newStaffUser(): Promise<{ username: string; email: string; password: string; id: number }> {
  const user = await newUser('staff', `Pw-${randomBytes(6).toString('hex')}!`);
  // The sign-in must work before a test counts on it.
  const check = await post('/login', { json: { username: user.username, password: user.password }, ip: randomIpv4() });
  if (check.status !== 200)
    throw new Error(`new staff user cannot sign in: ${check.status} ${JSON.stringify(check.body)}`);
  return { username: user.username, email: user.email, password: user.password, id: user.id };
}

/** A client address of the 198.18.0.0/15 benchmark range: never a real visitor's, never a proxy. */
export function randomIpv4(): string {
  const b = randomBytes(2);
  return `198.${18 + (b[0]! & 1)}.${b[1]!}.${1 + Math.floor(Math.random() * 254)}`;
}
