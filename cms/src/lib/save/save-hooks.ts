import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSafeLink, slugify } from '@estate/contract';
import { geocode } from '../listing/geocode';
import { assertPublishable, deriveListing } from '../listing/listing';
import { hasDrafts, rowOf } from '../read/publication';
import { transactionLock, type Transaction } from '../database/locks';
import { discardImages, type StoredFile } from '../uploads/images';
import { mediaIdsOf, removeUnusedMedia } from '../uploads/media-usage';
import { pricesFromUsd } from '../listing/rates';
import { bumpAfterCommit } from '../cache/content-version';
import { extractInlineImages, sanitizeRichText } from './rich-text';
import { claimExpectedVersion } from './versions';
import { clearFormsOf } from '../read/stored-forms';
import { dropServerFields, normalTags } from './panel-fields';
import { MAX_TAGS, MAX_TAG_LENGTH } from './tag-limits';

/**
 * What happens on every save, whoever saves (the contract routes or the Strapi panel): derived
 * prices, trimmed locations, unique slugs, coordinates, sanitised rich text, a single full-width
 * featured item, and the response cache retired once the write commits.
 */

export const UID = {
  property: 'api::property.property',
  development: 'api::development.development',
  area: 'api::area.area',
  post: 'api::post.post',
  team: 'api::team.team',
  review: 'api::review.review',
  insta: 'api::insta.insta',
  setting: 'api::setting.setting',
} as const;

const CONTENT = new Set<string>(Object.values(UID));
const PRICED: Record<string, { aed: string; eur: string }> = {
  [UID.property]: { aed: 'priceAed', eur: 'priceEur' },
  [UID.development]: { aed: 'dPriceAed', eur: 'dPriceEur' },
};
const PLACED = new Set<string>([UID.property, UID.development, UID.area]);
const SLUGGED = new Set<string>([UID.property, UID.development, UID.area, UID.post]);
const FULL_WIDTH = new Set<string>([UID.property, UID.development]);
/** Settings fields rendered as links on the site: the contract's rule holds for panel edits too. */
const SETTING_LINKS = ['instagramUrl', 'linkedinUrl', 'youtubeUrl'] as const;

type Data = Record<string, unknown>;

const fail = (field: string, message: string) =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError', value: null }] });

