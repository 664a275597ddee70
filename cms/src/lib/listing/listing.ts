import { errors } from '@strapi/utils';
import {
  COMPLETION_STATUSES,
  FILM_TYPES,
  formatReference,
  isHttpsOn,
  isPanoramaSize,
  isPublicStatus,
  isPermitNumber,
  LISTING_STATUS_RANK,
  LISTING_STATUSES,
  PAYMENT_PLAN_MAX_ROWS,
  planAddsUp,
  VIDEO_HOSTS,
  PERMIT_WARNING_DAYS,
  VIRTUAL_TOUR_HOSTS,
  type GoneReason,
  type ListingStatus,
  type PermitAlert,
  type PermitAlerts,
  type PropertyType,
} from '@estate/contract';
import type { RowCondition } from '../read/distinct';
import { HttpError } from '../http/errors';
import { filmVerdict } from '../uploads/film';
import { panoramaProblem } from '../uploads/images';
import { pdfProblem } from '../uploads/pdf';
import { hasDrafts, PUBLISHED_SQL, rowOf } from '../read/publication';
import { withStoredFile } from '../uploads/upload-storage';
import { rowsOf, withConnection } from '../read/row-loader';

/*
 * The Dubai listing's rules that hold whoever saves (docs/decisions/0024): the generated
 * reference, the status and its sort rank, the media links' hosts, the film and panorama being
 * what the page can play (docs/decisions/0091), the payment plan adding up to 100 and, when the
 * agency switches it on, the advertising permit of a Dubai listing. Called by
 * the save hook (lib/save/save-hooks) for the contract, Strapi's REST API and the panel alike.
 */

export const PROPERTY_UID = 'api::property.property' as const;
const DEVELOPMENT_UID = 'api::development.development' as const;
const SETTING_UID = 'api::setting.setting' as const;
export const COUNTERS_TABLE = 'estate_counters';
const REFERENCE_COUNTER = 'property-reference';

type Data = Record<string, unknown>;

