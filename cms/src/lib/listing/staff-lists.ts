import { DEFAULT_LANGUAGE, LIST_SEARCH_FIELDS, LIST_SORT_FIELDS } from '@estate/contract';
import { rowsOf, withConnection } from '../read/row-loader';
import { ensureTrigramIndex, ftsPhrase, TRIGRAM_MIN_LENGTH } from '../database/trigram';
import { PROPERTY_UID } from './listing';
import { columnIn, metaOf, type Meta } from '../database/strapi-internals';
import { dropIndexIfExists } from '../database/drop-index';

/*
 * The staff's properties table at 100,000 listings (docs/decisions/0090). Staff read every
 * listing as its English draft row (docs/decisions/0036, 0102), so the table's pages, sorts, totals
 * and searches all name `published_at IS NULL` and the English locale; what is made here holds
 * those rows only (the sort indexes hold every draft with its language beside it).
 *
 * - One partial index per sort of the table (LIST_SORT_FIELDS.property, the id as tie-breaker):
 *   a page at any offset is a walk of a narrow index that holds each draft once, never a look-up of
 *   the wide table row per entry stepped over.
 * - The text search (`q`, LIST_SEARCH_FIELDS.property). A contains-search reads every row; read
 *   from the listings' table (wide rows: descriptions, JSON) that cost 100-1,000 ms at 100,000
 *   listings on both databases. `estate_property_search` holds one narrow row per draft, its id
 *   and `doc`, the searched fields lower-cased (the database's LOWER, as the query engine's
 *   `$containsi` folds them) and joined by a control character no search can hold, kept by
 *   triggers on the listings' table whatever writes it (the contract, the panel, a bulk query).
 *   A search finds `LOWER(q)` inside `doc`: the rows `LOWER(field) LIKE LOWER('%q%')` finds in
 *   any field. PostgreSQL reads it through a trigram index (pg_trgm, GIN); SQLite through an FTS5
 *   table with the trigram tokenizer (case-sensitive over the lowered text, so the same rows
 *   match), and for one or two characters, which trigrams cannot index, by scanning the narrow
 *   table. The total is a count of that table alone; a page walks the sort's index of drafts and
 *   keeps the ids the search gave.
 *
 * Made at start, IF NOT EXISTS; a failure costs speed and is logged, never a CMS that does not
 * start: lists then search the listings' table as before.
 */

type Knex = typeof strapi.db.connection;

/** One row per draft listing: its id and its searched text. */
export const SEARCH_TABLE = 'estate_property_search';
/** SQLite: the trigram index of SEARCH_TABLE's text (FTS5, contentless, its rowid the draft's id). */
export const SEARCH_FTS = 'estate_property_search_fts';
const SQLITE_TRIGGERS = ['insert', 'update', 'delete'].map((t) => `${SEARCH_TABLE}_${t}`);
const PG_TRIGGER = `${SEARCH_TABLE}_sync`;
/** Joins the fields in `doc`: a search holding it could match across two fields, so it is not answered from there. */
const SEPARATOR = '\u0001';

const sortFields = LIST_SORT_FIELDS.property;
type SortField = (typeof sortFields)[number];
/** Each sort's index of drafts; the row's language beside the id, so a page never reads a translation's row to skip it. */
const draftIndexName = (column: string) => `properties_draft_${column}_id_locale_idx`;
/** The same indexes without the language, dropped once these stand. */
const formerDraftIndexName = (column: string) => `properties_draft_${column}_id_idx`;

const propertyMeta = () => metaOf(PROPERTY_UID);
const isPostgres = () => strapi.db.dialect.client === 'postgres';

/** What start made: the sort indexes that exist, and whether the search table is kept. */
const made = { sorts: new Set<SortField>(), search: false };

export async function ensureStaffListIndexes(): Promise<void> {
  const meta = propertyMeta();
  const knex = strapi.db.connection;
  made.sorts.clear();
  for (const field of sortFields) {
    const column = columnIn(meta, field);
    try {
      await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??) WHERE ?? IS NULL', [
        draftIndexName(column),
        meta.tableName,
        column,
        columnIn(meta, 'id'),
        columnIn(meta, 'locale'),
        columnIn(meta, 'publishedAt'),
      ]);
      made.sorts.add(field);
      await dropIndexIfExists(knex, formerDraftIndexName(column));
    } catch (error) {
      strapi.log.warn(`properties: the index of drafts by ${field} could not be created: ${(error as Error).message}`);
    }
  }
  made.search = false;
  try {
    const started = Date.now();
    const filled = isPostgres() ? await ensurePostgresSearch(knex, meta) : await ensureSqliteSearch(knex, meta);
    if (filled) strapi.log.info(`properties: the staff search table was filled in ${Date.now() - started} ms`);
    made.search = true;
  } catch (error) {
    strapi.log.warn(`properties: the staff search table could not be made: ${(error as Error).message}`);
  }
}

