import { afterAll, describe, expect, inject, it } from 'vitest';
import { eventually } from './harness/client';
import { runSql } from './harness/database';
import { startCms, type CmsInstance } from './harness/stack';

/*
 * PostgreSQL without autovacuum (decision 0055): the CMS vacuums and analyzes the tables of its
 * schema that autovacuum does not look after, by autovacuum's own thresholds. The probe table is
 * the test's own, with autovacuum switched off on it, so the test means the same whether the
 * server's autovacuum is on or off.
 */

const onPostgres = inject('dbClient') === 'postgres';
const env = inject('cmsEnv');
const PROBE = `upkeep_probe_${process.pid}`;

let cms: CmsInstance | undefined;
afterAll(async () => {
  await cms?.stop();
  if (onPostgres) await runSql(env, `DROP TABLE IF EXISTS ${PROBE}`);
});

describe.skipIf(!onPostgres)('Database upkeep on PostgreSQL', () => {
  it('vacuums and analyzes a table autovacuum does not look after, once enough of it changed', async () => {
    await runSql(env, `CREATE TABLE ${PROBE} (id integer PRIMARY KEY, note text) WITH (autovacuum_enabled = false)`);
    await runSql(env, `INSERT INTO ${PROBE} SELECT n, 'row ' || n FROM generate_series(1, 2000) AS n`);
    await runSql(env, `DELETE FROM ${PROBE} WHERE id % 2 = 0`);
    const state = async () =>
      (
        await runSql(
          env,
          'SELECT last_vacuum, last_analyze, n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = ?',
          [PROBE],
        )
      )[0];
    // The statistics the server keeps of the deletes reach pg_stat_user_tables within a second.
    await eventually(async () => Number((await state())?.dead) === 1000, 5000);
    expect((await state())?.last_vacuum).toBeNull();

    cms = await startCms({ DB_MAINTENANCE_INTERVAL_SECONDS: '1' });
    await eventually(async () => {
      const now = await state();
      expect(now?.last_vacuum).not.toBeNull();
      expect(now?.last_analyze).not.toBeNull();
      expect(Number(now?.dead)).toBe(0);
      // Written once the round has done every table it chose, which can be after the probe.
      expect(cms!.process.log.join('')).toMatch(/database upkeep: vacuumed and analyzed \d+ table/);
      return true;
    }, 20_000);

    // The planner knows the table now: 1,000 rows, not its default guess.
    const [stats] = await runSql(env, 'SELECT reltuples FROM pg_class WHERE relname = ?', [PROBE]);
    expect(Number(stats?.reltuples)).toBe(1000);
  });
});

describe('Database upkeep settings', () => {
  it('refuses to start with an interval that is not a number of seconds, naming the variable', async () => {
    await expect(startCms({ DB_MAINTENANCE_INTERVAL_SECONDS: 'soon' })).rejects.toThrow(
      /DB_MAINTENANCE_INTERVAL_SECONDS must be a number of seconds/,
    );
  });
});
