import {
  languageOr,
  SAVED_SEARCH_MESSAGES,
  savedSearchLabel,
  SavedSearchFiltersSchema,
  shownSavedSearchLabel,
  type Currency,
  type Language,
} from '@estate/contract';
import { searchToken, tokenHash } from '../auth/saved-search-tokens';
import { newDocumentId } from '../database/db-retry';
import { HttpError } from '../http/errors';
import { PROPERTY_UID } from '../listing/listing';
import { andWhere, publicPropertyWhere } from '../listing/public-listings';
import type { DigestListing } from '../mail/alert-mails';
import { LEAD_UID } from '../mail/kinds';
import { kickOutbox } from '../mail/outbox';
import { propertyWhere, type ParsedPropertyFilter } from '../read/filters';
import type { Row } from '../read/serialize';
import { storeLinkedLead } from './contacts';

/*
 * Saved searches with e-mail alerts (docs/decisions/0039): a search is stored, confirmed and ended
 * through the tokens of its links (lib/auth/saved-search-tokens), and the digest scheduler queues
 * the new listings of each confirmed search. The outbox sends their mails (lib/mail/alert-mails).
 */

export const SEARCH_UID = LEAD_UID.savedSearch;
export const DIGEST_UID = LEAD_UID.searchDigest;

/* ---- save, confirm, unsubscribe ---- */

