// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { EMBED_FRAME_HOSTS, trustedProxyMatcher } from '@estate/contract';
import { createApp } from './app';
import { server as msw } from '../src/testing/server';
import { parseEnv, type ServerEnv } from './env';
import { webRoot } from './paths';
import { NONCE_PLACEHOLDER, storablePage, withNonce } from './security-headers';

/*
 * The security headers of the web server over real HTTP: public pages rendered by the production
 * build (web/build, made by `npm run build -w @estate/web`, which `npm test` runs first) carry a
 * fresh CSP nonce on every inline script and style; the staff admin can never be framed; HSTS
 * only over HTTPS as a trusted proxy reports it.
 */

const cms = http.createServer((_req, res) => {
  // The pages render their fallbacks: what matters here is the document around them.
  res.writeHead(503, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ message: 'unavailable' }));
});

const servers: http.Server[] = [];
let cmsUrl = '';
let adminDir = '';
let cacheDir = '';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function serve(app: Express): Promise<string> {
  const server = http.createServer(app);
  servers.push(server);
  return listen(server);
}

function testEnv(overrides: Partial<ServerEnv> = {}): ServerEnv {
  return {
    ...parseEnv({ CMS_URL: cmsUrl, PUBLIC_SITE_URL: 'https://estate.ae', NODE_ENV: 'production' }),
    ADMIN_UI_DIST: adminDir,
    CACHE_DIR: cacheDir,
    ...overrides,
  };
}

/** The web server without the page renderer (headers of the admin, the API and files). */
function serveWithoutPages(overrides: Partial<ServerEnv> = {}): Promise<string> {
  return serve(createApp({ env: testEnv(overrides), build: () => Promise.reject(new Error('no pages here')) }));
}

/** The production server build, as `npm start` runs it (with its settings from `env` when given). */
async function serveProductionBuild(env?: ServerEnv): Promise<string> {
  const entry = path.join(webRoot(), 'build', 'server', 'index.js');
  if (!fs.existsSync(entry))
    throw new Error(`the web build is missing (${entry}): run \`npm run build -w @estate/web\` first`);
  Object.assign(process.env, {
    CMS_URL: cmsUrl,
    PUBLIC_SITE_URL: 'https://estate.ae',
    ADMIN_UI_DIST: adminDir,
    WEB_CACHE_DIR: cacheDir,
  });
  const built = (await import(/* @vite-ignore */ entry)) as {
    createApp: (options: { clientDir: string; env?: ServerEnv }) => Express;
  };
  return serve(built.createApp({ clientDir: path.join(webRoot(), 'build', 'client'), env }));
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
/** Every element of a kind in a document, with its attributes as written. */
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);

beforeAll(async () => {
  msw.close();
  cmsUrl = await listen(cms);
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-headers-cache-'));
  adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-headers-admin-'));
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>Admin</title>');
});

afterAll(() => {
  for (const server of servers) server.close();
  cms.close();
});

