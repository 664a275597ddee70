import { Client } from 'pg';
import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTING_STATUS_RANK } from '@estate/contract';
import { runSql } from './harness/database';
import { startCms, type CmsInstance } from './harness/stack';

/*
 * The public listing indexes hold published rows only (decision 0044): every listing has a draft
 * row beside its published one, and walking both doubled the cost of each public page and total.
 * They hold every column the public search filters on (decision 0089), so a search's page walk,
 * its total and the places' grouping read the index alone: the plans say so on each database.
 * A database made by an earlier version loses its earlier indexes only once every new one stands.
 */

const PUBLISHED = [
  'properties_public_listing_idx',
  'properties_public_listing_newest_idx',
  'properties_public_listing_price_asc_idx',
  'properties_public_listing_price_desc_idx',
];
const REPLACED = [
  'properties_public_search_idx',
  'properties_public_search_newest_idx',
  'properties_public_search_price_asc_idx',
  'properties_public_search_price_desc_idx',
  'properties_public_idx',
  'properties_public_newest_idx',
  'properties_public_price_asc_idx',
  'properties_public_price_desc_idx',
  'properties_published_idx',
  'properties_published_newest_idx',
  'properties_published_price_asc_idx',
  'properties_published_price_desc_idx',
];

/** The properties table's indexes and their definitions. */
async function indexes(env: Record<string, string>): Promise<Map<string, string>> {
  const rows =
    env.DATABASE_CLIENT === 'postgres'
      ? await runSql(env, "SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE tablename = 'properties'")
      : await runSql(env, "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'properties'");
  return new Map(rows.map((r) => [String(r.name), String(r.sql ?? '')]));
}

let second: CmsInstance | undefined;
afterAll(async () => second?.stop());