/** The filters as stored: only those set. */
const setFilters = (filters: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** How many listings of a map area are read to name it. */
const AREA_SAMPLE = 200;

/**
 * The name of a search's map area: the location most of the public listings inside it are in
 * ("Dubai Marina"), or null without a map area or listings in it.
 */
export async function mapAreaName(filters: Record<string, unknown>): Promise<string | null> {
  const parsed = SavedSearchFiltersSchema.safeParse(filters);
  if (!parsed.success || !parsed.data.bbox) return null;
  const rows = (await strapi.db.query(PROPERTY_UID).findMany({
    where: andWhere(publicPropertyWhere(), propertyWhere({ bbox: parsed.data.bbox } as ParsedPropertyFilter)),
    select: ['location'],
    limit: AREA_SAMPLE,
  })) as Row[];
  const counts = new Map<string, number>();
  for (const r of rows) {
    const place = typeof r.location === 'string' ? r.location.trim() : '';
    if (place) counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [place, n] of counts) if (best === null || n > counts.get(best)!) best = place;
  return best;
}

/**
 * Stores the search as pending with the hashes of its two link tokens; the outbox mails the
 * confirmation. Nothing is sent to the address again until its owner confirms.
 */
export async function storeSearch(
  input: { email: string; filters: Record<string, unknown>; language: Language },
  attribution: Record<string, unknown>,
): Promise<string> {
  const documentId = newDocumentId();
  const filters = setFilters(input.filters);
  const label = savedSearchLabel(filters, await mapAreaName(filters));
  const email = input.email.toLowerCase();
  await storeLinkedLead(
    SEARCH_UID,
    {
      documentId,
      email,
      label,
      filters,
      language: input.language,
      status: 'pending',
      confirmTokenHash: tokenHash(searchToken('confirm', documentId)),
      unsubscribeTokenHash: tokenHash(searchToken('unsubscribe', documentId)),
      ...attribution,
      mailStatus: 'pending',
    },
    { email },
  );
  kickOutbox();
  return label;
}

const invalidToken = () => new HttpError(404, SAVED_SEARCH_MESSAGES.invalidToken);

/**
 * Confirms the search of a confirmation token. The first use confirms; the same link opened again
 * (a second click, the mail read on another device) answers that it is already confirmed: the
 * token's hash stays on the row, and the status, not the token, says whether there is anything to
 * do. Unsubscribing clears it, so an ended search's old link is not valid.
 */
export async function confirmSearch(token: string): Promise<{ label: string; already: boolean }> {
  const hash = tokenHash(token);
  const find = async (statuses: string[]) =>
    (await strapi.db.query(SEARCH_UID).findOne({
      where: { confirmTokenHash: hash, status: { $in: statuses } },
      select: ['id', 'label', 'filters', 'status'],
    })) as Row | null;
  const row = await find(['pending', 'confirmed']);
  if (!row) throw invalidToken();
  const label = shownSavedSearchLabel(row.label, row.filters);
  if (row.status === 'confirmed') return { label, already: true };
  const now = new Date();
  const done = (await strapi.db.query(SEARCH_UID).updateMany({
    where: { id: row.id, confirmTokenHash: hash, status: 'pending' },
    // The watermark starts now: the first digest holds listings added from here on.
    data: { status: 'confirmed', confirmedAt: now, checkedUntil: now },
  })) as { count: number };
  if (done.count === 1) return { label, already: false };
  // Another request changed it in between: it confirmed it, or the search was ended.
  if (await find(['confirmed'])) return { label, already: true };
  throw invalidToken();
}

/** Ends a search's alerts (any number of times: one-click clients may repeat the POST). */
export async function unsubscribeSearch(token: string): Promise<string> {
  const row = (await strapi.db.query(SEARCH_UID).findOne({
    where: { unsubscribeTokenHash: tokenHash(token) },
    select: ['id', 'documentId', 'label', 'filters', 'status', 'mailStatus'],
  })) as Row | null;
  if (!row) throw invalidToken();
  if (row.status !== 'unsubscribed') {
    await strapi.db.query(SEARCH_UID).update({
      where: { id: row.id },
      data: {
        status: 'unsubscribed',
        unsubscribedAt: new Date(),
        confirmTokenHash: null,
        ...(row.mailStatus === 'pending' ? { mailStatus: 'skipped' } : {}),
      },
    });
    // Digests not yet sent are not sent.
    await strapi.db.query(DIGEST_UID).updateMany({
      where: { searchId: row.documentId, mailStatus: 'pending' },
      data: { mailStatus: 'skipped' },
    });
  }
  return shownSavedSearchLabel(row.label, row.filters);
}

/* ---- the digests ---- */

const envNumber = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};
/** How often each confirmed search is checked (ALERTS_INTERVAL_MINUTES, fractions allowed). */
const INTERVAL_MS = () => envNumber('ALERTS_INTERVAL_MINUTES', 1440) * 60_000;
const POLL_MS = () => Math.min(envNumber('ALERTS_POLL_MS', 60_000), INTERVAL_MS());
/** The listing ids a search remembers having sent (older ones are also older than its watermark). */
const SENT_MEMORY = 2000;
/** Listings a digest looks at in one round; more wait for the next. */
const DIGEST_SCAN = 500;
/** Listings a digest's mail shows; its total counts the rest. */
export const DIGEST_SHOWN = 10;

const PRICE_COLUMN: Record<Currency, string> = { AED: 'priceAed', USD: 'price', EUR: 'priceEur' };

/**
 * One search's round: claim it by moving its watermark (a conditional update: one instance
 * wins), find the public listings matching its filters that are new since the last check and
 * were never sent to it, and queue one digest row for the outbox. All in one transaction: a
 * crash midway leaves the search as it was, to be checked again.
 */
/** How far a round looks back past the last check, for saves that committed after it (see digestOne). */
const COMMIT_LAG_MS = 60_000;

