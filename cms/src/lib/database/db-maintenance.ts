/**
 * PostgreSQL's planner statistics and visibility maps, kept up when autovacuum does not keep them
 * (docs/decisions/0055).
 *
 * PostgreSQL plans every statement from statistics that ANALYZE gathers, and answers a covering
 * index without reading the table only for pages that VACUUM has marked all-visible. Autovacuum
 * does both in the background, but it can be switched off (the setting `autovacuum`, or
 * `autovacuum_enabled = false` on a table), and after a bulk load it runs only a minute or more
 * later. Without them, measured at 10,000 listings: a listing's draft row was found by walking a
 * partial unique index of every draft (5-10 ms instead of 0.1), a page of 100 listings sorted the
 * table's rows instead of walking its index (31 ms instead of 5.5), and a save took 177 ms
 * instead of 115 (p50).
 *
 * `upkeep` runs `VACUUM (ANALYZE)` on the tables of the CMS's schema that need it by
 * autovacuum's own default thresholds, one at a time, on one instance at a time (an advisory
 * lock), and only where autovacuum is off, unless asked for every table (the seed does after its
 * bulk load, as pg_restore's documentation asks). The CMS runs it at start and every
 * DB_MAINTENANCE_INTERVAL_SECONDS (default 600; 0 switches it off). SQLite needs none of this:
 * it has no dead rows to clear and its plans here are made without statistics
 * (lib/listing/public-indexes).
 */

import { Client, type ClientConfig } from 'pg';

const LOCK_CLASS = 0x51_07;
const LOCK_KEY = 1;
/** The first pass waits this long after start (at most the interval): siblings starting in a
 * rolling deploy create their indexes first. */
const FIRST_PASS_MS = 30_000;
/** How long a stopping CMS waits for a VACUUM before cancelling it. */
const STOP_WAIT_MS = 2_000;

/** What pg_stat_user_tables says of a table, with whether autovacuum looks after it. */
interface TableState {
  name: string;
  autovacuum: boolean;
  live: number;
  dead: number;
  modified: number;
  inserted: number;
  analyzed: boolean;
}

// Autovacuum's default thresholds (postgresql.conf): analyze after 50 + 10 % of the rows
// changed, vacuum after 50 + 20 % dead rows or 1,000 + 20 % inserted rows (n_ins_since_vacuum:
// PostgreSQL 13+; Strapi 5 needs 14+).
const needsUpkeep = (t: TableState) =>
  (!t.analyzed && t.live + t.modified > 0) ||
  t.modified > 50 + 0.1 * t.live ||
  t.dead > 50 + 0.2 * t.live ||
  t.inserted > 1000 + 0.2 * t.live;

export const isPostgres = () => strapi.db.dialect.client === 'postgres';

/**
 * The tables of the schema Strapi's tables are in (DATABASE_SCHEMA, config/database.ts, else
 * the connection's) that this role may vacuum (its own, or any for a superuser).
 */
async function tableStates(client: Client, schema: string | null): Promise<TableState[]> {
  const { rows } = await client.query(
    `SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name,
            current_setting('autovacuum')::bool AND coalesce((
              SELECT o.option_value::bool FROM pg_options_to_table(c.reloptions) o
               WHERE o.option_name = 'autovacuum_enabled'), true) AS autovacuum,
            s.n_live_tup AS live, s.n_dead_tup AS dead, s.n_mod_since_analyze AS modified,
            s.n_ins_since_vacuum AS inserted,
            (s.last_analyze IS NOT NULL OR s.last_autoanalyze IS NOT NULL) AS analyzed
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = coalesce($1, current_schema())
        AND (pg_has_role(current_user, c.relowner, 'MEMBER')
             OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user))`,
    [schema],
  );
  return rows.map((r) => ({
    name: String(r.name),
    autovacuum: r.autovacuum === true,
    live: Number(r.live),
    dead: Number(r.dead),
    modified: Number(r.modified),
    inserted: Number(r.inserted),
    analyzed: r.analyzed === true,
  }));
}

