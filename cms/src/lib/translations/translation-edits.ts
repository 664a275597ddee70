import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  SETTINGS_TRANSLATION_ID,
  TRANSLATION_LANGUAGES,
  type TranslatedKind,
  type Translation,
  type TranslationLanguage,
  type TranslationSet,
} from '@estate/contract';
import { invalid, notFound } from '../http/errors';
import { hasDrafts, rowOf } from '../read/publication';
import { sanitizeRichText } from '../save/rich-text';
import { hasSlug, INPUT_OF, text, translatedFields, UID_OF, type Row } from './translation-schema';

/*
 * Staff's side of the translations: an item's languages as staff edit them, a translation written
 * (checked field by field as the English is) or removed, and the translations following their
 * English document on and off the public site.
 */

type Values = Record<string, string | null>;

/**
 * The English row of an item as staff see it (its draft), or 404. The settings, a single type,
 * are named by SETTINGS_TRANSLATION_ID: their one English row, whatever its document id.
 */
async function englishRow(kind: TranslatedKind, id: string, select: string[]): Promise<Row> {
  const uid = UID_OF[kind];
  const single = kind === 'setting';
  const row =
    single && id !== SETTINGS_TRANSLATION_ID
      ? null
      : ((await strapi.db.query(uid).findOne({
          where: { ...(single ? {} : { documentId: id }), ...rowOf(uid, true) },
          select: [...new Set(['documentId', ...select])],
        })) as Row | null);
  if (!row)
    throw notFound(
      single && id === SETTINGS_TRANSLATION_ID
        ? "The settings have no English texts yet: save the agency's details first"
        : `${TRANSLATED_LABEL[kind]} not found`,
    );
  return row;
}

const TRANSLATED_LABEL: Record<TranslatedKind, string> = {
  property: 'Property',
  post: 'Post',
  team: 'Team member',
  area: 'Area',
  development: 'Development',
  review: 'Review',
  setting: 'Settings',
};

/** How a message names an item of the kind ("a post", "the settings"). */
const itemNoun = (kind: TranslatedKind) =>
  kind === 'setting' ? 'the settings' : `a ${TRANSLATED_LABEL[kind].toLowerCase()}`;

/** Whether the document is on the public site (its English row has a published copy; always for kinds without drafts). */
async function isPublished(uid: string, documentId: string): Promise<boolean> {
  if (!hasDrafts(uid)) return true;
  return !!(await strapi.db.query(uid).findOne({ where: { documentId, ...rowOf(uid, false) }, select: ['id'] }));
}

/** Every language of an item as staff edit it. */
export async function translationSet(kind: TranslatedKind, id: string): Promise<TranslationSet> {
  const uid = UID_OF[kind];
  const fields = translatedFields(kind);
  const names = fields.map((f) => f.name);
  const english = await englishRow(kind, id, ['documentId', 'locale', ...names]);
  const documentId = english.documentId;
  const drafts = hasDrafts(uid);
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, locale: { $ne: DEFAULT_LANGUAGE } },
    select: ['documentId', 'locale', 'publishedAt', 'updatedAt', ...names],
  })) as Array<Row & { publishedAt?: unknown; updatedAt?: unknown }>;
  const translations: Translation[] = TRANSLATION_LANGUAGES.map((language) => {
    const mine = rows.filter((r) => r.locale === language);
    const draft = drafts ? mine.find((r) => r.publishedAt == null) : mine[0];
    const values: Values = Object.fromEntries(names.map((name) => [name, draft ? text(draft[name]) : null]));
    // A translation is complete when each of its texts is given; an address of its own is optional.
    const texts = names.filter((name) => name !== 'slug');
    const state = !draft ? 'missing' : texts.every((name) => values[name] !== null) ? 'complete' : 'partial';
    return {
      language,
      state,
      published: !!draft && (!drafts || mine.some((r) => r.publishedAt != null)),
      values,
      updatedAt: draft?.updatedAt ? new Date(draft.updatedAt as string).toISOString() : null,
    };
  });
  return {
    kind,
    id,
    fields,
    english: Object.fromEntries(names.map((name) => [name, text(english[name])])),
    translations,
  };
}

