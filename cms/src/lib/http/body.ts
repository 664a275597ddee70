import type { Context } from 'koa';
import { coerceFormFields, fieldErrors } from '@estate/contract';
import type { z } from 'zod';
import { badRequest, invalid } from './errors';

/*
 * A request's body as the contract's actions read it (JSON, form or multipart, files grouped by
 * field), validated against the contract's schemas.
 */

/** A file part of a multipart request, as formidable left it on disk. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

export interface RequestBody {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile[]>;
  multipart: boolean;
}

/*
 * Files of one field in the order the client sent them. formidable lists a field's files in the
 * order they finish writing to disk, which varies with timing (a gallery of four came back
 * shuffled about one time in five); parts begin in the order they were sent, so each file is
 * stamped when it begins and sorted by that stamp.
 */
const UPLOAD_ORDER = Symbol('uploadOrder');
let uploadSeq = 0;

/** formidable's fileBegin handler (lib/uploads/multipart). */
export function stampUploadOrder(_field: string, file: object): void {
  uploadSeq = (uploadSeq + 1) % Number.MAX_SAFE_INTEGER;
  (file as Record<symbol, number>)[UPLOAD_ORDER] = uploadSeq;
}

const uploadOrder = (file: object) => (file as Record<symbol, number | undefined>)[UPLOAD_ORDER] ?? 0;

/** The body of a JSON, form or multipart request, files grouped by field name, in the order sent. */
export function readBody(ctx: Context): RequestBody {
  const raw = (ctx.request as unknown as { body?: unknown }).body;
  const rawFiles = (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const type = ctx.request.type;
  const multipart = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw badRequest('The request body must be a JSON object');
  }
  const files: Record<string, UploadedFile[]> = {};
  for (const [name, value] of Object.entries(rawFiles)) {
    files[name] = Array.isArray(value) ? [...value].sort((a, b) => uploadOrder(a) - uploadOrder(b)) : [value];
  }
  return { fields: { ...((raw as Record<string, unknown>) ?? {}) }, files, multipart };
}

/**
 * Validate a body (or query) against a contract schema. Multipart and query strings are turned
 * into the schema's types first, so "3" is a number and '[...]' a list.
 */
export function parseInput<S extends z.ZodObject>(
  schema: S,
  fields: Record<string, unknown>,
  fromText: boolean,
): z.output<S> {
  let data = fields;
  if (fromText) {
    const coerced = coerceFormFields(schema, fields);
    data = coerced.data;
    if (coerced.errors.length) {
      // Name every field at fault at once, not only those whose text could not be read.
      const unreadable = new Set(coerced.errors.map((e) => e.field));
      const rest = schema.safeParse(data);
      const more = rest.success ? [] : fieldErrors(rest.error).filter((e) => !unreadable.has(e.field.split('.')[0]));
      throw invalid([...coerced.errors, ...more]);
    }
  } else {
    // JSON clients may still send numbers and booleans as text (as the original forms did).
    const coerced = coerceFormFields(schema, onlyStrings(fields));
    data = {
      ...fields,
      ...withoutErrors(
        coerced.data,
        coerced.errors.map((e) => e.field),
      ),
    };
  }
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

function onlyStrings(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string'));
}

function withoutErrors(data: Record<string, unknown>, failed: string[]): Record<string, unknown> {
  const out = { ...data };
  for (const f of failed) delete out[f];
  return out;
}
