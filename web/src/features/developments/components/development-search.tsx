import type { Rates } from '@estate/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { useCurrency } from '~/lib/currency/currency-store';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { DEVELOPMENT_PRICE_QUICK_FILTERS_AED, type DevelopmentSearch } from '../api/search-params';

/**
 * The developments banner search: a location dropdown (the distinct locations of the
 * developments), Search, More Filter with the two price buttons ('or') and the currency.
 */
export function DevelopmentSearchForm({
  search,
  locations,
  rates,
  onSearch,
}: {
  search: DevelopmentSearch;
  locations: string[];
  rates: Rates | undefined;
  onSearch: (next: Omit<DevelopmentSearch, 'page'>) => void;
}) {
  const [country, setCountry] = useState(search.country || locations[0] || '');
  const [price, setPrice] = useState(search.price);
  const [open, setOpen] = useState(!!search.price);
  const { currency } = useCurrency();
  const locationId = useId();
  const panelId = useId();

  useEffect(() => {
    setCountry(search.country || locations[0] || '');
    setPrice(search.price);
  }, [search.country, search.price, locations]);

  const options = [...locations];
  if (country && !options.some((l) => l.toLowerCase() === country.toLowerCase())) options.unshift(country);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ country, price });
  };

  return (
    <form className="search-panel" onSubmit={submit} aria-label="Search developments">
      <div className="search-panel__bar search-panel__bar--two">
        <div className="field">
          <label className="field__label" htmlFor={locationId}>
            Location
          </label>
          <select
            id={locationId}
            className="field__control"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            disabled={options.length === 0}
          >
            {options.length === 0 ? <option value="">All locations</option> : null}
            {options.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
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
      <div id={panelId} className="search-panel__filters" hidden={!open}>
        <fieldset className="filter-group">
          <legend className="field__label">Price up to</legend>
          <div className="filter-group__buttons">
            {DEVELOPMENT_PRICE_QUICK_FILTERS_AED.map((amount, i) => (
              <span key={amount} className="filter-group__or">
                {i > 0 ? <span className="filter-group__or-label">or</span> : null}
                <button
                  type="button"
                  className="chip"
                  aria-pressed={price === amount}
                  onClick={() => setPrice((p) => (p === amount ? null : amount))}
                >
                  <span className="price">{aedAmountLabel(amount, rates, currency)}</span>
                </button>
              </span>
            ))}
          </div>
        </fieldset>
        <CurrencySelect className="filter-group" />
        <button type="submit" className="button button--solid filter-group__update">
          Update
        </button>
      </div>
    </form>
  );
}
