import { isDeepStrictEqual } from 'util';
import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import {
  LIST_DEFAULT_LIMIT,
  LIST_SEARCH_FIELDS,
  type Choice,
  type EditableListQuery,
  type EditableResource,
  type FileField,
  ROUTE_BY_NAME,
} from '@estate/contract';
import type { RequestBody } from './body';
import { parseInput } from './body';
import { badRequest, HttpError, notFound } from './errors';
import {
  checkImageFields,
  discardImages,
  matchesImageName,
  normalisePath,
  resolvePaths,
  storeImages,
  type CheckedImage,
  type StoredFile,
} from './images';
import { hasDrafts, rowOf } from './publication';
import { pageAndTotal } from './compiled-lists';
import { canLoad, populateRows, type PopulateSpec } from './row-loader';
import { area, development, insta, MEDIA_FULL, populateFor, post, property, review, team, type Row } from './serialize';
import { fastReads, formsOf, FORMS_TABLE, type Form } from './stored-forms';
import { expectingVersion, isVersion, parseVersion, staleVersion } from './versions';

/**
 * One service shape for every editable entity (property, development, area, post, team,
 * review, Instagram set). The spec says what is special about each; this does the rest:
 * validation against the contract, image checks before anything is stored, stored paths kept,
 * new files appended, relations by document id, never a partial write.
 */

export type Populate = Record<string, unknown>;

export interface ResourceSpec<Out> {
  uid: UID.ContentType;
  /** For messages: "Property not found". */
  label: string;
  input: z.ZodObject;
  update: z.ZodObject;
  files: Record<string, FileField>;
  /** Single image fields (featuredImage, userImage), and a listing's brochure (a PDF). */
  singleImages: readonly string[];
  /**
   * Single file fields that null (or empty text) removes: a listing's brochure. For the others
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
   * cards without off-market or expired listings (lib/listing publicCards).
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

/**
 * A page of a list. `body`, when present, is the answer already serialised (the items as a JSON
 * array, UTF-8), which the list routes send as it is.
 */
export interface ListResult<Out> {
  items: Out[];
  total: number;
  body?: Buffer;
}

/**
 * JSON texts as one JSON array, in bytes, written into one buffer of the exact size. Joining
 * them into one string and encoding that cost several times more (a large string, allocated and
 * collected on every answer, two bytes a character once one form holds a non-ASCII one); a
 * buffer per text then one to concatenate them twice as much as this (docs/decisions/0044).
 */
function jsonArray(texts: string[]): Buffer {
  let size = texts.length ? texts.length + 1 : 2;
  for (const text of texts) size += Buffer.byteLength(text, 'utf8');
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  out[at++] = 0x5b; // [
  texts.forEach((text, i) => {
    if (i) out[at++] = 0x2c; // ,
    at += out.write(text, at, 'utf8');
  });
  out[at++] = 0x5d; // ]
  // Never bytes the texts did not fill (byteLength and write agree, lone surrogates included).
  return at === size ? out : out.subarray(0, at);
}

/** Whether `where` requires every condition of `row` itself: at its top level, or in one of its $and's. */
function names(where: Record<string, unknown>, row: Record<string, unknown>): boolean {
  if (Object.entries(row).every(([key, value]) => isDeepStrictEqual(where[key], value))) return true;
  const all = where.$and;
  return (
    Array.isArray(all) &&
    all.some((part) => !!part && typeof part === 'object' && names(part as Record<string, unknown>, row))
  );
}

export interface ListOptions {
  where?: Record<string, unknown>;
  limit?: number;
  offset?: number;
  orderBy?: unknown;
  /** Answer id and title only (a choice list, `fields=_id,title`). */
  choice?: boolean;
  /** The answer goes to the public: rows pass through the spec's publicRow. */
  publicView?: boolean;
  /**
   * Staff lists: the documents' draft rows, the latest of each (docs/decisions/0036). Without
   * it a list shows the published rows only, what the public may see.
   */
  drafts?: boolean;
}

/**
 * The list options of an editable list's query (docs/decisions/0016): `q` matches any of the
 * resource's search fields case-insensitively (LOWER(column) LIKE LOWER(?) with the wildcards of
 * the text escaped, on SQLite and PostgreSQL alike), `sort` orders by its field with the row id
 * as the tie-breaker, so that pages never repeat or skip a row.
 */
export function editableListOptions(resource: EditableResource, query: EditableListQuery): ListOptions {
  const options: ListOptions = { limit: query.limit, offset: query.offset, choice: query.fields === 'choice' };
  if (query.q) {
    options.where = { $or: LIST_SEARCH_FIELDS[resource].map((field) => ({ [field]: { $containsi: query.q } })) };
  }
  if (query.sort) {
    const { field, direction } = query.sort;
    options.orderBy = [{ [field]: direction }, { id: direction }];
  }
  return options;
}

const timeOf = (v: unknown): number =>
  v instanceof Date ? v.getTime() : typeof v === 'number' ? v : new Date(String(v)).getTime();

const toCount = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'number' ? v : parseInt(String(v), 10);
};
const toAmount = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
};

