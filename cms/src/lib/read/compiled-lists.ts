import { rowsOf, withConnection } from './row-loader';

/*
 * The page of ids and the total of a stored-forms list (docs/decisions/0017) as SQL compiled once
 * per list (docs/decisions/0042). The query engine turns the same condition into the
 * same two statements on every request: walking the condition, its joins and aliases, then
 * knex compiling the text, cost as much CPU as SQLite running them. The text depends only on
 * the condition, the order and whether there is an offset; what changes between two requests
 * of a list are the clock (`now` of the public condition: permits that expire) and the page.
 * So the query engine compiles each list once with marker values in those places, and later
 * requests run the kept text with the current values put where the markers were.
 *
 * A list whose compiled text does not show each marker exactly where expected (a condition
 * the query engine rewrites, a sort through a relation) is not kept: it goes through the query
 * engine every time.
 */

type Where = Record<string, unknown>;

interface Compiled {
  page: { sql: string; bindings: unknown[]; now: number[]; limit: number; offset: number | null };
  count: { sql: string; bindings: unknown[]; now: number[] };
}

/** Markers: values no list asks for, told apart from the list's own values by identity or position. */
const LIMIT_MARK = 987_651;
const OFFSET_MARK = 987_653;
const MAX_LISTS = 500;

const kept = new Map<string, Compiled | null>();

/** The condition with each Date replaced by one marker Date (the same object everywhere). */
function withMarker(value: unknown, marker: Date, seen: { dates: number }): unknown {
  if (value instanceof Date) {
    seen.dates += 1;
    return marker;
  }
  if (Array.isArray(value)) return value.map((v) => withMarker(v, marker, seen));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMarker(v, marker, seen)]));
  }
  return value;
}

/** The key of a list: its condition with dates as one placeholder, its order, and whether it skips rows. */
function keyOf(uid: string, where: Where, orderBy: unknown, hasOffset: boolean): string {
  let dates: number | null = null;
  return JSON.stringify({ uid, where, orderBy, hasOffset }, function (this: Record<string, unknown>, k, v) {
    // JSON.stringify has already turned a Date into text here: read the original.
    const original = this[k];
    // Values JSON cannot tell apart (NaN and Infinity as null, functions dropped, a RegExp or a
    // Map as {}) would let two conditions share one kept text: not kept. An undefined value is
    // told from an absent key.
    if (original === undefined && k !== '') return { $undefined: true };
    if (typeof original === 'number' && !Number.isFinite(original)) throw new Error('a number JSON cannot hold');
    if (typeof original === 'function' || typeof original === 'symbol') throw new Error('a value JSON drops');
    if (original && typeof original === 'object' && !(original instanceof Date) && !Array.isArray(original)) {
      const proto = Object.getPrototypeOf(original);
      if (proto !== Object.prototype && proto !== null) throw new Error('not a plain object');
    }
    if (original instanceof Date) {
      // Every date of the condition must be the same instant (the clock of one request).
      if (dates === null) dates = original.getTime();
      else if (dates !== original.getTime()) throw new Error('two instants');
      return { $now: true };
    }
    return v as unknown;
  });
}

function positions(bindings: unknown[], marker: Date): number[] {
  return bindings.flatMap((b, i) => (b === marker ? [i] : []));
}

