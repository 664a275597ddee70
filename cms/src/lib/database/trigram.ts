/**
 * PostgreSQL's trigram indexes (pg_trgm, GIN), which answer `LIKE '%…%'` from the index: the staff's
 * listing search, the contacts' search text and the inbox's searched fields. Made at start when
 * absent. The extension may be missing or the role may not create it: the searches then scan, and
 * the CMS starts all the same.
 */
export async function ensureTrigramIndex(
  name: string,
  table: string,
  /** The indexed SQL expression, its identifiers already quoted. */
  expression: string,
  /** What the index serves, for the warning when it cannot be made. */
  what: string,
): Promise<boolean> {
  const knex = strapi.db.connection;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin ((${expression}) gin_trgm_ops)`, [name, table]);
    return true;
  } catch (error) {
    strapi.log.warn(`${what}: the trigram index ${name}: ${(error as Error).message}`);
    return false;
  }
}
