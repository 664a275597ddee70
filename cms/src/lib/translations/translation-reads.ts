import {
  DEFAULT_LANGUAGE,
  TRANSLATED_FIELDS,
  TRANSLATION_KEEPS_ENGLISH,
  TRANSLATION_LANGUAGES,
  type Language,
  type TranslatedKind,
  type TranslationLanguage,
} from '@estate/contract';
import { hasDrafts, rowOf } from '../read/publication';
import { hasSlug, text, UID_OF, type Row } from './translation-schema';

/*
 * The public's side of the translations: items and lists read in a language (the published
 * translation's texts in place of the English), an item's addresses in each language, the
 * document a translated address names, and the places' names in a language.
 */

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
 * still English named (`translation.untranslated`), and each language's address (`slugs`, `slug`
 * being the language's own); a listing's agent card carries the member's translated position, and
 * the listing and development cards an area or a development shows are read in the language too
 * (so each links to its own address there). English answers as it is.
 */
export async function inLanguage<T extends Translatable>(
  kind: TranslatedKind,
  language: Language | undefined,
  items: T[],
): Promise<T[]> {
  const translated = await textsInLanguage(kind, language, items);
  if (translated === items || !language) return translated;
  if (kind === 'property') return agentsIn(language, translated);
  return CARDS_OF[kind] ? cardsIn(CARDS_OF[kind], language, translated) : translated;
}

/** The cards an item of a kind shows, by the field holding them, and the kind of each. */
const CARDS_OF: Partial<Record<TranslatedKind, Record<string, TranslatedKind>>> = {
  development: { properties: 'property' },
  area: { properties: 'property', developments: 'development' },
};

/** Items whose cards (`fields`) are read in the language, each kind's cards of every item in one read. */
async function cardsIn<T extends Translatable>(
  fields: Record<string, TranslatedKind>,
  language: Language,
  items: T[],
): Promise<T[]> {
  const cardsOf = (item: T, field: string) =>
    Array.isArray(item[field]) ? (item[field] as Translatable[]) : ([] as Translatable[]);
  const shown = new Map<string, Map<string, Translatable>>();
  for (const [field, kind] of Object.entries(fields)) {
    const cards = items.flatMap((item) => cardsOf(item, field));
    if (!cards.length) continue;
    const read = await inLanguage(kind, language, cards);
    shown.set(field, new Map(read.map((card) => [card._id, card])));
  }
  if (!shown.size) return items;
  return items.map((item) => {
    const out: Record<string, unknown> = { ...item };
    for (const [field, byId] of shown) out[field] = cardsOf(item, field).map((card) => byId.get(card._id) ?? card);
    return out as T;
  });
}

/** Items' own texts in a language, as `inLanguage` puts them, without what they embed (a feed's need). */
export async function textsInLanguage<T extends Translatable>(
  kind: TranslatedKind,
  language: Language | undefined,
  items: T[],
): Promise<T[]> {
  if (!language || language === DEFAULT_LANGUAGE || !items.length) return items;
  const uid = UID_OF[kind];
  // Only the texts the items carry are read: a card or a map marker has no descriptions.
  const names = Object.keys(TRANSLATED_FIELDS[kind]).filter((name) => items.some((item) => name in item));
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
