import {
  LANGUAGE_NAMES,
  type TranslatedField,
  type TranslatedKind,
  type Translation,
  type TranslationInput,
  type TranslationLanguage,
  type TranslationSet,
} from '@estate/contract';

/*
 * One language's texts as the Translations tab edits them: each field's text as stored (empty
 * where the English shows) and as the editor has it now. Kept per language, so switching
 * languages keeps what was typed.
 */

export type Texts = Record<string, string>;

export interface TranslationDraft {
  /** The texts as stored (the editor's own rendering of an article counts as stored). */
  saved: Texts;
  draft: Texts;
}

export const KIND_NOUNS: Record<TranslatedKind, string> = {
  property: 'listing',
  post: 'post',
  team: 'team member',
  area: 'area guide',
  development: 'development',
  review: 'review',
  setting: 'agency address',
};

export const STATE_LABELS: Record<Translation['state'], string> = {
  missing: 'Missing translation',
  partial: 'Partly translated',
  complete: 'Translated',
};

/** The pill of each state (styles/tables.css). */
export const STATE_PILLS: Record<Translation['state'], string> = {
  missing: 'pill pill--no',
  partial: 'pill pill--pending',
  complete: 'pill pill--published',
};

/** One language of the set (every language is in it, missing ones too). */
export function translationOf(set: TranslationSet, language: TranslationLanguage): Translation {
  return (
    set.translations.find((t) => t.language === language) ?? {
      language,
      state: 'missing',
      published: false,
      values: {},
      updatedAt: null,
    }
  );
}

/** A language's texts as stored, ready to edit. */
export function draftOf(set: TranslationSet, language: TranslationLanguage): TranslationDraft {
  const { values } = translationOf(set, language);
  const saved = Object.fromEntries(set.fields.map((f) => [f.name, values[f.name] ?? '']));
  return { saved, draft: { ...saved } };
}

export const isDirty = ({ saved, draft }: TranslationDraft): boolean =>
  Object.keys(draft).some((name) => draft[name] !== saved[name]);

/** What a save sends: every text of the language, null where the English is to show. */
export function inputOf(fields: readonly TranslatedField[], texts: Texts): TranslationInput {
  return {
    values: Object.fromEntries(
      fields.map((f) => {
        const text = texts[f.name] ?? '';
        return [f.name, text.trim() === '' ? null : text];
      }),
    ),
  };
}

/** Whether, and when, the language shows on the public site. */
export function liveText(translation: Translation, noun: string): string {
  const name = LANGUAGE_NAMES[translation.language];
  if (translation.state === 'missing') return `No ${name} yet: the site shows the English ${noun}.`;
  if (!translation.published) return `Not live: it goes on the site when the ${noun} is published.`;
  return translation.state === 'partial'
    ? 'Live on the site; the texts left empty show in English.'
    : 'Live on the site.';
}

/**
 * A field's error as staff read it: the server names the field by its key ("title is required in
 * Arabic"), the form by its label.
 */
export function fieldMessage(field: TranslatedField, message: string): string {
  return message.startsWith(`${field.name} `) ? `${field.label}${message.slice(field.name.length)}` : message;
}