/** A slug no other document of the type has: base, base-2, base-3, ... */
export async function uniqueSlug(uid: string, title: string, exceptDocumentId?: string): Promise<string> {
  const base = slugify(title) || 'item';
  const rows = (await strapi.db.query(uid).findMany({
    where: { slug: { $startsWith: base }, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    select: ['slug'],
  })) as Array<{ slug: string }>;
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertSlugFree(uid: string, slug: string, exceptDocumentId?: string) {
  const clash = await strapi.db.query(uid).findOne({
    where: { slug, ...(exceptDocumentId ? { documentId: { $ne: exceptDocumentId } } : {}) },
    select: ['id'],
  });
  if (clash) throw fail('slug', `slug "${slug}" is already used by another item`);
}

const toNumberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Saves that choose a slug or claim the full-width slot take their type's lock before they write
 * anything, so the next such save of the type sees what this one committed.
 */
const lockType = (uid: string, trx: Transaction) => transactionLock(trx, uid);

/**
 * The slug of a save: the client's own (refused when another item has it), or one made from the
 * title on create, or kept as it is (titles change, links should not). Runs inside the save's
 * transaction under the type's slug lock: checked, taken and committed before the next save looks.
 */
async function assignSlug(
  uid: string,
  action: 'create' | 'update',
  data: Data,
  existing: Data | null,
  documentId: string | undefined,
  trx: Transaction,
): Promise<void> {
  if (typeof data.slug === 'string' && data.slug.trim()) {
    data.slug = data.slug.trim();
    if (data.slug === existing?.slug) return;
    await lockType(uid, trx);
    await assertSlugFree(uid, data.slug as string, documentId);
  } else if (action === 'create' || !existing?.slug) {
    await lockType(uid, trx);
    const title = (data.title as string | undefined) ?? (existing?.title as string | undefined) ?? '';
    data.slug = await uniqueSlug(uid, title, documentId);
  } else {
    delete data.slug; // kept when the title changes
  }
}

async function derive(
  uid: string,
  action: 'create' | 'update',
  data: Data,
  existing: Data | null,
  publishing: boolean,
): Promise<StoredFile[]> {
  // Derived and internal fields typed in the panel or Strapi's REST API never stick.
  dropServerFields(uid, data);
  if (typeof data.location === 'string') data.location = data.location.trim();
  if (typeof data.title === 'string') data.title = data.title.trim();
  if (uid === UID.setting) {
    for (const field of SETTING_LINKS) {
      const link = data[field];
      if (typeof link === 'string' && link.trim() !== '' && !isSafeLink(link.trim()))
        throw fail(field, `${field} must be an http, https, mailto or tel URL`);
    }
  }

  if (uid === UID.area && 'tags' in data) {
    // Strapi's REST API takes any JSON for tags: only a list of texts is a list of tags.
    const tags = normalTags(data.tags);
    if (tags === undefined)
      throw fail(
        'tags',
        `tags must be a list of non-empty texts (at most ${MAX_TAGS} of ${MAX_TAG_LENGTH} characters)`,
      );
    data.tags = tags;
  }

  await deriveListing(uid, action, data, existing, publishing);

  const priced = PRICED[uid];
  if (priced && 'price' in data) {
    const price = toNumberOrNull(data.price);
    data.price = price;
    const { aed, eur } = await pricesFromUsd(price);
    data[priced.aed] = aed;
    data[priced.eur] = eur;
  } else if (priced) {
    // Derived fields are the server's: a client cannot set them apart from the price.
    delete data[priced.aed];
    delete data[priced.eur];
  }

  if (PLACED.has(uid) && ('location' in data || 'country' in data || action === 'create')) {
    const location = (('location' in data ? data.location : existing?.location) as string | null) ?? '';
    const country = (('country' in data ? data.country : existing?.country) as string | null) ?? '';
    const key = `${location}|${country}`;
    const lat = toNumberOrNull(data.latitude);
    const lng = toNumberOrNull(data.longitude);
    const setByHand =
      lat !== null && lng !== null && (!existing || lat !== existing.latitude || lng !== existing.longitude);
    if (setByHand) data.geocodedLocation = key;
    else if (key !== existing?.geocodedLocation) {
      const found = await geocode(location, country);
      data.latitude = found?.latitude ?? null;
      data.longitude = found?.longitude ?? null;
      data.geocodedLocation = key;
    }
  }

  let stored: StoredFile[] = [];
  if (uid === UID.post && typeof data.richContent === 'string') {
    const extracted = await extractInlineImages(data.richContent);
    stored = extracted.stored;
    data.richContent = sanitizeRichText(extracted.html);
  }
  return stored;
}

/** The full-width slot taken by `documentId`: every other document's rows (or drafts only) let it go. */
async function releaseFullWidth(uid: string, documentId: string, draftsOnly: boolean) {
  await strapi.db.query(uid).updateMany({
    where: { isFullWidthFeatured: true, documentId: { $ne: documentId }, ...(draftsOnly ? rowOf(uid, true) : {}) },
    data: { isFullWidthFeatured: false },
  });
}

type TransactionContext = Parameters<Parameters<typeof strapi.db.transaction>[0]>[0];

/**
 * Runs a change of one document in a transaction. Media the document showed before (in any of its
 * rows) and no longer shows after (none when it is `gone`) are removed from the media library once
 * the change commits, when nothing else uses them (lib/uploads/media-usage): an image taken out of
 * a save, the images of a deleted entity, and those only the old published copy showed when a draft
 * is published over it or the document is unpublished.
 */
async function releasingMedia<T>(
  uid: string,
  documentId: string | undefined,
  gone: boolean,
  change: (transaction: TransactionContext) => Promise<T>,
): Promise<T> {
  const shownBefore = documentId ? await mediaIdsOf(uid, documentId) : [];
  let dropped: number[] = [];
  let committed = false;
  let settled = false;
  const outcome = await strapi.db.transaction(async (transaction) => {
    const result = await change(transaction);
    if (shownBefore.length && documentId) {
      const shownAfter = new Set(gone ? [] : await mediaIdsOf(uid, documentId));
      dropped = shownBefore.filter((id) => !shownAfter.has(id));
    }
    transaction.onCommit(() => {
      committed = true;
      // Inside a caller's transaction this runs at its commit, after this change answered.
      if (settled && dropped.length) void removeUnusedMedia(dropped);
    });
    return result;
  });
  settled = true;
  if (committed && dropped.length) await removeUnusedMedia(dropped);
  return outcome;
}

/**
 * Publishing and unpublishing change what the public sees (docs/decisions/0036): a draft is
 * checked against the publication rule first, cached answers retire once the change commits, and
 * media only the replaced or withdrawn published copy showed leave the library.
 */
async function publication<T>(uid: string, action: string, documentId: string | undefined, next: () => T): Promise<T> {
  const draft =
    action === 'publish' && documentId
      ? ((await strapi.db.query(uid).findOne({ where: { documentId, ...rowOf(uid, true) } })) as Data | null)
      : null;
  if (draft) await assertPublishable(uid, draft);
  return releasingMedia(uid, documentId, false, async ({ trx, onCommit }) => {
    const claimsFullWidth = FULL_WIDTH.has(uid) && draft?.isFullWidthFeatured === true;
    if (claimsFullWidth) await lockType(uid, trx);
    const result = await next();
    if (claimsFullWidth && documentId) await releaseFullWidth(uid, documentId, false);
    // The draft's stored answer says where the document stands: it changed with this.
    if (documentId) await clearFormsOf(uid, { documentId });
    onCommit(bumpAfterCommit);
    return result;
  });
}

export function registerSaveHooks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (CONTENT.has(uid) && (action === 'publish' || action === 'unpublish'))
      return publication(uid, action, (context.params as { documentId?: string }).documentId, next);
    if (!CONTENT.has(uid) || !['create', 'update', 'delete'].includes(action)) return next();
    const params = context.params as { data?: Data; documentId?: string; status?: string };
    let stored: StoredFile[] = [];
    let existing: Data | null = null;
    let publishing = true;
    if (action !== 'delete') {
      params.data = { ...(params.data ?? {}) };
      // The draft row: the latest of the document (its published copy may be older).
      existing =
        action === 'update' && params.documentId
          ? ((await strapi.db.query(uid).findOne({
              where: { documentId: params.documentId, ...rowOf(uid, true) },
            })) as Data | null)
          : null;
      publishing = !hasDrafts(uid) || params.status === 'published';
      stored = await derive(uid, action as 'create' | 'update', params.data, existing, publishing);
    }
    const documentId = action === 'create' ? undefined : params.documentId;
    try {
      return await releasingMedia(uid, documentId, action === 'delete', async ({ trx, onCommit }) => {
        // A save that states the version it was loaded from claims the row first (lib/save/versions).
        if (action === 'update') await claimExpectedVersion(uid, params.documentId);
        if (params.data && SLUGGED.has(uid)) {
          await assignSlug(uid, action as 'create' | 'update', params.data, existing, params.documentId, trx);
        }
        const claimsFullWidth = FULL_WIDTH.has(uid) && params.data?.isFullWidthFeatured === true;
        if (claimsFullWidth) await lockType(uid, trx);
        const result = await next();
        const saved = result as { documentId?: string } | null;
        // A draft claims the slot among drafts only: the public's full-width item stays until publication.
        if (claimsFullWidth && saved?.documentId) await releaseFullWidth(uid, saved.documentId, !publishing);
        onCommit(bumpAfterCommit);
        return result;
      });
    } catch (error) {
      if (stored.length) await discardImages(stored);
      throw error;
    }
  });

  // Files replaced or deleted in the media library change the paths answers carry.
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterUpdate: bumpAfterCommit,
    afterDelete: bumpAfterCommit,
    afterDeleteMany: bumpAfterCommit,
  });
}
