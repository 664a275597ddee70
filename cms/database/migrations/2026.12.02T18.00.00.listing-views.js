'use strict';
/**
 * Views of listing pages per listing and Dubai day (cms/src/lib/reports/page-views.ts,
 * docs/decisions/0084): the web server counts them without cookies and hands them over in batches,
 * each added to its row in one statement. No address, no visitor: a count per page and day. Not a
 * Strapi content type: nobody edits it.
 */
const TABLE = 'estate_listing_views';

module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable(TABLE)) return;
    await knex.schema.createTable(TABLE, (t) => {
      t.string('kind', 20).notNullable();
      t.string('listing_id', 64).notNullable();
      t.string('day', 10).notNullable();
      t.bigInteger('views').notNullable().defaultTo(0);
      t.primary(['listing_id', 'day', 'kind']);
    });
    // The reports read a range of days for every listing at once.
    await knex.schema.alterTable(TABLE, (t) => t.index(['day', 'listing_id', 'views'], `${TABLE}_day_idx`));
  },
};