/** The quoted names of the listings' table, its id, publication and searched columns. */
function names(knex: Knex, meta: Meta) {
  const q = (name: string) => knex.raw('??', [name]).toQuery();
  const published = q(columnIn(meta, 'publishedAt'));
  const locale = q(columnIn(meta, 'locale'));
  return {
    q,
    table: q(meta.tableName),
    id: q(columnIn(meta, 'id')),
    published,
    locale,
    fields: LIST_SEARCH_FIELDS.property.map((f) => columnIn(meta, f)),
    /** A row (`NEW`, `t`) is a listing's English draft: what staff list (a translation is a row of its own). */
    isDraft: (row: string) => `${row}.${published} IS NULL AND ${row}.${locale} = '${DEFAULT_LANGUAGE}'`,
  };
}

/**
 * PostgreSQL: the table, its trigram index (without pg_trgm, a scan of the narrow table: still far
 * cheaper than of the listings'), and one trigger. The trigger reads the row as JSON, so a column
 * a later schema drops reads as empty instead of failing every save. Filled when the trigger is
 * new: its creation locks the listings' table against writes until the fill commits, so none is
 * missed, whichever instance starts first.
 */
async function ensurePostgresSearch(knex: Knex, meta: Meta): Promise<boolean> {
  const { q, table, id, published, locale, fields, isDraft } = names(knex, meta);
  const search = q(SEARCH_TABLE);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${search} (id integer PRIMARY KEY, doc text NOT NULL)`);
  // Without it (another instance made it at the same moment, or the role may not), searches scan the narrow table.
  await ensureTrigramIndex(`${SEARCH_TABLE}_doc_idx`, SEARCH_TABLE, 'doc', 'properties: the staff search');
  const present = rowsOf(
    // The trigger as this version writes it: one of an earlier definition is made again.
    await knex.raw(
      'SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE t.tgname = ? AND t.tgrelid = to_regclass(?) AND position(? in p.prosrc) > 0',
      [PG_TRIGGER, meta.tableName, isDraft('NEW')],
    ),
  );
  if (present.length) return false;
  const doc = (row: string) =>
    `LOWER(concat_ws(chr(1), ${fields.map((f) => `to_jsonb(${row}) ->> ${knex.raw('?', [f]).toQuery()}`).join(', ')}))`;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `CREATE OR REPLACE FUNCTION ${q(PG_TRIGGER)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
       BEGIN
         IF TG_OP <> 'INSERT' THEN DELETE FROM ${search} WHERE id = OLD.${id}; END IF;
         IF TG_OP <> 'DELETE' AND ${isDraft('NEW')} THEN
           INSERT INTO ${search} (id, doc) VALUES (NEW.${id}, ${doc('NEW')})
           ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;
         END IF;
         RETURN NULL;
       END $fn$`,
    );
    await trx.raw(`DROP TRIGGER IF EXISTS ${q(PG_TRIGGER)} ON ${table}`);
    await trx.raw(
      `CREATE TRIGGER ${q(PG_TRIGGER)} AFTER INSERT OR DELETE OR UPDATE OF ${[id, published, locale, ...fields.map(q)].join(', ')} ` +
        `ON ${table} FOR EACH ROW EXECUTE FUNCTION ${q(PG_TRIGGER)}()`,
    );
    await trx.raw(`DELETE FROM ${search}`);
    await trx.raw(
      `INSERT INTO ${search} (id, doc) SELECT t.${id}, ${doc('t')} FROM ${table} AS t WHERE ${isDraft('t')}`,
    );
  });
  await knex.raw(`ANALYZE ${search}`);
  return true;
}

/**
 * SQLite: the table, its FTS5 index and the three triggers that keep both. Made afresh, filled from
 * the listings, when any of them is missing (a first start, or a schema change that rebuilt the
 * listings' table and so dropped its triggers); otherwise left as it is.
 */
async function ensureSqliteSearch(knex: Knex, meta: Meta): Promise<boolean> {
  const objects = [SEARCH_TABLE, SEARCH_FTS, ...SQLITE_TRIGGERS];
  const { q, table, id, published, locale, fields, isDraft } = names(knex, meta);
  const present = rowsOf(
    await knex.raw(`SELECT name, sql FROM sqlite_master WHERE name IN (${objects.map(() => '?').join(', ')})`, objects),
  );
  // Each object, and the triggers as this version writes them (one of an earlier definition is made again).
  const current = present
    .filter((r) => r.name === SQLITE_TRIGGERS[0] || r.name === SQLITE_TRIGGERS[1])
    .every((r) => String(r.sql).includes(isDraft('new')));
  if (present.length === objects.length && current) return false;
  const search = q(SEARCH_TABLE);
  const fts = q(SEARCH_FTS);
  const doc = (row: string) => `LOWER(${fields.map((f) => `coalesce(${row}.${q(f)}, '')`).join(` || char(1) || `)})`;
  const [onInsert, onUpdate, onDelete] = SQLITE_TRIGGERS.map(q);
  const add = (row: string) =>
    `INSERT INTO ${search} (id, doc) VALUES (${row}.${id}, ${doc(row)});
     INSERT INTO ${fts} (rowid, doc) VALUES (${row}.${id}, ${doc(row)});`;
  const remove = `DELETE FROM ${search} WHERE id = old.${id}; DELETE FROM ${fts} WHERE rowid = old.${id};`;
  await knex.transaction(async (trx) => {
    for (const trigger of SQLITE_TRIGGERS) await trx.raw('DROP TRIGGER IF EXISTS ??', [trigger]);
    await trx.raw(`DROP TABLE IF EXISTS ${fts}`);
    await trx.raw(`DROP TABLE IF EXISTS ${search}`);
    await trx.raw(`CREATE TABLE ${search} (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`);
    // The text is lowered already, with SQLite's LOWER (ASCII letters): a case-sensitive index of it
    // matches exactly what LOWER(field) LIKE LOWER(?) matches.
    await trx.raw(
      `CREATE VIRTUAL TABLE ${fts} USING fts5(doc, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
    );
    await trx.raw(
      `INSERT INTO ${search} (id, doc) SELECT t.${id}, ${doc('t')} FROM ${table} AS t WHERE ${isDraft('t')}`,
    );
    await trx.raw(`INSERT INTO ${fts} (rowid, doc) SELECT id, doc FROM ${search}`);
    await trx.raw(`CREATE TRIGGER ${onInsert} AFTER INSERT ON ${table} WHEN ${isDraft('new')} BEGIN ${add('new')} END`);
    await trx.raw(
      `CREATE TRIGGER ${onUpdate} AFTER UPDATE OF ${[id, published, locale, ...fields.map(q)].join(', ')} ON ${table} BEGIN
         ${remove}
         INSERT INTO ${search} (id, doc) SELECT new.${id}, ${doc('new')} WHERE ${isDraft('new')};
         INSERT INTO ${fts} (rowid, doc) SELECT new.${id}, ${doc('new')} WHERE ${isDraft('new')};
       END`,
    );
    await trx.raw(`CREATE TRIGGER ${onDelete} AFTER DELETE ON ${table} BEGIN ${remove} END`);
  });
  return true;
}

