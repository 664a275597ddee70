import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ROUTES } from '@estate/contract';
import { call, get, randomIp } from './harness/client';

/*
 * GET /api/admin/openapi.json: a valid OpenAPI 3.1 document whose paths and methods are exactly
 * the routes the running CMS has registered (each documented operation answers something other
 * than "No route", undocumented neighbours do not) and exactly the contract's route table.
 */

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
let doc: Json;

const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path, method: m.toUpperCase(), op: item[m] as Json })),
  );
const concrete = (path: string) =>
  path
    .replace('{kind}', 'enquiry')
    .replace('{slug}', 'no-such-slug')
    .replace(/\{[^}]+\}/g, 'zz0000000000000000000000');
const noRoute = (res: { status: number; body: any }) =>
  (res.status === 404 && /^No route /.test(res.body?.message ?? '')) || res.status === 405;

beforeAll(async () => {
  const res = await get('/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = res.body;
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('resolves every $ref within itself', () => {
    const refs = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && typeof v === 'string') refs.add(v);
          else walk(v);
        }
      }
    };
    walk(doc);
    expect(refs.size).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('documents exactly the routes of the contract, each once, named by its operationId', () => {
    const documented = operations()
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    const contract = ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`).sort();
    expect(documented).toEqual(contract);
    expect(
      operations()
        .map((o) => o.op.operationId)
        .sort(),
    ).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it('marks staff routes with the bearer scheme and public ones with none', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { op } of operations()) {
      const route = ROUTES.find((r) => r.name === op.operationId)!;
      expect(op.security, route.name).toEqual(route.access === 'staff' ? [{ bearerAuth: [] }] : []);
      if (route.access === 'staff') expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
      if (route.list) expect(op.responses['200'].headers['X-Total-Count']).toBeDefined();
    }
  });

  it('describes multipart bodies with JSON-encoded lists and binary files, as the original forms send them', () => {
    const add = doc.paths[`${API_PREFIX}/add-property`].post.requestBody.content;
    const multipart = add['multipart/form-data'].schema.properties;
    expect(multipart.spaces).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
    expect(multipart.galleryImages).toMatchObject({
      type: 'array',
      items: { contentMediaType: 'application/octet-stream' },
    });
    expect(multipart.featuredImage).toMatchObject({ contentMediaType: 'application/octet-stream' });
    expect(add['application/json']).toBeDefined();
    const filter = doc.paths[`${API_PREFIX}/get-properties-filter`].post.requestBody.content;
    expect(Object.keys(filter).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
  });
});

describe('the routes the running CMS has registered', () => {
  it('include every documented operation (none answers "No route")', async () => {
    const missing: string[] = [];
    for (const { path, method } of operations()) {
      const res = await call(method, concrete(path), { ...(method === 'GET' ? {} : { json: {} }), ip: randomIp() });
      if (noRoute(res) || res.status >= 500)
        missing.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(missing).toEqual([]);
  });

  it('include nothing next to them: other methods, longer and shorter paths answer "No route"', async () => {
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`));
    const found: string[] = [];
    for (const path of Object.keys(doc.paths)) {
      const probes: Array<[string, string]> = [];
      for (const m of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        if (!documented.has(`${m} ${path}`)) probes.push([m, concrete(path)]);
      }
      const method = operations().find((o) => o.path === path)!.method;
      // A longer last word is a neighbour only where the path does not end in a parameter.
      if (!path.endsWith('}')) probes.push([method, `${concrete(path)}x`]);
      probes.push([method, `${concrete(path)}/extra`]);
      if (path.includes('{')) probes.push([method, path.replace(/\/\{[^}]+\}/g, '')]);
      for (const [m, p] of probes) {
        const res = await call(m, p, { ...(m === 'GET' ? {} : { json: {} }), ip: randomIp() });
        if (!noRoute(res)) found.push(`${m} ${p}: ${res.status}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('answer "No route" with a JSON message for anything else under /api/admin', async () => {
    for (const path of ['/api/admin', '/api/admin/', '/api/admin/get-everything', '/api/admin/delete-all']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toMatch(/^No route GET /);
    }
  });
});
