import type { UID } from '@strapi/strapi';
import {
  DEFAULT_LANGUAGE,
  SITEMAP_KINDS,
  TRANSLATED_FIELDS,
  type SitemapEntries,
  type SitemapKind,
} from '@estate/contract';
import { publicPropertySql } from '../listing/public-listings';
import { isLocalized, publishedSql } from './publication';
import type { RowCondition } from './distinct';
import { columnOf, ROW_COLUMNS, tableOf } from '../database/strapi-internals';
import { dropIndexIfExists } from '../database/drop-index';

/*
 * The sitemap's entries (docs/decisions/0088): the slug and last change of every public page of
 * one kind, a page at a time in document-id order. The web server reads them to build its sitemap
 * parts; nothing else of a row is read.
 *
 * Keyset paging: a page is "document_id > the previous page's last", so the 20th page of 100,000
 * listings costs what the first does (an OFFSET would walk past every row before it). The order is
 * the document id, not the row id: publishing replaces a document's published row (Strapi 5), so
 * the row id of a listing changes at every save and would move it to the end of the walk, shifting
 * every sitemap part after it; the document id stays.
 *
 * Each kind has a partial index of its published rows holding exactly what the walk reads (the
 * public condition's columns, slug, updated_at), so a page is one index range and no table row is
 * visited: 5,000 of 100,000 listings in under a millisecond on SQLite, where the same walk through
 * Strapi's document index took 20 to 50 ms (every draft row beside its published one, each a read
 * of the table). SQLite answers on the CMS's only thread: that is also how long every other
 * request would wait.
 */

const UIDS: Record<SitemapKind, UID.ContentType> = {
  property: 'api::property.property',
  development: 'api::development.development',
  area: 'api::area.area',
  post: 'api::post.post',
};

const { documentId: DOCUMENT_ID, publishedAt: PUBLISHED_AT, updatedAt: UPDATED_AT } = ROW_COLUMNS;

/** Which rows are public pages: the published rows with a slug; for listings, decision 0024's rule too. */
function publicRows(kind: SitemapKind, now: Date): RowCondition {
  const base = kind === 'property' ? publicPropertySql(now) : { sql: publishedSql(UIDS[kind]), bindings: [] };
  const slug = columnOf(UIDS[kind], 'slug');
  return { sql: `${base.sql} AND ${slug} IS NOT NULL AND ${slug} <> ''`, bindings: base.bindings };
}

/** A date-time as the database gives it back (milliseconds on SQLite, a Date on PostgreSQL), as ISO 8601. */
function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const ms = typeof value === 'number' || /^\d+$/.test(String(value)) ? Number(value) : Date.parse(String(value));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : new Date(0).toISOString();
}

/** One page of a kind's entries after the cursor `after` (a document id), at most `limit`. */
export async function sitemapEntries(
  kind: SitemapKind,
  after: string | undefined,
  limit: number,
  now = new Date(),
): Promise<SitemapEntries> {
  const where = publicRows(kind, now);
  const query = strapi.db
    .connection(tableOf(UIDS[kind]))
    .select({ documentId: DOCUMENT_ID, slug: columnOf(UIDS[kind], 'slug'), updatedAt: UPDATED_AT })
    .whereRaw(where.sql, where.bindings);
  if (after) query.where(DOCUMENT_ID, '>', after);
  // One row past the page says whether another follows, without asking again for an empty one.
  const rows = (await query.orderBy(DOCUMENT_ID, 'asc').limit(limit + 1)) as Array<{
    documentId: string;
    slug: string;
    updatedAt: unknown;
  }>;
  const page = rows.slice(0, limit);
  const own = await translatedSlugs(kind, page);
  return {
    items: page.map((r) => {
      const slugs = own.get(r.documentId);
      return { slug: r.slug, updatedAt: iso(r.updatedAt), ...(slugs ? { slugs } : {}) };
    }),
    next: rows.length > limit ? page[page.length - 1].documentId : null,
  };
}

/**
 * The slugs of a page's documents in the languages whose published translation gives one of its
 * own (docs/decisions/0102): the sitemap names each language's version by its own address.
 */
async function translatedSlugs(
  kind: SitemapKind,
  page: Array<{ documentId: string; slug: string }>,
): Promise<Map<string, Record<string, string>>> {
  const uid = UIDS[kind];
  const out = new Map<string, Record<string, string>>();
  // A kind whose address is not translated has the English one in every language.
  if (!page.length || !isLocalized(uid) || !('slug' in TRANSLATED_FIELDS[kind])) return out;
  const slug = columnOf(uid, 'slug');
  const rows = (await strapi.db
    .connection(tableOf(uid))
    .select({ documentId: DOCUMENT_ID, locale: ROW_COLUMNS.locale, slug })
    .whereNotNull(PUBLISHED_AT)
    .whereNot(ROW_COLUMNS.locale, DEFAULT_LANGUAGE)
    .whereIn(
      DOCUMENT_ID,
      page.map((r) => r.documentId),
    )) as Array<{ documentId: string; locale: string; slug: string | null }>;
  const english = new Map(page.map((r) => [r.documentId, r.slug]));
  for (const row of rows) {
    if (!row.slug || row.slug === english.get(row.documentId)) continue;
    out.set(row.documentId, { ...out.get(row.documentId), [row.locale]: row.slug });
  }
  return out;
}

/**
 * The columns each kind's index holds after the document id: the public condition's (the row's
 * language among them: a translation is a row of its own), then what is read.
 */
const COVERED: Record<SitemapKind, string[]> = {
  property: ['statusRank', 'permitExpiresAt', 'locale', 'slug', 'updatedAt'],
  development: ['locale', 'slug', 'updatedAt'],
  area: ['locale', 'slug', 'updatedAt'],
  post: ['locale', 'slug', 'updatedAt'],
};

/** Each kind's sitemap index; the one of an earlier version, without the language, is dropped once it stands. */
const sitemapIndexName = (table: string) => `${table}_sitemap_language_idx`;
const formerIndexName = (table: string) => `${table}_sitemap_idx`;

/**
 * The sitemap walk's indexes, made at start when missing (SQLite and PostgreSQL alike): partial,
 * published rows only, as the public listing indexes are (lib/listing/public-indexes).
 */
export async function ensureSitemapIndexes(): Promise<void> {
  const knex = strapi.db.connection;
  for (const kind of SITEMAP_KINDS) {
    const table = tableOf(UIDS[kind]);
    // published_at last: the partial index's own condition, which SQLite reads from the index too.
    const columns = [DOCUMENT_ID, ...COVERED[kind].map((a) => columnOf(UIDS[kind], a)), PUBLISHED_AT]
      .map((c) => knex.raw('??', [c]).toQuery())
      .join(', ');
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns}) WHERE ?? IS NOT NULL`, [
        sitemapIndexName(table),
        table,
        PUBLISHED_AT,
      ]);
      await dropIndexIfExists(knex, formerIndexName(table));
    } catch (error) {
      // A slower sitemap build, never a CMS that does not start.
      strapi.log.warn(`${table}: the sitemap index could not be created: ${(error as Error).message}`);
    }
  }
}
