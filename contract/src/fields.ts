import { z } from 'zod';
import { isSafeLink } from './text.js';

/*
 * Field builders shared by the input schemas. Every message names its field, so a 400 answer
 * says which field was wrong and why, whether the request was JSON or multipart.
 */

/** Optional trimmed text with a length bound; null clears the field. */
export const text = (field: string, max = 255) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

/** Required, non-blank trimmed text. */
export const requiredText = (field: string, max = 255) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const requiredEmail = (field = 'email') =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(254, { error: `${field} must be at most 254 characters` })
    .pipe(z.email({ error: `${field} must be a valid e-mail address` }));

/** A negative number written as text ("-5", "-1,500.5"): what "must be 0 or more" answers. */
const NEGATIVE_TEXT = /^\s*-\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?\s*$/;
const negativeText = (input: unknown) => typeof input === 'string' && NEGATIVE_TEXT.test(input) && /\d/.test(input);

/*
 * Numbers arrive as JSON numbers or as text (multipart forms, query strings), so these fields are
 * a union of both. A negative figure says what is wrong with it, "must be 0 or more", in either
 * form: the text branch used to answer "must be a number" for "-5".
 */

/** A whole count (beds, baths); also accepted as a numeric string such as "3". */
export const count = (field: string) =>
  z.union(
    [
      z
        .number()
        .int({ error: `${field} must be a whole number` })
        .min(0, { error: `${field} must be 0 or more` })
        .max(10000),
      z
        .string()
        .trim()
        .regex(/^\d{0,5}$/, {
          error: (iss) => (negativeText(iss.input) ? `${field} must be 0 or more` : `${field} must be a whole number`),
        }),
    ],
    // 1.5 or -1.5 as a JSON number: both branches refuse it, and the union then names the rule.
    {
      error: (iss) =>
        typeof iss.input === 'number' && iss.input < 0
          ? `${field} must be 0 or more`
          : `${field} must be a whole number`,
    },
  );

