'use strict';
/**
 * The table of stored serialised forms (cms/src/lib/read/stored-forms.ts, docs/decisions/0017): one
 * row per entity of a stored type, its contract answer as JSON (NULL when a write cleared it) and
 * a stamp that every clearing bumps. Not a Strapi content type: nobody edits it, and Strapi's
 * schema sync leaves tables it did not create alone. Runs before Strapi creates its own tables,
 * so it refers to none of them; rows of deleted entities are never read.
 */
const TABLE = 'estate_stored_forms';

module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.string('uid', 255).notNullable();
      t.integer('entity_id').notNullable();
      t.integer('stamp').notNullable().defaultTo(0);
      t.text('json').nullable();
      t.primary(['uid', 'entity_id']);
    });
  },
};
