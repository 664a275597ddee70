'use strict';
/**
 * Property answers carry the listing's own film and 360° panorama (decision 0091). The stored
 * forms of properties made before then have neither: they are cleared (with a new stamp, as any
 * write clears them) so the next read makes them again with both. Runs once; a database made
 * before the stored forms table has nothing to clear.
 */
const TABLE = 'estate_stored_forms';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    await knex(TABLE)
      .where('uid', 'api::property.property')
      .update({ json: null, stamp: knex.raw('stamp + 1') });
  },
};
