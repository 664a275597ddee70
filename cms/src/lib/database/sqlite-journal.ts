/*
 * SQLite's write-ahead log (docs/decisions/0093). In the default rollback-journal mode every commit
 * writes and syncs a journal file, the database file and the folder: a fresh database's schema
 * set-up (some 390 transactions) took 10-16 s of a CMS start, and every save paid the same syncs.
 * In WAL mode a commit appends to one file and syncs it once, with the same durability
 * (synchronous stays FULL: a commit acknowledged is on disk), and readers no longer wait for a
 * writer. The mode is stored in the file: set once, it holds for every later connection.
 */

interface NativeSqlite {
  pragma(source: string, options?: { simple?: boolean }): unknown;
}

export function writeAheadLog(connection: NativeSqlite): void {
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
}
