import type { ReactNode } from 'react';
import searchTexts from 'virtual:messages/en/search';
import { useT } from '~/lib/i18n/i18n';

/**
 * A fieldset of toggle buttons (price, bedrooms, bathrooms): at most one pressed; pressing the
 * pressed one clears the choice. With `or`, the buttons are joined by an 'or' label.
 */
export function ChipGroup<T extends number>({
  legend,
  values,
  value,
  onChange,
  renderLabel,
  before,
  or = false,
  name,
}: {
  legend: string;
  values: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  renderLabel: (value: T) => ReactNode;
  /** Between the legend and the buttons (the price range). */
  before?: ReactNode;
  or?: boolean;
  /**
   * The query parameter the group sets. Each button then sends its form with that choice when no
   * script runs (pressing the pressed one sends none); the form's SearchPanel keeps the current
   * choice after it, so the first value read is the button's (decision 0094).
   */
  name?: string;
}) {
  const t = useT(searchTexts);
  const chip = (v: T) => (
    <button
      key={v}
      type={name ? 'submit' : 'button'}
      name={name}
      value={name ? (value === v ? '' : String(v)) : undefined}
      className="chip"
      aria-pressed={value === v}
      onClick={(e) => {
        // With script the button only chooses; the form is sent by Search or Update.
        e.preventDefault();
        onChange(value === v ? null : v);
      }}
    >
      {renderLabel(v)}
    </button>
  );
  return (
    <fieldset className="filter-group">
      <legend className="field__label">{legend}</legend>
      {before}
      <div className="filter-group__buttons">
        {or
          ? values.map((v, i) => (
              <span key={v} className="filter-group__or">
                {i > 0 ? <span className="filter-group__or-label">{t('search.or')}</span> : null}
                {chip(v)}
              </span>
            ))
          : values.map(chip)}
      </div>
    </fieldset>
  );
}
