import Database from 'better-sqlite3';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';

/**
 * The database of a test run: a fresh SQLite file, or a PostgreSQL database created for the run
 * and dropped after it (TEST_DB=postgres; server from TEST_PG_URL or DATABASE_URL, default the
 * local server as user postgres).
 */
export interface TestDatabase {
  client: 'sqlite' | 'postgres';
  env: Record<string, string>;
  drop(): Promise<void>;
}

const PG_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new database: empty, or a copy of `template` (the DATABASE_* settings of a database no CMS
 * is using at that moment). Strapi's set-up of an empty database (its tables, roles and
 * permissions: thousands of statements) is most of a CMS start; a copy of a database a CMS has
 * already set up is made in a moment and starts like one it was stopped on.
 */
export async function createTestDatabase(template?: Record<string, string>): Promise<TestDatabase> {
  const kind = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-db-'));
    const file = path.join(dir, 'test.db');
    if (template) {
      // A clean stop folds the write-ahead log into the file; a log left beside it goes along.
      for (const suffix of ['', '-wal'])
        if (fs.existsSync(template.DATABASE_FILENAME + suffix))
          fs.copyFileSync(template.DATABASE_FILENAME + suffix, file + suffix);
    }
    const env = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file };
    return { client: 'sqlite', env, drop: () => dropTestDatabase(env) };
  }
  const serverUrl = process.env.TEST_PG_URL ?? PG_DEFAULT;
  const name = `estate_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const from = template ? new URL(template.DATABASE_URL).pathname.slice(1) : null;
    await admin.query(from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`);
    // A throwaway database: a commit is not waited onto the disk (a PostgreSQL crash could lose
    // the last ones; a killed backend or CMS loses nothing). Each write of the suite was an fsync.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() };
  return { client: 'postgres', env, drop: () => dropTestDatabase(env) };
}

/** Removes a database createTestDatabase made (`env`: its DATABASE_* settings), with whatever still uses it. */
export async function dropTestDatabase(env: Record<string, string>): Promise<void> {
  if (env.DATABASE_CLIENT !== 'postgres') {
    const dir = path.dirname(env.DATABASE_FILENAME);
    if (!path.basename(dir).startsWith('estate-db-')) throw new Error(`not a test database: ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  if (!/^estate_test_\w+$/.test(name)) throw new Error(`not a test database: ${name}`);
  const c = new Client({ connectionString: process.env.TEST_PG_URL ?? PG_DEFAULT });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

/**
 * One SQL statement straight on a CMS's database (`env`: its DATABASE_* settings), with `?`
 * placeholders on both databases; answers the rows a query returns. For states no API makes:
 * values stored before a rule, a database made by an earlier version.
 */
export async function runSql(
  env: Record<string, string>,
  statement: string,
  params: unknown[] = [],
): Promise<Array<Record<string, unknown>>> {
  if (env.DATABASE_CLIENT === 'postgres') {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      let n = 0;
      const result = await client.query(
        statement.replace(/\?/g, () => `$${++n}`),
        params,
      );
      return result.rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  }
  const db = new Database(env.DATABASE_FILENAME);
  try {
    const prepared = db.prepare(statement);
    if ((prepared as unknown as { reader: boolean }).reader)
      return prepared.all(...params) as Array<Record<string, unknown>>;
    prepared.run(...params);
    return [];
  } finally {
    db.close();
  }
}

/** Strapi's stored copy of the content types' schemas, by uid. */
type StoredSchemas = Record<string, { options?: Record<string, unknown> } & Record<string, unknown>>;

/**
 * Makes a stopped CMS's database what an earlier version left: its rows changed by `statements`,
 * and Strapi's stored copy of the content types' schemas by `schemas` (what Strapi compares the
 * code's schemas with at its next start, and migrates from).
 */
export async function storeAsEarlierVersion(
  env: Record<string, string>,
  statements: string[],
  schemas: (stored: StoredSchemas) => void,
): Promise<void> {
  for (const statement of statements) await runSql(env, statement);
  const key = 'strapi_content_types_schema';
  const [stored] = await runSql(env, 'SELECT value FROM strapi_core_store_settings WHERE key = ?', [key]);
  const schema = JSON.parse(String(stored.value)) as StoredSchemas;
  schemas(schema);
  await runSql(env, 'UPDATE strapi_core_store_settings SET value = ? WHERE key = ?', [JSON.stringify(schema), key]);
}