/** The connection of the upkeep under way, so a stopping CMS can cancel its statement. */
let busy: (Client & { processID?: number }) | undefined;

/**
 * VACUUM (ANALYZE) of each table that needs it where autovacuum is off; with `everyTable` (after
 * a bulk load) of every table, waiting for another instance's upkeep to end
 * rather than skipping. Answers the tables it worked on; none when another instance holds the
 * upkeep already. A table locked by someone else (an index being built, a schema change) is
 * skipped (SKIP_LOCKED) rather than queued behind. VACUUM cannot run inside a transaction, and a
 * connection lost half-way must not go back to the pool: it runs on a connection of its own
 * (one beyond DATABASE_POOL_MAX while it runs), closed after.
 */
export async function upkeep({ everyTable = false }: { everyTable?: boolean } = {}): Promise<string[]> {
  if (!isPostgres()) return [];
  const settings = (
    strapi.db.connection.client as unknown as { connectionSettings: ClientConfig & { schema?: string } }
  ).connectionSettings;
  const client = new Client({ ...settings, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {}); // a connection lost while idle: the next query fails and says so
  try {
    await client.connect();
    busy = client;
    if (everyTable) await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_CLASS, LOCK_KEY]);
    else {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS mine', [LOCK_CLASS, LOCK_KEY]);
      if (rows[0]?.mine !== true) return [];
    }
    const done: string[] = [];
    for (const table of await tableStates(client, settings.schema || null)) {
      // After a bulk load every table: the counts of the last writes may not have reached
      // pg_stat_user_tables yet, and an empty table costs nothing.
      if (!everyTable && (table.autovacuum || !needsUpkeep(table))) continue;
      // The name comes from quote_ident above.
      await client.query(`VACUUM (ANALYZE, SKIP_LOCKED) ${table.name}`);
      done.push(table.name);
    }
    // The advisory lock ends with the session.
    return done;
  } finally {
    busy = undefined;
    await client.end().catch(() => {});
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

/** DB_MAINTENANCE_INTERVAL_SECONDS in milliseconds; throws naming the variable when it is no number of seconds. */
export function intervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DB_MAINTENANCE_INTERVAL_SECONDS?.trim();
  const seconds = raw ? Number(raw) : 600;
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`DB_MAINTENANCE_INTERVAL_SECONDS must be a number of seconds (0 switches it off), not "${raw}"`);
  return seconds * 1000;
}

function runUpkeep(): void {
  if (running) return;
  const started = Date.now();
  running = upkeep()
    .then((tables) => {
      if (tables.length)
        strapi.log.info(
          `database upkeep: vacuumed and analyzed ${tables.length} table(s) autovacuum does not look after in ${Date.now() - started} ms`,
        );
    })
    .catch((error: Error) => strapi.log.warn(`database upkeep failed (tried again later): ${error.message}`))
    .finally(() => (running = undefined));
}

/** The first pass shortly after start, then every interval, on PostgreSQL. */
export function startDbMaintenance(): void {
  const every = intervalMs();
  if (!isPostgres() || !every || timer) return;
  timer = setTimeout(
    function pass() {
      runUpkeep();
      timer = setTimeout(pass, every);
      timer.unref();
    },
    Math.min(every, FIRST_PASS_MS),
  );
  timer.unref();
}

/** Stops the timer; a VACUUM still running after STOP_WAIT_MS is cancelled. */
export async function stopDbMaintenance(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!running) return;
  const ended = running.then(() => true);
  const inTime = await Promise.race([
    ended,
    new Promise<false>((r) => setTimeout(() => r(false), STOP_WAIT_MS).unref()),
  ]);
  if (!inTime && busy?.processID)
    await strapi.db.connection.raw('SELECT pg_cancel_backend(?)', [busy.processID]).catch(() => {});
  await running;
}
