/**
 * PostgreSQL's trigram indexes (pg_trgm, GIN), which answer `LIKE '%…%'` from the index: the staff's
 * listing search, the contacts' search text and the inbox's searched fields. Made at start when
 * absent. The extension may be missing or the role may not create it: the searches then scan, and
 * the CMS starts all the same.
 */
export async function ensureTrigramIndex(
  name: string,
  table: string,
  /** The indexed SQL expression, its identifiers already quoted. */
  expression: string,
  /** What the index serves, for the warning when it cannot be made. */
  what: string,
): Promise<boolean> {
  const knex = strapi.db.connection;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin ((${expression}) gin_trgm_ops)`, [name, table]);
    return true;
  } catch (error) {
    strapi.log.warn(`${what}: the trigram index ${name}: ${(error as Error).message}`);
    return false;
  }
}

/*
 * SQLite's counterpart: an FTS5 table with the trigram tokenizer over some text columns of a table
 * (external content: it stores the index, not the text), kept in step by triggers on the table, so
 * that a substring search reads the rows holding the text instead of every row. A search of fewer
 * than three characters, which trigrams cannot index, is left to the table's scan.
 */

const triggersOf = (name: string) => ['ai', 'ad', 'au'].map((t) => `${name}_${t}`);

/** Whether the SQLite build has FTS5 with the trigram tokenizer (SQLite 3.34 and later). */
async function hasTrigramFts(): Promise<boolean> {
  try {
    // One connection for both (a temporary table is its connection's own).
    await strapi.db.connection.transaction(async (trx) => {
      await trx.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.trigram_probe USING fts5(t, tokenize='trigram')`);
      await trx.raw('DROP TABLE IF EXISTS temp.trigram_probe');
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes (when absent) the trigram table `name` over `columns` of `table` (rowid = its `id`) and
 * its triggers, and fills it again whenever it may have missed writes: just made, a trigger
 * missing (a table rebuilt by a schema change drops them), or a row count that differs.
 */
export async function ensureSqliteTrigramTable(
  name: string,
  table: string,
  columns: string[],
  what: string,
): Promise<boolean> {
  const knex = strapi.db.connection;
  if (!(await hasTrigramFts())) {
    strapi.log.warn(`${what}: this SQLite has no FTS5 trigram tokenizer: searches scan`);
    return false;
  }
  const q = (id: string) => knex.raw('??', [id]).toQuery();
  const cols = columns.map(q).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${q(c)}`).join(', ');
  try {
    const existing = (await knex('sqlite_master')
      .whereIn('name', [name, ...triggersOf(name)])
      .select('name')) as Array<{ name: string }>;
    const present = new Set(existing.map((r) => r.name));
    await knex.transaction(async (trx) => {
      if (!present.has(name))
        await trx.raw(
          `CREATE VIRTUAL TABLE ${q(name)} USING fts5(${cols}, content=${q(table)}, content_rowid='id', tokenize='trigram')`,
        );
      const [insert, remove, update] = triggersOf(name);
      const add = `INSERT INTO ${q(name)}(rowid, ${cols}) VALUES (new.id, ${values('new')});`;
      const drop = `INSERT INTO ${q(name)}(${q(name)}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')});`;
      await trx.raw(`DROP TRIGGER IF EXISTS ${q(insert!)}`);
      await trx.raw(`DROP TRIGGER IF EXISTS ${q(remove!)}`);
      await trx.raw(`DROP TRIGGER IF EXISTS ${q(update!)}`);
      await trx.raw(`CREATE TRIGGER ${q(insert!)} AFTER INSERT ON ${q(table)} BEGIN ${add} END`);
      await trx.raw(`CREATE TRIGGER ${q(remove!)} AFTER DELETE ON ${q(table)} BEGIN ${drop} END`);
      await trx.raw(`CREATE TRIGGER ${q(update!)} AFTER UPDATE OF ${cols} ON ${q(table)} BEGIN ${drop} ${add} END`);
      const complete = triggersOf(name).every((t) => present.has(t)) && present.has(name);
      const [{ indexed }] = (await trx.raw(`SELECT COUNT(*) AS indexed FROM ${q(`${name}_docsize`)}`)) as Array<{
        indexed: number;
      }>;
      const [{ rows }] = (await trx.raw(`SELECT COUNT(*) AS rows FROM ${q(table)}`)) as Array<{ rows: number }>;
      if (!complete || Number(indexed) !== Number(rows)) {
        await trx.raw(`INSERT INTO ${q(name)}(${q(name)}) VALUES ('rebuild')`);
        strapi.log.info(`${what}: the trigram table ${name} filled from ${rows} rows`);
      }
    });
    return true;
  } catch (error) {
    strapi.log.warn(`${what}: the trigram table ${name}: ${(error as Error).message}`);
    return false;
  }
}

/** The trigram tokenizer indexes runs of three characters: a shorter text cannot be looked up. */
export const TRIGRAM_MIN_LENGTH = 3;

/** An FTS5 query for rows holding `text` as it is (one phrase: its quotes doubled). */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The ids of the rows whose indexed columns hold `text` (any case), as a subquery for the query
 * engine's `$in`; null when the trigram table `name` cannot answer (text shorter than three
 * characters): the caller then scans.
 */
export function sqliteTrigramIds(name: string, text: string) {
  if ([...text].length < TRIGRAM_MIN_LENGTH) return null;
  return strapi.db.connection
    .select('rowid')
    .from(name)
    .whereRaw('?? MATCH ?', [name, ftsPhrase(text)]);
}
