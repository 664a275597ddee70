import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { AreaUnitSelect } from '~/lib/units/area-unit';

/**
 * The search banner of /all-properties and /all-developments: the dropdowns, Search and More
 * Filter on one bar; the filter panel (the price, the currency, any other groups and Update)
 * opens under it.
 */
export function SearchPanel({
  label,
  barClassName,
  fields,
  priceFilter,
  moreFilters,
  filtersOpen,
  filtersClassName,
  onSubmit,
  areaUnits = false,
}: {
  /** The form's name ('Search properties'). */
  label: string;
  barClassName?: string;
  fields: ReactNode;
  /** The first group of the filter panel; the currency follows it. */
  priceFilter: ReactNode;
  /** Groups after the currency. */
  moreFilters?: ReactNode;
  /** The filter panel starts open when a filter in it is set. */
  filtersOpen: boolean;
  /** A modifier of the filter panel's layout (the properties' longer one). */
  filtersClassName?: string;
  onSubmit: () => void;
  /** The area unit beside the currency, where results show sizes (properties). */
  areaUnits?: boolean;
}) {
  const [open, setOpen] = useState(filtersOpen);
  const panelId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="search-panel" onSubmit={submit} aria-label={label}>
      <div className={['search-panel__bar', barClassName].filter(Boolean).join(' ')}>
        {fields}
        <button type="submit" className="button button--solid search-panel__submit">
          Search
        </button>
        <button
          type="button"
          className="button search-panel__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          More Filter
        </button>
      </div>
      <div
        id={panelId}
        className={['search-panel__filters', filtersClassName].filter(Boolean).join(' ')}
        hidden={!open}
      >
        {priceFilter}
        <CurrencySelect className="filter-group" />
        {areaUnits ? <AreaUnitSelect className="filter-group" label="Areas in" /> : null}
        {moreFilters}
        <button type="submit" className="button button--solid filter-group__update">
          Update
        </button>
      </div>
    </form>
  );
}
