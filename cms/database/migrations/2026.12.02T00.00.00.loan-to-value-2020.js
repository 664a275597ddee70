'use strict';
/**
 * The calculator's loan-to-value limits follow UAE Central Bank Resolution 31/2/2020 (decision
 * 0080). The staff area's settings form sends every constant, so a stored set holds the defaults
 * it was saved with: each first-home limit still at its earlier default (Notice 31/2013) moves to
 * the new one; a limit staff changed to anything else stays as they set it. Runs once; a database
 * made before the settings table exists has nothing stored.
 */
const TABLE = 'settings';
const COLUMN = 'buying_costs';

/** [group, key, earlier default, default now] */
const MOVES = [
  ['ltvExpat', 'firstHomeUpToThreshold', 0.75, 0.8],
  ['ltvExpat', 'firstHomeAboveThreshold', 0.65, 0.7],
  ['ltvNational', 'firstHomeUpToThreshold', 0.8, 0.85],
  ['ltvNational', 'firstHomeAboveThreshold', 0.7, 0.75],
];

/** The stored set with the earlier defaults moved; null when nothing moves. */
function moved(stored) {
  const costs = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (!costs || typeof costs !== 'object') return null;
  let changed = false;
  for (const [group, key, before, now] of MOVES) {
    const limits = costs[group];
    if (limits && typeof limits === 'object' && limits[key] === before) {
      limits[key] = now;
      changed = true;
    }
  }
  return changed ? costs : null;
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, COLUMN))) return;
    const rows = await knex(TABLE).select('id', COLUMN).whereNotNull(COLUMN);
    for (const row of rows) {
      let costs;
      try {
        costs = moved(row[COLUMN]);
      } catch {
        continue; // not JSON: the settings answer every default for it already
      }
      if (costs)
        await knex(TABLE)
          .where({ id: row.id })
          .update({ [COLUMN]: JSON.stringify(costs) });
    }
  },
};
