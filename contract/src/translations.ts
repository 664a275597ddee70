/*
 * The content's translations (docs/decisions/0102): the texts of a listing, a blog post, a team
 * member, a development, an area guide, a review or the agency's settings in Arabic, Russian and
 * Chinese beside the English, stored by Strapi's
 * internationalisation as a row per language. Staff read and write one language of one item at a
 * time; the public site asks for an item in a language and gets the English one with every
 * translated text in place, told which texts are still English.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import { permissionFor, type Permission } from './staff.js';

/** The texts of a place's guide: a development's and an area's are the same fields. */
const PLACE_TEXTS = {
  title: 'Name',
  slug: 'Address (slug)',
  desc1: 'First description',
  desc2: 'Second description',
  locationTitle: 'Location title',
  locationDescription: 'Location description',
} as const;

/**
 * A listing's texts, its address among them: a language may give it an address of its own (the
 * English one otherwise). The English address stays its name everywhere else: favourites, shared
 * links, enquiries, viewings, saved searches, comparisons and the portals' feeds send it.
 */
const LISTING_TEXTS = {
  title: 'Title',
  slug: 'Address (slug)',
  desc1: 'First description',
  desc2: 'Second description',
  locationTitle: 'Location title',
  locationDescription: 'Location description',
} as const;

/** The kinds whose texts are translated, and each text as staff read its name. */
export const TRANSLATED_FIELDS = {
  property: LISTING_TEXTS,
  post: { title: 'Title', slug: 'Address (slug)', description: 'Summary', richContent: 'Article' },
  team: { position: 'Position', description: 'Biography' },
  development: PLACE_TEXTS,
  area: PLACE_TEXTS,
  review: { title: 'Headline', description: 'Review' },
  // The agency's postal address is read in the visitor's language (the footer, the legal pages);
  // its name, phone numbers, e-mail, links and founder's name are the same in every language.
  setting: { address: 'Address' },
} as const;

export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;

/** Translated texts whose English an answer in a language keeps beside the translation (`translation.english`). */
export const TRANSLATION_KEEPS_ENGLISH: Partial<Record<TranslatedKind, readonly string[]>> = {
  team: ['position'],
  // An area's English name finds its listings (their location) and names a buyer's enquiry for staff,
  // as a listing's and a development's names do.
  property: ['title'],
  area: ['title'],
  development: ['title'],
};
export const TRANSLATED_KINDS = Object.keys(TRANSLATED_FIELDS) as TranslatedKind[];
export const isTranslatedKind = (value: unknown): value is TranslatedKind =>
  typeof value === 'string' && (TRANSLATED_KINDS as string[]).includes(value);

/**
 * The id the translation routes name the settings by: a single type has one item, whose document
 * id staff never see (`/get-translations/setting/settings`).
 */
export const SETTINGS_TRANSLATION_ID = 'settings';

/** The permission a kind's translations need: the permission to write the kind itself. */
export const translationPermission = (kind: TranslatedKind): Permission =>
  kind === 'setting' ? 'settings.write' : permissionFor(kind, 'write');

/** The languages a text is translated into: every language of the site but English. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((l) => l !== 'en') as Exclude<Language, 'en'>[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

const language = z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]]);

/** How a text is written: one line, paragraphs, an article's HTML, or an address's last part. */
export const TranslatedFieldSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    kind: z.enum(['line', 'text', 'html', 'slug']),
    required: z.boolean().meta({ description: 'A translation must give it (otherwise it is English)' }),
    maxLength: z.number().int().nullable(),
  })
  .meta({ id: 'TranslatedField' });
export type TranslatedField = z.infer<typeof TranslatedFieldSchema>;

const values = z.record(z.string(), z.string().nullable());

/** One language of an item: absent (missing), partly translated, or complete; its texts. */
export const TranslationSchema = z
  .object({
    language,
    state: z.enum(['missing', 'partial', 'complete']),
    /** The translation is on the public site (its English item is published). */
    published: z.boolean(),
    values: values.meta({ description: 'Each translated text; null where the English shows' }),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Translation' });
export type Translation = z.infer<typeof TranslationSchema>;

/** An item's texts in English and in every other language. */
export const TranslationSetSchema = z
  .object({
    kind: z.enum(TRANSLATED_KINDS as [TranslatedKind, ...TranslatedKind[]]),
    id: z.string(),
    fields: z.array(TranslatedFieldSchema),
    english: values,
    translations: z.array(TranslationSchema),
  })
  .meta({ id: 'TranslationSet' });
export type TranslationSet = z.infer<typeof TranslationSetSchema>;

export const TranslationInputSchema = z
  .object({
    values: values.meta({
      description: 'The texts of this language by field name; an empty text or null leaves the English in its place',
    }),
  })
  .meta({ id: 'TranslationInput' });
export type TranslationInput = z.infer<typeof TranslationInputSchema>;

const saved = z.object({ message: z.string(), translations: TranslationSetSchema });

/**
 * What an item read in a language says of its translation: the language, and the texts still in
 * English (shown marked as English).
 */
export const TranslationNoteSchema = z
  .object({
    language,
    untranslated: z.array(z.string()),
    english: z.record(z.string(), z.string()).optional().meta({
      description:
        'The English of translated texts the site matches on (a team member\'s position: "CEO" picks the leadership)',
    }),
  })
  .meta({ id: 'TranslationNote' });
export type TranslationNote = z.infer<typeof TranslationNoteSchema>;

/** The `language` query of the public reads that answer in a language (English when absent). */
export const LanguageQuerySchema = z
  .object({
    language: z
      .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
      .optional()
      .meta({ description: 'Answer with the texts of this language where translated (en, ar, ru, zh); default en' }),
  })
  .meta({ id: 'LanguageQuery' });

/**
 * The places' names in a language: a listing's or a development's location is the English name
 * of a community, whose area guide's translated title is its name in that language. Keyed by the
 * guide's English title; a place missing from it (no guide, no published translation) keeps its
 * English name, shown as English.
 */
export const PlaceNamesSchema = z
  .object({
    language: z.enum(LANGUAGES),
    names: z.record(z.string(), z.string()).meta({
      description: "Each place's English name (its area guide's English title) → its name in the language",
    }),
  })
  .meta({ id: 'PlaceNames' });
export type PlaceNames = z.infer<typeof PlaceNamesSchema>;

export const TRANSLATION_ROUTE_SPECS = {
  getTranslations: {
    access: 'staff',
    permission: 'staff',
    resource: 'staff',
    summary:
      "An item's texts in English and each translation, with each language's state; needs the permission to write the kind",
    response: TranslationSetSchema,
    errors: [401, 403, 404, 429],
  },
  saveTranslation: {
    access: 'staff',
    permission: 'staff',
    resource: 'staff',
    summary:
      "Write an item's texts in one language (published with the item when it is published); needs the permission to write the kind",
    body: TranslationInputSchema,
    response: saved,
    errors: [400, 401, 403, 404, 429],
  },
  deleteTranslation: {
    access: 'staff',
    permission: 'staff',
    resource: 'staff',
    summary: "Remove an item's translation into one language (the English shows again)",
    response: saved,
    errors: [401, 403, 404, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
