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
  VIRTUAL_TOUR_HOSTS,
  type ListingStatus,
} from '@estate/contract';
import { filmVerdict } from '../uploads/film';
import { panoramaProblem } from '../uploads/images';
import { pdfProblem } from '../uploads/pdf';
import { withStoredFile } from '../uploads/upload-storage';
import { rowsOf, withConnection } from '../read/row-loader';
import { settingsRow } from '../read/settings-row';

/*
 * The Dubai listing's rules that hold whoever saves (docs/decisions/0024): the generated
 * reference, the status and its sort rank, the media links' hosts, the film and panorama being
 * what the page can play (docs/decisions/0091), the payment plan adding up to 100 and, when the
 * agency switches it on, the advertising permit of a Dubai listing. Called by
 * the save hook (lib/save/save-hooks) for the contract, Strapi's REST API and the panel alike.
 * Beside it: what the public sees (public-listings), the dashboard's permit alerts
 * (permit-alerts) and what start does to stored listings (listing-start).
 */

export const PROPERTY_UID = 'api::property.property' as const;
const DEVELOPMENT_UID = 'api::development.development' as const;
export const COUNTERS_TABLE = 'estate_counters';
export const REFERENCE_COUNTER = 'property-reference';

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
  const row = await settingsRow<{
    permitRequiredInDubai?: unknown;
  }>(['permitRequiredInDubai']);
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
