import { promises as fs } from 'fs';
import os from 'os';
import formidable from 'formidable';
import type { Context } from 'koa';
import { API_PREFIX, ROUTES, routeForm, routePattern, type FileField } from '@estate/contract';
import { stampUploadOrder, type UploadedFile } from '../http/body';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { fileTooLarge, limits, megabytes } from './limits';
import { storageError } from './storage-errors';

/*
 * Multipart bodies (docs/decisions/0011). strapi::body never parses them (multipart: false): the
 * multipart-gate middleware refuses them before anything is read, except on the routes below, and
 * those parse them here, in a route middleware, so only after the route's authentication and
 * policies (the staff token, or a panel administrator) have passed. Every file written to the
 * temp folder is removed when the request ends, whatever the outcome.
 */

/** What a route takes in a multipart body. */
export interface MultipartRule {
  /** contract: answers { message } and takes the contract's file fields; panel: Strapi's own routes. */
  kind: 'contract' | 'panel';
  /** File fields taken (by name), 'any' for Strapi's routes, null for a route that takes no file. */
  files: Readonly<Record<string, FileField>> | 'any' | null;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  rule: MultipartRule;
}

const PANEL_ROUTES: Array<[string, string]> = [
  // The media library (Strapi panel, admin token) and its content API (users-permissions or API token).
  ['POST', '/upload'],
  ['POST', '/upload/files'],
  ['POST', '/upload/files/:id/replace'],
  ['POST', '/api/upload'],
  // The panel's logo settings.
  ['POST', '/admin/project-settings'],
];

let compiled: CompiledRoute[] | undefined;

function routes(): CompiledRoute[] {
  compiled ??= [
    ...ROUTES.map((r) => ({
      method: r.method,
      pattern: routePattern(`${API_PREFIX}${r.path}`),
      rule: { kind: 'contract' as const, files: r.files ?? null },
    })),
    ...PANEL_ROUTES.map(([method, path]) => ({
      method,
      pattern: routePattern(path),
      rule: { kind: 'panel' as const, files: 'any' as const },
    })),
  ];
  return compiled;
}

/** The rule of a route that takes multipart bodies (the path in any spelling its router takes), or null. */
export function multipartRule(method: string, path: string): MultipartRule | null {
  const form = routeForm(path);
  const found = routes().find((r) => r.method === method.toUpperCase() && r.pattern.test(form));
  return found?.rule ?? null;
}

/** Whether a request's body is multipart (whatever the case or parameters of the header). */
export function isMultipart(ctx: Context): boolean {
  return /^\s*multipart\//i.test(ctx.get('content-type'));
}

/** The largest Content-Length a route's multipart body may declare. */
export function maxMultipartBytes(rule: MultipartRule): number {
  const l = limits();
  // Part headers and boundaries come on top of the data itself.
  const overhead = 64 * 1024;
  return rule.files === null
    ? l.multipartFieldsBytes + overhead
    : l.multipartFilesBytes + l.multipartFieldsBytes + overhead;
}

const CLEANUP = Symbol('multipartCleanup');

type WithCleanup = { [CLEANUP]?: () => Promise<void> };

/** Remove the temp files of a request's multipart body now (they are removed at its end anyway). */
export async function removeMultipartFiles(ctx: Context): Promise<void> {
  await (ctx.state as WithCleanup)[CLEANUP]?.();
}

/**
 * After an early answer (a refused part, a file over its limit), the rest of the body is read and
 * dropped rather than the connection closed under a client still sending it: a close then resets
 * the connection, and a client (or the web server's proxy) that is still writing loses the answer
 * with it. Only a body of declared length is read on (the multipart gate has bounded that by the
 * route's limit); a body of unknown length closes the connection after the answer.
 */
export function discardRestOfBody(ctx: Context): void {
  const req = ctx.req;
  if (req.complete) return;
  if (ctx.get('content-length') === '') {
    ctx.set('Connection', 'close');
    return;
  }
  // The parser ignores what arrives after its error; the stream must flow for Node to drop it.
  req.resume();
}

/**
 * Parse a multipart body into ctx.request.body (fields) and ctx.request.files (files by field, in
 * the order sent), as koa-body did. File parts a route does not take, too many files or too large
 * a file end the parse at once with 400, 413 or 415; nothing of theirs stays on disk.
 */