describe('Public pages', () => {
  let base = '';
  beforeAll(async () => {
    base = await serveProductionBuild();
  });

  it('send a strict policy whose nonce is on every inline script and style of the page', async () => {
    const res = await fetch(`${base}/privacy-policy`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const policy = res.headers.get('content-security-policy');
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/script-src [^;]*/);
    expect(/script-src ([^;]*)/.exec(policy!)![1]).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    // Our own pages and the Strapi panel's preview (PANEL_URL, by default CMS_URL) may frame them.
    expect(policy).toContain(`frame-ancestors 'self' ${new URL(cmsUrl).origin}`);
    // Frames: only the video players and the virtual tour services a listing may embed.
    expect(/frame-src ([^;]*)/.exec(policy!)![1]!.split(' ')).toEqual(EMBED_FRAME_HOSTS.map((h) => `https://${h}`));
    expect(policy).toContain('https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com');

    const html = await res.text();
    const scripts = tags(html, 'script').filter((t) => !t.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const styles = tags(html, 'style');
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain(`nonce="${nonce}"`);
    // The hydration loader hands the nonce on to the module script and preloads it inserts.
    expect(html).toContain('s.nonce=me.nonce');
  });

  it('get a new nonce on every answer', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/privacy-policy`);
      const nonce = nonceOf(res.headers.get('content-security-policy'));
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('are nosniff, same-origin framable only, with a referrer policy and no HSTS over plain HTTP', async () => {
    const res = await fetch(`${base}/privacy-policy`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe("The Strapi panel's preview frame", () => {
  const ancestors = async (overrides: Record<string, string>) => {
    const env = parseEnv({ CMS_URL: cmsUrl, PUBLIC_SITE_URL: 'https://estate.ae', ...overrides });
    const base = await serveProductionBuild({ ...testEnv(), FRAME_ANCESTORS: env.FRAME_ANCESTORS });
    const res = await fetch(`${base}/privacy-policy`);
    return /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
  };

  it('may show public pages from the panel at whichever name of this machine it is opened', async () => {
    expect(await ancestors({ PANEL_URL: 'http://localhost:1337' })).toEqual([
      "'self'",
      'http://localhost:1337',
      'http://127.0.0.1:1337',
    ]);
  });

  it('names a panel elsewhere alone, and only the origins PREVIEW_FRAME_ORIGINS lists when it is set', async () => {
    expect(await ancestors({ PANEL_URL: 'https://cms.estate.ae/admin' })).toEqual(["'self'", 'https://cms.estate.ae']);
    expect(await ancestors({ PREVIEW_FRAME_ORIGINS: 'https://cms.estate.ae, https://panel.estate.ae:8443/' })).toEqual([
      "'self'",
      'https://cms.estate.ae',
      'https://panel.estate.ae:8443',
    ]);
  });

  it('never opens framing to any site: a wildcard, a scheme or a path is refused, naming the setting', () => {
    for (const bad of [
      '*',
      'https:',
      'http://[::1]:1337',
      'https://*.estate.ae',
      'https://cms.estate.ae/admin',
      'ftp://cms.estate.ae',
    ])
      expect(() => parseEnv({ PREVIEW_FRAME_ORIGINS: bad })).toThrow(
        `PREVIEW_FRAME_ORIGINS: "${bad}" is not an origin such as https://cms.estate.ae`,
      );
  });
});

describe('The staff admin', () => {
  it('can never be framed and runs only its own scripts', async () => {
    const base = await serveWithoutPages();
    for (const url of ['/admin', '/admin/properties/edit/1', '/admin/login']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-eval');
      expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('Every answer', () => {
  it('is nosniff with a referrer policy, proxied API answers included', async () => {
    const base = await serveWithoutPages();
    for (const url of ['/healthz', '/api/admin/get-settings', '/robots.txt']) {
      const res = await fetch(`${base}${url}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy reports HTTPS, never over plain HTTP', async () => {
    const base = await serveWithoutPages();
    const plain = await fetch(`${base}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${base}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('ignores X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    const base = await serveWithoutPages({ TRUSTED_PROXIES: trustedProxyMatcher('10.9.8.7') });
    const res = await fetch(`${base}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('rejects a TRUSTED_PROXIES entry that is not an address, naming the variable', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1,proxy.example' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('A stored page (page cache)', () => {
  it('keeps a placeholder in place of its nonce and gets a fresh one per answer', () => {
    const page = '<script nonce="abc123==">go()</script><style nonce="abc123==">a{}</style>';
    const stored = storablePage(page, 'abc123==');
    expect(stored).not.toContain('abc123==');
    expect(withNonce(stored, 'fresh456==')).toBe(
      '<script nonce="fresh456==">go()</script><style nonce="fresh456==">a{}</style>',
    );
  });

  it('never turns a placeholder written into content into a valid nonce', () => {
    const page = `<script nonce="abc123==">go()</script><div><script nonce="${NONCE_PLACEHOLDER}">evil()</script></div>`;
    const served = withNonce(storablePage(page, 'abc123=='), 'fresh456==');
    expect(served).toContain('<script nonce="fresh456==">go()</script>');
    expect(served).not.toContain('<script nonce="fresh456==">evil()');
  });
});
