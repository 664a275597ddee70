import {
  COMPLETION_STATUSES,
  fromAed,
  SEARCH_PROPERTY_TYPES,
  SEARCH_QUERY_MAX,
  toAed,
  type CompletionStatus,
  type Currency,
  type Rates,
  type SizeUnit,
} from '@estate/contract';
import { useEffect, useMemo, useState } from 'react';
import { TextField } from '~/components/field';
import { ChipGroup } from '~/components/search/chip-group';
import { withChosen } from '~/components/search/options';
import { SearchPanel } from '~/components/search/search-panel';
import { SelectField } from '~/components/search/select-field';
import { useCurrency } from '~/lib/currency/currency-store';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { usePriceFormat } from '~/lib/currency/price-format';
import { readStoredAreaUnit, SQM_PER_SQFT, useAreaUnit, useAreaUnitLabels } from '~/lib/units/area-unit';
import { usePropertyPlaces } from '../api/get-property-places';
import { useT, type MessageId } from '~/lib/i18n/i18n';
import searchTexts from 'virtual:messages/en/search';
import { usePropertyTypeLabels } from './property-type-labels';
import { PRICE_QUICK_FILTERS_AED, ROOM_QUICK_VALUES, panelFiltered, type PropertySearch } from '../api/search-params';
import { usePlaceName } from '~/lib/i18n/place-names';

/** A room button: '3+', read as '3+ bedrooms'. */
const rooms = (noun: string) =>
  function RoomsLabel(n: number) {
    return (
      <>
        {n}+<span className="visually-hidden"> {noun}</span>
      </>
    );
  };

/** What the form sets; the route adds the page, the sort, the view and the map area. */
export type SearchFormValues = Omit<PropertySearch, 'page' | 'sort' | 'view' | 'bbox'>;

export interface PropertySearchFormProps {
  search: PropertySearch;
  rates: Rates | undefined;
  /** Apply a search: the route writes it to the URL. */
  onSearch: (next: SearchFormValues) => void;
}

const ANY = '';
const TYPE_CHOICES = [...SEARCH_PROPERTY_TYPES, ANY];

/*
 * The bar's type and place say what the list shows: a search without them in the URL (a plain
 * visit lists every home) shows "Any type" and "Anywhere", last in each list (decision 0071).
 */
const typeOf = (search: PropertySearch) => search.propertyType || ANY;
const countryOf = (search: PropertySearch) => search.country || ANY;
const COMPLETION_LABELS: Record<CompletionStatus | typeof ANY, MessageId> = {
  '': 'search.completionAny',
  ready: 'search.completionReady',
  'off-plan': 'search.completionOffPlan',
};

