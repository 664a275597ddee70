import type { UID } from '@strapi/strapi';
import { ROW_COLUMNS } from '../database/strapi-internals';

/**
 * Draft and publish (docs/decisions/0036). Properties, developments, areas and posts use
 * Strapi 5's own draft and publish: every document has a draft row (what staff edit, always
 * the latest) and, once published, a second row, the published copy visitors see. The query
 * engine (`strapi.db.query`) sees both rows, so every read of these types names the one it
 * wants: public reads the published row, staff reads the draft row. Types without draft and
 * publish have one row per document, and no condition.
 */

/** Whether a content type keeps drafts (its schema's `draftAndPublish`). */
export function hasDrafts(uid: string): boolean {
  // One lookup: `strapi.contentTypes` builds a map of every type on each read (twice a list).
  const type = strapi.contentType(uid as UID.ContentType) as { options?: { draftAndPublish?: boolean } } | undefined;
  return type?.options?.draftAndPublish === true;
}

/**
 * The condition that picks one row per document: the draft (staff, `drafts`) or the published
 * copy (the public). Empty for types without drafts.
 */
export function rowOf(uid: string, drafts: boolean): Record<string, unknown> {
  if (!hasDrafts(uid)) return {};
  return { publishedAt: drafts ? { $null: true } : { $notNull: true } };
}

/** The published rows, as SQL on the type's table (raw reads: distinct values, the public listing condition). */
export const PUBLISHED_SQL = `${ROW_COLUMNS.publishedAt} IS NOT NULL`;
