import { SEARCH_PROPERTY_TYPES, type Rates } from '@estate/contract';
import { COUNTRY_NAMES } from '@estate/contract/countries';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { useCurrency } from '~/lib/currency/currency-store';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { PRICE_QUICK_FILTERS_AED, ROOM_QUICK_VALUES, type PropertySearch } from '../api/search-params';

export interface PropertySearchFormProps {
  search: PropertySearch;
  rates: Rates | undefined;
  /** Apply a search: the route writes it to the URL. */
  onSearch: (next: Omit<PropertySearch, 'page' | 'sort'>) => void;
}

/**
 * The search banner of /all-properties: type, country, Search and More Filter; the filter panel
 * has the two price buttons (one active at a time), the currency, bedrooms, bathrooms and Update.
 */
export function PropertySearchForm({ search, rates, onSearch }: PropertySearchFormProps) {
  const [propertyType, setPropertyType] = useState(search.propertyType || SEARCH_PROPERTY_TYPES[0]);
  const [country, setCountry] = useState(search.country || COUNTRY_NAMES[0]);
  const [price, setPrice] = useState(search.price);
  const [beds, setBeds] = useState(search.beds);
  const [baths, setBaths] = useState(search.baths);
  const [open, setOpen] = useState(!!(search.price || search.beds || search.baths));
  const { currency } = useCurrency();
  const typeId = useId();
  const countryId = useId();
  const panelId = useId();

  // Back/forward and shared links change the URL: the form follows it.
  useEffect(() => {
    setPropertyType(search.propertyType || SEARCH_PROPERTY_TYPES[0]);
    setCountry(search.country || COUNTRY_NAMES[0]);
    setPrice(search.price);
    setBeds(search.beds);
    setBaths(search.baths);
  }, [search.propertyType, search.country, search.price, search.beds, search.baths]);

  const countries: string[] = [...COUNTRY_NAMES];
  if (country && !countries.some((c) => c.toLowerCase() === country.toLowerCase())) countries.unshift(country);

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ propertyType, country, price, beds, baths });
  };

  const toggle = <T,>(current: T | null, value: T) => (current === value ? null : value);

  return (
    <form className="search-panel" onSubmit={submitSearch} aria-label="Search properties">
      <div className="search-panel__bar">
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            Property type
          </label>
          <select
            id={typeId}
            className="field__control"
            value={propertyType}
            onChange={(e) => setPropertyType(e.target.value)}
          >
            {SEARCH_PROPERTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={countryId}>
            Country
          </label>
          <select
            id={countryId}
            className="field__control"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
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
          <legend className="field__label">Price range</legend>
          <p className="filter-group__range">
            <span className="price">{aedAmountLabel(PRICE_QUICK_FILTERS_AED[0], rates, currency)}</span>
            <span aria-hidden="true"> – </span>
            <span className="price">{aedAmountLabel(PRICE_QUICK_FILTERS_AED[1], rates, currency)}</span>
          </p>
          <div className="filter-group__buttons">
            {PRICE_QUICK_FILTERS_AED.map((amount) => (
              <button
                key={amount}
                type="button"
                className="chip"
                aria-pressed={price === amount}
                onClick={() => setPrice((p) => toggle(p, amount))}
              >
                <span className="visually-hidden">Up to </span>
                <span className="price">{aedAmountLabel(amount, rates, currency)}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <CurrencySelect className="filter-group" />
        <fieldset className="filter-group">
          <legend className="field__label">Bedrooms</legend>
          <div className="filter-group__buttons">
            {ROOM_QUICK_VALUES.map((n) => (
              <button
                key={n}
                type="button"
                className="chip"
                aria-pressed={beds === n}
                onClick={() => setBeds((b) => toggle(b, n))}
              >
                {n}+<span className="visually-hidden"> bedrooms</span>
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="filter-group">
          <legend className="field__label">Bathrooms</legend>
          <div className="filter-group__buttons">
            {ROOM_QUICK_VALUES.map((n) => (
              <button
                key={n}
                type="button"
                className="chip"
                aria-pressed={baths === n}
                onClick={() => setBaths((b) => toggle(b, n))}
              >
                {n}+<span className="visually-hidden"> bathrooms</span>
              </button>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--solid filter-group__update">
          Update
        </button>
      </div>
    </form>
  );
}
