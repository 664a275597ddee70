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
  SettingsInputSchema,
  TeamInputSchema,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslatedField,
  type TranslatedKind,
} from '@estate/contract';
import { isLocalized } from '../read/publication';

/*
 * What each kind translates (docs/decisions/0102), on Strapi's internationalisation: a
 * translation is the document's row in that locale (a draft and, once its English document is
 * published, a published copy). Only the texts the contract names (TRANSLATED_FIELDS) are read
 * from it; everything else an item shows comes from its English row, so a translation can never
 * give a page a stale price, picture or date. The contract's own reads and writes never see these
 * rows (rowOf names the English one). This module holds the kinds' content types and schemas, the
 * start's checks that the schemas translate what the contract names and that the locales exist,
 * and what staff's writes (translation-edits) and the public's reads (translation-reads) share.
 */

/** The content type of each translated kind. */
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
export const INPUT_OF: Record<TranslatedKind, z.ZodObject> = {
  property: PropertyInputSchema,
  post: PostInputSchema,
  team: TeamInputSchema,
  area: AreaInputSchema,
  development: DevelopmentInputSchema,
  review: ReviewInputSchema,
  setting: SettingsInputSchema,
};

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

/** A kind's row in one locale, as the translations read it. */
export type Row = Record<string, unknown> & { documentId: string; locale: string };

/** A stored text, or null where it is missing or blank (a text not given in that language). */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Whether a kind's translation may give the item an address of its own. */
export const hasSlug = (kind: TranslatedKind) => 'slug' in TRANSLATED_FIELDS[kind];
