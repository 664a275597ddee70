/*
 * SQLite write transactions that wait their turn (docs/decisions/0056).
 *
 * Knex opens every transaction with a plain `BEGIN`, which SQLite makes a read transaction until
 * its first write. When another connection (another process on the same file: a second CMS in the
 * tests, the seed or a script beside a running CMS) is committing at that moment, SQLite refuses
 * the upgrade from reading to writing at once with "database is locked", without waiting: waiting
 * could deadlock, since the committer waits for this reader to finish. A staff save or a sign-up
 * then answered 500. `BEGIN IMMEDIATE` takes the write lock when the transaction starts, where
 * SQLite does wait (better-sqlite3's busy timeout, 5 s), so concurrent writers queue instead of
 * failing. Within one CMS nothing changes: its pool has one SQLite connection, so its
 * transactions already ran one at a time.
 */

interface NativeSqlite {
  prepare(sql: string): unknown;
}

export function immediateTransactions(connection: NativeSqlite): void {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql);
}