function compile(uid: string, where: Where, orderBy: unknown, hasOffset: boolean): Compiled | null {
  const marker = new Date();
  const seen = { dates: 0 };
  const marked = withMarker(where, marker, seen) as Where;
  const builder = () => strapi.db.entityManager.createQueryBuilder(uid as never);
  const page = builder()
    .init({ where: marked, orderBy, select: ['id'], limit: LIMIT_MARK, ...(hasOffset ? { offset: OFFSET_MARK } : {}) })
    .getKnexQuery()
    .toSQL();
  const count = builder().init({ where: marked }).count().first().getKnexQuery().toSQL();
  const pageNow = positions(page.bindings as unknown[], marker);
  const countNow = positions(count.bindings as unknown[], marker);
  const n = page.bindings.length;
  const limitAt = hasOffset ? n - 2 : n - 1;
  const offsetAt = hasOffset ? n - 1 : null;
  // Kept only when every marker shows where it is expected and nowhere else.
  // Each date of the condition a binding of its own, passed as it is (not turned into text or a number).
  const datesFound = pageNow.length === seen.dates && countNow.length === seen.dates;
  const limitFound = page.bindings[limitAt] === LIMIT_MARK;
  const offsetFound = offsetAt === null || page.bindings[offsetAt] === OFFSET_MARK;
  const strays = (page.bindings as unknown[]).filter((b) => b === LIMIT_MARK || b === OFFSET_MARK).length;
  if (!datesFound || !limitFound || !offsetFound || strays !== (hasOffset ? 2 : 1)) return null;
  // The texts are run as raw SQL, whose every `?` is a value: they must have as many as bindings.
  if (placeholders(page.sql) !== page.bindings.length || placeholders(count.sql) !== count.bindings.length) return null;
  const sqlite = strapi.db.dialect.client === 'sqlite';
  return {
    page: {
      sql: sqlite ? foldedEquality(page.sql, page.bindings as unknown[]) : page.sql,
      bindings: [...page.bindings],
      now: pageNow,
      limit: limitAt,
      offset: offsetAt,
    },
    count: {
      sql: countAll(sqlite ? foldedEquality(count.sql, count.bindings as unknown[]) : count.sql),
      bindings: [...count.bindings],
      now: countNow,
    },
  };
}

const placeholders = (sql: string) => (sql.match(/\?/g) ?? []).length;

/**
 * SQLite: the query engine's case-insensitive equality (`$eqi`, the search's country and
 * location) as `col = ? COLLATE NOCASE` instead of `LOWER(col) = LOWER(?)`. SQLite's LOWER()
 * folds the 26 ASCII letters and nothing else, and so does NOCASE: the same rows match
 * (NULL matches neither way), without computing a lowered copy of the column for every row
 * the count reads (docs/decisions/0044). Only where the value is text, bound in that place;
 * the `?` stay where they were, so the kept positions of the clock, limit and offset hold.
 */
const EQI = /LOWER\((`[A-Za-z0-9_]+`\.`[A-Za-z0-9_]+`)\) = LOWER\(\?\)/g;
function foldedEquality(sql: string, bindings: unknown[]): string {
  return sql.replace(EQI, (found: string, column: string, at: number) =>
    typeof bindings[placeholders(sql.slice(0, at))] === 'string' ? `${column} = ? COLLATE NOCASE` : found,
  );
}

/**
 * The total as `count(*)`: the query engine counts the primary key, which is never null, so
 * the number is the same and SQLite need not read the id from each index entry it counts.
 */
