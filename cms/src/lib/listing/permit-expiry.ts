import { PROPERTY_UID } from './listing';

/*
 * Listings leave the public lists by themselves when their advertising permit expires: no write
 * happens then, so the content version (decision 0004), which retires cached answers and pages,
 * also turns when the next expiry passes. Each instance knows the next expiry after the current
 * version (one indexed read per version change); a version read after that moment makes a new
 * version first. Several instances may each turn it once: that costs a render, never a stale page.
 */

interface Known {
  version: string;
  /** Milliseconds of the next permit expiry after the version was read, or null for none. */
  at: number | null;
}

let known: Known | null = null;
let pending: { version: string; answer: Promise<Known> } | null = null;

async function nextExpiry(version: string): Promise<Known> {
  const row = (await strapi.db.query(PROPERTY_UID).findOne({
    where: { permitExpiresAt: { $gt: new Date() } },
    select: ['permitExpiresAt'],
    orderBy: [{ permitExpiresAt: 'asc' }],
  })) as { permitExpiresAt?: string | number | Date | null } | null;
  const at = row?.permitExpiresAt ? new Date(row.permitExpiresAt).getTime() : null;
  return { version, at: at !== null && Number.isFinite(at) ? at : null };
}

/** Whether a permit expired since `version` was made: then answers kept under it must not be reused. */
export async function permitExpiredSince(version: string): Promise<boolean> {
  if (known?.version !== version) {
    // One read per version and instance, however many requests ask at once.
    if (pending?.version !== version) pending = { version, answer: nextExpiry(version) };
    const asked = pending;
    try {
      known = await asked.answer;
    } catch (error) {
      if (pending === asked) pending = null;
      // The database is the one that knows; without it the cache is skipped (lib/cache/response-cache).
      throw error;
    }
  }
  return known.at !== null && Date.now() >= known.at;
}