async function digestOne(search: Row, now: Date): Promise<boolean> {
  const parsed = SavedSearchFiltersSchema.safeParse(search.filters ?? {});
  return strapi.db.transaction(async () => {
    const claim = (await strapi.db.query(SEARCH_UID).updateMany({
      where: { id: search.id, status: 'confirmed', checkedUntil: search.checkedUntil },
      data: { checkedUntil: now },
    })) as { count: number };
    if (claim.count !== 1) return false;
    if (!parsed.success) {
      strapi.log.warn(`alerts: saved search ${String(search.documentId)} has filters that no longer parse`);
      return false;
    }
    const filters = parsed.data as ParsedPropertyFilter;
    const sent = new Set(((Array.isArray(search.sentListingIds) ? search.sentListingIds : []) as string[]).map(String));
    // A save commits after the time it stamps (a published listing is written twice, its draft
    // and its published copy, docs/decisions/0036): a round that ran meanwhile could not see it,
    // so each check looks back a minute; what was sent already is left out by its id.
    const since = new Date(new Date(search.checkedUntil as Date).getTime() - COMMIT_LAG_MS);
    // New: created after the search was confirmed, and created or changed (made public, moved
    // into the filters, published) since its last check; never one it was sent already.
    const rows = (await strapi.db.query(PROPERTY_UID).findMany({
      where: andWhere(andWhere(publicPropertyWhere(now), propertyWhere(filters)), {
        createdAt: { $gt: search.confirmedAt },
        $or: [{ createdAt: { $gt: since } }, { updatedAt: { $gt: since } }],
        ...(sent.size ? { documentId: { $notIn: [...sent] } } : {}),
      }),
      select: ['documentId', 'title', 'slug', 'price', 'priceAed', 'priceEur', 'beds', 'location', 'country'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: DIGEST_SCAN,
    })) as Row[];
    if (!rows.length) return false;
    const currency = (filters.currency ?? 'AED') as Currency;
    const listings: DigestListing[] = rows.slice(0, DIGEST_SHOWN).map((r) => ({
      title: String(r.title ?? ''),
      slug: String(r.slug ?? ''),
      price:
        r[PRICE_COLUMN[currency]] === null || r[PRICE_COLUMN[currency]] === undefined
          ? null
          : Number(r[PRICE_COLUMN[currency]]),
      currency,
      beds: r.beds === null || r.beds === undefined ? null : Number(r.beds),
      location: [r.location, r.country].filter(Boolean).join(', '),
    }));
    await strapi.db.query(DIGEST_UID).create({
      data: {
        searchId: search.documentId,
        email: search.email,
        label: shownSavedSearchLabel(search.label, search.filters),
        filters: search.filters,
        language: languageOr(search.language),
        listings,
        total: rows.length,
        mailStatus: 'pending',
        publishedAt: now,
      },
    });
    const remembered = [...sent, ...rows.map((r) => String(r.documentId))].slice(-SENT_MEMORY);
    await strapi.db.query(SEARCH_UID).update({
      where: { id: search.id },
      data: {
        sentListingIds: remembered,
        lastDigestAt: now,
        lastDigestListings: rows.length,
        digestCount: Number(search.digestCount ?? 0) + 1,
      },
    });
    return true;
  });
}

/** Checks every confirmed search that is due; returns how many digests were queued. */
export async function digestRound(now = new Date()): Promise<number> {
  const due = (await strapi.db.query(SEARCH_UID).findMany({
    where: { status: 'confirmed', checkedUntil: { $lte: new Date(now.getTime() - INTERVAL_MS()) } },
    select: [
      'id',
      'documentId',
      'email',
      'label',
      'filters',
      'language',
      'checkedUntil',
      'confirmedAt',
      'sentListingIds',
      'digestCount',
    ],
    orderBy: [{ checkedUntil: 'asc' }, { id: 'asc' }],
    limit: 50,
  })) as Row[];
  let queued = 0;
  for (const search of due) {
    try {
      if (await digestOne(search, now)) queued++;
    } catch (error) {
      strapi.log.error(`alerts: saved search ${String(search.documentId)}: ${(error as Error).message}`);
    }
  }
  if (queued) kickOutbox();
  return queued;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;

export function startAlerts(): void {
  if (process.env.ALERTS_DISABLED === 'true' || timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = digestRound()
      .catch((error: Error) => strapi.log.error(`alerts: ${error.message}`))
      .finally(() => {
        running = null;
      });
  }, POLL_MS());
  timer.unref();
}

export async function stopAlerts(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  while (running) await running;
}