/** Whether a staff search of all drafts of `uid` is answered from the search table. */
export const searchIndexed = (uid: string, text: string): boolean =>
  uid === PROPERTY_UID && made.search && !!text && !text.includes(SEPARATOR);

/** SQLite's LOWER: the 26 ASCII letters, nothing else. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** The text as a LIKE pattern that finds it anywhere, its wildcards and the escape character literal. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the drafts whose searched text holds `text`, as a subquery (for the query engine's
 * `$in`, or a statement of its own). PostgreSQL: LIKE, through the trigram index; SQLite: the FTS5
 * phrase (three characters or more), or instr() over the narrow table.
 */
export function searchedIds(text: string) {
  const knex = strapi.db.connection;
  if (isPostgres())
    return knex
      .select('id')
      .from(SEARCH_TABLE)
      .whereRaw('doc LIKE LOWER(?)', [containing(text)]);
  if ([...text].length >= TRIGRAM_MIN_LENGTH)
    return knex
      .select('rowid')
      .from(SEARCH_FTS)
      .whereRaw('?? MATCH ?', [SEARCH_FTS, ftsPhrase(asciiLower(text))]);
  return knex.select('id').from(SEARCH_TABLE).whereRaw('instr(doc, LOWER(?)) > 0', [text]);
}