describe('Public listing indexes', () => {
  it('index published rows only', async () => {
    const found = await indexes(inject('cmsEnv'));
    for (const name of PUBLISHED) {
      expect(found.has(name), name).toBe(true);
      expect(found.get(name)).toMatch(/WHERE \(?["`]?published_at["`]? IS NOT NULL\)?/i);
    }
    for (const name of REPLACED) expect(found.has(name), name).toBe(false);
  });

  it('replace the full-table indexes of an earlier version when the CMS starts', async () => {
    const env = inject('cmsEnv');
    // What an earlier version left: an index of every row under a replaced name.
    await runSql(env, 'CREATE INDEX properties_public_idx ON properties (status_rank)');
    expect((await indexes(env)).has('properties_public_idx')).toBe(true);
    second = await startCms();
    const found = await indexes(env);
    expect(found.has('properties_public_idx')).toBe(false);
    for (const name of PUBLISHED) expect(found.has(name), name).toBe(true);
  });
});

/*
 * The statements of lib/listing/search-sql, with every filter of the public search at once: the
 * public condition, type, place in any case, price in each currency, rooms, studio, completion
 * and size. (The map's bounds are left to the planner, which seeks the position index.)
 */
const postgres = () => inject('cmsEnv').DATABASE_CLIENT === 'postgres';
const placeMatch = () =>
  postgres()
    ? "(LOWER(CAST(t0.country AS VARCHAR)) = LOWER('Dubai') OR LOWER(CAST(t0.location AS VARCHAR)) = LOWER('Dubai'))"
    : "(t0.country = 'Dubai' COLLATE NOCASE OR t0.location = 'Dubai' COLLATE NOCASE)";
const hint = (index: string) => (postgres() ? '' : ` INDEXED BY ${index}`);
const PUBLIC =
  `t0.published_at IS NOT NULL AND t0.locale = 'en' AND t0.status_rank < ${LISTING_STATUS_RANK['off-market']} ` +
  `AND (t0.permit_expires_at IS NULL OR t0.permit_expires_at > ${postgres() ? 'now()' : String(Date.now())})`;
const EVERY_FILTER = () =>
  `${PUBLIC} AND t0.property_type = 'Apartment' AND ${placeMatch()} AND t0.price_aed <= 5000000 ` +
  'AND t0.price >= 100000 AND t0.price_eur <= 4000000 AND t0.beds >= 1 AND t0.baths >= 1 AND t0.beds = 2 ' +
  "AND t0.completion_status = 'ready' AND t0.space >= 500 AND t0.space <= 5000";

const ORDERS = [
  ['properties_public_listing_newest_idx', 't0.status_rank ASC, t0.created_at DESC, t0.id DESC'],
  ['properties_public_listing_price_asc_idx', 't0.status_rank ASC, t0.price_aed ASC, t0.id ASC'],
  ['properties_public_listing_price_desc_idx', 't0.status_rank ASC, t0.price_aed DESC, t0.id DESC'],
] as const;

/** The plan of a statement, as text: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN lines. */
async function plan(sql: string): Promise<string> {
  const env = inject('cmsEnv');
  if (env.DATABASE_CLIENT === 'postgres') {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      // The test's table is tiny, where reading the table, or any narrow index and the row, costs
      // what the public search indexes do: what is asked here is whether those indexes serve the
      // statement alone, in its order, as the planner chooses at 100,000 listings. So, inside a
      // transaction that is rolled back, the table's other indexes are dropped and a table scan and
      // a sort (whole or incremental) priced out, and the visibility map is made current.
      await client.query('VACUUM ANALYZE properties');
      await client.query('BEGIN');
      const others = await client.query(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'properties' AND indexname NOT LIKE 'properties_public_listing_%'",
      );
      for (const { indexname } of others.rows as Array<{ indexname: string }>) {
        await client.query('SAVEPOINT drop_one');
        // An index that backs a constraint (the primary key) stays.
        await client.query(`DROP INDEX "${indexname}"`).catch(() => client.query('ROLLBACK TO SAVEPOINT drop_one'));
      }
      for (const way of ['seqscan', 'bitmapscan', 'sort', 'incremental_sort'])
        await client.query(`SET LOCAL enable_${way} = off`);
      const rows = await client.query(`EXPLAIN ${sql}`);
      await client.query('ROLLBACK');
      return (rows.rows as Array<Record<string, string>>).map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }
  const db = new Database(env.DATABASE_FILENAME, { readonly: true });
  try {
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>;
    return rows.map((r) => r.detail).join('\n');
  } finally {
    db.close();
  }
}

describe('The public search reads its indexes alone', () => {
  it.each(ORDERS)('walks %s for a page with every filter, in its order', async (index, order) => {
    const found = await plan(
      `SELECT t0.id AS id FROM properties AS t0${hint(index)} WHERE ${EVERY_FILTER()} ORDER BY ${order} LIMIT 20 OFFSET 40`,
    );
    if (postgres()) expect(found).toMatch(new RegExp(`Index Only Scan using ${index}`));
    else expect(found).toContain(`USING COVERING INDEX ${index}`);
    // In the index's order: no sort of the matches.
    expect(found).not.toMatch(/TEMP B-TREE|Sort Key/);
  });

  it('counts a search with every filter, capped or not, from the count index alone', async () => {
    const index = 'properties_public_listing_idx';
    const from = `FROM properties AS t0${hint(index)} WHERE ${EVERY_FILTER()}`;
    for (const sql of [
      `SELECT count(*) AS count ${from}`,
      `SELECT count(*) AS count FROM (SELECT 1 AS one ${from} LIMIT 1001) AS capped`,
    ]) {
      const found = await plan(sql);
      // PostgreSQL may count any of the four (each holds every filtered column); SQLite is told which.
      if (postgres()) expect(found, sql).toMatch(/Index Only Scan using properties_public_listing_/);
      else expect(found, sql).toContain(`USING COVERING INDEX ${index}`);
    }
  });

  it("finds a keyword from its own index, beside the walk of the order's index", async () => {
    const [index, order] = ORDERS[0];
    if (postgres()) {
      // A trigram index of each searched column, as the search compares it.
      const rows = await runSql(
        inject('cmsEnv'),
        "SELECT indexdef FROM pg_indexes WHERE tablename = 'properties' AND indexdef LIKE '%gin_trgm_ops%'",
      );
      const columns = rows.map((r) => /lower\(\(+(\w+)\)::character varying/i.exec(String(r.indexdef))?.[1]).sort();
      expect(columns).toEqual(expect.arrayContaining(['location', 'reference_number', 'title']));
      return;
    }
    const found = await plan(
      `SELECT t0.id AS id FROM properties AS t0${hint(index)} WHERE ${PUBLIC} AND t0.id IN ` +
        `(SELECT rowid FROM properties_keyword_fts WHERE properties_keyword_fts MATCH '"marina"') ` +
        `ORDER BY ${order} LIMIT 20`,
    );
    // The listings' own rows are never read: the keyword's matches are a set of ids.
    expect(found).toContain(`USING COVERING INDEX ${index}`);
    expect(found).toMatch(/VIRTUAL TABLE INDEX/);
    expect(found).not.toMatch(/TEMP B-TREE/);
  });

  it('groups the places from the count index alone', async () => {
    const index = 'properties_public_listing_idx';
    const found = await plan(
      `SELECT t0.country, t0.location, t0.property_type, count(*) AS n, MAX(t0.created_at) AS newest ` +
        `FROM properties AS t0${hint(index)} WHERE ${PUBLIC} GROUP BY t0.country, t0.location, t0.property_type`,
    );
    if (postgres()) expect(found).toMatch(/Index Only Scan using properties_public_listing_/);
    else expect(found).toContain(`USING COVERING INDEX ${index}`);
  });
});
