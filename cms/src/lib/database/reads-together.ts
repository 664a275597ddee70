/**
 * Independent reads, side by side where that is safe: at once on the pool's connections, one
 * after the other inside a transaction. A transaction has one connection, which takes one query
 * at a time: node-postgres queues a second query sent to a busy client, a use it has deprecated
 * and that pg 9 refuses, and it would only have waited anyway.
 */
export async function readsTogether<T extends unknown[]>(
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!strapi.db.inTransaction()) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
