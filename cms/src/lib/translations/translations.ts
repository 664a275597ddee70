import type { UID } from '@strapi/strapi';
import type { z } from 'zod';
import {
  AreaInputSchema,
  PropertyInputSchema,
  DEFAULT_LANGUAGE,
  DevelopmentInputSchema,
  LANGUAGE_NAMES,
  PostInputSchema,
  ReviewInputSchema,
  SETTINGS_TRANSLATION_ID,
  SettingsInputSchema,
  TeamInputSchema,
  TRANSLATED_FIELDS,
  TRANSLATION_KEEPS_ENGLISH,
  TRANSLATION_LANGUAGES,
  type Language,
  type TranslatedField,
  type TranslatedKind,
  type Translation,
  type TranslationLanguage,
  type TranslationSet,
} from '@estate/contract';
import { invalid, notFound } from '../http/errors';
import { hasDrafts, isLocalized, rowOf } from '../read/publication';
import { sanitizeRichText } from '../save/rich-text';

/*
 * The content's translations (docs/decisions/0102), on Strapi's internationalisation: a
 * translation is the document's row in that locale (a draft and, once its English document is
 * published, a published copy). Only the texts the contract names (TRANSLATED_FIELDS) are read
 * from it; everything else an item shows comes from its English row, so a translation can never
 * give a page a stale price, picture or date. The contract's own reads and writes never see these
 * rows (rowOf names the English one).
 */

export const UID_OF: Record<TranslatedKind, UID.ContentType> = {
  property: 'api::property.property',
  post: 'api::post.post',
  team: 'api::team.team',
  area: 'api::area.area',
  development: 'api::development.development',
  review: 'api::review.review',
  setting: 'api::setting.setting',
};

/** The contract's input schema of each kind: a translated text is checked as its English is. */
const INPUT_OF: Record<TranslatedKind, z.ZodObject> = {
  property: PropertyInputSchema,
  post: PostInputSchema,
  team: TeamInputSchema,
  area: AreaInputSchema,
  development: DevelopmentInputSchema,
  review: ReviewInputSchema,
  setting: SettingsInputSchema,
};

type Values = Record<string, string | null>;

interface StrapiAttribute {
  type: string;
  required?: boolean;
  maxLength?: number;
  customField?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

const attributesOfType = (uid: string) =>
  (strapi.contentType(uid as UID.ContentType) as unknown as { attributes: Record<string, StrapiAttribute> }).attributes;

/** How a text is written, read from its attribute. */
function kindOf(attribute: StrapiAttribute): TranslatedField['kind'] {
  if (attribute.type === 'uid') return 'slug';
  // Strapi gives a custom field its registered type at run time ('richtext' for global::html).
  if (attribute.customField === 'global::html') return 'html';
  return attribute.type === 'text' ? 'text' : 'line';
}

/** The longest text the contract's schema takes for a field (null where it names none). */
function maxLengthOf(kind: TranslatedKind, name: string): number | null {
  const schema = INPUT_OF[kind].shape[name] as { maxLength?: number | null; unwrap?: () => unknown } | undefined;
  const inner = (schema?.unwrap?.() ?? schema) as { maxLength?: number | null } | undefined;
  return typeof inner?.maxLength === 'number' ? inner.maxLength : null;
}

/** The translated texts of a kind, as its schema and the contract describe them. */
export function translatedFields(kind: TranslatedKind): TranslatedField[] {
  const attributes = attributesOfType(UID_OF[kind]);
  return Object.entries(TRANSLATED_FIELDS[kind]).map(([name, label]) => {
    const attribute = attributes[name];
    return {
      name,
      label,
      kind: kindOf(attribute),
      required: attribute.required === true,
      maxLength: maxLengthOf(kind, name),
    };
  });
}

/**
 * Every kind's schema translates exactly the texts the contract names, and the kind itself: a
 * schema edited in the panel that drifts from the contract stops the start, as a wrong enum does.
 */
export function assertTranslatedFields(): void {
  for (const [kind, uid] of Object.entries(UID_OF) as Array<[TranslatedKind, string]>) {
    if (!isLocalized(uid)) throw new Error(`${uid}: its schema must be localized (pluginOptions.i18n.localized)`);
    const localized = Object.entries(attributesOfType(uid))
      .filter(([, a]) => a.pluginOptions?.i18n?.localized === true)
      .map(([name]) => name)
      .sort();
    const named = Object.keys(TRANSLATED_FIELDS[kind]).sort();
    if (localized.join() !== named.join())
      throw new Error(
        `${uid}: localized fields ${localized.join(', ')} differ from the contract's ${named.join(', ')}`,
      );
  }
}

/** The locales of the site's languages in Strapi's internationalisation, and English as its default. */
export async function ensureContentLocales(): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as {
    findByCode(code: string): Promise<unknown>;
    create(locale: { code: string; name: string }): Promise<unknown>;
    getDefaultLocale(): Promise<string | undefined>;
    setDefaultLocale(locale: { code: string }): Promise<unknown>;
  };
  for (const code of [DEFAULT_LANGUAGE, ...TRANSLATION_LANGUAGES])
    if (!(await locales.findByCode(code))) await locales.create({ code, name: `${LANGUAGE_NAMES[code]} (${code})` });
  // English is the contract's language: every read and write without a locale is English.
  if ((await locales.getDefaultLocale()) !== DEFAULT_LANGUAGE)
    await locales.setDefaultLocale({ code: DEFAULT_LANGUAGE });
}

