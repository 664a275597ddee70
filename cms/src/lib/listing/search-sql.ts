import { DEFAULT_LANGUAGE, LISTING_STATUS_RANK, sizeInSqft, toPriceNumber, type Currency } from '@estate/contract';
import { typeOf, type ParsedPropertyFilter } from '../read/filters';
import type { Statement } from '../read/compiled-lists';
import { PROPERTY_UID } from './listing';
import { ftsPhrase, TRIGRAM_MIN_LENGTH } from '../database/trigram';
import { KEYWORD_FTS, PUBLIC_INDEX, publicIndexMade } from './public-indexes';
import { columnIn, dbTime, metaOf } from '../database/strapi-internals';

/*
 * The public property search as SQL written here (docs/decisions/0089), rather than through the
 * query engine: the same rows in the same order as lib/read/filters' conditions and
 * lib/listing/public-listings' public order, for statements that read the public search indexes
 * (lib/listing/public-indexes) alone.
 *
 * - Each condition is the query engine's own, column for column: `$eqi` as LOWER(CAST(col AS
 *   VARCHAR)) = LOWER(?) on PostgreSQL and as `col = ? COLLATE NOCASE` on SQLite (whose LOWER folds
 *   the 26 ASCII letters, as NOCASE does: docs/decisions/0044), `$containsi` as LOWER(col) LIKE
 *   LOWER(?) with the wildcards of the text escaped, dates as each database stores them; on SQLite a
 *   keyword of three characters or more is looked up in its trigram table instead (which folds
 *   the case of every letter, not only ASCII's).
 * - SQLite is told which index to read (INDEXED BY, when start made it): its planner otherwise takes
 *   a narrower index of one filter column and looks every match up in the table, or sorts.
 * - The total may stop counting at a cap (`countUpTo`): a count of at most cap + 1 matches, which
 *   tells "more than cap" from "exactly cap" and stops the walk there.
 */

const isPostgres = () => strapi.db.dialect.client === 'postgres';

/** The listings' table and a quoted `t0.column` for an attribute. */
function naming() {
  const meta = metaOf(PROPERTY_UID);
  const knex = strapi.db.connection;
  const q = (name: string) => knex.raw('??', [name]).toQuery();
  return {
    table: q(meta.tableName),
    col: (attribute: string) => `t0.${q(columnIn(meta, attribute))}`,
  };
}

/** The query engine's escaping of a LIKE pattern: its wildcards and the escape character, literal. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The query engine's case-insensitive equality of a text column to a value. */
function equalsFolded(column: string, value: string, out: unknown[]): string {
  out.push(value);
  return isPostgres() ? `LOWER(CAST(${column} AS VARCHAR)) = LOWER(?)` : `${column} = ? COLLATE NOCASE`;
}

/** The query engine's `$containsi`. */
function containsFolded(column: string, text: string, out: unknown[]): string {
  out.push(`%${escapeLike(text)}%`);
  return isPostgres()
    ? `LOWER(CAST(${column} AS VARCHAR)) LIKE LOWER(?)`
    : `LOWER(${column}) LIKE LOWER(?) ESCAPE '\\'`;
}

const PRICE_COLUMNS: Record<Currency, string> = { AED: 'priceAed', USD: 'price', EUR: 'priceEur' };

/** Whether a keyword is looked up in SQLite's keyword index (three characters or more, the index kept). */
const keywordIndexed = (text: string) =>
  !isPostgres() && publicIndexMade(KEYWORD_FTS) && [...text].length >= TRIGRAM_MIN_LENGTH;

/**
 * Rows of the keyword index (drafts and published alike) up to which a keyword counts as rare: its
 * matches are then read first and sorted (well under a millisecond for a few hundred), where a walk
 * of the order's index would step over every public listing to find them (20-30 ms at 100,000).
 * A commoner keyword walks the index, each entry tested against the set of matches.
 */
const RARE_KEYWORD_ROWS = 2000;

