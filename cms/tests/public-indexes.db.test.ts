import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { runSql } from './harness/database';
import { startCms, type CmsInstance } from './harness/stack';

/*
 * The public listing indexes hold published rows only (decision 0044): every listing has a draft
 * row beside its published one, and walking both doubled the cost of each public page and total.
 * A database made by an earlier version loses its full-table indexes only once every partial one
 * stands.
 */

const PUBLISHED = [
  'properties_published_idx',
  'properties_published_newest_idx',
  'properties_published_price_asc_idx',
  'properties_published_price_desc_idx',
];
const REPLACED = [
  'properties_public_idx',
  'properties_public_newest_idx',
  'properties_public_price_asc_idx',
  'properties_public_price_desc_idx',
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
