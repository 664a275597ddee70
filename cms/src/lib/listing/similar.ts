import { SIMILAR_PRICE_BAND } from '@estate/contract';
import { notFound } from '../http/errors';
import { PROPERTY_UID } from './listing';
import { andWhere, isGoneRow, isPublicRow, publicOrder, publicPropertyWhere } from './public-listings';
import { rowOf } from '../read/publication';
import type { Row } from '../read/serialize';
import { documentOfSlug } from '../translations/translation-reads';

/**
 * The published English row of the listing at an address: its English one, as the site asks,
 * else a translation's own (the page of a listing no longer advertised knows only the address it
 * was reached by, and offers the homes like it).
 */
async function listingOfAddress(slug: string, select: string[]): Promise<Row | null> {
  const db = strapi.db.query(PROPERTY_UID);
  const english = (await db.findOne({ where: { slug, ...rowOf(PROPERTY_UID, false) }, select })) as Row | null;
  if (english) return english;
  const documentId = await documentOfSlug('property', slug);
  return documentId
    ? ((await db.findOne({ where: { documentId, ...rowOf(PROPERTY_UID, false) }, select })) as Row | null)
    : null;
}

/**
 * The ids of the public homes most like one listing (decision 0037): first
 * those of the same stored location and type priced within SIMILAR_PRICE_BAND of it, nearest in
 * price first; then, to fill the list, those of the same type and band elsewhere in the same
 * country (a buyer of a Palm villa is shown Emirates Hills villas at that price rather than
 * nothing). The listing itself is left out. Each group is two range scans of an index (location or
 * country, property_type, price_aed), one upwards from the listing's price and one downwards, each
 * stopping at `limit` rows, all four at once: the cost follows the visitor's ask, not the
 * catalogue, and is the same for one home as for twelve. A listing that is gone (withdrawn, or its
 * permit expired) has its similar homes too: its page (410) offers them instead of the listing. An
 * unknown or off-market listing is a 404.
 */
export async function similarIds(slug: string, limit: number): Promise<number[]> {
  const db = strapi.db.query(PROPERTY_UID);
  const self = await listingOfAddress(slug, [
    'id',
    'location',
    'country',
    'propertyType',
    'priceAed',
    'statusRank',
    'listingStatus',
    'permitExpiresAt',
  ]);
  if (!self || !(isPublicRow(self) || isGoneRow(self))) throw notFound('Property not found');
  const location = typeof self.location === 'string' ? self.location.trim() : '';
  const country = typeof self.country === 'string' && self.country ? self.country : null;
  const price = Number(self.priceAed);
  const sameType = self.propertyType ? { propertyType: self.propertyType } : { propertyType: { $null: true } };
  const here = [{ location }, sameType, { id: { $ne: self.id } }];
  if (!location && !(country && price > 0)) return [];
  if (!(price > 0)) {
    const rows = (await db.findMany({
      where: andWhere(publicPropertyWhere(), { $and: here }),
      select: ['id'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit,
    })) as Row[];
    return rows.map((r) => Number(r.id));
  }
  const nearest = async (same: Record<string, unknown>[]) => {
    const side = (range: Record<string, number>, order: 'asc' | 'desc') =>
      db.findMany({
        where: andWhere(publicPropertyWhere(), { $and: [...same, { priceAed: range }] }),
        select: ['id', 'priceAed'],
        orderBy: [{ priceAed: order }, { id: order }],
        limit,
      }) as Promise<Row[]>;
    const [above, below] = await Promise.all([
      side({ $gte: price, $lte: price * (1 + SIMILAR_PRICE_BAND) }, 'asc'),
      side({ $lt: price, $gte: price * (1 - SIMILAR_PRICE_BAND) }, 'desc'),
    ]);
    return [...above, ...below]
      .map((r) => ({ id: Number(r.id), gap: Math.abs(Number(r.priceAed) - price) }))
      .sort((a, b) => a.gap - b.gap || a.id - b.id)
      .map((r) => r.id);
  };
  // A listing with no location is matched in its country alone (the others of its place are
  // those with no location either, which says nothing about where they are).
  const elsewhere = location ? [{ location: { $ne: location } }] : [{ id: { $ne: self.id } }];
  const [local, national] = await Promise.all([
    location ? nearest(here) : Promise.resolve([]),
    country ? nearest([{ country }, sameType, ...elsewhere]) : Promise.resolve([]),
  ]);
  return [...local, ...national].slice(0, limit);
}

/**
 * The ids of the public homes nearest one listing by place, for its "More listings": first those
 * of the same stored location, then those elsewhere in the same country (or city: the configured
 * list holds Dubai as a place of its own), then the rest; within each group available homes
 * first, then the newest. A buyer of a Dubai penthouse is shown Dubai before Manchester. The
 * listing itself is left out. At most three index-ordered reads of `limit` rows, the last only
 * when the first two leave room. An unknown or unadvertised listing is a 404.
 */
export async function nearbyIds(slug: string, limit: number): Promise<number[]> {
  const db = strapi.db.query(PROPERTY_UID);
  const self = await listingOfAddress(slug, ['id', 'location', 'country', 'statusRank', 'permitExpiresAt']);
  if (!self || !isPublicRow(self)) throw notFound('Property not found');
  const location = typeof self.location === 'string' ? self.location.trim() : '';
  const country = typeof self.country === 'string' && self.country ? self.country : null;
  const ids = async (where: Record<string, unknown>[], take: number) => {
    const rows = (await db.findMany({
      where: andWhere(publicPropertyWhere(), { $and: where }),
      select: ['id'],
      orderBy: publicOrder(null),
      limit: take,
    })) as Row[];
    return rows.map((r) => Number(r.id));
  };
  const notSelf = { id: { $ne: self.id } };
  const [local, national] = await Promise.all([
    location ? ids([{ location }, notSelf], limit) : Promise.resolve([]),
    country
      ? ids([{ country }, { $or: [{ location: { $ne: location } }, { location: { $null: true } }] }, notSelf], limit)
      : Promise.resolve([]),
  ]);
  const found = [...local, ...national].slice(0, limit);
  if (found.length >= limit) return found;
  const rest = await ids([{ id: { $notIn: [Number(self.id), ...found] } }], limit - found.length);
  return [...found, ...rest];
}