/** A non-negative amount (price, area in sq ft); also accepted as a numeric string such as "2,450". */
export const amount = (field: string) =>
  z.union([
    z
      .number({ error: `${field} must be a number` })
      .min(0, { error: `${field} must be 0 or more` })
      .max(1e13, { error: `${field} is too large` }),
    z
      .string()
      .trim()
      .regex(/^(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/, {
        error: (iss) => (negativeText(iss.input) ? `${field} must be 0 or more` : `${field} must be a number`),
      }),
  ]);

export const bool = (field: string) => z.boolean({ error: `${field} must be true or false` });

const STORED_IMAGE = /^(https?:\/\/[^/]+)?\/uploads\/[^?#\s]+$/;

/** A relative image path as stored: /uploads/<file>. Absolute URLs of our own uploads are accepted too. */
export const imageRef = (field: string) =>
  z
    .string({ error: `${field} must be an image path` })
    .trim()
    .max(2048)
    .regex(STORED_IMAGE, { error: `${field} must be a stored image path (/uploads/...)` });

/**
 * One image or none: a stored path, or null. The specification's clients send an empty string
 * for "no image" (a single-image field, an in-the-area row), so blank text reads as null.
 */
export const optionalImageRef = (field: string) =>
  z
    .string({ error: `${field} must be an image path` })
    .trim()
    .max(2048)
    .regex(new RegExp(`^$|${STORED_IMAGE.source}`), { error: `${field} must be a stored image path (/uploads/...)` })
    .transform((v) => v || null)
    .nullable()
    .optional();

/**
 * A list of stored image paths. Blank entries (the clients' "no image") are dropped rather than
 * refused; `max` bounds the list as sent.
 */
export const imageRefs = (field: string, max: number, tooMany: string) =>
  z
    .array(optionalImageRef(field), { error: `${field} must be a list of image paths` })
    .max(max, { error: tooMany })
    .transform((list) => list.filter((p): p is string => typeof p === 'string'));

/** A document id (_id). */
export const docId = (field: string) =>
  z
    .string({ error: `${field} must be an id` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(64, { error: `${field} is not a valid id` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${field} is not a valid id` });

/* ---------------------------------------------------------------------------------------------
 * Multipart coercion. Form fields arrive as strings; the schemas describe JSON types. This turns
 * each string into the type its schema expects (number, boolean, JSON list or object), and
 * reports a field whose text cannot be read as that type, e.g. "spaces must be valid JSON".
 * ------------------------------------------------------------------------------------------- */

type Kind = 'number' | 'boolean' | 'json' | 'string' | 'other';

/** The JSON Schema zod's public `z.toJSONSchema` gives for the input side of a field. */
interface JsonSchemaLike {
  type?: string | string[];
  anyOf?: JsonSchemaLike[];
  oneOf?: JsonSchemaLike[];
  enum?: unknown[];
  const?: unknown;
}

function kindOfJson(schema: JsonSchemaLike | undefined): Kind {
  if (!schema) return 'other';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const kinds = new Set(alternatives.filter((s) => s.type !== 'null').map(kindOfJson));
    if (kinds.has('string')) return 'string';
    return kinds.size === 1 ? [...kinds][0]! : 'other';
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types.length === 0) return schema.enum || schema.const !== undefined ? 'string' : 'other';
  const kinds = new Set(types.map(kindOfType));
  if (kinds.has('string')) return 'string';
  return kinds.size === 1 ? [...kinds][0]! : 'other';
}

function kindOfType(type: string): Kind {
  switch (type) {
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'json';
    case 'string':
      return 'string';
    default:
      return 'other';
  }
}

/*
 * The kind of every field of an object schema, read once from its JSON Schema (input side; a
 * transform or preprocess step, which JSON Schema cannot describe, reads as "other" and is passed
 * through as text for the schema to judge).
 */
const kindsBySchema = new WeakMap<z.ZodObject, Record<string, Kind>>();

function kindsOf(schema: z.ZodObject): Record<string, Kind> {
  let kinds = kindsBySchema.get(schema);
  if (!kinds) {
    // An empty registry: the shape inline, not $refs to the named schemas of the OpenAPI document.
    const json = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
      metadata: z.registry(),
    }) as {
      properties?: Record<string, JsonSchemaLike>;
    };
    kinds = {};
    for (const key of Object.keys(schema.shape)) kinds[key] = kindOfJson(json.properties?.[key]);
    kindsBySchema.set(schema, kinds);
  }
  return kinds;
}

function acceptsNull(schema: z.ZodType): boolean {
  return schema.safeParse(null).success;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Multipart fields (strings) to the JSON types of an object schema. Keys the schema does not
 * know pass through untouched (the schema decides whether they are allowed).
 */
export function coerceFormFields(
  schema: z.ZodObject,
  fields: Record<string, unknown>,
): { data: Record<string, unknown>; errors: FieldError[] } {
  const shape = schema.shape as Record<string, z.ZodType>;
  const kinds = kindsOf(schema);
  const data: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, raw] of Object.entries(fields)) {
    const fieldSchema = shape[key];
    if (!fieldSchema || typeof raw !== 'string') {
      data[key] = raw;
      continue;
    }
    const kind = kinds[key] ?? 'other';
    const value = raw.trim();
    // FormData.append(name, undefined | null) sends the words; read them as what was meant.
    if (value === 'undefined') continue;
    if (value === 'null' && acceptsNull(fieldSchema)) {
      data[key] = null;
      continue;
    }
    if (kind === 'number') {
      if (value === '') {
        if (acceptsNull(fieldSchema)) data[key] = null;
        continue;
      }
      const n = Number(value.replace(/,/g, ''));
      if (Number.isFinite(n)) data[key] = n;
      else errors.push({ field: key, message: `${key} must be a number` });
    } else if (kind === 'boolean') {
      const v = value.toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(v)) data[key] = true;
      else if (['false', '0', 'off', 'no', ''].includes(v)) data[key] = false;
      else errors.push({ field: key, message: `${key} must be true or false` });
    } else if (kind === 'json') {
      if (value === '') continue;
      try {
        data[key] = JSON.parse(value);
      } catch {
        // One plain value where a list is expected: a single stored image path or id.
        if (!/^[[{]/.test(value) && fieldSchema.safeParse([value]).success) data[key] = [value];
        else errors.push({ field: key, message: `${key} must be valid JSON` });
      }
    } else {
      data[key] = raw;
    }
  }
  return { data, errors };
}

/** The errors of a failed parse as {field, message} pairs, field being the dotted path. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      return {
        field: keys.join(', ') || field,
        message: `unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
      };
    }
    // zod's own default texts do not name the field; prefix the path so every message does.
    if (field && !message.includes(field.split('.').pop() ?? field)) message = `${field}: ${message}`;
    return { field, message };
  });
}

/** An absolute link (http, https, mailto or tel only); '' clears it. */
export const linkUrl = (field: string, max = 2048) =>
  text(field, max).refine((v) => v === '' || isSafeLink(v), {
    error: `${field} must be an http, https, mailto or tel URL`,
  });

/** True when a YYYY-MM-DD string names a day of the calendar (not 2026-02-30 nor 2026-13-01). */
export function isCalendarDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