const blankSpace = (r: { title?: string; images?: unknown[] }) => !r.title && !(r.images ?? []).length;
const blankInArea = (r: { title?: string; description?: string; image?: unknown }) =>
  !r.title && !r.description && !r.image;

/** The functions a content type's service exposes (Strapi services hold functions only). */
export interface ResourceMethods<Out> {
  list(options?: ListOptions): Promise<ListResult<Out>>;
  /** A page of ids and titles, in the list's order (a choice list). */
  choices(options?: ListOptions): Promise<ListResult<Choice>>;
  /** The published row that matches (the public's), populated. */
  findRow(where: Record<string, unknown>, populate?: Populate): Promise<Row | null>;
  /** The answers of these rows (as the public sees them), in this order. */
  byIds(ids: number[]): Promise<ListResult<Out>>;
  /**
   * One entity: the public's (`publicView`: its published row, shaped by the spec's publicRow)
   * or the staff's (its draft row, the latest).
   */
  get(where: Record<string, unknown>, publicView?: boolean): Promise<Out>;
  /**
   * The contract's add and update. Not named create / update: those are Strapi's own service
   * methods, which its REST API (/api/<type>) calls with Strapi's parameters. They publish at
   * once (the specification's calls), unless the body's `draft` asks to keep the change as a draft.
   */
  createFromBody(body: RequestBody): Promise<Out>;
  updateFromBody(documentId: string, body: RequestBody): Promise<Out>;
  /** Publish the draft as it stands, or take the document off the public site (it stays a draft). */
  publish(documentId: string): Promise<Out>;
  unpublish(documentId: string): Promise<Out>;
  remove(documentId: string): Promise<void>;
  removeImage(documentId: string, imageName: string): Promise<Out>;
}

export class ResourceService<Out> {
  constructor(readonly spec: ResourceSpec<Out>) {}

  methods(): ResourceMethods<Out> {
    return {
      list: (options) => this.list(options),
      choices: (options) => this.choices(options),
      findRow: (where, populate) => this.findRow(where, populate, false),
      byIds: (ids) => this.byIds(ids),
      get: (where, publicView) => this.get(where, publicView),
      createFromBody: (body) => this.create(body),
      updateFromBody: (documentId, body) => this.update(documentId, body),
      publish: (documentId) => this.publication(documentId, 'publish'),
      unpublish: (documentId) => this.publication(documentId, 'unpublish'),
      remove: (documentId) => this.remove(documentId),
      removeImage: (documentId, imageName) => this.removeImage(documentId, imageName),
    };
  }

  private get db() {
    return strapi.db.query(this.spec.uid);
  }

  private get documents() {
    return strapi.documents(this.spec.uid);
  }

  /* ------------------------------------------------------------------ reads */

  /** `where` narrowed to one row per document: the draft (staff) or the published row (public). */
  private scoped(where: Record<string, unknown> | undefined, drafts: boolean): Record<string, unknown> {
    const row = rowOf(this.spec.uid, drafts);
    if (!Object.keys(row).length) return where ?? {};
    if (!where || !Object.keys(where).length) return row;
    // Already narrowed so (the public condition of listings names the published row itself):
    // the same test twice would only be evaluated twice for every row a total counts.
    return names(where, row) ? where : { $and: [row, where] };
  }

