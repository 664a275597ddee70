'use strict';
/**
 * Listing answers carry their pictures' alternative texts and captions (imageTexts, decision 0087).
 * The stored forms of properties, developments and areas made before then have none: they are
 * cleared (with a new stamp, as any write clears them) so the next read makes them again. Runs
 * once; a database made before the stored forms table has nothing to clear.
 */
const TABLE = 'estate_stored_forms';
const UIDS = ['api::property.property', 'api::development.development', 'api::area.area'];

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    await knex(TABLE)
      .whereIn('uid', UIDS)
      .update({ json: null, stamp: knex.raw('stamp + 1') });
  },
};