const fail = (field: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError', value: null }] });

/** The prefix of generated references: REFERENCE_PREFIX, letters and digits, EST by default. */
export function referencePrefix(): string {
  const raw = (process.env.REFERENCE_PREFIX ?? '').trim();
  if (!raw) return 'EST';
  if (!/^[A-Za-z0-9]{1,10}$/.test(raw))
    throw new Error(`REFERENCE_PREFIX must be 1-10 letters or digits, got "${raw}"`);
  return raw.toUpperCase();
}

/**
 * The next number of a sequence: one atomic increment of its counter row (a row lock on
 * PostgreSQL, the single writer on SQLite), on its own statement so that concurrent saves do
 * not wait for each other's whole transaction. A save that fails after taking a number leaves a
 * gap; a number is never given twice.
 */
export async function nextSequence(name: string, count = 1): Promise<number> {
  return withConnection(async (knex) => {
    await knex.raw(`INSERT INTO ${COUNTERS_TABLE} (name, value) VALUES (?, 0) ON CONFLICT (name) DO NOTHING`, [name]);
    const rows = rowsOf(
      await knex.raw(`UPDATE ${COUNTERS_TABLE} SET value = value + ? WHERE name = ? RETURNING value`, [count, name]),
    );
    // The last number of the block taken.
    return Number(rows[0]!.value);
  });
}

export const nextReference = async () => formatReference(referencePrefix(), await nextSequence(REFERENCE_COUNTER));

/** References for `count` listings written at once (the synthetic seed), taken as one block. */
export async function nextReferences(count: number): Promise<string[]> {
  if (count < 1) return [];
  const last = await nextSequence(REFERENCE_COUNTER, count);
  return Array.from({ length: count }, (_, i) => formatReference(referencePrefix(), last - count + 1 + i));
}

/** Whether a place is in Dubai: the country Dubai, or a UAE listing whose location names it. */
export function isInDubai(country: unknown, location: unknown): boolean {
  if (country === 'Dubai') return true;
  const place = typeof location === 'string' ? location.toLowerCase() : '';
  return (country === 'United Arab Emirates' || !country) && /\bdubai\b/.test(place);
}

async function permitRequired(): Promise<boolean> {
  const row = (await strapi.db.query(SETTING_UID).findOne({ select: ['permitRequiredInDubai'] })) as {
    permitRequiredInDubai?: unknown;
  } | null;
  const v = row?.permitRequiredInDubai;
  return v === true || v === 1 || v === '1' || v === 'true';
}

function checkPaymentPlan(data: Data): void {
  if (!('paymentPlan' in data) || data.paymentPlan === null || data.paymentPlan === undefined) return;
  const rows = data.paymentPlan;
  if (!Array.isArray(rows)) throw fail('paymentPlan', 'paymentPlan must be a list of rows');
  if (rows.length > PAYMENT_PLAN_MAX_ROWS)
    throw fail('paymentPlan', `paymentPlan: at most ${PAYMENT_PLAN_MAX_ROWS} rows`);
  const percents = rows.map((r) => Number((r as Data | null)?.percent));
  if (percents.some((p) => !Number.isFinite(p) || p <= 0 || p > 100))
    throw fail('paymentPlan', 'paymentPlan: every percent must be more than 0 and at most 100');
  if (rows.some((r) => typeof (r as Data).milestone !== 'string' || !String((r as Data).milestone).trim()))
    throw fail('paymentPlan', 'paymentPlan: every row needs a milestone');
  if (rows.length && !planAddsUp(percents.map((percent) => ({ percent }))))
    throw fail('paymentPlan', 'paymentPlan: the percentages must add up to 100');
}

function checkOffPlan(data: Data): void {
  if ('completionStatus' in data && data.completionStatus === '') data.completionStatus = null;
  const status = data.completionStatus;
  if (status !== undefined && status !== null && !COMPLETION_STATUSES.includes(status as never))
    throw fail('completionStatus', `completionStatus must be one of ${COMPLETION_STATUSES.join(', ')}`);
  if (typeof data.handoverDate === 'string') {
    data.handoverDate = data.handoverDate.trim() || null;
    if (data.handoverDate && !/^Q[1-4] \d{4}$/.test(data.handoverDate as string))
      throw fail('handoverDate', 'handoverDate must be a quarter such as Q4 2027');
  }
  checkPaymentPlan(data);
}

function checkLink(data: Data, field: string, hosts: readonly string[], what: string) {
  const v = data[field];
  if (v === null) data[field] = '';
  if (typeof v !== 'string') return;
  data[field] = v.trim();
  if (data[field] && !isHttpsOn(data[field] as string, hosts))
    throw fail(field, `${field} must be an https link to ${what} (${hosts.join(', ')})`);
}

/** The media file id a save sets (an id, its text, or a file object), null for none. */
function fileIdOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length ? fileIdOf(value[0]) : null;
  if (value && typeof value === 'object') return fileIdOf((value as { id?: unknown }).id);
  const id = Number(value);
  return value !== null && value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A brochure is a PDF, from every door (the Strapi panel's media field takes any file): the
 * stored file's type and extension, and its content wherever it is stored (folder or bucket).
 */
async function checkBrochure(data: Data): Promise<void> {
  if (!('brochure' in data)) return;
  const id = fileIdOf(data.brochure);
  if (id === null) return;
  const file = (await strapi.db.query('plugin::upload.file').findOne({
    where: { id },
    select: ['id', 'url', 'mime', 'ext'],
  })) as { url?: string; mime?: string; ext?: string } | null;
  if (!file) throw fail('brochure', `brochure: no stored file ${id}`);
  if (file.mime !== 'application/pdf' || String(file.ext ?? '').toLowerCase() !== '.pdf')
    throw fail('brochure', 'brochure must be a PDF file');
  const problem = file.url ? await withStoredFile(file.url, pdfProblem) : null;
  if (problem) throw fail('brochure', `brochure: ${problem}`);
}

/** The stored upload a single media field of a save points to, or null when it points to none. */
async function storedFileOf(data: Data, field: string): Promise<StoredUpload | null> {
  if (!(field in data)) return null;
  const id = fileIdOf(data[field]);
  if (id === null) return null;
  const file = (await strapi.db.query('plugin::upload.file').findOne({
    where: { id },
    select: ['id', 'url', 'mime', 'ext', 'width', 'height'],
  })) as StoredUpload | null;
  if (!file) throw fail(field, `${field}: no stored file ${id}`);
  return file;
}

interface StoredUpload {
  url?: string;
  mime?: string;
  ext?: string;
  width?: number | null;
  height?: number | null;
}

/**
 * A film is an MP4 (H.264) or WebM the browser plays, from every door (the Strapi panel's media
 * field takes any video): the stored file's type, and its content wherever it is stored.
 */
async function checkFilm(data: Data): Promise<void> {
  const file = await storedFileOf(data, 'film');
  if (!file) return;
  if (!(FILM_TYPES as readonly string[]).includes(String(file.mime)))
    throw fail('film', 'film must be an MP4 (H.264) or WebM film');
  const verdict = file.url ? await withStoredFile(file.url, filmVerdict) : null;
  if (verdict && !verdict.ok) throw fail('film', `film: ${verdict.problem}`);
}

/** A panorama is an equirectangular picture, from every door: an image twice as wide as high. */
async function checkPanorama(data: Data): Promise<void> {
  const file = await storedFileOf(data, 'panorama');
  if (!file) return;
  if (!String(file.mime).startsWith('image/') || file.mime === 'image/svg+xml')
    throw fail('panorama', 'panorama must be an image (JPEG, PNG, WebP or AVIF)');
  const width = Number(file.width);
  const height = Number(file.height);
  if (!isPanoramaSize(width, height)) throw fail('panorama', `panorama: ${panoramaProblem(width, height)}`);
}

/**
 * The save hook's part for properties and developments; runs before the write's transaction.
 * `publishing`: the save publishes (the spec's add and update, a type without drafts); a draft
 * may wait for its permit, which is checked when it is published (assertPublishable).
 */
export async function deriveListing(
  uid: string,
  action: 'create' | 'update',
  data: Data,
  existing: Data | null,
  publishing = true,
): Promise<void> {
  if (uid !== PROPERTY_UID && uid !== DEVELOPMENT_UID) return;
  checkOffPlan(data);
  if (uid !== PROPERTY_UID) return;

  // The reference and the rank are the server's, whoever asks.
  delete data.referenceNumber;
  delete data.statusRank;
  // Stored as listingStatus: `status` is the draft-and-publish parameter of Strapi's own doors.
  if ('listingStatus' in data || action === 'create') {
    const status = (data.listingStatus ?? existing?.listingStatus ?? 'available') as ListingStatus;
    if (!LISTING_STATUSES.includes(status))
      throw fail('listingStatus', `status must be one of ${LISTING_STATUSES.join(', ')}`);
    data.listingStatus = status;
    data.statusRank = LISTING_STATUS_RANK[status];
  }
  if (typeof data.permitNumber === 'string') {
    data.permitNumber = data.permitNumber.trim();
    if (data.permitNumber && !isPermitNumber(data.permitNumber as string))
      throw fail('permitNumber', 'permitNumber may hold only letters, digits, / and -');
  } else if (data.permitNumber === null) data.permitNumber = '';
  if (data.permitExpiresAt === '') data.permitExpiresAt = null;
  await checkBrochure(data);
  await checkFilm(data);
  await checkPanorama(data);
  checkLink(data, 'videoUrl', VIDEO_HOSTS, 'YouTube or Vimeo');
  checkLink(data, 'virtualTourUrl', VIRTUAL_TOUR_HOSTS, 'a virtual tour service');

  if (publishing) await assertPublishable(uid, { ...existing, ...data });
  if (action === 'create') data.referenceNumber = await nextReference();
}

/**
 * The rule a listing must meet to go public: when the agency asks for it (permitRequiredInDubai),
 * a Dubai listing the public may see (not off-market, not withdrawn) has its advertising permit
 * number.
 */
export async function assertPublishable(uid: string, listing: Data): Promise<void> {
  if (uid !== PROPERTY_UID) return;
  const status = (listing.listingStatus ?? 'available') as ListingStatus;
  if (
    isInDubai(listing.country, listing.location) &&
    (!LISTING_STATUSES.includes(status) || isPublicStatus(status)) &&
    !String(listing.permitNumber ?? '').trim() &&
    (await permitRequired())
  ) {
    throw fail(
      'permitNumber',
      'permitNumber is required: a Dubai listing cannot be published without its advertising permit number',
    );
  }
}

/* ------------------------------------------------------------------ what the public sees */

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

/** A date-time as the database stores it: milliseconds on SQLite, a timestamp on PostgreSQL. */
const dbTime = (d: Date) => (strapi.db.dialect.client === 'postgres' ? d : d.getTime());

/**
 * publicPropertyWhere as SQL on the properties table, for the distinct values' index walk; with a
 * type, only the listings of that type (the walk then follows properties_type_location_idx).
 */
export function publicPropertySql(now = new Date(), propertyType?: PropertyType): RowCondition {
  const sql = `${PUBLISHED_SQL} AND status_rank < ? AND (permit_expires_at IS NULL OR permit_expires_at > ?)`;
  const bindings: unknown[] = [LISTING_STATUS_RANK['off-market'], dbTime(now)];
  return propertyType
    ? { sql: `property_type = ? AND ${sql}`, bindings: [propertyType, ...bindings] }
    : { sql, bindings };
}

/* ------------------------------------------------------------------ the staff dashboard */

const ALERT_LIMIT = 500;

/**
 * The drafts of listings with no published row whose permit runs out by `until`: the documents
 * left out in SQL (most drafts belong to published listings, which would fill any limit first).
 */
async function unpublishedAlertRows(until: Date, documentIds?: string[]): Promise<Data[]> {
  const table = (strapi.db.metadata.get(PROPERTY_UID) as unknown as { tableName: string }).tableName;
  const query = strapi.db.connection(`${table} as d`);
  if (documentIds) query.whereIn('d.document_id', documentIds);
  const rows = (await query
    .select({
      documentId: 'd.document_id',
      slug: 'd.slug',
      title: 'd.title',
      referenceNumber: 'd.reference_number',
      permitNumber: 'd.permit_number',
      permitExpiresAt: 'd.permit_expires_at',
      listingStatus: 'd.listing_status',
    })
    .whereNull('d.published_at')
    .whereNotNull('d.permit_expires_at')
    .where('d.permit_expires_at', '<=', dbTime(until))
    .where('d.status_rank', '<', LISTING_STATUS_RANK['off-market'])
    .whereNotExists(function () {
      this.select(strapi.db.connection.raw('1'))
        .from(`${table} as p`)
        .whereRaw('p.document_id = d.document_id')
        .whereNotNull('p.published_at');
    })
    .orderBy([
      { column: 'd.permit_expires_at', order: 'asc' },
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

/* ------------------------------------------------------------------ start-up */

/**
 * One reference per document: a document's draft and published rows share theirs, so the unique
 * index is one per kind of row (a partial index, on SQLite and PostgreSQL alike). Strapi's schema
 * sync leaves indexes it did not create alone; these are made at start when absent.
 */
export async function ensureReferenceIndexes(): Promise<void> {
  const table = (strapi.db.metadata.get(PROPERTY_UID) as unknown as { tableName: string }).tableName;
  for (const [name, rows] of [
    ['properties_reference_number_draft_uq', 'published_at IS NULL'],
    ['properties_reference_number_published_uq', 'published_at IS NOT NULL'],
  ] as const) {
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (reference_number) WHERE ${rows}`, [
      name,
      table,
    ]);
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
