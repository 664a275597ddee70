import type { Choice } from '@estate/contract';
import type { RequestBody } from '../http/body';
import { parseInput } from '../http/body';
import { notFound } from '../http/errors';
import { hasDrafts, isLocalized, rowOf } from '../read/publication';
import { followPublication } from '../translations/translation-edits';
import { populateRows, type PopulateSpec } from '../read/row-loader';
import { MEDIA_FULL, type Row } from '../read/serialize';
import { expectingVersion, isVersion, parseVersion, staleVersion } from '../save/versions';
import {
  checkImageFields,
  discardImages,
  normalisePath,
  resolvePaths,
  storeImages,
  type CheckedImage,
  type StoredFile,
} from '../uploads/images';
import type { ListOptions, ListResult } from './list';
import { ResourceReader } from './reader';
import { populateWritable, type Populate } from './spec';
import { fieldData, imageRefs, resolveRelations, withoutImage } from './write-data';

/**
 * One service shape for every editable entity (property, development, area, post, team,
 * review, Instagram set). The spec says what is special about each; this does the rest:
 * validation against the contract, image checks before anything is stored, stored paths kept,
 * new files appended, relations by document id, never a partial write.
 */

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
  /** `mayPublish` false (a member who may not publish): the image leaves the draft only. */
  removeImage(documentId: string, imageName: string, mayPublish?: boolean): Promise<Out>;
}

export class ResourceService<Out> extends ResourceReader<Out> {
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
      removeImage: (documentId, imageName, mayPublish) => this.removeImage(documentId, imageName, mayPublish),
    };
  }

  private get documents() {
    return strapi.documents(this.spec.uid);
  }

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
    // atomically (lib/save/versions), so a save racing this one is caught too.
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
    // Translations follow their English document onto the site and off it (lib/translations).
    if (isLocalized(this.spec.uid)) await followPublication(this.spec.uid, documentId, action);
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
    // Every language's rows go with the document.
    await this.documents.delete({ documentId, ...(isLocalized(this.spec.uid) ? { locale: '*' } : {}) });
  }

  /** Unlink an image: from the featured slot, the gallery or any row that shows it. */
  async removeImage(documentId: string, imageName: string, mayPublish = true): Promise<Out> {
    const row = await this.findRow({ documentId }, populateWritable(this.spec), true);
    if (!row) throw notFound(`${this.spec.label} not found`);
    const data = withoutImage(this.spec, row, imageName);
    if (!Object.keys(data).length) throw notFound(`${this.spec.label} has no image ${imageName}`);
    // The specification's call: a public entity loses the image on the site at once; a draft
    // that was never published stays a draft. Publishing the draft with it needs the right to
    // publish: for anyone else the image leaves the draft, and the site keeps what it shows.
    const published = mayPublish && (await this.isPublished(documentId));
    await this.documents.update({ documentId, data, ...(published ? { status: 'published' as const } : {}) });
    return this.get({ documentId });
  }

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
    const known = await resolvePaths(imageRefs(spec, input));
    const idOf = (p: string) => known.get(normalisePath(p))!.id;
    const relationIds = await resolveRelations(spec, input);

    const data = fieldData(spec, input, idOf);
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
}
