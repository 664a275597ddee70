import {
  API_PREFIX,
  FORBIDDEN_MESSAGE,
  isTranslatedKind,
  LANGUAGE_NAMES,
  permissionsOf,
  SETTINGS_TRANSLATION_ID,
  STAFF_ROLE_LABELS,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  TranslationInputSchema,
  translationPermission,
  type TranslatedField,
  type TranslatedKind,
  type TranslationLanguage,
  type TranslationSet,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, record, signedInUser } from '../db';

/*
 * The content's translations as the CMS keeps them (docs/decisions/0102): an item's texts per
 * language beside its English, written one language at a time by a role that may write the kind;
 * a required text missing is a 400 naming the field.
 */

/** A development's and an area's texts (the same fields), as the CMS reads them. */
const placeFields = (kind: 'area' | 'development'): TranslatedField[] => {
  const label = TRANSLATED_FIELDS[kind];
  return [
    { name: 'title', label: label.title, kind: 'line', required: true, maxLength: 200 },
    { name: 'slug', label: label.slug, kind: 'slug', required: false, maxLength: 100 },
    { name: 'desc1', label: label.desc1, kind: 'text', required: false, maxLength: null },
    { name: 'desc2', label: label.desc2, kind: 'text', required: false, maxLength: null },
    { name: 'locationTitle', label: label.locationTitle, kind: 'line', required: false, maxLength: null },
    { name: 'locationDescription', label: label.locationDescription, kind: 'text', required: false, maxLength: null },
  ];
};

/** How each text is written, as the CMS reads it from the kind's schema. */
const FIELDS: Record<TranslatedKind, TranslatedField[]> = {
  // A listing's texts are a place's, its address among them (optional, the English one otherwise).
  property: placeFields('development').map((f) => ({
    ...f,
    label: TRANSLATED_FIELDS.property[f.name as keyof typeof TRANSLATED_FIELDS.property],
  })),
  post: [
    { name: 'title', label: TRANSLATED_FIELDS.post.title, kind: 'line', required: true, maxLength: 200 },
    { name: 'slug', label: TRANSLATED_FIELDS.post.slug, kind: 'slug', required: false, maxLength: 200 },
    { name: 'description', label: TRANSLATED_FIELDS.post.description, kind: 'text', required: true, maxLength: null },
    { name: 'richContent', label: TRANSLATED_FIELDS.post.richContent, kind: 'html', required: false, maxLength: null },
  ],
  team: [
    { name: 'position', label: TRANSLATED_FIELDS.team.position, kind: 'line', required: true, maxLength: 200 },
    { name: 'description', label: TRANSLATED_FIELDS.team.description, kind: 'text', required: true, maxLength: null },
  ],
  area: placeFields('area'),
  development: placeFields('development'),
  review: [
    { name: 'title', label: TRANSLATED_FIELDS.review.title, kind: 'line', required: true, maxLength: 200 },
    { name: 'description', label: TRANSLATED_FIELDS.review.description, kind: 'text', required: true, maxLength: null },
  ],
  setting: [
    { name: 'address', label: TRANSLATED_FIELDS.setting.address, kind: 'text', required: false, maxLength: 500 },
  ],
};

type Item = { _id: string; publication?: string } & Record<string, unknown>;

const itemOf = (kind: TranslatedKind, id: string): Item | undefined =>
  // The settings, one item, are named `settings`.
  kind === 'setting'
    ? id === SETTINGS_TRANSLATION_ID
      ? { _id: id, ...db.settings }
      : undefined
    : (
        {
          property: db.properties,
          post: db.posts,
          team: db.teams,
          area: db.areas,
          development: db.developments,
          review: db.reviews,
        } as Record<Exclude<TranslatedKind, 'setting'>, Item[]>
      )[kind].find((item) => item._id === id);

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The set as get-translations answers it. */
export function translationSetOf(kind: TranslatedKind, id: string): TranslationSet {
  const item = itemOf(kind, id)!;
  const fields = FIELDS[kind];
  const stored = db.translations.get(`${kind}:${id}`) ?? {};
  // Kinds without drafts are always live; the others once published.
  const live = item.publication !== 'draft';
  return {
    kind,
    id,
    fields,
    english: Object.fromEntries(fields.map((f) => [f.name, textOf(item[f.name])])),
    translations: TRANSLATION_LANGUAGES.map((language) => {
      const values = stored[language];
      const texts = fields.filter((f) => f.kind !== 'slug');
      return {
        language,
        state: !values ? 'missing' : texts.every((f) => values[f.name] !== null) ? 'complete' : 'partial',
        published: !!values && live,
        values: Object.fromEntries(fields.map((f) => [f.name, values?.[f.name] ?? null])),
        updatedAt: values ? '2026-12-01T10:00:00.000Z' : null,
      };
    }),
  };
}

