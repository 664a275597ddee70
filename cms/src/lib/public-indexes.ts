import { PROPERTY_UID } from './listing';

/*
 * The indexes a public page of listings is read from (issue 10, docs/decisions/0017): the public
 * order is statusRank ascending (available first), then newest or price descending, so it mixes
 * directions, which an index of ascending columns cannot give in order: the database sorted every
 * public listing into a temporary tree for each page (50 ms at 10,000 listings on SQLite). These
 * indexes hold each public order as it is read, with the columns of the public condition (permit
 * expiry, publication) and of the commonest filters (country or location, type) beside it, so a
 * page is a walk of the index and the total a count of one index, neither reading the table's
 * wide rows. Strapi's index definitions have no column directions, so
 * they are made here at start (IF NOT EXISTS); Strapi's schema sync leaves indexes it did not
 * create alone.
 */

interface Meta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

/** The public condition's columns and the filters visitors use most (the quick buttons, the home search). */
const COVERED: Array<[string]> = [['permitExpiresAt'], ['publishedAt'], ['country'], ['location'], ['propertyType']];

const INDEXES: Record<string, Array<[attribute: string, direction?: 'desc']>> = {
  properties_public_newest_idx: [['statusRank'], ['createdAt', 'desc'], ['id', 'desc'], ...COVERED],
  properties_public_price_desc_idx: [['statusRank'], ['priceAed', 'desc'], ['id', 'desc'], ...COVERED],
  properties_public_price_asc_idx: [['statusRank'], ['priceAed'], ['id'], ...COVERED],
  properties_public_idx: [['statusRank'], ...COVERED],
};

export async function ensurePublicListingIndexes(): Promise<void> {
  const meta = strapi.db.metadata.get(PROPERTY_UID) as unknown as Meta;
  const knex = strapi.db.connection;
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  for (const [name, columns] of Object.entries(INDEXES)) {
    const list = columns.map(
      ([attribute, direction]) => `${knex.raw('??', [column(attribute)]).toQuery()}${direction ? ' DESC' : ''}`,
    );
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${list.join(', ')})`, [name, meta.tableName]);
    } catch (error) {
      // Slower pages, never a CMS that does not start.
      strapi.log.warn(`properties: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
}
