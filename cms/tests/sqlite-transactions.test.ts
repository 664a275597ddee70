import Database from 'better-sqlite3';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Worker } from 'worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAheadLog } from '../src/lib/database/sqlite-journal';
import { immediateTransactions } from '../src/lib/database/sqlite-transactions';

/*
 * Two connections on one SQLite file, as two processes have (a second CMS, the seed beside a
 * running one). The other writer runs in a worker thread: better-sqlite3 waits synchronously.
 */

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-tx-'));
  file = path.join(dir, 'shared.db');
  const db = new Database(file);
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t (v) VALUES ('first')");
  db.close();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Another connection holding the write lock for `ms`, then committing its row. */
async function otherWriter(ms: number): Promise<Worker> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('worker_threads');
     const Database = require(workerData.module);
     const db = new Database(workerData.file);
     db.prepare('BEGIN IMMEDIATE').run();
     db.prepare("INSERT INTO t (v) VALUES ('other')").run();
     parentPort.postMessage('locked');
     setTimeout(() => { db.prepare('COMMIT').run(); db.close(); parentPort.postMessage('committed'); }, workerData.ms);`,
    { eval: true, workerData: { file, ms, module: require.resolve('better-sqlite3') } },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  return worker;
}

/** A transaction as knex runs it: BEGIN, a read, then a write. */
function readThenWrite(db: Database): void {
  db.prepare('BEGIN;').run();
  try {
    db.prepare('SELECT count(*) FROM t').get();
    db.prepare("INSERT INTO t (v) VALUES ('mine')").run();
    db.prepare('COMMIT;').run();
  } catch (error) {
    if (db.inTransaction) db.prepare('ROLLBACK;').run();
    throw error;
  }
}

describe('SQLite transactions beside another writer', () => {
  it('wait for the other writer and then commit, with BEGIN IMMEDIATE', async () => {
    const worker = await otherWriter(300);
    const db = new Database(file);
    immediateTransactions(db);
    const done = new Promise((resolve) => worker.on('message', resolve));
    readThenWrite(db);
    await done;
    const rows = db.prepare('SELECT v FROM t ORDER BY id').all() as Array<{ v: string }>;
    expect(rows.map((r) => r.v)).toEqual(['first', 'other', 'mine']);
    db.close();
  });

  it('fail with "database is locked" when the read turns into a write (plain BEGIN, what knex sends)', async () => {
    const worker = await otherWriter(300);
    const db = new Database(file);
    expect(() => readThenWrite(db)).toThrow(/database is locked/);
    await new Promise((resolve) => worker.on('message', resolve));
    db.close();
  });

  it('in the write-ahead log mode the CMS sets, a writer still waits its turn and a reader sees what was committed', async () => {
    const setUp = new Database(file);
    writeAheadLog(setUp);
    expect(setUp.pragma('journal_mode', { simple: true })).toBe('wal');
    setUp.close();
    const worker = await otherWriter(300);
    const db = new Database(file, { timeout: 5000 });
    writeAheadLog(db);
    immediateTransactions(db);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    // The other writer holds the lock: a read answers with what was committed before it.
    expect((db.prepare('SELECT v FROM t ORDER BY id').all() as Array<{ v: string }>).map((r) => r.v)).toEqual([
      'first',
    ]);
    const done = new Promise((resolve) => worker.on('message', resolve));
    readThenWrite(db);
    await done;
    const rows = db.prepare('SELECT v FROM t ORDER BY id').all() as Array<{ v: string }>;
    expect(rows.map((r) => r.v)).toEqual(['first', 'other', 'mine']);
    db.close();
  });
});
