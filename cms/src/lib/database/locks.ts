import { createHash } from 'crypto';

export interface Transaction {
  raw(sql: string, bindings: unknown[]): Promise<unknown>;
}

const LOCK_CLASS = 0x51_06;

/**
 * A lock held until the surrounding transaction ends, shared by every CMS instance: saves that
 * must see each other's work (a free slug, the one full-width item, one subscriber per address)
 * take it before they read. PostgreSQL advisory lock; SQLite runs one write transaction at a time
 * already.
 */
export async function transactionLock(trx: Transaction, scope: string): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  const key = createHash('sha1').update(scope).digest().readInt32BE(0);
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCK_CLASS, key]);
}
