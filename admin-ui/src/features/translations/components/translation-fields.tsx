import {
  directionOf,
  LANGUAGE_NAMES,
  LANGUAGE_TAG,
  type TranslatedField,
  type TranslationLanguage,
} from '@estate/contract';
import { useId } from 'react';
import { Prose } from '@/components/detail/detail';
import { TextAreaField, TextField } from '@/components/form/field';
import { RichTextField } from '@/components/form/rich-text-field';
import { fieldMessage, type Texts } from '../translation-values';

/**
 * Each translated text of an item beside its English: the English on the left, as the reference
 * it is (read-only), the language's text on the right, written in its own direction and language.
 */
export function TranslationFields({
  fields,
  english,
  language,
  texts,
  errors,
  onChange,
  onNormalize,
}: {
  fields: readonly TranslatedField[];
  english: Record<string, string | null>;
  language: TranslationLanguage;
  texts: Texts;
  errors: Record<string, string>;
  onChange: (name: string, text: string) => void;
  /** The article as the editor writes back the stored one: not the user's change. */
  onNormalize: (name: string, text: string) => void;
}) {
  const name = LANGUAGE_NAMES[language];
  return (
    <div className="translation-fields">
      <div className="translation-row translation-row--head" aria-hidden="true">
        <span className="translation-row__heading">English</span>
        <span className="translation-row__heading">{name}</span>
      </div>
      {fields.map((field) => (
        <div className="translation-row" key={field.name}>
          <EnglishText field={field} text={english[field.name] ?? null} />
          <TranslationInput
            field={field}
            language={language}
            value={texts[field.name] ?? ''}
            englishText={english[field.name] ?? null}
            error={errors[field.name] ? fieldMessage(field, errors[field.name]!) : undefined}
            onChange={(text) => onChange(field.name, text)}
            onNormalize={(text) => onNormalize(field.name, text)}
          />
        </div>
      ))}
    </div>
  );
}

/** The English of one field, as the reference beside its translation. */
function EnglishText({ field, text }: { field: TranslatedField; text: string | null }) {
  const id = useId();
  return (
    <div className="field translation-source">
      <span className="field__label" id={id}>
        {field.label}
        <span className="visually-hidden"> in English</span>
      </span>
      <div className="translation-source__text" lang="en" aria-labelledby={id} role="group">
        {!text ? (
          <p className="picker__empty">No English text.</p>
        ) : field.kind === 'html' ? (
          // The article was sanitised by the server on save (allowlisted tags and attributes only).
          <div className="rich-preview" dangerouslySetInnerHTML={{ __html: text }} />
        ) : field.kind === 'text' ? (
          <Prose text={text} />
        ) : field.kind === 'slug' ? (
          <code className="slug">{text}</code>
        ) : (
          <p>{text}</p>
        )}
      </div>
    </div>
  );
}

/** What an empty text of this field means on the site. */
function emptyHint(field: TranslatedField, englishText: string | null): string {
  if (field.kind === 'slug')
    return `Optional: an address of its own in this language. Empty: the English address${englishText ? ` (${englishText})` : ''} is used.`;
  return field.required ? 'Required for the translation to be saved.' : 'Optional. Empty: the English shows here.';
}

function TranslationInput({
  field,
  language,
  value,
  englishText,
  error,
  onChange,
  onNormalize,
}: {
  field: TranslatedField;
  language: TranslationLanguage;
  value: string;
  englishText: string | null;
  error?: string;
  onChange: (text: string) => void;
  onNormalize: (text: string) => void;
}) {
  // An address is written in Latin letters whatever the language: left to right.
  const lang = field.kind === 'slug' ? 'en' : LANGUAGE_TAG[language];
  const dir = field.kind === 'slug' ? 'ltr' : directionOf(language);
  const label = `${field.label} in ${LANGUAGE_NAMES[language]}`;
  const hint = value.trim() === '' || field.kind === 'slug' ? emptyHint(field, englishText) : undefined;
  if (field.kind === 'html')
    return (
      <RichTextField
        label={label}
        value={value}
        onChange={onChange}
        onNormalize={onNormalize}
        error={error}
        hint={hint ?? 'Pasted pictures are stored with the post.'}
        lang={lang}
        dir={dir}
      />
    );
  const common = {
    label,
    name: field.name,
    value,
    onValueChange: onChange,
    required: field.required,
    hint,
    error,
    lang,
    dir,
  };
  return field.kind === 'text' ? (
    <TextAreaField rows={6} {...common} />
  ) : (
    <TextField {...common} maxLength={field.maxLength ?? undefined} spellCheck={field.kind !== 'slug'} />
  );
}
