import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero } from '~/components/page-hero';
import {
  isFiltered,
  parsePropertySearch,
  toSearchParams,
  type PropertySearch,
} from '~/features/properties/api/search-params';
import {
  filterBody,
  propertySearchQuery,
  usePropertySearch,
  type SearchFilters,
} from '~/features/properties/api/search-properties';
import { PropertyResults } from '~/features/properties/components/property-results';
import { PropertySearchForm } from '~/features/properties/components/property-search';
import { SaveSearch } from '~/features/saved-searches/components/save-search-dialog';
import { useSearchResults } from '~/hooks/use-search-results';
import { useDisplayRates } from '~/lib/currency/get-rates';
import { propertyTypePlural } from '~/lib/format';
import { withQueries } from '~/lib/route-data';
import { breadcrumbs, publicConfigFrom, seoMeta } from '~/lib/seo';
import type { Route } from './+types/all-properties';

function filtersOf(search: PropertySearch): SearchFilters {
  const { page: _page, ...filters } = search;
  return filters;
}

/** What a saved search keeps: the filter route's own body, less paging and order (docs/decisions/0039). */
function savedFilters(filters: SearchFilters): Record<string, unknown> {
  const { limit: _limit, offset: _offset, sort: _sort, ...kept } = filterBody(filters, 0, 1);
  return kept;
}

function load(request: Request) {
  const search = parsePropertySearch(new URL(request.url).searchParams);
  return withQueries(async (client) => {
    await client.prefetchInfiniteQuery({ ...propertySearchQuery(filtersOf(search)), pages: search.page + 1 });
    return {};
  });
}

export const loader = ({ request }: Route.LoaderArgs) => load(request);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(request);

export function headingFor(search: PropertySearch): string {
  if (!isFiltered(search)) return 'All properties';
  const type = search.propertyType ? propertyTypePlural(search.propertyType) : 'Properties';
  return search.country ? `${type} in ${search.country}` : type;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const search = parsePropertySearch(new URLSearchParams(location.search));
  const config = publicConfigFrom(matches);
  const heading = headingFor(search);
  return seoMeta(matches, {
    title: isFiltered(search) ? `${heading} for sale` : 'Properties for sale in Dubai and abroad',
    description: `${heading} for sale, chosen by ${config.agencyName}: beachfront villas, penthouses and branded apartments in Dubai, with homes in Spain and the United Kingdom.`,
    // Filtered views are variations of one page: the canonical is the listing itself.
    path: '/all-properties',
    jsonLd: [breadcrumbs(config.siteUrl, [{ name: 'Properties', path: '/all-properties' }])],
  });
};

export default function AllProperties() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parsePropertySearch(params), [params]);
  const filters = useMemo(() => filtersOf(search), [search]);
  const rates = useDisplayRates();
  const update = (next: Partial<PropertySearch>, replace = false) => {
    setParams(toSearchParams({ ...search, ...next }), { preventScrollReset: true, replace });
  };
  const results = useSearchResults(usePropertySearch(filters), search.page, (page) => update({ page }, true));

  return (
    <>
      <PageHero
        size="short"
        eyebrow="Properties"
        title="Search available properties"
        lead="Beachfront villas, sky-high penthouses and branded apartments, each visited and priced by our advisors."
        className="page-hero--search"
      />
      <div className="container listings">
        <PropertySearchForm search={search} rates={rates.data} onSearch={(next) => update({ ...next, page: 0 })} />
        <SaveSearch filters={savedFilters(filters)} />
        <PropertyResults
          {...results}
          sort={search.sort}
          onSort={(sort) => update({ sort, page: 0 })}
          heading={headingFor(search)}
        />
      </div>
    </>
  );
}
