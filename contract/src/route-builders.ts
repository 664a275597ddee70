/*
 * What the *-routes.ts tables build their routes from: the file fields and error statuses many
 * routes share, the answer of a write, and the routes every editable kind has (list, read,
 * create, update, delete, unlink an image) and every kind with drafts has (publish, unpublish).
 * routes.ts does not re-export this module: it is how the table is written, not part of it.
 */
import { z } from 'zod';
import { ChoiceSchema, editableListQuery, type EditableResource } from './list-queries.js';
import type { DraftResource } from './publication.js';
import type { FileField, RouteSpec } from './route-def.js';
import { MessageSchema } from './shared-schemas.js';
import { permissionFor } from './staff.js';

export const featured: FileField = { multiple: false, description: 'Featured image file' };
export const galleryFiles: FileField = {
  multiple: true,
  description: 'Gallery image files, appended after the kept paths',
};

export const READ_ERRORS = [400, 429] as const;
export const WRITE_ERRORS = [400, 401, 403, 413, 415, 429] as const;

/** What a write answers: a message and the stored item under its field, e.g. { message, property }. */
export function savedSchema<const F extends string, E extends z.ZodType>(field: F, entity: E) {
  const shape = { message: z.string(), [field]: entity } as { message: z.ZodString } & { [K in F]: E };
  return z.object(shape);
}
export type Saved<F extends string, E extends z.ZodType> = ReturnType<typeof savedSchema<F, E>>;

export interface CrudNames<S extends string, P extends string, F extends string, E extends z.ZodType, I, U, R> {
  resource: EditableResource;
  singular: S; // Property, Development, Post, Team, Area, Review
  plural: P; // Properties, ...
  entity: E;
  input: I;
  update: U;
  files: Readonly<Record<string, FileField>>;
  responseField: F; // property, development, ...
  removeImage: R;
}

/** The six routes of an editable entity, typed by name so that each keeps its own schemas. */
export type CrudSpecs<S extends string, P extends string, F extends string, E extends z.ZodType, I, U, R> = {
  [K in `get${P}`]: RouteSpec & {
    query: ReturnType<typeof editableListQuery>;
    response: z.ZodUnion<[z.ZodArray<E>, z.ZodArray<typeof ChoiceSchema>]>;
  };
} & { [K in `get${S}`]: RouteSpec & { response: E } } & {
  [K in `add${S}`]: RouteSpec & { body: I; files: Readonly<Record<string, FileField>>; response: Saved<F, E> };
} & {
  [K in `update${S}`]: RouteSpec & { body: U; files: Readonly<Record<string, FileField>>; response: Saved<F, E> };
} & { [K in `delete${S}`]: RouteSpec & { response: typeof MessageSchema } } & {
  [K in `removeImage${S}`]: RouteSpec & { body: R; response: Saved<F, E> };
};

export function crud<
  const S extends string,
  const P extends string,
  const F extends string,
  E extends z.ZodType,
  I extends z.ZodObject,
  U extends z.ZodObject,
  R extends z.ZodObject,
>(c: CrudNames<S, P, F, E, I, U, R>): CrudSpecs<S, P, F, E, I, U, R> {
  const s = c.singular.toLowerCase();
  const saved = savedSchema(c.responseField, c.entity);
  const specs: Record<string, RouteSpec> = {
    [`get${c.plural}`]: {
      access: 'public',
      resource: c.resource,
      summary: `List ${c.plural.toLowerCase()}, newest first; searched with q, sorted with sort, or as a choice list with fields=_id,title`,
      query: editableListQuery(c.resource),
      response: z.union([z.array(c.entity), z.array(ChoiceSchema)]),
      list: true,
      errors: READ_ERRORS,
    },
    [`get${c.singular}`]: {
      access: 'public',
      resource: c.resource,
      summary: `One ${s} by id`,
      response: c.entity,
      errors: [404, 429],
    },
    [`add${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'write'),
      resource: c.resource,
      summary: `Create a ${s} (multipart with JSON-encoded lists, or JSON)`,
      body: c.input,
      files: c.files,
      response: saved,
      errors: WRITE_ERRORS,
    },
    [`update${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'write'),
      resource: c.resource,
      summary: `Update a ${s}: given fields change, stored image paths sent back are kept, new files are added`,
      body: c.update,
      files: c.files,
      response: saved,
      errors: [...WRITE_ERRORS, 404, 409],
    },
    [`delete${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'delete'),
      resource: c.resource,
      summary: `Delete a ${s}`,
      response: MessageSchema,
      errors: [401, 403, 404, 429],
    },
    [`removeImage${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'write'),
      resource: c.resource,
      summary: `Unlink an image from a ${s} (gallery, featured slot or a row)`,
      body: c.removeImage,
      response: saved,
      errors: [400, 401, 403, 404, 429],
    },
  };
  // The keys are built from the names above; the type says the same of each, route by route.
  return specs as CrudSpecs<S, P, F, E, I, U, R>;
}

/**
 * Publish and unpublish of a kind with drafts (docs/decisions/0036): the draft as it stands goes
 * public, or the published version leaves the site. Both answer the item as staff see it.
 */
export function publishing<const S extends string, const F extends string, E extends z.ZodType>(c: {
  resource: DraftResource;
  singular: S;
  responseField: F;
  entity: E;
}) {
  const s = c.singular.toLowerCase();
  const saved = savedSchema(c.responseField, c.entity);
  const specs: Record<string, RouteSpec> = {
    [`publish${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'publish'),
      resource: c.resource,
      summary: `Publish the ${s}'s draft: visitors see it as it stands (400 when it breaks a publication rule)`,
      body: z.object({}),
      response: saved,
      errors: [400, 401, 403, 404, 429],
    },
    [`unpublish${c.singular}`]: {
      access: 'staff',
      permission: permissionFor(c.resource, 'publish'),
      resource: c.resource,
      summary: `Take the ${s} off the public site; it stays as a draft`,
      body: z.object({}),
      response: saved,
      errors: [401, 403, 404, 429],
    },
  };
  // The keys are built from the names above; the type says the same of each, route by route.
  return specs as { [K in `publish${S}` | `unpublish${S}`]: RouteSpec & { body: z.ZodObject; response: Saved<F, E> } };
}