/** A translation's texts checked as the English are, field by field; 400 naming each field at fault. */
async function checkedValues(
  kind: TranslatedKind,
  documentId: string,
  language: TranslationLanguage,
  given: Values,
  englishSlug: string | null,
): Promise<Values> {
  const fields = translatedFields(kind);
  const known = new Set(fields.map((f) => f.name));
  const errors: Array<{ field: string; message: string }> = [];
  for (const name of Object.keys(given))
    if (!known.has(name))
      errors.push({
        field: name,
        message: `${name} is not translated: the translated texts of ${itemNoun(kind)} are ${[...known].join(', ')}`,
      });
  const values: Values = {};
  for (const field of fields) {
    const raw = given[field.name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors.push({ field: field.name, message: `${field.name} must be text` });
      continue;
    }
    const value = text(raw);
    if (value === null) {
      if (field.required)
        errors.push({ field: field.name, message: `${field.name} is required in ${LANGUAGE_NAMES[language]}` });
      // An address of its own, or the English one: the page is found in every language.
      values[field.name] = field.kind === 'slug' ? englishSlug : null;
      continue;
    }
    const parsed = (INPUT_OF[kind].shape[field.name] as z.ZodType | undefined)?.safeParse(value);
    if (parsed && !parsed.success) {
      errors.push({ field: field.name, message: parsed.error.issues[0]?.message ?? `${field.name} is not valid` });
      continue;
    }
    const checked = parsed ? (parsed.data as string) : value;
    values[field.name] = field.kind === 'html' ? sanitizeRichText(checked) : checked;
  }
  const slug = values.slug;
  if (typeof slug === 'string' && slug !== englishSlug) {
    const uid = UID_OF[kind];
    const taken = await strapi.db.query(uid).findOne({
      where: { slug, documentId: { $ne: documentId } },
      select: ['id'],
    });
    if (taken)
      errors.push({
        field: 'slug',
        message: `slug ${slug} is the address of another ${TRANSLATED_LABEL[kind].toLowerCase()}`,
      });
  }
  if (errors.length) throw invalid(errors);
  return values;
}

/**
 * Write an item's texts in one language: its draft in that locale, published at once when the
 * English item is published (as the contract's saves publish), so the site shows it.
 */
export async function saveTranslation(
  kind: TranslatedKind,
  id: string,
  language: TranslationLanguage,
  given: Values,
): Promise<TranslationSet> {
  const uid = UID_OF[kind];
  const english = await englishRow(kind, id, ['documentId', 'locale', ...(hasSlug(kind) ? ['slug'] : [])]);
  const documentId = english.documentId;
  const data = await checkedValues(kind, documentId, language, given, hasSlug(kind) ? text(english.slug) : null);
  const documents = strapi.documents(uid) as unknown as {
    update(params: { documentId: string; locale: string; data: Values; status?: 'published' }): Promise<unknown>;
  };
  const publish = hasDrafts(uid) && (await isPublished(uid, documentId));
  await documents.update({ documentId, locale: language, data, ...(publish ? { status: 'published' as const } : {}) });
  return translationSet(kind, id);
}

/** Remove an item's translation into one language (its draft and published rows): the English shows again. */
export async function deleteTranslation(
  kind: TranslatedKind,
  id: string,
  language: TranslationLanguage,
): Promise<TranslationSet> {
  const uid = UID_OF[kind];
  const { documentId } = await englishRow(kind, id, ['documentId']);
  const exists = await strapi.db.query(uid).findOne({ where: { documentId, locale: language }, select: ['id'] });
  if (!exists)
    throw notFound(
      `${kind === 'setting' ? 'The settings have' : `This ${TRANSLATED_LABEL[kind].toLowerCase()} has`} no ${LANGUAGE_NAMES[language]} translation`,
    );
  await (
    strapi.documents(uid) as unknown as { delete(p: { documentId: string; locale: string }): Promise<unknown> }
  ).delete({
    documentId,
    locale: language,
  });
  return translationSet(kind, id);
}

/**
 * After the English document is published or taken off the site: its translations follow. A
 * translation that cannot be published (one written in Strapi's panel without a required text)
 * stays a draft, and the site shows the English in its place.
 */
export async function followPublication(
  uid: string,
  documentId: string,
  action: 'publish' | 'unpublish',
): Promise<void> {
  const drafts = (await strapi.db.query(uid).findMany({
    where: { documentId, locale: { $ne: DEFAULT_LANGUAGE }, publishedAt: { $null: true } },
    select: ['locale'],
  })) as Array<{ locale: string }>;
  const documents = strapi.documents(uid as UID.ContentType) as unknown as Record<
    typeof action,
    (p: { documentId: string; locale: string }) => Promise<unknown>
  >;
  for (const { locale } of drafts) {
    try {
      await documents[action]({ documentId, locale });
    } catch (error) {
      strapi.log.warn(
        `translations: the ${locale} translation of ${uid} ${documentId} stays as it was: ${(error as Error).message}`,
      );
    }
  }
}