/** Whether a search's keyword is rare enough on SQLite for its matches to be read first (see RARE_KEYWORD_ROWS). */
export async function keywordIsRare(f: ParsedPropertyFilter): Promise<boolean> {
  if (!f.q || !keywordIndexed(f.q)) return false;
  const rows = (await strapi.db.connection.raw(
    `SELECT count(*) AS n FROM (SELECT rowid FROM ?? WHERE ?? MATCH ? LIMIT ?) AS matches`,
    [KEYWORD_FTS, KEYWORD_FTS, ftsPhrase(f.q), RARE_KEYWORD_ROWS + 1],
  )) as Array<{ n: number }>;
  return Number(rows[0]?.n ?? 0) <= RARE_KEYWORD_ROWS;
}

/**
 * The public condition and the search's filters as one WHERE text over `t0` and its values, in
 * the terms of lib/read/filters' propertyWhere and lib/listing/public-listings' publicPropertyWhere.
 * Throws the same 400 as they do for a type that is none.
 */
export function searchCondition(
  f: ParsedPropertyFilter,
  now: Date,
  col = naming().col,
  { located = false }: { located?: boolean } = {},
): Statement {
  const parts: string[] = [];
  const b: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    b.push(...values);
  };
  // The public condition: the published row, a public status, a permit not yet expired.
  add(`${col('publishedAt')} IS NOT NULL`);
  // The English row: a listing's translations are rows of their own (docs/decisions/0102).
  add(`${col('locale')} = ?`, DEFAULT_LANGUAGE);
  add(`${col('statusRank')} < ?`, LISTING_STATUS_RANK['off-market']);
  add(`(${col('permitExpiresAt')} IS NULL OR ${col('permitExpiresAt')} > ?)`, dbTime(now));

  const type = typeOf(f.propertyType);
  if (type) add(`${col('propertyType')} = ?`, type);
  if (f.country) {
    const values: unknown[] = [];
    const either = `(${equalsFolded(col('country'), f.country, values)} OR ${equalsFolded(col('location'), f.country, values)})`;
    add(either, ...values);
  }
  const price = toPriceNumber(f.price);
  if (price !== null) add(`${col('priceAed')} <= ?`, price);
  const priceColumn = col(PRICE_COLUMNS[f.currency ?? 'AED']);
  const minPrice = toPriceNumber(f.minPrice);
  const maxPrice = toPriceNumber(f.maxPrice);
  if (minPrice !== null) add(`${priceColumn} >= ?`, minPrice);
  if (maxPrice !== null) add(`${priceColumn} <= ?`, maxPrice);
  const beds = toPriceNumber(f.beds);
  if (beds !== null) add(`${col('beds')} >= ?`, beds);
  const baths = toPriceNumber(f.baths);
  if (baths !== null) add(`${col('baths')} >= ?`, baths);
  if (f.studio) add(`${col('beds')} = ?`, 0);
  if (f.completionStatus) add(`${col('completionStatus')} = ?`, f.completionStatus);
  if (f.q && keywordIndexed(f.q)) {
    // SQLite: the rows whose title, place or reference hold the text, from the keyword index.
    const fts = strapi.db.connection.raw('??', [KEYWORD_FTS]).toQuery();
    add(`${col('id')} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`, ftsPhrase(f.q));
  } else if (f.q) {
    const values: unknown[] = [];
    const any = ['title', 'location', 'referenceNumber'].map((field) => containsFolded(col(field), f.q!, values));
    add(`(${any.join(' OR ')})`, ...values);
  }
  const minSize = toPriceNumber(f.minSize);
  const maxSize = toPriceNumber(f.maxSize);
  if (minSize !== null) add(`${col('space')} >= ?`, sizeInSqft(minSize, f.sizeUnit));
  if (maxSize !== null) add(`${col('space')} <= ?`, sizeInSqft(maxSize, f.sizeUnit));
  // The map's markers: the listings with a position only.
  if (located) add(`${col('latitude')} IS NOT NULL AND ${col('longitude')} IS NOT NULL`);
  if (f.bbox) {
    const [minLng, minLat, maxLng, maxLat] = f.bbox;
    add(`${col('latitude')} BETWEEN ? AND ?`, minLat, maxLat);
    add(`${col('longitude')} BETWEEN ? AND ?`, minLng, maxLng);
  }
  return { sql: parts.join(' AND '), bindings: b };
}