const COUNT_ID = /^select count\(([`"])t0\1\.\1id\1\) as \1count\1 from /;
const countAll = (sql: string) =>
  sql.replace(COUNT_ID, (_found, q: string) => `select count(*) as ${q}count${q} from `);

/** A stored form as the table holds it (lib/read/stored-forms): its text, or null once cleared, and its stamp. */
export interface KeptForm {
  id: number;
  json: string | null;
  stamp: number;
}

/**
 * The ids of one page of `uid` and the number of rows that match, as the query engine's
 * findMany (select id) and count would answer them; null when the list is not one that can be
 * compiled once (the caller then asks the query engine).
 *
 * With `formsTable` on PostgreSQL, the page's stored forms come in the same statement (`forms`,
 * by id: an id without an entry has no form row). Each statement there is a round trip to
 * another process, and its send and the wake-up it causes cost the CMS more CPU than the
 * statement's own work (docs/decisions/0049): one round trip instead of three. SQLite runs the
 * statements in the CMS's own process, where they stay three.
 */
export async function pageAndTotal(
  uid: string,
  page: { where: Where; orderBy: unknown; limit: number; offset: number },
  formsTable?: string,
): Promise<{ ids: number[]; total: number; forms?: Map<number, KeptForm> } | null> {
  // The query engine leaves out a limit or offset of 0 (every row, from the first): so does a kept text only for offsets.
  if (!Number.isInteger(page.limit) || page.limit < 1 || !Number.isInteger(page.offset) || page.offset < 0) return null;
  let key: string;
  try {
    key = keyOf(uid, page.where, page.orderBy, page.offset > 0);
  } catch {
    // Two different instants in one condition (not the clock of one request), or a value JSON
    // cannot hold: the query engine answers it.
    return null;
  }
  let compiled = kept.get(key);
  if (compiled === undefined) compiled = compile(uid, page.where, page.orderBy, page.offset > 0);
  // Most recently used last, so varied searches push out the rarest lists, not the home's.
  kept.delete(key);
  kept.set(key, compiled);
  if (kept.size > MAX_LISTS) kept.delete(kept.keys().next().value!);
  if (!compiled) return null;
  const now = firstDate(page.where) ?? new Date();
  const pageBindings = [...compiled.page.bindings];
  for (const i of compiled.page.now) pageBindings[i] = now;
  pageBindings[compiled.page.limit] = page.limit;
  if (compiled.page.offset !== null) pageBindings[compiled.page.offset] = page.offset;
  const countBindings = [...compiled.count.bindings];
  for (const i of compiled.count.now) countBindings[i] = now;
  return runPageAndTotal(
    uid,
    { sql: compiled.page.sql, bindings: pageBindings },
    { sql: compiled.count.sql, bindings: countBindings },
    formsTable,
  );
}

/** One statement and its values. */
export interface Statement {
  sql: string;
  bindings: unknown[];
}

/**
 * A page's ids (`page`, a statement that selects `id` in the page's order) and its total (`count`,
 * one row with `count`). With `formsTable` on PostgreSQL, in one round trip with the page's stored
 * forms (see pageAndTotal); elsewhere as two statements side by side.
 */
export async function runPageAndTotal(
  uid: string,
  page: Statement,
  count: Statement,
  formsTable?: string,
): Promise<{ ids: number[]; total: number; forms?: Map<number, KeptForm> }> {
  const { sql: pageSql, bindings: pageBindings } = page;
  const { sql: countSql, bindings: countBindings } = count;
  if (formsTable && strapi.db.dialect.client === 'postgres') {
    return withConnection(async (knex) => {
      // The total on every row, and on a row of its own when the page is empty (past the end);
      // each id numbered in the page's order (the joins may return the rows in another).
      const rows = rowsOf(
        await knex.raw(
          `SELECT c.count AS total, p.id, p.n, f.json, f.stamp FROM (${countSql}) AS c ` +
            `LEFT JOIN (SELECT q.id, row_number() OVER () AS n FROM (${pageSql}) AS q) AS p ON true ` +
            `LEFT JOIN ?? AS f ON f.uid = ? AND f.entity_id = p.id`,
          [...countBindings, ...pageBindings, formsTable, uid] as never[],
        ),
      );
      const listed = rows.filter((r) => r.id !== null && r.id !== undefined).sort((a, b) => Number(a.n) - Number(b.n));
      const forms = new Map<number, KeptForm>();
      for (const r of listed) {
        if (r.stamp === null || r.stamp === undefined) continue;
        const id = Number(r.id);
        forms.set(id, { id, json: (r.json as string | null) ?? null, stamp: Number(r.stamp) });
      }
      return { ids: listed.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0), forms };
    });
  }
  return withConnection(async (knex) => {
    const [rows, counted] = await Promise.all([
      knex.raw(pageSql, pageBindings as never[]),
      knex.raw(countSql, countBindings as never[]),
    ]);
    return {
      ids: rowsOf(rows).map((r) => Number(r.id)),
      total: Number(rowsOf(counted)[0]?.count ?? 0),
    };
  });
}

function firstDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const d = firstDate(v);
      if (d) return d;
    }
    return null;
  }
  if (value && typeof value === 'object') return firstDate(Object.values(value));
  return null;
}
