import { canonicalPropertyType } from '@estate/contract';
import { useEffect, useMemo } from 'react';
import searchTexts from 'virtual:messages/en/search';
import { ViewToggle } from '~/components/search/view-toggle';
import { SearchMapPanel } from '~/features/map/components/search-map-panel';
import { usePropertyMarkers } from '~/features/properties/api/get-property-markers';
import {
  isFiltered,
  parsePropertySearch,
  toSearchParams,
  type PropertySearch,
} from '~/features/properties/api/search-params';
import {
  filterBody,
  searchFiltersOf,
  usePropertySearch,
  type SearchFilters,
} from '~/features/properties/api/search-properties';
import { PropertyResults } from '~/features/properties/components/property-results';
import { PropertySearchForm } from '~/features/properties/components/property-search';
import { SaveSearch } from '~/features/saved-searches/components/save-search';
import { useNearScreen } from '~/hooks/use-near-screen';
import { useSearchResults } from '~/hooks/use-search-results';
import { useUrlSearch } from '~/hooks/use-url-search';
import { useCurrency } from '~/lib/currency/currency-store';
import { useDisplayRates } from '~/lib/currency/get-rates';
import { useLocale, useT, type Translate } from '~/lib/i18n/i18n';
import { usePlaceName } from '~/lib/i18n/place-names';
import { usePublicConfig } from '~/lib/use-public-config';

/*
 * /all-properties's search: its form, saved-search button, results and map, all driven by the
 * page's address. One island on the page served as islands (decision 0107): a change of filter,
 * order, page or view changes the address in place and the results follow, as with the router.
 */

/** What a saved search keeps: the filter route's own body, less paging and order (docs/decisions/0039). */
function savedFilters(filters: SearchFilters): Record<string, unknown> {
  const { limit: _limit, offset: _offset, sort: _sort, ...kept } = filterBody(filters, 0, 1);
  return kept;
}

export function headingFor(
  search: PropertySearch,
  t: Translate,
  /** A place's name in the page's language (lib/i18n/place-names). */
  placeName: (english: string) => string,
): string {
  if (!isFiltered(search)) return t('search.heading.all');
  const known = search.propertyType ? canonicalPropertyType(search.propertyType) : null;
  const type = search.studio
    ? t('search.heading.studios')
    : known
      ? t(`search.types.${known}`)
      : search.propertyType || t('search.heading.properties');
  if (search.country) return t('search.heading.in', { type, place: placeName(search.country) });
  return search.bbox ? t('search.heading.mapArea', { type }) : type;
}

/**
 * The map column of the map view. The map (Leaflet, its tiles) and its markers load only once the
 * column nears the screen: on a phone it sits below the search form, so a visitor who opens a
 * shared map link gets the page first and the map as they scroll to it (docs/decisions/0050).
 */
function SearchMapColumn({
  filters,
  bbox,
  onBbox,
}: {
  filters: SearchFilters;
  bbox: string | null;
  onBbox: (bbox: string | null) => void;
}) {
  const [ref, near] = useNearScreen<HTMLDivElement>('400px');
  const { currency } = useCurrency();
  const { mapAttribution } = usePublicConfig();
  const locale = useLocale();
  const markers = usePropertyMarkers(filters, locale, near);
  // A new search (not a new page of the same one) fits the map again.
  const searchKey = useMemo(() => JSON.stringify({ ...filters, bbox: null }), [filters]);
  return (
    <div className="search-split__map" ref={ref}>
      <SearchMapPanel
        near={near}
        status={markers.status}
        markers={markers.data?.markers ?? []}
        total={markers.data?.total ?? 0}
        lowerBound={markers.data?.lowerBound ?? false}
        onRetry={() => void markers.refetch()}
        currency={currency}
        bbox={bbox}
        searchKey={searchKey}
        fresh={markers.isSuccess && !markers.isPlaceholderData}
        onSearchArea={onBbox}
        onClearArea={() => onBbox(null)}
        attribution={mapAttribution}
      />
    </div>
  );
}

/** The search under the page's hero. */
export function PropertySearchPage() {
  const [search, update] = useUrlSearch(parsePropertySearch, toSearchParams);
  const filters = useMemo(() => searchFiltersOf(search), [search]);
  const rates = useDisplayRates();
  const locale = useLocale();
  const results = useSearchResults(usePropertySearch(filters, locale), search.page, (page) => update({ page }, true));
  const onMap = search.view === 'map';
  const t = useT(searchTexts);
  const placeName = usePlaceName();

  const heading = headingFor(search, t, (english) => placeName(english).text);
  // The tab's title follows the search, as the route's meta writes it for a document.
  const { agencyName } = usePublicConfig();
  const title = isFiltered(search) ? t('search.meta.filteredTitle', { heading }) : t('search.meta.title');
  useEffect(() => {
    document.title = title.includes(agencyName) ? title : `${title} | ${agencyName}`;
  }, [title, agencyName]);

  const list = (
    <PropertyResults
      {...results}
      sort={search.sort}
      onSort={(sort) => update({ sort, page: 0 })}
      heading={heading}
      moreTools={<ViewToggle view={search.view} onView={(view) => update({ view })} />}
      cardSizes={
        onMap ? '(min-width: 1320px) 320px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw' : undefined
      }
    />
  );

  return (
    <>
      <div className="container listings">
        <PropertySearchForm search={search} rates={rates.data} onSearch={(next) => update({ ...next, page: 0 })} />
        <SaveSearch filters={savedFilters(filters)} />
        {onMap ? (
          <div className="search-split">
            <div className="search-split__list">{list}</div>
            <SearchMapColumn filters={filters} bbox={search.bbox} onBbox={(bbox) => update({ bbox, page: 0 })} />
          </div>
        ) : (
          list
        )}
      </div>
    </>
  );
}
