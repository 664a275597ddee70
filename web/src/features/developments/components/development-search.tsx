import type { Rates } from '@estate/contract';
import { useEffect, useState } from 'react';
import { ChipGroup } from '~/components/search/chip-group';
import { withChosen } from '~/components/search/options';
import { SearchPanel } from '~/components/search/search-panel';
import { SelectField } from '~/components/search/select-field';
import { useCurrency } from '~/lib/currency/currency-store';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { DEVELOPMENT_PRICE_QUICK_FILTERS_AED, type DevelopmentSearch } from '../api/search-params';
import searchTexts from 'virtual:messages/en/search';
import { useT } from '~/lib/i18n/i18n';
import { usePriceFormat } from '~/lib/currency/price-format';
import { placeOptions, usePlaceName } from '~/lib/i18n/place-names';

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
  const { currency } = useCurrency();

  useEffect(() => {
    setCountry(search.country || locations[0] || '');
    setPrice(search.price);
  }, [search.country, search.price, locations]);

  const t = useT(searchTexts);
  const formatPrice = usePriceFormat();
  const placeName = usePlaceName();
  const values = withChosen(locations, country);
  return (
    <SearchPanel
      label={t('search.developments')}
      barClassName="search-panel__bar--two"
      filtersOpen={!!search.price}
      onSubmit={() => onSearch({ country, price })}
      action="/all-developments"
      kept={{ price }}
      fields={
        <SelectField
          label={t('search.location')}
          name="country"
          value={country}
          values={values}
          {...placeOptions(values, placeName)}
          empty={t('search.allLocations')}
          onChange={setCountry}
        />
      }
      priceFilter={
        <ChipGroup
          legend={t('search.priceUpTo')}
          or
          name="price"
          values={DEVELOPMENT_PRICE_QUICK_FILTERS_AED}
          value={price}
          onChange={setPrice}
          renderLabel={(aed) => <span className="price">{aedAmountLabel(aed, rates, currency, formatPrice)}</span>}
        />
      }
    />
  );
}