  private page(options: ListOptions) {
    return {
      where: this.scoped(options.where, !!options.drafts),
      orderBy: options.orderBy ?? this.spec.orderBy ?? [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: options.limit ?? LIST_DEFAULT_LIMIT,
      offset: options.offset ?? 0,
    };
  }

  async choices(options: ListOptions = {}): Promise<ListResult<Choice>> {
    const page = this.page(options);
    const [rows, total] = await Promise.all([
      this.db.findMany({ ...page, select: ['documentId', 'title'] }) as Promise<Row[]>,
      this.db.count({ where: page.where }) as Promise<number>,
    ]);
    return {
      items: rows.map((r) => ({ _id: String(r.documentId), title: String(r.title ?? '') })),
      total: Number(total),
    };
  }

  async list(options: ListOptions = {}): Promise<ListResult<Out>> {
    const page = this.page(options);
    const { where } = page;
    if (this.storesForms()) {
      // The page's ids (an index scan), then their stored answers; the statements compiled once per list.
      const compiled = await pageAndTotal(this.spec.uid, page, FORMS_TABLE);
      if (compiled) return this.byIds(compiled.ids, compiled.total, compiled.forms);
      const [ids, total] = await Promise.all([
        this.db.findMany({ ...page, select: ['id'] }) as Promise<Row[]>,
        this.db.count({ where }) as Promise<number>,
      ]);
      return this.byIds(
        ids.map((r) => Number(r.id)),
        Number(total),
      );
    }
    const count = this.db.count({ where }) as Promise<number>;
    const lean = this.loadsLean(this.spec.populate);
    const [rows, total] = await Promise.all([
      this.db.findMany({ ...page, ...(lean ? {} : { populate: this.spec.populate }) }) as Promise<Row[]>,
      count,
    ]);
    if (lean) await populateRows(this.spec.uid, rows, this.spec.populate as PopulateSpec);
    await this.markPublication(rows);
    return { items: rows.map((row) => this.answer(row, options.publicView)), total: Number(total) };
  }

  /** The answers of these rows, in this order (ids a caller chose by its own query). */
  async byIds(ids: number[], total = ids.length, forms?: Map<number, Form>): Promise<ListResult<Out>> {
    if (this.storesForms()) {
      const body = jsonArray(await this.formsOf(ids, forms));
      let items: Out[] | undefined;
      return {
        body,
        total,
        // Parsed only for a caller that looks at the items rather than sending them.
        get items() {
          return (items ??= JSON.parse(body.toString('utf8')) as Out[]);
        },
      };
    }
    const lean = this.loadsLean(this.spec.populate);
    const rows = ids.length
      ? ((await this.db.findMany({
          where: { id: { $in: ids } },
          ...(lean ? {} : { populate: this.spec.populate }),
        })) as Row[])
      : [];
    if (lean) await populateRows(this.spec.uid, rows, this.spec.populate as PopulateSpec);
    await this.markPublication(rows);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.answer(row, true)] : [];
    });
    return { items, total };
  }

  async findRow(
    condition: Record<string, unknown>,
    populate: Populate = this.spec.populate,
    drafts = false,
  ): Promise<Row | null> {
    const where = this.scoped(condition, drafts);
    if (!this.loadsLean(populate)) {
      const found = (await this.db.findOne({ where, populate })) as Row | null;
      if (found) await this.markPublication([found]);
      return found;
    }
    const row = (await this.db.findOne({ where })) as Row | null;
    if (row)
      await Promise.all([populateRows(this.spec.uid, [row], populate as PopulateSpec), this.markPublication([row])]);
    return row;
  }

  /** A row's answer, through publicRow when it goes to the public. */
  private answer(row: Row, publicView = false): Out {
    return this.spec.serialize(publicView && this.spec.publicRow ? this.spec.publicRow(row) : row);
  }

  async get(where: Record<string, unknown>, publicView = false): Promise<Out> {
    if (this.storesForms()) {
      const found = (await this.db.findOne({ where: this.scoped(where, !publicView), select: ['id'] })) as Row | null;
      const [json] = found ? await this.formsOf([Number(found.id)]) : [];
      if (!json) throw notFound(`${this.spec.label} not found`);
      return JSON.parse(json) as Out;
    }
    const row = await this.findRow(where, this.spec.populate, !publicView);
    if (!row) throw notFound(`${this.spec.label} not found`);
    return this.answer(row, publicView);
  }

  /** Stored answers of these ids, in this order; those not stored are made from the rows. */
  private formsOf(ids: number[], read?: Map<number, Form>): Promise<string[]> {
    return formsOf(
      this.spec.uid,
      ids,
      async (missing) => {
        const rows = (await this.db.findMany({ where: { id: { $in: missing } } })) as Row[];
        await populateRows(this.spec.uid, rows, this.spec.populate as PopulateSpec);
        await this.markPublication(rows);
        return new Map(rows.map((row) => [Number(row.id), this.spec.serialize(row)]));
      },
      read,
    );
  }

  /**
   * Draft rows learn where their document stands (serialize publication): never published,
   * published as it is, or published with later changes (the published copy's updatedAt differs,
   * as Strapi's content manager tells them apart). One statement for any number of drafts;
   * nothing for published rows, so public reads cost nothing more.
   */
  private async markPublication(rows: Row[]): Promise<void> {
    const drafts = rows.filter((r) => !r.publishedAt);
    if (!drafts.length || !hasDrafts(this.spec.uid)) return;
    const published = (await this.db.findMany({
      where: { documentId: { $in: [...new Set(drafts.map((r) => r.documentId))] }, ...rowOf(this.spec.uid, false) },
      select: ['documentId', 'updatedAt'],
    })) as Row[];
    const at = new Map(published.map((p) => [String(p.documentId), timeOf(p.updatedAt)]));
    for (const row of drafts) {
      const copy = at.get(String(row.documentId));
      row.publication = copy === undefined ? 'draft' : copy === timeOf(row.updatedAt) ? 'published' : 'modified';
    }
  }

  private storesForms(): boolean {
    return !!this.spec.storedForms && this.loadsLean(this.spec.populate);
  }

  /**
   * Whether reads populate with the row loader (docs/decisions/0017) rather than the query
   * engine: always, unless FAST_READS=false (kept to compare the two and as a way back).
   */
  private loadsLean(populate: Populate): boolean {
    if (!fastReads()) return false;
    let known = this.leanSpecs.get(populate);
    if (known === undefined) this.leanSpecs.set(populate, (known = canLoad(this.spec.uid, populate as PopulateSpec)));
    return known;
  }

  private readonly leanSpecs = new WeakMap<Populate, boolean>();

  /* ----------------------------------------------------------------- writes */

  async create(body: RequestBody): Promise<Out> {
    const { draft, ...input } = parseInput(this.spec.input, body.fields, body.multipart) as Record<string, unknown>;
    const files = await checkImageFields(body.files, this.spec.files);
    return this.write(input, files, null, draft !== true);
  }

  async update(documentId: string, body: RequestBody): Promise<Out> {
    // The draft row alone: a save reads the media of the galleries it merges into and nothing else.
    const existing = (await this.db.findOne({ where: this.scoped({ documentId }, true) })) as Row | null;
    if (!existing) throw notFound(`${this.spec.label} not found`);
    const {
      version: loaded,
      draft,
      ...input
    } = parseInput(this.spec.update, body.fields, body.multipart) as Record<string, unknown>;
    const publish = draft !== true;
    // A stale version is refused before any file is stored; the save itself claims the row
    // atomically (lib/versions), so a save racing this one is caught too.
    const version = parseVersion(loaded);
    if (version && !isVersion(existing.updatedAt, version)) throw staleVersion(this.spec.label);
    const files = await checkImageFields(body.files, this.spec.files);
    await this.loadGalleries(
      existing,
      this.spec.galleries.filter((field) => input[field] !== undefined || files[field]?.length),
    );
    if (!version) return this.write(input, files, existing, publish);
    const claim = { uid: this.spec.uid, documentId, version, label: this.spec.label };
    return expectingVersion(claim, () => this.write(input, files, existing, publish));
  }

  /**
   * The stored images of these galleries on `row` (write() keeps those a save does not mention).
   * Only the galleries a save names or adds files to: a price change reads no media at all.
   */
  private async loadGalleries(row: Row, fields: string[]): Promise<void> {
    if (!fields.length) return;
    const populate: Populate = Object.fromEntries(fields.map((field) => [field, MEDIA_FULL]));
    if (this.loadsLean(populate)) {
      await populateRows(this.spec.uid, [row], populate as PopulateSpec);
      return;
    }
    const full = (await this.db.findOne({ where: { id: row.id }, populate })) as Row | null;
    for (const field of fields) row[field] = full?.[field] ?? [];
  }

  /** Publish or unpublish a document of a type with drafts; answers its draft, as staff see it. */
  private async publication(documentId: string, action: 'publish' | 'unpublish'): Promise<Out> {
    if (!hasDrafts(this.spec.uid)) throw notFound(`${this.spec.label} has no drafts`);
    const draft = await this.db.findOne({ where: { documentId, ...rowOf(this.spec.uid, true) }, select: ['id'] });
    if (!draft) throw notFound(`${this.spec.label} not found`);
    // The type has drafts (checked above): Strapi's typing offers these on its own uids only.
    const documents = this.documents as unknown as Record<
      typeof action,
      (p: { documentId: string }) => Promise<unknown>
    >;
    await documents[action]({ documentId });
    return this.get({ documentId });
  }

  /** Whether the document has a published row (then a change to it is published too). */
  private async isPublished(documentId: string): Promise<boolean> {
    if (!hasDrafts(this.spec.uid)) return true;
    return !!(await this.db.findOne({ where: { documentId, ...rowOf(this.spec.uid, false) }, select: ['id'] }));
  }

  async remove(documentId: string): Promise<void> {
    const existing = await this.db.findOne({ where: { documentId }, select: ['id'] });
    if (!existing) throw notFound(`${this.spec.label} not found`);
    await this.documents.delete({ documentId });
  }

  /** Unlink an image: from the featured slot, the gallery or any row that shows it. */
  async removeImage(documentId: string, imageName: string): Promise<Out> {
    const row = await this.findRow({ documentId }, populateWritable(this.spec), true);
    if (!row) throw notFound(`${this.spec.label} not found`);
    const data: Record<string, unknown> = {};
    const matches = (f: unknown) => !!f && matchesImageName(f as { url?: string }, imageName);
    const ids = (list: unknown) => (Array.isArray(list) ? list : []) as Array<{ id: number }>;

    for (const field of this.spec.singleImages) {
      if (matches(row[field])) data[field] = null;
    }
    for (const field of this.spec.galleries) {
      const list = ids(row[field]);
      const kept = list.filter((f) => !matches(f));
      if (kept.length !== list.length) data[field] = kept.map((f) => f.id);
    }
    for (const field of this.spec.spaceRows) {
      const list = ids(row[field]) as unknown as Array<{ title?: string; images?: Array<{ id: number }> }>;
      if (list.some((r) => ids(r.images).some(matches))) {
        data[field] = list.map((r) => ({
          title: r.title ?? '',
          images: ids(r.images)
            .filter((f) => !matches(f))
            .map((f) => f.id),
        }));
      }
    }
    for (const field of this.spec.inTheAreaRows) {
      const list = ids(row[field]) as unknown as Array<{
        title?: string;
        description?: string;
        image?: { id: number } | null;
      }>;
      if (list.some((r) => matches(r.image))) {
        data[field] = list.map((r) => ({
          title: r.title ?? '',
          description: r.description ?? '',
          image: matches(r.image) ? null : (r.image?.id ?? null),
        }));
      }
    }
    if (!Object.keys(data).length) throw notFound(`${this.spec.label} has no image ${imageName}`);
    // The specification's call: a public entity loses the image on the site at once; a draft
    // that was never published stays a draft.
    const published = await this.isPublished(documentId);
    await this.documents.update({ documentId, data, ...(published ? { status: 'published' as const } : {}) });
    return this.get({ documentId });
  }

  /* --------------------------------------------------------------- internals */

  /**
   * Resolve everything first (stored paths, relation ids), then store new files, then write in
   * one transaction; if the write fails the new files are removed again.
   */
  private async write(
    input: Record<string, unknown>,
    files: Record<string, CheckedImage[]>,
    existing: Row | null,
    publish: boolean,
  ): Promise<Out> {
    const spec = this.spec;
    const refs: Array<{ field: string; path: string }> = [];
    for (const field of spec.singleImages) {
      if (typeof input[field] === 'string' && input[field]) refs.push({ field, path: input[field] as string });
    }
    for (const field of spec.galleries) {
      for (const p of (input[field] as string[] | undefined) ?? []) refs.push({ field, path: p });
    }
    spec.spaceRows.forEach((field) =>
      ((input[field] as Array<{ images?: string[] }> | undefined) ?? []).forEach((r, i) =>
        (r.images ?? []).forEach((p, j) => refs.push({ field: `${field}.${i}.images.${j}`, path: p })),
      ),
    );
    spec.inTheAreaRows.forEach((field) =>
      ((input[field] as Array<{ image?: string | null }> | undefined) ?? []).forEach((r, i) => {
        if (r.image) refs.push({ field: `${field}.${i}.image`, path: r.image });
      }),
    );
    const known = await resolvePaths(refs);
    const idOf = (p: string) => known.get(normalisePath(p))!.id;
    const relationIds = await this.resolveRelations(input);

    const data: Record<string, unknown> = {};
    const special = new Set<string>([
      ...spec.singleImages,
      ...spec.galleries,
      ...spec.spaceRows,
      ...spec.inTheAreaRows,
      ...Object.keys(spec.relations),
      ...Object.keys(spec.singleRelations ?? {}),
    ]);
    for (const [key, value] of Object.entries(input)) {
      if (special.has(key) || value === undefined) continue;
      if (spec.counts?.includes(key)) data[key] = toCount(value);
      else if (spec.amounts?.includes(key)) data[key] = toAmount(value);
      else data[spec.stored?.[key] ?? key] = value;
    }
    for (const field of spec.singleImages) {
      if (typeof input[field] === 'string' && input[field]) data[field] = idOf(input[field] as string);
      else if (input[field] === null && spec.clearable?.includes(field)) data[field] = null;
    }
    for (const field of spec.spaceRows) {
      const list = input[field] as Array<{ title: string; images: string[] }> | undefined;
      if (list)
        data[field] = list.filter((r) => !blankSpace(r)).map((r) => ({ title: r.title, images: r.images.map(idOf) }));
    }
    for (const field of spec.inTheAreaRows) {
      const list = input[field] as Array<{ title: string; description: string; image?: string | null }> | undefined;
      if (list) {
        data[field] = list
          .filter((r) => !blankInArea(r))
          .map((r) => ({ title: r.title, description: r.description, image: r.image ? idOf(r.image) : null }));
      }
    }
    Object.assign(data, relationIds);

    const newFiles = Object.entries(files).flatMap(([field, list]) => list.map((file) => ({ field, file })));
    const stored: StoredFile[] = await storeImages(
      newFiles.map((f) => f.file),
      newFiles.map((f) => f.field),
    );
    try {
      const storedFor = (field: string) => stored.filter((_, i) => newFiles[i].field === field);
      for (const field of spec.singleImages) {
        const [file] = storedFor(field);
        if (file) data[field] = file.id;
      }
      for (const field of spec.galleries) {
        const kept = ((input[field] as string[] | undefined) ?? []).map(idOf);
        const before = ((existing?.[field] as Array<{ id: number }> | undefined) ?? []).map((f) => f.id);
        const added = storedFor(field).map((f) => f.id);
        // Stored paths sent back come first, in their order; stored images not mentioned stay
        // (only remove-image takes one away); new files come last.
        const ids = [...new Set([...kept, ...before.filter((id) => !kept.includes(id)), ...added])];
        if (input[field] !== undefined || added.length || !existing) data[field] = ids;
      }

      // Without drafts on the type Strapi ignores the status.
      const status = publish ? { status: 'published' as const } : {};
      const doc = existing
        ? await this.documents.update({ documentId: existing.documentId as string, data, ...status })
        : await this.documents.create({ data, ...status });
      return this.get({ documentId: (doc as { documentId: string }).documentId });
    } catch (error) {
      await discardImages(stored);
      throw error;
    }
  }

  private async resolveRelations(input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [field, target] of Object.entries(this.spec.relations)) {
      const ids = input[field] as string[] | undefined;
      if (ids === undefined) continue;
      const unique = [...new Set(ids)];
      const found = unique.length
        ? ((await strapi.db.query(target).findMany({
            where: { documentId: { $in: unique } },
            select: ['documentId'],
          })) as Array<{ documentId: string }>)
        : [];
      const have = new Set(found.map((f) => f.documentId));
      const missing = unique.filter((id) => !have.has(id));
      if (missing.length) {
        throw new HttpError(
          400,
          `${field}: unknown id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
          missing.map((id) => ({ field, message: `unknown id ${id}` })),
        );
      }
      out[field] = unique;
    }
    for (const [field, target] of Object.entries(this.spec.singleRelations ?? {})) {
      const id = input[field] as string | null | undefined;
      if (id === undefined) continue;
      if (id === null) {
        out[field] = null;
        continue;
      }
      const found = await strapi.db.query(target).findOne({ where: { documentId: id }, select: ['id'] });
      if (!found) throw new HttpError(400, `${field}: unknown id ${id}`, [{ field, message: `unknown id ${id}` }]);
      out[field] = id;
    }
    return out;
  }
}

/** Populate with the file details removeImage and gallery merges need. */
function populateWritable(spec: ResourceSpec<unknown>): Populate {
  const out: Populate = {};
  for (const f of [...spec.singleImages, ...spec.galleries]) out[f] = MEDIA_FULL;
  for (const f of spec.spaceRows) out[f] = { populate: { images: MEDIA_FULL } };
  for (const f of spec.inTheAreaRows) out[f] = { populate: { image: MEDIA_FULL } };
  return out;
}

export function assertNonEmpty(value: string | undefined, field: string): string {
  if (!value) throw badRequest(`${field} is required`, [{ field, message: `${field} is required` }]);
  return value;
}

export { populateFor };
