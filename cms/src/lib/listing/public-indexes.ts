import { ensureSqliteTrigramTable, ensureTrigramIndex } from '../database/trigram';
import { PROPERTY_UID } from './listing';
import { columnIn, metaOf, type Meta as StrapiMeta } from '../database/strapi-internals';
import { dropIndexIfExists } from '../database/drop-index';

/*
 * The indexes a public page of listings is read from (docs/decisions/0017): the public
 * order is statusRank ascending (available first), then newest or price descending, so it mixes
 * directions, which an index of ascending columns cannot give in order: without these the database
 * sorts every public listing into a temporary tree for each page (50 ms at 10,000 listings on
 * SQLite). These
 * indexes hold each public order as it is read, with the columns of the public condition (permit
 * expiry, publication) and of every public filter beside it, so a page is a walk of the index and
 * the total a count of one index, neither reading the table's wide rows (the keyword search `q`
 * reads its own index: KEYWORD_FTS below). Strapi's index definitions have no column directions, so
 * they are made here at start (IF NOT EXISTS); Strapi's schema sync leaves indexes it did not
 * create alone.
 *
 * Each holds the published rows only (a partial index, `WHERE published_at IS NOT NULL`, on
 * SQLite and PostgreSQL alike): every listing has a draft row beside its published one
 * (docs/decisions/0036), and the public condition names the published row, so an index of
 * every row made each total count, and each page walk step over, twice the entries it keeps
 * (docs/decisions/0044). Both databases take a partial index for a query whose condition
 * requires its own. The earlier indexes (of every row, then of fewer columns) are dropped.
 */

/**
 * The public condition's columns and the columns every public filter reads (docs/decisions/0089):
 * type, place, price in each currency, rooms, size, completion and position. A search's page walk
 * and its total then read the index alone whatever the visitor filters on; with the condition's
 * columns only, each entry a filter on beds or price stepped over was a look-up of the wide row
 * (descriptions), 100,000 of them for a total at 100,000 listings.
 */
const COVERED: Array<[string]> = [
  ['permitExpiresAt'],
  ['publishedAt'],
  // The English row is the listing; its translations are rows of their own (docs/decisions/0102).
  ['locale'],
  ['country'],
  ['location'],
  ['propertyType'],
  ['priceAed'],
  ['price'],
  ['priceEur'],
  ['beds'],
  ['baths'],
  ['space'],
  ['completionStatus'],
  ['latitude'],
  ['longitude'],
];

/** The index each public order is walked in, and the one a total (or the places' grouping) counts. */
export const PUBLIC_INDEX = {
  newest: 'properties_public_listing_newest_idx',
  priceDesc: 'properties_public_listing_price_desc_idx',
  priceAsc: 'properties_public_listing_price_asc_idx',
  count: 'properties_public_listing_idx',
} as const;

/** The order's columns first (with the order's directions), the covered columns after. */
const INDEXES: Record<string, Array<[attribute: string, direction?: 'desc']>> = {
  [PUBLIC_INDEX.newest]: [['statusRank'], ['createdAt', 'desc'], ['id', 'desc'], ...COVERED],
  [PUBLIC_INDEX.priceDesc]: [
    ['statusRank'],
    ['priceAed', 'desc'],
    ['id', 'desc'],
    ...COVERED.filter(([a]) => a !== 'priceAed'),
  ],
  [PUBLIC_INDEX.priceAsc]: [['statusRank'], ['priceAed'], ['id'], ...COVERED.filter(([a]) => a !== 'priceAed')],
  // With the creation time: the places' grouping gives each place its newest listing (lib/listing/search).
  [PUBLIC_INDEX.count]: [['statusRank'], ...COVERED, ['createdAt']],
};

/**
 * The indexes these replace: of every row, drafts included (0040), then of the published rows with
 * the condition's columns and the place and type only (0044), then without the row's language.
 */
const REPLACED = [
  'properties_public_search_newest_idx',
  'properties_public_search_price_desc_idx',
  'properties_public_search_price_asc_idx',
  'properties_public_search_idx',
  'properties_public_newest_idx',
  'properties_public_price_desc_idx',
  'properties_public_price_asc_idx',
  'properties_public_idx',
  'properties_published_newest_idx',
  'properties_published_price_desc_idx',
  'properties_published_price_asc_idx',
  'properties_published_idx',
];

/**
 * The keyword search's index (`q`: a title, place or reference holding the text). SQLite: an FTS5
 * trigram table over those columns of every row (lib/database/trigram), which the search reads as
 * a set of ids beside the walk of its order's index, so a rare word no longer looks up every
 * listing's row. PostgreSQL: a trigram index (pg_trgm) of each column as the search compares it.
 */
export const KEYWORD_FTS = 'properties_keyword_fts';
const KEYWORD_FIELDS = ['title', 'location', 'referenceNumber'] as const;

async function ensureKeywordIndex(meta: StrapiMeta, column: (attribute: string) => string): Promise<void> {
  const knex = strapi.db.connection;
  if (strapi.db.dialect.client !== 'postgres') {
    const kept = await ensureSqliteTrigramTable(
      KEYWORD_FTS,
      meta.tableName,
      KEYWORD_FIELDS.map(column),
      'properties: the keyword search',
    );
    if (kept) made.add(KEYWORD_FTS);
    return;
  }
  for (const field of KEYWORD_FIELDS) {
    const name = `${meta.tableName}_${column(field)}_trgm_idx`;
    const expression = `LOWER(CAST(${knex.raw('??', [column(field)]).toQuery()} AS VARCHAR))`;
    if (!(await ensureTrigramIndex(name, meta.tableName, expression, 'properties: the keyword search'))) return;
  }
}

/** The public indexes this start made or found: a read names one (SQLite's INDEXED BY) only when it stands. */
const made = new Set<string>();
export const publicIndexMade = (name: string) => made.has(name);

export async function ensurePublicListingIndexes(): Promise<void> {
  const meta = metaOf(PROPERTY_UID);
  const knex = strapi.db.connection;
  const column = (attribute: string) => columnIn(meta, attribute);
  made.clear();
  await ensureKeywordIndex(meta, column);
  for (const [name, columns] of Object.entries(INDEXES)) {
    const list = columns.map(
      ([attribute, direction]) => `${knex.raw('??', [column(attribute)]).toQuery()}${direction ? ' DESC' : ''}`,
    );
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${list.join(', ')}) WHERE ?? IS NOT NULL`, [
        name,
        meta.tableName,
        column('publishedAt'),
      ]);
      made.add(name);
    } catch (error) {
      // Slower pages, never a CMS that does not start.
      strapi.log.warn(`properties: the index ${name} could not be created: ${(error as Error).message}`);
    }
  }
  // Only once every replacement stands: a page is never left without an index to walk.
  if (!Object.keys(INDEXES).every((name) => made.has(name))) return;
  for (const name of REPLACED) {
    try {
      // Never waits long behind a reader of the table (lib/database/drop-index).
      await dropIndexIfExists(knex, name);
    } catch (error) {
      strapi.log.warn(`properties: the index ${name} could not be dropped: ${(error as Error).message}`);
    }
  }
}
