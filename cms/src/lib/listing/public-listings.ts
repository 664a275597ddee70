import { LISTING_STATUS_RANK, type GoneReason, type PropertyType } from '@estate/contract';
import type { RowCondition } from '../read/distinct';
import { HttpError } from '../http/errors';
import { publishedSql, rowOf } from '../read/publication';
import { dbTime, tableNaming } from '../database/strapi-internals';
import { PROPERTY_UID } from './listing';

/*
 * What the public sees of listings (docs/decisions/0024): the condition a public listing meets
 * (a public status, its permit not expired, the published row), as a query-engine condition, as
 * SQL and as a test of a loaded row; the public order; and why a listing once public answers 404
 * or 410.
 */

type Where = Record<string, unknown>;

/**
 * Properties the public may see now: a public status (not off-market or withdrawn: their ranks
 * are off-market's and above), and with no permit expiry or one still ahead. Time-based, so the response cache's version also turns when the next expiry passes
 * (lib/listing/permit-expiry).
 */
export function publicPropertyWhere(now = new Date()): Where {
  return {
    // The published copy only: the draft row is the staff's (docs/decisions/0036).
    ...rowOf(PROPERTY_UID, false),
    statusRank: { $lt: LISTING_STATUS_RANK['off-market'] },
    $or: [{ permitExpiresAt: { $null: true } }, { permitExpiresAt: { $gt: now } }],
  };
}

/** A date-time as a row holds it (a Date, milliseconds or text), or null. */
function timeOf(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.getTime();
  // SQLite keeps milliseconds, which may come back as digits.
  const t = typeof v === 'number' || /^\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v));
  return Number.isFinite(t) ? t : null;
}

/** publicPropertyWhere for a loaded row (statusRank, permitExpiresAt): a card's own test. */
export function isPublicRow(row: Record<string, unknown>, now = Date.now()): boolean {
  const rank = row.statusRank === null || row.statusRank === undefined ? 0 : Number(row.statusRank);
  if (rank >= LISTING_STATUS_RANK['off-market']) return false;
  const expires = timeOf(row.permitExpiresAt);
  return expires === null || expires > now;
}

/**
 * The property cards a development or area page shows the public: public listings only,
 * available first, then under offer, then sold; within a rank, the order staff set.
 */
export function publicCards<R extends Record<string, unknown>>(rows: R[], now = Date.now()): R[] {
  return rows
    .filter((r) => isPublicRow(r, now))
    .map((r, i) => ({ r, i, rank: Number(r.statusRank ?? 0) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.r);
}

/** A development or area row whose property cards are the public ones (publicCards). */
export function publicPropertyCards<R extends Record<string, unknown>>(row: R): R {
  const cards = Array.isArray(row.properties) ? (row.properties as Array<Record<string, unknown>>) : [];
  return { ...row, properties: publicCards(cards) };
}

/** Both conditions, or the one there is. */
export function andWhere(a: Where, b: Where | undefined): Where {
  return b && Object.keys(b).length ? { $and: [a, b] } : a;
}

/** Public lists show available listings first, then under offer, then sold. */
export function publicOrder(order: unknown): unknown[] {
  const rest = Array.isArray(order) ? order : order ? [order] : [{ createdAt: 'desc' }, { id: 'desc' }];
  return [{ statusRank: 'asc' }, ...rest];
}

/** Why a listing the public once saw is no longer advertised (410), or null when it is not gone. */
export function goneReason(
  item: { status: string; permitExpiresAt: string | null },
  now = Date.now(),
): GoneReason | null {
  if (item.status === 'withdrawn') return 'withdrawn';
  if (item.permitExpiresAt && Date.parse(item.permitExpiresAt) <= now) return 'permit-expired';
  return null;
}

const GONE_MESSAGES: Record<GoneReason, string> = {
  withdrawn: 'This listing is no longer advertised: the seller has withdrawn it from the market',
  'permit-expired': 'This listing is no longer advertised: its advertising permit has expired',
};

/**
 * Whether one listing is public: 404 for an off-market one (the public never knew it), 410 with
 * the reason for one withdrawn by its seller or whose permit has expired.
 */
export function assertPublicListing(item: { status: string; permitExpiresAt: string | null }, now = Date.now()): void {
  if (item.status === 'off-market') throw new HttpError(404, 'Property not found');
  const reason = goneReason(item, now);
  if (reason) throw new HttpError(410, GONE_MESSAGES[reason], undefined, undefined, reason);
}

/**
 * A loaded row (statusRank, listingStatus, permitExpiresAt) of a listing the public saw and that
 * answers 410 now: withdrawn, or its permit expired. Off-market listings are not among them.
 */
export function isGoneRow(row: Record<string, unknown>, now = Date.now()): boolean {
  if (row.listingStatus === 'off-market') return false;
  if (row.listingStatus === 'withdrawn') return true;
  const expires = timeOf(row.permitExpiresAt);
  return expires !== null && expires <= now;
}

/**
 * publicPropertyWhere as SQL on the properties table, for the distinct values' index walk; with a
 * type, only the listings of that type (the walk then follows properties_type_location_idx).
 */
export function publicPropertySql(now = new Date(), propertyType?: PropertyType): RowCondition {
  const { col } = tableNaming(PROPERTY_UID);
  const expires = col('permitExpiresAt');
  const sql = `${publishedSql(PROPERTY_UID)} AND ${col('statusRank')} < ? AND (${expires} IS NULL OR ${expires} > ?)`;
  const bindings: unknown[] = [LISTING_STATUS_RANK['off-market'], dbTime(now)];
  return propertyType
    ? { sql: `${col('propertyType')} = ? AND ${sql}`, bindings: [propertyType, ...bindings] }
    : { sql, bindings };
}