/** A bound typed in the form: a number, or null when empty or not a number. */
const boundOf = (text: string): number | null => {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const textOf = (n: number | null) => (n === null ? '' : String(n));

/** An amount in another currency, whole units; null when a rate is missing. */
function convertPrice(value: number, from: Currency, to: Currency, rates: Rates | undefined): number | null {
  if (from === to) return value;
  if (!rates) return null;
  const table = { ...rates.rates, AED: rates.rates.AED ?? 1 };
  const aed = from === 'AED' ? value : toAed(value, from, table);
  const out = aed === null ? null : to === 'AED' ? aed : fromAed(aed, to, table);
  return out === null ? null : Math.round(out);
}

const convertSize = (value: number, from: SizeUnit, to: SizeUnit) =>
  from === to ? value : Math.round(from === 'sqft' ? value * SQM_PER_SQFT : value / SQM_PER_SQFT);

/**
 * The search banner of /all-properties: type, country, Search and More Filter; the filter panel
 * has the spec's two price buttons (one active at a time), the currency, bedrooms, bathrooms and
 * Update, and the finding-homes filters: keyword, price and size ranges (in the visitor's
 * currency and unit), ready or off-plan, and studios.
 */
export function PropertySearchForm({ search, rates, onSearch }: PropertySearchFormProps) {
  const [propertyType, setPropertyType] = useState<string>(typeOf(search));
  const [country, setCountry] = useState<string>(countryOf(search));
  const [price, setPrice] = useState(search.price);
  const [beds, setBeds] = useState(search.beds);
  const [baths, setBaths] = useState(search.baths);
  const [q, setQ] = useState(search.q);
  const [minPrice, setMinPrice] = useState(textOf(search.minPrice));
  const [maxPrice, setMaxPrice] = useState(textOf(search.maxPrice));
  const [priceCurrency, setPriceCurrency] = useState<Currency>(search.currency ?? 'AED');
  const [minSize, setMinSize] = useState(textOf(search.minSize));
  const [maxSize, setMaxSize] = useState(textOf(search.maxSize));
  const [sizeUnit, setSizeUnit] = useState<SizeUnit>(search.sizeUnit ?? 'sqft');
  const [completionStatus, setCompletionStatus] = useState<CompletionStatus | typeof ANY>(
    search.completionStatus ?? ANY,
  );
  const [studio, setStudio] = useState(search.studio);
  const [error, setError] = useState<{ field: 'price' | 'size'; message: string } | null>(null);
  const { currency } = useCurrency();
  const areaUnit = useAreaUnit() ?? 'sqft';
  // Only the places with homes, each with how many the search finds there of the type chosen.
  const places = usePropertyPlaces(propertyType).data;
  const t = useT(searchTexts);
  const typeLabels = usePropertyTypeLabels();
  const unitLabels = useAreaUnitLabels();
  // A place reads in the page's language; its English name stays the value.
  const placeName = usePlaceName();
  const placeLabels = useMemo(
    () => ({
      // A place the search's choices do not list (a community from a link): its name alone.
      ...(country !== ANY ? { [country]: placeName(country).text } : {}),
      [ANY]: t('search.anywhere'),
      ...Object.fromEntries((places ?? []).map((p) => [p.name, `${placeName(p.name).text} (${p.count})`])),
    }),
    [places, t, placeName, country],
  );

  // Back/forward and shared links change the URL: the form follows it.
  useEffect(() => {
    setPropertyType(typeOf(search));
    setCountry(countryOf(search));
    setPrice(search.price);
    setBeds(search.beds);
    setBaths(search.baths);
    setQ(search.q);
    setMinPrice(textOf(search.minPrice));
    setMaxPrice(textOf(search.maxPrice));
    setPriceCurrency(search.currency ?? 'AED');
    setMinSize(textOf(search.minSize));
    setMaxSize(textOf(search.maxSize));
    setSizeUnit(search.sizeUnit ?? 'sqft');
    setCompletionStatus(search.completionStatus ?? ANY);
    setStudio(search.studio);
    setError(null);
  }, [search]);

  // The range is typed in the visitor's currency and unit: a change of either converts what is typed.
  // The currency is the one the page was rendered in (its cookie's) until a stored choice applies.
  useEffect(() => {
    if (priceCurrency === currency) return;
    const convert = (text: string) => {
      const n = boundOf(text);
      return n === null ? '' : textOf(convertPrice(n, priceCurrency, currency, rates));
    };
    setMinPrice(convert);
    setMaxPrice(convert);
    setPriceCurrency(currency);
  }, [currency, priceCurrency, rates]);
  useEffect(() => {
    // The stored unit as it is now: the hydration's render still has the server's (none), and
    // converting to that first would convert twice.
    const unit = readStoredAreaUnit();
    if (sizeUnit === unit) return;
    const convert = (text: string) => {
      const n = boundOf(text);
      return n === null ? '' : textOf(convertSize(n, sizeUnit, unit));
    };
    setMinSize(convert);
    setMaxSize(convert);
    setSizeUnit(unit);
  }, [areaUnit, sizeUnit]);

  const formatPrice = usePriceFormat();
  const amount = (aed: number) => <span className="price">{aedAmountLabel(aed, rates, currency, formatPrice)}</span>;

  const submit = () => {
    const [lowPrice, highPrice] = [boundOf(minPrice), boundOf(maxPrice)];
    const [lowSize, highSize] = [boundOf(minSize), boundOf(maxSize)];
    if (lowPrice !== null && highPrice !== null && lowPrice > highPrice) {
      setError({ field: 'price', message: t('search.priceOrder') });
      return;
    }
    if (lowSize !== null && highSize !== null && lowSize > highSize) {
      setError({ field: 'size', message: t('search.sizeOrder') });
      return;
    }
    setError(null);
    onSearch({
      propertyType,
      country,
      price,
      beds: studio ? null : beds,
      baths,
      q: q.trim(),
      minPrice: lowPrice,
      maxPrice: highPrice,
      currency: lowPrice !== null || highPrice !== null ? priceCurrency : null,
      minSize: lowSize,
      maxSize: highSize,
      sizeUnit: lowSize !== null || highSize !== null ? sizeUnit : null,
      completionStatus: completionStatus || null,
      studio,
    });
  };

  return (
    <SearchPanel
      label={t('search.properties')}
      filtersOpen={panelFiltered(search)}
      filtersClassName="search-panel__filters--more"
      areaUnits
      onSubmit={submit}
      action="/all-properties"
      kept={{
        // The route keeps its order, view and map area across a search (useUrlSearch).
        sort: search.sort,
        view: search.view === 'map' ? 'map' : null,
        bbox: search.bbox,
        price,
        beds: studio ? null : beds,
        baths,
        studio,
        // The figures are in the currency the URL gave them in, or else the one the form names
        // (read only with a bound); before hydration nothing has converted them yet.
        currency: ((c) => (c === 'AED' ? null : c))(
          search.minPrice !== null || search.maxPrice !== null ? priceCurrency : currency,
        ),
        sizeUnit: sizeUnit === 'sqm' ? 'sqm' : null,
      }}
      fields={
        <>
          <SelectField
            label={t('search.propertyType')}
            name="propertyType"
            value={propertyType}
            values={TYPE_CHOICES}
            labels={{ ...typeLabels, [ANY]: t('search.anyType') }}
            onChange={setPropertyType}
          />
          <SelectField
            label={t('search.location')}
            name="country"
            value={country}
            values={[
              ...withChosen(
                (places ?? []).map((p) => p.name),
                country,
              ),
              ANY,
            ]}
            labels={placeLabels}
            languageOf={(v) => (v === ANY ? undefined : placeName(v).lang)}
            onChange={setCountry}
          />
        </>
      }
      priceFilter={
        <ChipGroup
          legend={t('search.priceRange')}
          before={
            <p className="filter-group__range">
              {amount(PRICE_QUICK_FILTERS_AED[0])}
              <span aria-hidden="true"> – </span>
              {amount(PRICE_QUICK_FILTERS_AED[1])}
            </p>
          }
          name="price"
          values={PRICE_QUICK_FILTERS_AED}
          value={price}
          onChange={setPrice}
          renderLabel={(aed) => (
            <>
              <span className="visually-hidden">{t('search.upTo')}</span>
              {amount(aed)}
            </>
          )}
        />
      }
      moreFilters={
        <>
          <ChipGroup
            legend={t('search.bedrooms')}
            name="beds"
            values={ROOM_QUICK_VALUES}
            value={studio ? null : beds}
            onChange={(v) => {
              setBeds(v);
              if (v !== null) setStudio(false);
            }}
            renderLabel={rooms(t('search.roomsBedrooms'))}
          />
          <ChipGroup
            legend={t('search.bathrooms')}
            name="baths"
            values={ROOM_QUICK_VALUES}
            value={baths}
            onChange={setBaths}
            renderLabel={rooms(t('search.roomsBathrooms'))}
          />
          <fieldset className="filter-group">
            <legend className="field__label">{t('search.layout')}</legend>
            <div className="filter-group__buttons">
              <button
                // Without script: sends the search with studios switched (the kept value comes after).
                type="submit"
                name="studio"
                value={studio ? '' : 'true'}
                className="chip"
                aria-pressed={studio}
                onClick={(e) => {
                  e.preventDefault();
                  setStudio(!studio);
                  if (!studio) setBeds(null);
                }}
              >
                {t('search.studiosOnly')}
              </button>
            </div>
          </fieldset>
          <SelectField
            className="filter-group"
            label={t('search.completion')}
            name="completionStatus"
            value={completionStatus}
            values={[ANY, ...COMPLETION_STATUSES]}
            labels={{
              [ANY]: t(COMPLETION_LABELS[ANY]),
              ready: t(COMPLETION_LABELS.ready),
              'off-plan': t(COMPLETION_LABELS['off-plan']),
            }}
            onChange={setCompletionStatus}
          />
          <RangeFields
            what="price"
            unit={currency}
            min={minPrice}
            max={maxPrice}
            onMin={setMinPrice}
            onMax={setMaxPrice}
            error={error?.field === 'price' ? error.message : undefined}
          />
          <RangeFields
            what="size"
            unit={unitLabels[areaUnit]}
            min={minSize}
            max={maxSize}
            onMin={setMinSize}
            onMax={setMaxSize}
            error={error?.field === 'size' ? error.message : undefined}
          />
          <TextField
            className="filter-group filter-group--wide"
            label={t('search.keyword')}
            name="q"
            type="search"
            placeholder={t('search.keywordPlaceholder')}
            maxLength={SEARCH_QUERY_MAX}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </>
      }
    />
  );
}

const RANGE_TEXTS: Record<'price' | 'size', { legend: MessageId; min: MessageId; max: MessageId }> = {
  price: { legend: 'search.priceRangeLegend', min: 'search.minPrice', max: 'search.maxPrice' },
  size: { legend: 'search.sizeRangeLegend', min: 'search.minSize', max: 'search.maxSize' },
};

/** A from – to pair of figures in `unit` ('Price from – to, in AED'); `error` shows under the minimum. */
function RangeFields({
  what,
  unit,
  min,
  max,
  onMin,
  onMax,
  error,
}: {
  what: 'price' | 'size';
  unit: string;
  min: string;
  max: string;
  onMin: (v: string) => void;
  onMax: (v: string) => void;
  error?: string;
}) {
  const title = `${what[0]!.toUpperCase()}${what.slice(1)}`;
  const t = useT(searchTexts);
  const texts = RANGE_TEXTS[what];
  return (
    <fieldset className="filter-group filter-group--wide filter-range">
      <legend className="field__label">{t(texts.legend, { unit })}</legend>
      <div className="filter-range__inputs">
        {(
          [
            ['Minimum', min, onMin, error],
            ['Maximum', max, onMax, undefined],
          ] as const
        ).map(([end, value, onChange, endError]) => (
          <TextField
            key={end}
            name={`${end === 'Minimum' ? 'min' : 'max'}${title}`}
            label={t(end === 'Minimum' ? texts.min : texts.max, { unit })}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t(end === 'Minimum' ? 'search.noMinimum' : 'search.noMaximum')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            error={endError}
          />
        ))}
      </div>
    </fieldset>
  );
}