export async function parseMultipart(ctx: Context, rule: MultipartRule): Promise<void> {
  const l = limits();
  const created = new Set<string>();
  let cleaning: Promise<void> | null = null;
  const cleanup = () => {
    const paths = [...created];
    created.clear();
    cleaning = Promise.all(paths.map((p) => fs.rm(p, { force: true }).catch(() => undefined))).then(() => undefined);
    return cleaning;
  };
  (ctx.state as WithCleanup)[CLEANUP] = cleanup;
  // Whatever happens below or later (an error, a client that goes away), the files go.
  ctx.res.once('close', () => void cleanup());

  const form = formidable({
    multiples: true,
    uploadDir: os.tmpdir(),
    maxFileSize: l.multipartFilesBytes,
    maxFieldsSize: l.multipartFieldsBytes,
    maxFields: l.multipartFields,
    minFileSize: 0,
    allowEmptyFiles: true,
  });
  const fail = (error: Error) => (form as unknown as { _error(e: Error): void })._error(error);
  // A contract file field's own limit: a brochure (PDF) or a film may be larger than an image.
  const perFile = (field: string) => {
    if (rule.kind !== 'contract') return Infinity;
    const spec = rule.files && rule.files !== 'any' ? rule.files[field] : undefined;
    return spec?.kind === 'pdf' ? l.brochureMaxBytes : spec?.kind === 'video' ? l.filmMaxBytes : l.uploadMaxBytes;
  };
  let fileCount = 0;

  form.onPart = (part) => {
    // formidable's own rule: a part with a content type is a file, any other part a text field.
    if (part.mimetype) {
      const field = part.name ?? '';
      if (rule.files === null) {
        fail(unsupportedMediaType(`${field || 'file'}: this request takes no files`));
        return;
      }
      if (rule.files !== 'any' && !rule.files[field]) {
        fail(badRequest(`${field}: this request takes no file in that field`, [{ field, message: 'unexpected file' }]));
        return;
      }
      fileCount += 1;
      if (fileCount > l.uploadMaxFiles) {
        fail(payloadTooLarge(`At most ${l.uploadMaxFiles} files are accepted in one request`));
        return;
      }
      let size = 0;
      const max = perFile(field);
      part.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > max) fail(fileTooLarge(field, max, part.originalFilename));
      });
    }
    form._handlePart(part);
  };
  form.on('fileBegin', (field: string, file: { filepath: string }) => {
    created.add(file.filepath);
    stampUploadOrder(field, file);
  });

  try {
    const { fields, files } = await new Promise<{ fields: formidable.Fields; files: formidable.Files }>(
      (resolve, reject) =>
        form.parse(ctx.req, (error, fields, files) => (error ? reject(error) : resolve({ fields, files }))),
    );
    const request = ctx.request as unknown as { body: unknown; files: unknown };
    request.body = fields;
    request.files = files as unknown as Record<string, UploadedFile | UploadedFile[]>;
  } catch (error) {
    await cleanup();
    throw asHttpError(error);
  }
}

/** formidable's and the file system's errors as the answer they deserve. */
function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const e = error as { httpCode?: number; message?: string; code?: string | number };
  const stored = storageError(error, 'the temp folder');
  if (stored) return stored;
  if (e.httpCode === 413) return payloadTooLarge(`The request is too large: ${limitMessage(e.message ?? '')}`);
  if (/aborted/i.test(e.message ?? '')) return badRequest('The request was aborted before its body arrived');
  return badRequest('The multipart body could not be read');
}

function limitMessage(message: string): string {
  const l = limits();
  if (/maxFieldsSize/.test(message)) return `text fields over ${megabytes(l.multipartFieldsBytes)} in all`;
  if (/maxFields/.test(message)) return `more than ${l.multipartFields} text fields`;
  return `files over ${megabytes(l.multipartFilesBytes)} in all`;
}

type RouteLike = { method?: string; path?: string; config?: { middlewares?: unknown[] } };
type RouterLike = RouteLike[] | { routes?: RouteLike[] };
type Routers = RouterLike | Record<string, RouterLike | ((...args: unknown[]) => RouterLike)>;

function addParser(router: RouterLike): RouterLike {
  const list = Array.isArray(router) ? router : (router.routes ?? []);
  for (const route of list) {
    if (route.method?.toUpperCase() !== 'POST') continue;
    route.config ??= {};
    const middlewares = route.config.middlewares ?? [];
    if (!middlewares.includes('global::multipart')) route.config.middlewares = ['global::multipart', ...middlewares];
  }
  return router;
}

function addParserToRouters(routers: Routers | undefined): void {
  if (!routers) return;
  if (Array.isArray(routers) || Array.isArray((routers as { routes?: unknown }).routes)) {
    addParser(routers as RouterLike);
    return;
  }
  const named = routers as Record<string, RouterLike | ((...args: unknown[]) => RouterLike)>;
  for (const [key, value] of Object.entries(named)) {
    if (typeof value === 'function') named[key] = (...args: unknown[]) => addParser(value(...args));
    else if (value && typeof value === 'object') addParser(value);
  }
}

/**
 * Give Strapi's own POST routes of the upload plugin and the admin (which take files) the
 * multipart parser as a route middleware: it then runs after their authentication and policies.
 */
export function parseMultipartAfterAuth(strapi: {
  plugin(name: string): { routes?: unknown } | undefined;
  get(name: string): unknown;
}): void {
  addParserToRouters(strapi.plugin('upload')?.routes as Routers | undefined);
  const admin = strapi.get('admin') as { routes?: unknown } | undefined;
  addParserToRouters(admin?.routes as Routers | undefined);
}
