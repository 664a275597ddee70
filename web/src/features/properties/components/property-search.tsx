import { SEARCH_PROPERTY_TYPES, type Rates } from '@estate/contract';
import { COUNTRY_NAMES } from '@estate/contract/countries';
import { useEffect, useState } from 'react';
import { ChipGroup } from '~/components/search/chip-group';
import { withChosen } from '~/components/search/options';
import { SearchPanel } from '~/components/search/search-panel';
import { SelectField } from '~/components/search/select-field';
import { useCurrency } from '~/lib/currency/currency-store';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { PRICE_QUICK_FILTERS_AED, ROOM_QUICK_VALUES, type PropertySearch } from '../api/search-params';

/** A room button: '3+', read as '3+ bedrooms'. */
const rooms = (noun: string) =>
  function RoomsLabel(n: number) {
    return (
      <>
        {n}+<span className="visually-hidden"> {noun}</span>
      </>
    );
  };

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
  const { currency } = useCurrency();

  // Back/forward and shared links change the URL: the form follows it.
  useEffect(() => {
    setPropertyType(search.propertyType || SEARCH_PROPERTY_TYPES[0]);
    setCountry(search.country || COUNTRY_NAMES[0]);
    setPrice(search.price);
    setBeds(search.beds);
    setBaths(search.baths);
  }, [search.propertyType, search.country, search.price, search.beds, search.baths]);

  const amount = (aed: number) => <span className="price">{aedAmountLabel(aed, rates, currency)}</span>;

  return (
    <SearchPanel
      label="Search properties"
      filtersOpen={!!(search.price || search.beds || search.baths)}
      areaUnits
      onSubmit={() => onSearch({ propertyType, country, price, beds, baths })}
      fields={
        <>
          <SelectField
            label="Property type"
            value={propertyType}
            values={SEARCH_PROPERTY_TYPES}
            onChange={setPropertyType}
          />
          <SelectField
            label="Country"
            value={country}
            values={withChosen(COUNTRY_NAMES, country)}
            onChange={setCountry}
          />
        </>
      }
      priceFilter={
        <ChipGroup
          legend="Price range"
          before={
            <p className="filter-group__range">
              {amount(PRICE_QUICK_FILTERS_AED[0])}
              <span aria-hidden="true"> – </span>
              {amount(PRICE_QUICK_FILTERS_AED[1])}
            </p>
          }
          values={PRICE_QUICK_FILTERS_AED}
          value={price}
          onChange={setPrice}
          renderLabel={(aed) => (
            <>
              <span className="visually-hidden">Up to </span>
              {amount(aed)}
            </>
          )}
        />
      }
      moreFilters={
        <>
          <ChipGroup
            legend="Bedrooms"
            values={ROOM_QUICK_VALUES}
            value={beds}
            onChange={setBeds}
            renderLabel={rooms('bedrooms')}
          />
          <ChipGroup
            legend="Bathrooms"
            values={ROOM_QUICK_VALUES}
            value={baths}
            onChange={setBaths}
            renderLabel={rooms('bathrooms')}
          />
        </>
      }
    />
  );
}
