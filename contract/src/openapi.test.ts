import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { API_PREFIX, ROUTES, apiPath } from './routes.js';

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string }>>;
  };

  it('is OpenAPI 3.1 with one operation per contract route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(operations.sort()).toEqual(
      ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`).sort(),
    );
  });

  it('describes multipart bodies with JSON-encoded lists and binary files', () => {
    const add = doc.paths[`${API_PREFIX}/add-property`]!.post as unknown as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, { contentMediaType?: string }> } }>;
      };
    };
    const form = add.requestBody.content['multipart/form-data']!.schema.properties;
    expect(form.spaces!.contentMediaType).toBe('application/json');
    expect(form.featuredImage!.contentMediaType).toBe('application/octet-stream');
  });
});

describe('apiPath', () => {
  it('fills and encodes route params', () => {
    expect(apiPath('getPropertyBySlug', { slug: 'villa one' })).toBe('/api/admin/get-property-slug/villa%20one');
  });
});
