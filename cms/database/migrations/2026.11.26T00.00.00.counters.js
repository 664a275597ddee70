'use strict';
/**
 * Counters that only go up (cms/src/lib/listing/listing.ts, docs/decisions/0020): one row per
 * sequence, incremented in one statement, so two saves at once on any number of CMS instances never
 * get the same number and a number once handed out is never handed out again (even when its listing
 * is deleted). Not a Strapi content type: nobody edits it.
 */
const TABLE = 'estate_counters';

module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.string('name', 100).notNullable().primary();
      t.bigInteger('value').notNullable().defaultTo(0);
    });
  },
};
