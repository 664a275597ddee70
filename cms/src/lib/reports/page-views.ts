import { timingSafeEqual } from 'node:crypto';
import { DEV_PAGE_VIEWS_SECRET, type PageViewBatch } from '@estate/contract';
import type { Row } from '../read/serialize';

/*
 * Views of listing pages (docs/decisions/0084): the web server counts them per listing page and
 * Dubai day, leaving out bots and prefetches, and hands the counts over in batches; each is added
 * to its (listing, day) row in one statement. Nothing about the visitor is received or kept.
 */

export const LISTING_VIEWS_TABLE = 'estate_listing_views';
const UID = { property: 'api::property.property', development: 'api::development.development' } as const;
const CHUNK = 200;

/** The secret the web server sends: PAGE_VIEWS_SECRET, else a known one outside production, else none. */
export function pageViewsSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const set = env.PAGE_VIEWS_SECRET?.trim();
  if (set) return set;
  return env.NODE_ENV === 'production' ? null : DEV_PAGE_VIEWS_SECRET;
}

/** Whether a request's header holds the secret (compared in constant time). */
export function holdsSecret(given: string | undefined): boolean {
  const secret = pageViewsSecret();
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Adds a batch to the stored counts; slugs of no listing are dropped. Answers the entries added. */
export async function recordPageViews(batch: Required<PageViewBatch>): Promise<number> {
  const ids = new Map<string, string>();
  for (const kind of ['property', 'development'] as const) {
    const slugs = [...new Set(batch.views.filter((v) => v.kind === kind).map((v) => v.slug))];
    for (let i = 0; i < slugs.length; i += CHUNK) {
      const found = (await strapi.db.query(UID[kind]).findMany({
        where: { slug: { $in: slugs.slice(i, i + CHUNK) } },
        select: ['documentId', 'slug'],
      })) as Row[];
      for (const r of found) ids.set(`${kind}:${String(r.slug)}`, String(r.documentId));
    }
  }
  // One row per (listing, day): a statement may not add to the same row twice.
  const sums = new Map<string, { kind: string; id: string; day: string; views: number }>();
  for (const v of batch.views) {
    const id = ids.get(`${v.kind}:${v.slug}`);
    if (!id) continue;
    const key = `${v.kind}:${id}:${v.day}`;
    const entry = sums.get(key) ?? { kind: v.kind, id, day: v.day, views: 0 };
    entry.views += v.count;
    sums.set(key, entry);
  }
  const entries = [...sums.values()];
  const knex = strapi.db.connection;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const part = entries.slice(i, i + CHUNK);
    await knex.raw(
      `INSERT INTO ${LISTING_VIEWS_TABLE} (kind, listing_id, day, views) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}
       ON CONFLICT (listing_id, day, kind) DO UPDATE SET views = ${LISTING_VIEWS_TABLE}.views + excluded.views`,
      part.flatMap((e) => [e.kind, e.id, e.day, e.views]),
    );
  }
  return entries.length;
}
