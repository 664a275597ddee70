import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import { type FileField, ROUTE_BY_NAME } from '@estate/contract';
import {
  area,
  development,
  insta,
  MEDIA_FULL,
  populateFor,
  post,
  property,
  review,
  team,
  type Row,
} from '../read/serialize';

/**
 * What is special about each editable entity (property, development, area, post, team, review,
 * Instagram set): its content type, the contract's schemas and files of its routes, its image
 * fields, component rows and relations, how it is populated and serialised. The resource service
 * (lib/resource/service) does the rest from it.
 */

export type Populate = Record<string, unknown>;

export interface ResourceSpec<Out> {
  uid: UID.ContentType;
  /** For messages: "Property not found". */
  label: string;
  input: z.ZodObject;
  update: z.ZodObject;
  files: Record<string, FileField>;
  /** Single image fields (featuredImage, userImage), and a listing's brochure (a PDF), film and panorama. */
  singleImages: readonly string[];
  /**
   * Single file fields that null (or empty text) removes: a listing's brochure, film and panorama. For the others
   * (featuredImage, ...) an empty value leaves the stored image, as the specification's clients expect.
   */
  clearable?: readonly string[];
  /** Multiple image fields (galleryImages, images). */
  galleries: readonly string[];
  /** Repeatable components: titled image sets and in-the-area rows. */
  spaceRows: readonly string[];
  inTheAreaRows: readonly string[];
  /** Relation fields given as lists of document ids, and the type they point to. */
  relations: Readonly<Record<string, UID.ContentType>>;
  /** Relation fields given as one document id or null (a listing's agent), and the type they point to. */
  singleRelations?: Readonly<Record<string, UID.ContentType>>;
  /** Contract fields stored under another attribute name (a listing's status: listingStatus). */
  stored?: Readonly<Record<string, string>>;
  /** Whole-number fields stored as integers, amounts stored as floats. */
  counts?: readonly string[];
  amounts?: readonly string[];
  populate: Populate;
  serialize: (row: Row) => Out;
  orderBy?: unknown;
  /**
   * Answers kept as stored serialised forms (docs/decisions/0017): for types whose answer shows
   * only their own row, components and media (never another entity), so that the forms' clearing
   * on write (registerFormClearing in index.ts) covers every change.
   */
  storedForms?: boolean;
  /**
   * The row as the public may see it, when staff see more: a development's or area's property
   * cards without off-market or expired listings (lib/listing/public-listings publicCards).
   */
  publicRow?: (row: Row) => Row;
}

const SERIALIZERS = { property, development, area, post, team, review, insta };
type SpecKind = keyof typeof SERIALIZERS;
type Derived = 'uid' | 'input' | 'update' | 'files' | 'populate' | 'serialize';
type Optional = 'singleImages' | 'galleries' | 'spaceRows' | 'inTheAreaRows' | 'relations';
type OutOf<K extends SpecKind> = ReturnType<(typeof SERIALIZERS)[K]>;

/**
 * A kind's spec from its name: the content type, the contract's schemas and files of its add and
 * update routes, its populate and serialiser; what the kind has none of (galleries, rows,
 * relations) empty unless given. The rest says what is special about it.
 */
export function resourceSpec<K extends SpecKind>(
  kind: K,
  spec: Omit<ResourceSpec<OutOf<K>>, Derived | Optional> & Partial<Pick<ResourceSpec<OutOf<K>>, Optional>>,
): ResourceSpec<OutOf<K>> {
  const name = `${kind[0].toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
  type Route = { body: z.ZodObject; files: Record<string, FileField> };
  const add = ROUTE_BY_NAME[`add${name}`] as unknown as Route;
  const update = ROUTE_BY_NAME[`update${name}`] as unknown as Route;
  return {
    uid: `api::${kind}.${kind}` as UID.ContentType,
    input: add.body,
    update: update.body,
    files: add.files,
    populate: populateFor()[kind],
    serialize: SERIALIZERS[kind] as (row: Row) => OutOf<K>,
    singleImages: [],
    galleries: [],
    spaceRows: [],
    inTheAreaRows: [],
    relations: {},
    ...spec,
  };
}

/** Populate with the file details removeImage and gallery merges need. */
export function populateWritable(spec: ResourceSpec<unknown>): Populate {
  const out: Populate = {};
  for (const f of [...spec.singleImages, ...spec.galleries]) out[f] = MEDIA_FULL;
  for (const f of spec.spaceRows) out[f] = { populate: { images: MEDIA_FULL } };
  for (const f of spec.inTheAreaRows) out[f] = { populate: { image: MEDIA_FULL } };
  return out;
}