type Order = Array<Record<string, 'asc' | 'desc'>>;

/** The sort field and direction of a staff list's order ([{ field: dir }, { id: dir }]), when it is one. */
function sortOf(orderBy: unknown): { field: SortField; direction: 'asc' | 'desc' } | null {
  if (!Array.isArray(orderBy) || orderBy.length !== 2) return null;
  const [first, second] = orderBy as Order;
  const entries = Object.entries(first ?? {});
  if (entries.length !== 1) return null;
  const [field, direction] = entries[0] as [SortField, 'asc' | 'desc'];
  if (!sortFields.includes(field) || !['asc', 'desc'].includes(direction)) return null;
  if (Object.keys(second ?? {}).join() !== 'id' || second.id !== direction) return null;
  return { field, direction };
}

/**
 * A page of a staff search of all drafts, and its total; null when the search table does not
 * answer it (not made, a text it cannot hold, an order that is not one of the table's sorts).
 *
 * The total counts the search table's matches alone (it holds the drafts only). The page walks
 * the order's index of drafts and keeps the ids the search gave, so it stops at the page's last
 * row. Both planners would otherwise start from the matches and sort them: SQLite looking each
 * up in the wide table (100-200 ms for a common word), PostgreSQL joining all of them (about
 * 200 ms for "dubai", 70% of the listings). PostgreSQL's filter holds the matches' ids in a hash,
 * which its default memory (work_mem × hash_mem_multiplier, 8 MB) keeps for well over 100,000;
 * it finds them once for the count and the page (at offset 20,000 of "dubai": 117 -> 92 ms).
 */
export async function indexedSearchPage(
  uid: string,
  text: string,
  page: { orderBy: unknown; limit: number; offset: number },
): Promise<{ ids: number[]; total: number } | null> {
  if (!searchIndexed(uid, text)) return null;
  const sort = sortOf(page.orderBy);
  if (!sort || !made.sorts.has(sort.field)) return null;
  const meta = propertyMeta();
  return withConnection(async (knex) => {
    const { q, table, id, published } = names(knex, meta);
    const matches = searchedIds(text).toSQL();
    const column = columnIn(meta, sort.field);
    const dir = sort.direction === 'asc' ? 'ASC' : 'DESC';
    const order = `ORDER BY t0.${q(column)} ${dir}, t0.${id} ${dir} LIMIT ? OFFSET ?`;
    if (isPostgres()) {
      // One statement: the matches found once (for a common word, a scan of the narrow table that
      // costs as much as the walk), counted, and held in a hash that filters the walk of the
      // order's index (a hashed subplan; `OR false` stops the planner turning it into a join,
      // whose output it would sort).
      const [row] = rowsOf(
        await knex.raw(
          `WITH m AS MATERIALIZED (${matches.sql}) SELECT (SELECT count(*) FROM m) AS total, ARRAY(` +
            `SELECT t0.${id} FROM ${table} AS t0 WHERE t0.${published} IS NULL AND (t0.${id} IN (SELECT id FROM m) OR false) ` +
            `${order}) AS ids`,
          [...(matches.bindings as never[]), page.limit, page.offset],
        ),
      );
      return { ids: ((row?.ids as unknown[]) ?? []).map(Number), total: Number(row?.total ?? 0) };
    }
    const counted = rowsOf(
      await knex.raw(`SELECT count(*) AS count FROM (${matches.sql}) AS m`, matches.bindings as never[]),
    );
    const total = Number(counted[0]?.count ?? 0);
    if (!total || page.offset >= total) return { ids: [], total };
    // SQLite: walk this index, each entry tested against the matches.
    const rows = rowsOf(
      await knex.raw(
        `SELECT t0.${id} AS id FROM ${table} AS t0 INDEXED BY ${q(draftIndexName(column))} ` +
          `WHERE t0.${published} IS NULL AND t0.${id} IN (${matches.sql}) ${order}`,
        [...(matches.bindings as never[]), page.limit, page.offset],
      ),
    );
    return { ids: rows.map((r) => Number(r.id)), total };
  });
}
