import { createRequire } from 'module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precomputedSecurity } from '../src/lib/http/security-headers';

/*
 * strapi::security built once (lib/http/security-headers) answers every request with exactly the
 * headers Strapi's own middleware gives it, built per request: same configuration (the one
 * config/middlewares.ts and the preview give), same paths, production and development.
 */

const require = createRequire(__filename);
const coreDir = path.dirname(require.resolve('@strapi/core/package.json'));
type Factory = Parameters<typeof precomputedSecurity>[0];
const { security: strapiSecurity } = require(path.join(coreDir, 'dist/middlewares/security.js')) as {
  security: Factory;
};

const CONFIG = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'connect-src': ["'self'", "'self'"],
      'img-src': ["'self'", 'data:', 'blob:', "'self'"],
      'frame-src': ['http://localhost:3000'],
      upgradeInsecureRequests: null,
    },
  },
};
const fakeStrapi = {
  plugin: () => undefined,
  config: { get: () => '/admin' },
} as unknown as Parameters<Factory>[1]['strapi'];

async function serve(factory: Factory) {
  const app = new Koa();
  app.use(factory(structuredClone(CONFIG), { strapi: fakeStrapi }));
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const headersOf = async (server: http.Server, method: string, url: string) => {
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`, { method });
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'content-length') out[name] = value;
  });
  await res.arrayBuffer();
  return out;
};

describe('strapi::security built once', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterAll(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  for (const env of ['production', 'development']) {
    describe(`with NODE_ENV=${env}`, () => {
      let servers: http.Server[] = [];
      beforeAll(async () => {
        process.env.NODE_ENV = env;
        servers = [await serve(strapiSecurity), await serve(precomputedSecurity(strapiSecurity))];
        return () => servers.forEach((s) => s.close());
      });

      it.each([
        ['GET', '/api/admin/get-properties'],
        ['POST', '/api/admin/get-properties-filter'],
        ['GET', '/admin'],
        ['GET', '/admin/content-manager'],
        ['POST', '/admin/login'],
        ['GET', '/documentation/v1'],
        ['GET', '/uploads/a.webp'],
      ])('%s %s: the same headers as Strapi gives', async (method, url) => {
        const [strapi, once] = await Promise.all(servers.map((s) => headersOf(s, method, url)));
        expect(once).toEqual(strapi);
        expect(once['content-security-policy']).toContain('frame-src http://localhost:3000');
      });
    });
  }
});
