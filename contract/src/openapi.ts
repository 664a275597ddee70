import { z } from 'zod';
import { API_PREFIX, ROUTES, type RouteDef } from './routes.js';
import { TOTAL_COUNT_HEADER, TOTAL_LOWER_BOUND_HEADER } from './list-queries.js';
import { ErrorSchema } from './shared-schemas.js';
import { permissionsOf, STAFF_ROLE_LABELS, STAFF_ROLES, type Permission } from './staff.js';

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: the message and errors name the fields',
  401: 'No or invalid bearer token',
  403: 'Signed in, but not staff',
  404: 'Unknown id, slug or image',
  409: 'Already exists',
  413: 'Body or file too large, or an image over the pixel limit',
  415: 'Not an accepted image type, or a damaged image',
  429: 'Too many requests',
  503: 'The uploads folder cannot be written; nothing was stored (Retry-After)',
  507: 'No room left to store the files; nothing was stored',
};

/** Statuses every route that takes files may answer when storage fails (docs/decisions/0011). */
const STORAGE_ERRORS = [503, 507];

/**
 * JSON Schema of a zod schema with its named sub-schemas hoisted into components, so the
 * document names Property, Development, ... once and refers to them.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  delete json.$schema;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(node as Json)) {
        out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
      }
      return out;
    }
    return node;
  };
  for (const [id, def] of Object.entries(defs)) components[id] = rewrite(def) as Json;
  const root = rewrite(json) as Json;
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
  if (id && !root.$ref) {
    components[id] = root;
    return { $ref: `#/components/schemas/${id}` };
  }
  return root;
}

/** The multipart form of a body: lists and objects travel as JSON text, files as binary parts. */
function multipartSchema(route: RouteDef, components: Record<string, Json>): Json {
  const body = route.body ? (toSchema(route.body, 'input', {}) as Json) : { properties: {} };
  const resolved = body.$ref ? (components[String(body.$ref).split('/').pop()!] ?? body) : body;
  const properties: Json = {};
  for (const [name, prop] of Object.entries((resolved.properties ?? {}) as Record<string, Json>)) {
    const isStructured = prop.type === 'array' || prop.type === 'object';
    properties[name] = isStructured
      ? { type: 'string', contentMediaType: 'application/json', description: `JSON-encoded ${name}` }
      : prop;
  }
  for (const [name, file] of Object.entries(route.files ?? {})) {
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    properties[name] = file.multiple
      ? { type: 'array', items: binary, description: file.description }
      : { ...binary, description: file.description };
  }
  return { type: 'object', properties, ...(resolved.required ? { required: resolved.required } : {}) };
}

/** The roles whose permissions include this one (an agent's listings.publish depends on a setting). */
const rolesWith = (permission: Permission) =>
  STAFF_ROLES.filter((r) => permissionsOf(r, { agentsMayPublish: true }).includes(permission)).map(
    (r) => STAFF_ROLE_LABELS[r],
  );

export function buildOpenApiDocument(options: { serverUrl?: string; version?: string } = {}): Json {
  const components: Record<string, Json> = {};
  const paths: Record<string, Json> = {};
  const errorRef = toSchema(ErrorSchema, 'output', components);

  for (const route of ROUTES) {
    const oasPath = API_PREFIX + route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters: Json[] = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.query) {
      const q = toSchema(route.query, 'input', components);
      const qs = (q.$ref ? components[String(q.$ref).split('/').pop()!] : q) as Json;
      for (const [name, schema] of Object.entries((qs.properties ?? {}) as Record<string, Json>)) {
        parameters.push({ name, in: 'query', required: false, schema });
      }
    }

    const op: Json = {
      operationId: route.name,
      summary: route.summary,
      tags: [route.resource],
      ...(parameters.length ? { parameters } : {}),
      ...(route.access === 'staff' ? { security: [{ bearerAuth: [] }] } : { security: [] }),
      // The staff role's permission the route needs (contract/src/staff.ts): 403 without it.
      ...(route.permission
        ? {
            'x-permission': route.permission,
            description: `Needs the permission ${route.permission} (roles: ${rolesWith(route.permission).join(', ')}).`,
          }
        : {}),
    };

    if (route.body && route.method !== 'GET') {
      const content: Json = { 'application/json': { schema: toSchema(route.body, 'input', components) } };
      if (route.files) content['multipart/form-data'] = { schema: multipartSchema(route, components) };
      if (route.formData) {
        content['multipart/form-data'] = { schema: multipartSchema(route, components) };
        content['application/x-www-form-urlencoded'] = { schema: multipartSchema(route, components) };
      }
      op.requestBody = { required: true, content };
    }

    const ok: Json = {
      description: 'OK',
      content: { 'application/json': { schema: toSchema(route.response, 'output', components) } },
    };
    if (route.list) {
      const headers: Json = {
        [TOTAL_COUNT_HEADER]: { description: 'Number of matching items before paging', schema: { type: 'integer' } },
      };
      // The property search may count up to a cap and then says its total is a lower bound (docs/decisions/0089).
      if (route.name === 'getPropertiesFilter') {
        headers[TOTAL_LOWER_BOUND_HEADER] = {
          description: `true when ${TOTAL_COUNT_HEADER} is a lower bound: more items matched than countUpTo asked to count`,
          schema: { type: 'string', enum: ['true'] },
        };
      }
      ok.headers = headers;
    }
    const responses: Json = { [route.method === 'POST' && route.name.startsWith('add') ? '200' : '200']: ok };
    for (const status of [...route.errors, ...(route.files ? STORAGE_ERRORS : [])]) {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    responses['500'] = { description: 'Unexpected error', content: { 'application/json': { schema: errorRef } } };
    op.responses = responses;

    paths[oasPath] = { ...(paths[oasPath] ?? {}), [route.method.toLowerCase()]: op };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Estate admin contract',
      version: options.version ?? '1.0.0',
      description:
        'The REST contract of the public site and the staff area. Lists are arrays with the total in X-Total-Count. ' +
        'Writes need a staff bearer token from /login. Errors are { message, errors? }.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
