import { useId } from 'react';
import { Options } from './options';

/** A labelled dropdown of a search form (type, country, location, sort order). */
export function SelectField<T extends string>({
  label,
  value,
  values,
  labels,
  empty,
  onChange,
  className,
  name,
  languageOf,
}: {
  label: string;
  /** The query parameter it sets when its form is sent without script. */
  name?: string;
  value: T;
  values: readonly T[];
  labels?: Partial<Record<T, string>>;
  /** Shown, and the dropdown disabled, while there is nothing to choose. */
  empty?: string;
  onChange: (value: T) => void;
  className?: string;
  /** An option's language when it is not the page's (lib/i18n/place-names). */
  languageOf?: (value: T) => { lang: string; dir: 'ltr' | 'rtl' } | undefined;
}) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__control"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        disabled={empty !== undefined && values.length === 0 ? true : undefined}
      >
        <Options values={values} labels={labels} empty={empty} languageOf={languageOf} />
      </select>
    </div>
  );
}
