import { LISTING_STATUS_RANK, LISTING_STATUSES, type ListingStatus } from '@estate/contract';
import { withConnection } from '../read/row-loader';
import { ROW_COLUMNS, tableNaming } from '../database/strapi-internals';
import { dropIndexIfExists } from '../database/drop-index';
import { englishSql } from '../read/publication';
import { COUNTERS_TABLE, nextReference, PROPERTY_UID, REFERENCE_COUNTER } from './listing';

/*
 * Listings at start: one reference per document held by unique indexes, and the listings stored
 * before references and statuses brought up to date.
 */

/**
 * One reference per document: a document's draft and published rows share theirs, and so do its
 * translations' rows (Strapi copies the texts that are not translated), so the unique index is one
 * per kind of English row (a partial index, on SQLite and PostgreSQL alike). Strapi's schema sync
 * leaves indexes it did not create alone; these are made at start when absent, and the earlier
 * ones, which held every language, dropped.
 */
export async function ensureReferenceIndexes(): Promise<void> {
  const { table, col } = tableNaming(PROPERTY_UID);
  const english = englishSql(PROPERTY_UID);
  for (const [name, rows, former] of [
    [
      'properties_reference_number_english_draft_uq',
      `${ROW_COLUMNS.publishedAt} IS NULL AND ${english}`,
      'properties_reference_number_draft_uq',
    ],
    [
      'properties_reference_number_english_published_uq',
      `${ROW_COLUMNS.publishedAt} IS NOT NULL AND ${english}`,
      'properties_reference_number_published_uq',
    ],
  ] as const) {
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??) WHERE ${rows}`, [
      name,
      table,
      col('referenceNumber'),
    ]);
    await dropIndexIfExists(strapi.db.connection, former);
  }
}

/**
 * Listings stored before these fields existed: each gets the status available (and its rank)
 * and a reference, in the order they were created; the counter starts above every reference
 * already given. Answers how many rows changed.
 */
export async function prepareListings(): Promise<number> {
  const db = strapi.db.query(PROPERTY_UID);
  const given = (await db.findMany({
    where: { referenceNumber: { $notNull: true } },
    select: ['referenceNumber'],
  })) as Array<{ referenceNumber: string }>;
  const highest = given.reduce((max, r) => Math.max(max, Number(/(\d+)$/.exec(r.referenceNumber)?.[1] ?? 0)), 0);
  await withConnection(async (knex) => {
    await knex.raw(`INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, 0) ON CONFLICT (name) DO NOTHING`, [
      REFERENCE_COUNTER,
    ]);
    await knex.raw(`UPDATE ${COUNTERS_TABLE} SET value = ? WHERE name = ? AND value < ?`, [
      highest,
      REFERENCE_COUNTER,
      highest,
    ]);
  });
  let changed = 0;
  const unranked = (await db.findMany({
    where: { $or: [{ listingStatus: { $null: true } }, { statusRank: { $null: true } }] },
    select: ['id', 'listingStatus'],
  })) as Array<{ id: number; listingStatus: string | null }>;
  for (const row of unranked) {
    const status = LISTING_STATUSES.includes(row.listingStatus as ListingStatus)
      ? (row.listingStatus as ListingStatus)
      : 'available';
    await db.update({
      where: { id: row.id },
      data: { listingStatus: status, statusRank: LISTING_STATUS_RANK[status] },
    });
    changed += 1;
  }
  const unnumbered = (await db.findMany({
    where: { $or: [{ referenceNumber: { $null: true } }, { referenceNumber: '' }] },
    select: ['id', 'documentId'],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })) as Array<{ id: number; documentId: string }>;
  // One number per document: its draft and published rows share it (docs/decisions/0036).
  const numbers = new Map<string, string>();
  for (const row of unnumbered) {
    let reference = numbers.get(row.documentId);
    if (!reference) numbers.set(row.documentId, (reference = await nextReference()));
    await db.update({ where: { id: row.id }, data: { referenceNumber: reference } });
    changed += 1;
  }
  return changed;
}
