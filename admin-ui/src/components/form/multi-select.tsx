import { useId, useMemo, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useKnownOptions } from './choice-list';

export interface MultiOption {
  value: string;
  label: string;
  hint?: string;
}

/**
 * Choose any number of items from a long list: a checkbox per item, a filter to find one by
 * name, and the chosen ones listed first so they are easy to review. With `onSearch` the filter
 * goes to the server, which answers the first matches (docs/decisions/0016); chosen items stay
 * listed with their titles whatever the search shows.
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
  search,
  onSearch,
  total,
}: {
  label: string;
  name: string;
  options: readonly MultiOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  error?: string;
  emptyText: string;
  /** Server search: the text shown in the filter and where a new one goes. */
  search?: string;
  onSearch?: (q: string) => void;
  /** All matches of the server search (the options are the first of them). */
  total?: number;
}) {
  const [localFilter, setLocalFilter] = useState('');
  const filter = onSearch ? (search ?? '') : localFilter;
  const setFilter = onSearch ?? setLocalFilter;
  const filterId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const knownOption = useKnownOptions(options);
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const matches = (o: MultiOption) => !q || o.label.toLowerCase().includes(q);
    // The server has filtered its options already (by more than the title); the chosen ones it
    // did not list are filtered here by their titles.
    const listed = new Set(options.map((o) => o.value));
    const picked = value
      .map((v) => knownOption(v) ?? { value: v, label: v })
      .filter((o) => !onSearch || listed.has(o.value) || matches(o));
    const rest = options.filter((o) => !chosen.has(o.value) && (onSearch || matches(o)));
    return onSearch ? [...picked, ...rest] : [...options.filter((o) => chosen.has(o.value) && matches(o)), ...rest];
    // knownOption reads a ref that grows with options: options is the dependency that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, filter, chosen, value, onSearch]);
  const more = onSearch && total !== undefined && total > options.length ? total - options.length : 0;

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
      ) : options.length === 0 && !filter.trim() && value.length === 0 ? (
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
          {more ? (
            <p className="picker__more">
              {more.toLocaleString('en-US')} more {filter.trim() ? 'match' : 'to choose from'}: type to narrow the list.
            </p>
          ) : null}
        </>
      )}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
