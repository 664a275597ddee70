import { withConnection } from './row-loader';
import { tableNaming } from '../database/strapi-internals';

/**
 * The distinct values of one text column (locations, countries) for the search dropdowns,
 * without reading the table (docs/decisions/0015).
 *
 * A plain SELECT DISTINCT reads every row (PostgreSQL has no skip scan, SQLite reads the whole
 * index), so its cost grows with the catalogue. This walks the index on (column, created_at)
 * instead ("loose index scan"): each step asks the index for the next value above the last one,
 * and one more lookup per value gives its newest row, so the cost grows with the number of
 * distinct values only. The recursive query is standard SQL that SQLite and PostgreSQL both run.
 *
 * Values come back trimmed, one per case-insensitive spelling (the spelling of the newest row),
 * newest first: the order the web's dropdowns had when they were built from the full list.
 */

type Knex = typeof strapi.db.connection;

/** At most this many values: a dropdown longer than that is unusable, and the walk stays bounded. */
export const DISTINCT_MAX = 1000;

interface Column {
  table: string;
  column: string;
  createdAt: string;
}

function walkedColumns(uid: string, field: string): Column {
  const { table, col } = tableNaming(uid);
  return { table, column: col(field), createdAt: col('createdAt') };
}

/** A condition on the rows whose values count (SQL with ? bindings), e.g. the public ones. */
export interface RowCondition {
  sql: string;
  bindings: unknown[];
}

async function walk(knex: Knex, { table, column, createdAt }: Column, only?: RowCondition) {
  const t = knex.ref(table).toQuery();
  const c = knex.ref(column).toQuery();
  const at = knex.ref(createdAt).toQuery();
  const and = only ? ` AND (${only.sql})` : '';
  const b = only?.bindings ?? [];
  const result: unknown = await knex.raw(
    `WITH RECURSIVE walk(v, n) AS (
       SELECT MIN(${c}), 1 FROM ${t} WHERE ${c} IS NOT NULL${and}
       UNION ALL
       SELECT (SELECT ${c} FROM ${t} WHERE ${c} > walk.v${and} ORDER BY ${c} LIMIT 1), walk.n + 1
       FROM walk WHERE walk.v IS NOT NULL AND walk.n < ?
     )
     SELECT walk.v AS value, (SELECT MAX(${at}) FROM ${t} WHERE ${c} = walk.v${and}) AS newest
     FROM walk WHERE walk.v IS NOT NULL`,
    [...b, ...b, DISTINCT_MAX, ...b],
  );
  // knex.raw answers rows directly on SQLite and { rows } on PostgreSQL.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows as Array<{ value: string; newest: string | number | Date | null }>;
}

const time = (v: string | number | Date | null): number => {
  if (v === null) return 0;
  const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
  return Number.isFinite(t) ? t : 0;
};

/** The distinct trimmed values of `field` of content type `uid`, newest first, case-insensitively one each. */
export async function distinctValues(uid: string, field: string, only?: RowCondition): Promise<string[]> {
  const rows = await withConnection((knex) => walk(knex, walkedColumns(uid, field), only));
  const sorted = rows
    .map((r) => ({ value: String(r.value).trim(), newest: time(r.newest) }))
    .filter((r) => r.value !== '')
    .sort((a, b) => b.newest - a.newest || a.value.localeCompare(b.value));
  const seen = new Map<string, string>();
  for (const { value } of sorted) if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()];
}
