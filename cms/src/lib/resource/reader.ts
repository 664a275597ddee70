import { isDeepStrictEqual } from 'util';
import { LIST_DEFAULT_LIMIT, type Choice } from '@estate/contract';
import { notFound } from '../http/errors';
import { pageAndTotal } from '../read/compiled-lists';
import { hasDrafts, rowOf } from '../read/publication';
import { canLoad, populateRows, type PopulateSpec } from '../read/row-loader';
import type { Row } from '../read/serialize';
import { fastReads, formsOf, FORMS_TABLE, type Form } from '../read/stored-forms';
import { indexedSearchPage, searchedIds, searchIndexed } from '../listing/staff-lists';
import { searchCondition, type ListOptions, type ListResult } from './list';
import type { Populate, ResourceSpec } from './spec';

/**
 * The reads of a resource service (lib/resource/service): pages of a list, the answers of chosen
 * ids, one entity as the public or staff see it. Types that keep stored forms answer from them
 * (docs/decisions/0017); the others populate their rows with the row loader, or the query engine.
 */

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

const timeOf = (v: unknown): number =>
  v instanceof Date ? v.getTime() : typeof v === 'number' ? v : new Date(String(v)).getTime();

export class ResourceReader<Out> {
  constructor(readonly spec: ResourceSpec<Out>) {}

  protected get db() {
    return strapi.db.query(this.spec.uid);
  }

  /** `where` narrowed to one row per document: the draft (staff) or the published row (public). */
  protected scoped(where: Record<string, unknown> | undefined, drafts: boolean): Record<string, unknown> {
    const row = rowOf(this.spec.uid, drafts);
    if (!Object.keys(row).length) return where ?? {};
    if (!where || !Object.keys(where).length) return row;
    // Already narrowed so (the public condition of listings names the published row itself):
    // the same test twice would only be evaluated twice for every row a total counts.
    return names(where, row) ? where : { $and: [row, where] };
  }

  private page(options: ListOptions) {
    const rows = options.rowsNamed ? (options.where ?? {}) : this.scoped(options.where, !!options.drafts);
    return {
      where: options.search ? { $and: [rows, this.searchWhere(options)] } : rows,
      orderBy: options.orderBy ?? this.spec.orderBy ?? [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: options.limit ?? LIST_DEFAULT_LIMIT,
      offset: options.offset ?? 0,
    };
  }

  /** Whether a list reads the drafts, all of them, and nothing else (the staff's view of a whole table). */
  private static allDrafts(options: ListOptions): boolean {
    return !!options.drafts && !options.rowsNamed && !Object.keys(options.where ?? {}).length;
  }

  /**
   * The search's condition: the ids the search table finds when it holds the rows asked for (the
   * drafts, lib/listing/staff-lists), else the text in each search field (LIKE).
   */
  private searchWhere(options: ListOptions): Record<string, unknown> {
    const search = options.search!;
    if (ResourceReader.allDrafts(options) && searchIndexed(this.spec.uid, search.text))
      return { id: { $in: searchedIds(search.text) } };
    return searchCondition(search);
  }

  /** A staff search's page of ids and total from the search table, when it answers it. */
  private async indexedSearch(options: ListOptions, page: ReturnType<ResourceReader<Out>['page']>) {
    if (!options.search || !ResourceReader.allDrafts(options)) return null;
    return indexedSearchPage(this.spec.uid, options.search.text, page);
  }

  async choices(options: ListOptions = {}): Promise<ListResult<Choice>> {
    const page = this.page(options);
    const found = await this.indexedSearch(options, page);
    if (found) {
      const rows = found.ids.length
        ? ((await this.db.findMany({
            where: { id: { $in: found.ids } },
            select: ['id', 'documentId', 'title'],
          })) as Row[])
        : [];
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return {
        items: found.ids.flatMap((id) => {
          const r = byId.get(id);
          return r ? [{ _id: String(r.documentId), title: String(r.title ?? '') }] : [];
        }),
        total: found.total,
      };
    }
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
    const found = this.storesForms() ? await this.indexedSearch(options, page) : null;
    if (found) return this.byIds(found.ids, found.total);
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

  /**
   * Every document as staff see it (its draft row), oldest first, `pageSize` rows at a time: each
   * page is the next ids after the last one read (a keyset walk of the primary key), so the
   * thousandth page costs what the first did and no more than one page is held at once. Rows carry
   * their `publication` and whatever `populate` asks for. A walk, not a snapshot: a document
   * saved while it runs shows as it was when its page was read.
   */
  async *draftPages(options: {
    select: string[];
    populate?: PopulateSpec;
    search?: ListOptions['search'];
    pageSize: number;
  }): AsyncGenerator<Row[]> {
    const scope: ListOptions = { drafts: true, search: options.search };
    const rows = this.scoped(undefined, true);
    const searched = options.search ? this.searchWhere(scope) : null;
    for (let after = 0; ;) {
      const where = { $and: [rows, { id: { $gt: after } }, ...(searched ? [searched] : [])] };
      const page = (await this.db.findMany({
        where,
        select: ['id', ...options.select.filter((f) => f !== 'id')],
        orderBy: [{ id: 'asc' }],
        limit: options.pageSize,
      })) as Row[];
      if (!page.length) return;
      if (options.populate) await populateRows(this.spec.uid, page, options.populate);
      await this.markPublication(page);
      yield page;
      if (page.length < options.pageSize) return;
      after = Number(page[page.length - 1]!.id);
    }
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
  protected loadsLean(populate: Populate): boolean {
    if (!fastReads()) return false;
    let known = this.leanSpecs.get(populate);
    if (known === undefined) this.leanSpecs.set(populate, (known = canLoad(this.spec.uid, populate as PopulateSpec)));
    return known;
  }

  private readonly leanSpecs = new WeakMap<Populate, boolean>();
}
