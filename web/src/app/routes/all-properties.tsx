import { PageHero } from '~/components/page-hero';
import { propertyPlacesQuery } from '~/features/properties/api/get-property-places';
import { isFiltered, parsePropertySearch, toSearchParams } from '~/features/properties/api/search-params';
import { propertySearchQuery, searchFiltersOf } from '~/features/properties/api/search-properties';
import { useUrlSearch } from '~/hooks/use-url-search';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import searchTexts from 'virtual:messages/en/search';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { placeNamerOf } from '~/lib/i18n/place-names';
import { withQueries } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import { headingFor, PropertySearchPage } from '../all-properties-search';
import type { Route } from './+types/all-properties';

export { headingFor };

/** The search is one island; the page's hero and frame are the server's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

function load(request: Request) {
  const search = parsePropertySearch(new URL(request.url).searchParams);
  return withQueries(async (client) => {
    await Promise.all([
      client.prefetchInfiniteQuery({
        ...propertySearchQuery(searchFiltersOf(search), localeOfRequest(request)),
        pages: search.page + 1,
      }),
      // The search bar's places and their counts, in the first paint.
      client.prefetchQuery(propertyPlacesQuery(search.propertyType)),
    ]);
    return {};
  });
}

export const loader = ({ request }: Route.LoaderArgs) => load(request);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(request);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const search = parsePropertySearch(new URLSearchParams(location.search));
  const config = publicConfigFrom(matches);
  const t = translator(config.locale ?? 'en', searchTexts);
  const heading = headingFor(search, t, placeNamerOf(matches, config.locale ?? 'en'));
  return staticMeta(matches, {
    title: isFiltered(search) ? t('search.meta.filteredTitle', { heading }) : t('search.meta.title'),
    description: t('search.meta.description', { heading, agency: config.agencyName }),
    // Filtered views are variations of one page: the canonical is the listing itself.
    path: '/all-properties',
    crumb: t('nav.properties'),
  });
};

export default function AllProperties() {
  const [search] = useUrlSearch(parsePropertySearch, toSearchParams);
  const locale = useLocale();
  const t = useT(searchTexts);
  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('nav.properties')}
        title={t('search.hero.title')}
        lead={t('search.hero.lead')}
        className="page-hero--search"
      />
      <Island
        name="property-search"
        component={PropertySearchPage}
        props={{}}
        queries={[
          propertySearchQuery(searchFiltersOf(search), locale).queryKey,
          propertyPlacesQuery(search.propertyType).queryKey,
        ]}
      />
    </>
  );
}
