import { useId, useMemo, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';

export interface MultiOption {
  value: string;
  label: string;
  hint?: string;
}

/**
 * Choose any number of items from a long list: a checkbox per item, a filter to find one by
 * name, and the chosen ones listed first so they are easy to review.
 */
export function MultiSelect({
  label,
  name,
  options,
  value,
  onChange,
  loading = false,
  error,
  emptyText,
}: {
  label: string;
  name: string;
  options: readonly MultiOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  error?: string;
  emptyText: string;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const list = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : [...options];
    return list.sort((a, b) => Number(chosen.has(b.value)) - Number(chosen.has(a.value)));
  }, [options, filter, chosen]);

  const toggle = (id: string, on: boolean) => {
    if (on) onChange([...value.filter((v) => v !== id), id]);
    else onChange(value.filter((v) => v !== id));
  };

  return (
    <fieldset className={['multi', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="picker__legend">
        {label}
        <span className="picker__count"> · {value.length} selected</span>
      </legend>
      {loading ? (
        <p className="picker__empty">Loading…</p>
      ) : options.length === 0 ? (
        <p className="picker__empty">{emptyText}</p>
      ) : (
        <>
          <div className="search-input multi__filter">
            <SearchIcon />
            <label htmlFor={filterId} className="visually-hidden">
              Filter {label.toLowerCase()}
            </label>
            <input
              id={filterId}
              type="search"
              className="input"
              placeholder={`Filter ${label.toLowerCase()}`}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          <ul className="multi__list">
            {visible.map((option) => {
              const id = `${filterId}-${option.value}`;
              return (
                <li key={option.value} className="multi__item">
                  <input
                    id={id}
                    type="checkbox"
                    name={name}
                    value={option.value}
                    className="check__input"
                    checked={chosen.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <label htmlFor={id} className="multi__label">
                    <span>{option.label}</span>
                    {option.hint ? <span className="multi__hint">{option.hint}</span> : null}
                  </label>
                </li>
              );
            })}
            {visible.length === 0 ? <li className="picker__empty">Nothing matches “{filter}”.</li> : null}
          </ul>
        </>
      )}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
