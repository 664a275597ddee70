import {
  DEFAULT_LANGUAGE,
  LISTING_STATUS_RANK,
  LISTING_STATUSES,
  PERMIT_WARNING_DAYS,
  type ListingStatus,
  type PermitAlert,
  type PermitAlerts,
} from '@estate/contract';
import { hasDrafts, rowOf } from '../read/publication';
import { dbTime, ROW_COLUMNS, tableNaming } from '../database/strapi-internals';
import { PROPERTY_UID } from './listing';

/*
 * The staff dashboard's permit alerts (docs/decisions/0086): the listings whose advertising permit
 * runs out soon or ran out, judged by the row the site advertises.
 */

type Data = Record<string, unknown>;

const ALERT_LIMIT = 500;

/**
 * The drafts of listings with no published row whose permit runs out by `until`: the documents
 * left out in SQL (most drafts belong to published listings, which would fill any limit first).
 */
async function unpublishedAlertRows(until: Date, documentIds?: string[]): Promise<Data[]> {
  const { table, col } = tableNaming(PROPERTY_UID);
  const { documentId, publishedAt } = ROW_COLUMNS;
  const expires = `d.${col('permitExpiresAt')}`;
  const query = strapi.db.connection(`${table} as d`);
  if (documentIds) query.whereIn(`d.${documentId}`, documentIds);
  const rows = (await query
    .select({
      documentId: `d.${documentId}`,
      ...Object.fromEntries(
        ['slug', 'title', 'referenceNumber', 'permitNumber', 'permitExpiresAt', 'listingStatus'].map((a) => [
          a,
          `d.${col(a)}`,
        ]),
      ),
    })
    .whereNull(`d.${publishedAt}`)
    // The English draft: a translation's row copies the permit but is not a listing of its own.
    .where(`d.${ROW_COLUMNS.locale}`, DEFAULT_LANGUAGE)
    .whereNotNull(expires)
    .where(expires, '<=', dbTime(until))
    .where(`d.${col('statusRank')}`, '<', LISTING_STATUS_RANK['off-market'])
    .whereNotExists(function () {
      this.select(strapi.db.connection.raw('1'))
        .from(`${table} as p`)
        .whereRaw(`p.${documentId} = d.${documentId}`)
        .whereNotNull(`p.${publishedAt}`);
    })
    .orderBy([
      { column: expires, order: 'asc' },
      { column: 'd.id', order: 'asc' },
    ])
    .limit(ALERT_LIMIT)) as Data[];
  return rows;
}

/**
 * Listings whose permit runs out within PERMIT_WARNING_DAYS, and those whose permit ran out
 * (soonest first; off-market listings are not advertised, so their permits are not listed). A
 * published listing is judged by its published row, the permit the site advertises under; a
 * listing never published (or unpublished) by its draft, flagged `draft`, so that staff renew the
 * permit before publishing rather than after the publish is refused. Two statements whatever
 * the catalogue: the published rows, and the drafts of documents with none. With `agentId`, only
 * the listings whose agent (on their draft, as staff last saved them) is that team member; null
 * for none.
 */
export async function permitAlerts(now = new Date(), agentId?: number | null): Promise<PermitAlerts> {
  if (agentId === null) return { expiring: [], expired: [] };
  const until = new Date(now.getTime() + PERMIT_WARNING_DAYS * 24 * 3600 * 1000);
  const own =
    agentId === undefined
      ? undefined
      : (
          (await strapi.db.query(PROPERTY_UID).findMany({
            where: { ...rowOf(PROPERTY_UID, true), agent: { id: agentId } },
            select: ['documentId'],
          })) as Array<{ documentId: string }>
        ).map((r) => r.documentId);
  if (own && !own.length) return { expiring: [], expired: [] };
  const published = (await strapi.db.query(PROPERTY_UID).findMany({
    where: {
      permitExpiresAt: { $notNull: true, $lte: until },
      statusRank: { $lt: LISTING_STATUS_RANK['off-market'] },
      ...rowOf(PROPERTY_UID, false),
      ...(own ? { documentId: { $in: own } } : {}),
    },
    select: ['documentId', 'slug', 'title', 'referenceNumber', 'permitNumber', 'permitExpiresAt', 'listingStatus'],
    orderBy: [{ permitExpiresAt: 'asc' }, { id: 'asc' }],
    limit: ALERT_LIMIT,
  })) as Data[];
  const unpublished = hasDrafts(PROPERTY_UID) ? await unpublishedAlertRows(until, own) : [];
  const alerts: PermitAlert[] = [
    ...published.map((r) => ({ r, draft: false })),
    ...unpublished.map((r) => ({ r, draft: true })),
  ]
    .map(({ r, draft }) => {
      const at = new Date(r.permitExpiresAt as string | number | Date);
      return {
        _id: String(r.documentId),
        slug: String(r.slug ?? ''),
        title: String(r.title ?? ''),
        referenceNumber: String(r.referenceNumber ?? ''),
        permitNumber: String(r.permitNumber ?? ''),
        permitExpiresAt: at.toISOString(),
        status: (LISTING_STATUSES.includes(r.listingStatus as ListingStatus)
          ? r.listingStatus
          : 'available') as ListingStatus,
        expired: at.getTime() <= now.getTime(),
        draft,
      };
    })
    .sort((a, b) => Date.parse(a.permitExpiresAt) - Date.parse(b.permitExpiresAt))
    .slice(0, ALERT_LIMIT);
  return { expiring: alerts.filter((a) => !a.expired), expired: alerts.filter((a) => a.expired).reverse() };
}
