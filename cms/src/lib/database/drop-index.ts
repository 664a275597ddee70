type Knex = typeof strapi.db.connection;

/**
 * Drops an index a former release made, when it is there. On PostgreSQL, DROP INDEX locks its
 * table: behind a long reader (a backup, another instance) it would hold every read of the table
 * up, so it gives up after 2 s and leaves the index to the next start. Throws what the database
 * said; the caller logs it.
 */
export async function dropIndexIfExists(knex: Knex, name: string): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') {
    await knex.raw('DROP INDEX IF EXISTS ??', [name]);
    return;
  }
  await knex.transaction(async (trx) => {
    await trx.raw("SET LOCAL lock_timeout = '2s'");
    await trx.raw('DROP INDEX IF EXISTS ??', [name]);
  });
}
