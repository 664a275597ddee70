import type { UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE } from '@estate/contract';
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
 * Whether a content type keeps translations (its schema's `pluginOptions.i18n.localized`, Strapi's
 * internationalisation, docs/decisions/0102): each translation is a row of its own per document
 * (and per draft and published copy), its `locale` column naming the language. The contract's
 * reads and writes are the English rows; the translations are read and written by
 * lib/translations alone.
 */
export function isLocalized(uid: string): boolean {
  const type = strapi.contentType(uid as UID.ContentType) as
    { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
  return type?.pluginOptions?.i18n?.localized === true;
}

/**
 * The condition that picks one row per document: the draft (staff, `drafts`) or the published
 * copy (the public), in English for types with translations. Empty for types with neither.
 */
export function rowOf(uid: string, drafts: boolean): Record<string, unknown> {
  const language = isLocalized(uid) ? { locale: DEFAULT_LANGUAGE } : {};
  if (!hasDrafts(uid)) return language;
  return { publishedAt: drafts ? { $null: true } : { $notNull: true }, ...language };
}

/** The English rows of a type with translations, as SQL on its table; always true for the others. */
export const englishSql = (uid: string): string =>
  isLocalized(uid) ? `${ROW_COLUMNS.locale} = '${DEFAULT_LANGUAGE}'` : '1 = 1';

/** The published rows of a type, in English where it keeps translations, as SQL on its table. */
export const publishedSql = (uid: string): string =>
  isLocalized(uid) ? `${PUBLISHED_SQL} AND ${englishSql(uid)}` : PUBLISHED_SQL;

/** The published rows, as SQL on the type's table (raw reads: distinct values, the public listing condition). */
export const PUBLISHED_SQL = `${ROW_COLUMNS.publishedAt} IS NOT NULL`;