type Row = Record<string, unknown> & { documentId: string; locale: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

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

const hasSlug = (kind: TranslatedKind) => 'slug' in TRANSLATED_FIELDS[kind];

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

/**
 * A list answer (its items, or its serialised body) read in a language: the translated texts in
 * place; English answers as it is.
 */
export async function listInLanguage<L extends { items: unknown[]; body?: Buffer }>(
  kind: TranslatedKind,
  language: Language | undefined,
  list: L,
): Promise<L> {
  if (!language || language === DEFAULT_LANGUAGE) return list;
  const items = list.body ? (JSON.parse(list.body.toString('utf8')) as Translatable[]) : (list.items as Translatable[]);
  return { ...list, body: undefined, items: await inLanguage(kind, language, items) };
}

/** An item's slug in each language: a translation's own, or the English one. */
const slugsIn = (english: string, own: (language: TranslationLanguage) => string | null): Record<string, string> =>
  Object.fromEntries([[DEFAULT_LANGUAGE, english], ...TRANSLATION_LANGUAGES.map((l) => [l, own(l) ?? english])]);

/** The item as the public reads it in a language: the English item with each translated text in place. */
export type Translatable = { _id: string; slug?: string } & Record<string, unknown>;

/**
 * Items of a kind read in a language: each translated text in place of the English, the texts
 * still English named (`translation.untranslated`), and for posts each language's address
 * (`slugs`, `slug` being the language's own); a listing's agent card carries the member's translated position. English answers as
 * it is.
 */
export async function inLanguage<T extends Translatable>(
  kind: TranslatedKind,
  language: Language | undefined,
  items: T[],
): Promise<T[]> {
  const translated = await textsInLanguage(kind, language, items);
  return kind === 'property' && translated !== items && language ? agentsIn(language, translated) : translated;
}

/** Items' own texts in a language, as `inLanguage` puts them, without what they embed (a feed's need). */
export async function textsInLanguage<T extends Translatable>(
  kind: TranslatedKind,
  language: Language | undefined,
  items: T[],
): Promise<T[]> {
  if (!language || language === DEFAULT_LANGUAGE || !items.length) return items;
  const uid = UID_OF[kind];
  const names = Object.keys(TRANSLATED_FIELDS[kind]);
  const rows = (await strapi.db.query(uid).findMany({
    where: {
      documentId: { $in: [...new Set(items.map((i) => i._id))] },
      locale: { $ne: DEFAULT_LANGUAGE },
      ...(hasDrafts(uid) ? { publishedAt: { $notNull: true } } : {}),
    },
    select: ['documentId', 'locale', ...names],
  })) as Row[];
  const byDocument = new Map<string, Map<string, Row>>();
  for (const row of rows) {
    const locales = byDocument.get(row.documentId) ?? new Map<string, Row>();
    locales.set(row.locale, row);
    byDocument.set(row.documentId, locales);
  }
  return items.map((item) => {
    const locales = byDocument.get(item._id);
    const row = locales?.get(language);
    const out: Record<string, unknown> = { ...item };
    const untranslated: string[] = [];
    const english: Record<string, string> = {};
    const kept = TRANSLATION_KEEPS_ENGLISH[kind] ?? [];
    for (const name of names) {
      if (!(name in item) || name === 'slug') continue;
      const value = row ? text(row[name]) : null;
      if (value === null) untranslated.push(name);
      else {
        if (kept.includes(name) && typeof item[name] === 'string') english[name] = item[name];
        out[name] = value;
      }
    }
    if (hasSlug(kind) && typeof item.slug === 'string') {
      const english = item.slug;
      out.slugs = slugsIn(english, (l) => text(locales?.get(l)?.slug));
      out.slug = (out.slugs as Record<string, string>)[language];
    }
    out.translation = { language, untranslated, ...(Object.keys(english).length ? { english } : {}) };
    return out as T;
  });
}

/**
 * A listing's agent card in the language: the member's translated position where their
 * translation gives one (the card carries no note of its own: an untranslated position stays English).
 */
async function agentsIn<T extends Translatable>(language: Language, items: T[]): Promise<T[]> {
  const agents = items
    .map((item) => item.agent as { _id?: string; position?: string } | null | undefined)
    .filter((agent): agent is { _id: string; position?: string } => typeof agent?._id === 'string');
  if (!agents.length) return items;
  const cards: Translatable[] = await inLanguage('team', language, [
    ...new Map(agents.map((a) => [a._id, { _id: a._id, position: a.position ?? '' }])).values(),
  ]);
  const untranslated = (card: Translatable) =>
    (card.translation as { untranslated?: string[] } | undefined)?.untranslated?.includes('position') !== false;
  const position = new Map(cards.filter((c) => !untranslated(c)).map((c) => [c._id, c.position as string]));
  return items.map((item) => {
    const agent = item.agent as { _id?: string } | null | undefined;
    const given = agent?._id ? position.get(agent._id) : undefined;
    return given === undefined ? item : { ...item, agent: { ...agent, position: given } };
  });
}

/**
 * An English item's addresses in the languages whose translation gives it one of its own
 * (`slugs`, for the page's alternates); the item as it is when none does.
 */
export async function withAddresses<T extends Translatable>(kind: TranslatedKind, item: T): Promise<T> {
  if (!hasSlug(kind) || typeof item.slug !== 'string') return item;
  const uid = UID_OF[kind];
  const rows = (await strapi.db.query(uid).findMany({
    where: {
      documentId: item._id,
      locale: { $ne: DEFAULT_LANGUAGE },
      ...(hasDrafts(uid) ? { publishedAt: { $notNull: true } } : {}),
    },
    select: ['locale', 'slug'],
  })) as Array<{ locale: string; slug: string | null }>;
  const english = item.slug;
  if (!rows.some((r) => text(r.slug) !== null && r.slug !== english)) return item;
  const own = new Map(rows.map((r) => [r.locale, text(r.slug)]));
  return {
    ...item,
    slugs: slugsIn(english, (l) => own.get(l) ?? null),
  };
}

/**
 * The published document whose address is `slug` in one of its translations, if any (its English
 * address is read first, by the kind's own read). An address belongs to one document whatever the
 * language (a translation's is checked against every other document's), so a page reached by an
 * address of another language, or shared across languages, finds it.
 */
export async function documentOfSlug(kind: TranslatedKind, slug: string): Promise<string | null> {
  if (!hasSlug(kind)) return null;
  const uid = UID_OF[kind];
  const row = (await strapi.db.query(uid).findOne({
    where: {
      slug,
      locale: { $ne: DEFAULT_LANGUAGE },
      ...(hasDrafts(uid) ? { publishedAt: { $notNull: true } } : {}),
    },
    select: ['documentId'],
  })) as { documentId: string } | null;
  return row?.documentId ?? null;
}

/**
 * The places' names in a language (docs/decisions/0102): a listing's or a development's location
 * is the English name of a community, and its area guide's translated title is its name there.
 * Each published guide's English title (trimmed) → its published translation's title; a guide
 * with no title in the language is left out (its place stays English). Two reads of the guides'
 * few rows whatever the catalogue, answered from the response cache after the first.
 */
export async function placeNames(language: Language): Promise<Record<string, string>> {
  if (language === DEFAULT_LANGUAGE) return {};
  const uid = UID_OF.area;
  const published = hasDrafts(uid) ? { publishedAt: { $notNull: true } } : {};
  const translations = (await strapi.db.query(uid).findMany({
    where: { locale: language, ...published },
    select: ['documentId', 'title'],
  })) as Array<{ documentId: string; title: string | null }>;
  const translated = new Map(
    translations.flatMap((row) => (text(row.title) === null ? [] : [[row.documentId, row.title!.trim()] as const])),
  );
  if (!translated.size) return {};
  const english = (await strapi.db.query(uid).findMany({
    where: { documentId: { $in: [...translated.keys()] }, ...rowOf(uid, false) },
    select: ['documentId', 'title'],
    orderBy: [{ id: 'asc' }],
  })) as Array<{ documentId: string; title: string | null }>;
  const names: Record<string, string> = {};
  for (const row of english) {
    const name = text(row.title)?.trim();
    // Two guides of one place: the first written names it.
    if (name && !(name in names)) names[name] = translated.get(row.documentId)!;
  }
  return names;
}