/** The kind, item and language of a request, or the answer that refuses it (as the CMS's controller). */
function targetOf(request: Request, params: Record<string, string | readonly string[] | undefined>) {
  const kind = String(params.kind);
  const id = String(params.id);
  const language = params.language === undefined ? undefined : String(params.language);
  if (!isTranslatedKind(kind)) return { refusal: HttpResponse.json({ message: 'No translations' }, { status: 404 }) };
  const user = signedInUser(request)!;
  if (!permissionsOf(user.role).includes(translationPermission(kind)))
    return {
      refusal: HttpResponse.json({ message: FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[user.role]) }, { status: 403 }),
    };
  if (!itemOf(kind, id)) return { refusal: HttpResponse.json({ message: 'Not found' }, { status: 404 }) };
  if (language !== undefined && !(TRANSLATION_LANGUAGES as string[]).includes(language))
    return { refusal: HttpResponse.json({ message: 'No such language' }, { status: 404 }) };
  return { kind, id, language: language as TranslationLanguage };
}

export const translationHandlers = [
  http.get(`${API_PREFIX}/get-translations/:kind/:id`, async ({ request, params }) => {
    await record(request);
    const target = targetOf(request, params);
    if ('refusal' in target) return target.refusal;
    return HttpResponse.json(translationSetOf(target.kind, target.id));
  }),

  http.put(`${API_PREFIX}/save-translation/:kind/:id/:language`, async ({ request, params }) => {
    const sent = await record(request);
    const target = targetOf(request, params);
    if ('refusal' in target) return target.refusal;
    const { kind, id, language } = target;
    const parsed = TranslationInputSchema.safeParse(sent.body);
    if (!parsed.success) return HttpResponse.json({ message: 'Invalid input' }, { status: 400 });
    const name = LANGUAGE_NAMES[language];
    const errors = FIELDS[kind]
      .filter((f) => f.required && textOf(parsed.data.values[f.name]) === null)
      .map((f) => ({ field: f.name, message: `${f.name} is required in ${name}` }));
    if (errors.length) {
      const message =
        errors.length === 1 ? errors[0]!.message : `Invalid input: ${errors.map((e) => e.message).join('; ')}`;
      return HttpResponse.json({ message, errors }, { status: 400 });
    }
    const item = itemOf(kind, id)!;
    const values = Object.fromEntries(
      FIELDS[kind].map((f) => {
        const text = textOf(parsed.data.values[f.name]);
        // No address of its own: the English one.
        return [f.name, f.kind === 'slug' ? (text ?? textOf(item.slug)) : text];
      }),
    );
    const key = `${kind}:${id}`;
    db.translations.set(key, { ...db.translations.get(key), [language]: values });
    return HttpResponse.json({ message: `${name} translation saved`, translations: translationSetOf(kind, id) });
  }),

  http.delete(`${API_PREFIX}/delete-translation/:kind/:id/:language`, async ({ request, params }) => {
    await record(request);
    const target = targetOf(request, params);
    if ('refusal' in target) return target.refusal;
    const { kind, id, language } = target;
    const key = `${kind}:${id}`;
    const { [language]: gone, ...rest } = db.translations.get(key) ?? {};
    const name = LANGUAGE_NAMES[language];
    if (!gone) return HttpResponse.json({ message: `This ${kind} has no ${name} translation` }, { status: 404 });
    db.translations.set(key, rest);
    return HttpResponse.json({ message: `${name} translation removed`, translations: translationSetOf(kind, id) });
  }),
];