/** The public order of a sort (lib/listing/public-listings publicOrder of lib/read/filters propertyOrder) and its index. */
function orderOf(sort: ParsedPropertyFilter['sort'], col: (a: string) => string): { sql: string; index: string } {
  switch (sort) {
    case 'price-asc':
      return {
        sql: `${col('statusRank')} ASC, ${col('priceAed')} ASC, ${col('id')} ASC`,
        index: PUBLIC_INDEX.priceAsc,
      };
    case 'price-desc':
      return {
        sql: `${col('statusRank')} ASC, ${col('priceAed')} DESC, ${col('id')} DESC`,
        index: PUBLIC_INDEX.priceDesc,
      };
    default:
      return {
        sql: `${col('statusRank')} ASC, ${col('createdAt')} DESC, ${col('id')} DESC`,
        index: PUBLIC_INDEX.newest,
      };
  }
}

/** `FROM table AS t0`, on SQLite naming the index to read (`index`) when start made it. */
function from(table: string, index: string | null): string {
  const hint =
    index && !isPostgres() && publicIndexMade(index)
      ? ` INDEXED BY ${strapi.db.connection.raw('??', [index]).toQuery()}`
      : '';
  return `FROM ${table} AS t0${hint}`;
}

export interface SearchStatements {
  /** The page's ids, in the search's order. */
  page: Statement;
  /** One row, `count`: every match, or at most countUpTo + 1 of them. */
  count: Statement;
}

/** The statements of one page of a public search and of its total (capped at `countUpTo` + 1 when asked). */
export function searchStatements(
  f: ParsedPropertyFilter,
  page: { limit: number; offset: number; countUpTo?: number; rareKeyword?: boolean; located?: boolean },
  now = new Date(),
): SearchStatements {
  const { table, col } = naming();
  const where = searchCondition(f, now, col, { located: page.located });
  const order = orderOf(f.sort, col);
  // The map's bounds: the planner seeks the position index (properties_latitude_longitude_idx) and
  // sorts the few listings in a box, where a walk of the order's index would read every entry; a
  // rare keyword's few matches (keywordIsRare) are likewise read first.
  const hinted = !f.bbox && !page.rareKeyword;
  const pageSql = `SELECT ${col('id')} AS id ${from(table, hinted ? order.index : null)} WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`;
  const counted = `${from(table, hinted ? PUBLIC_INDEX.count : null)} WHERE ${where.sql}`;
  const count: Statement =
    page.countUpTo === undefined
      ? { sql: `SELECT count(*) AS count ${counted}`, bindings: where.bindings }
      : {
          sql: `SELECT count(*) AS count FROM (SELECT 1 AS one ${counted} LIMIT ?) AS capped`,
          bindings: [...where.bindings, page.countUpTo + 1],
        };
  return {
    page: { sql: pageSql, bindings: [...where.bindings, page.limit, page.offset] },
    count,
  };
}

/**
 * The public listings grouped by country, location and type, with how many each group holds and its
 * newest creation: what the search's places are counted from (lib/listing/search), one walk of the
 * count index.
 */
export function placeGroupsStatement(now = new Date()): Statement {
  const { table, col } = naming();
  const where = searchCondition({}, now, col);
  const keys = [col('country'), col('location'), col('propertyType')];
  return {
    sql:
      `SELECT ${keys[0]} AS country, ${keys[1]} AS location, ${keys[2]} AS type, count(*) AS n, ` +
      `MAX(${col('createdAt')}) AS newest ${from(table, PUBLIC_INDEX.count)} WHERE ${where.sql} GROUP BY ${keys.join(', ')}`,
    bindings: where.bindings,
  };
}
