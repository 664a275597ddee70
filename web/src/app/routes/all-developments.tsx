import type { QueryClient } from '@tanstack/react-query';
import searchTexts from 'virtual:messages/en/search';
import { PageHero } from '~/components/page-hero';
import { developmentLocationsQuery } from '~/features/developments/api/get-development-locations';
import { soldDevelopmentsQuery, useSoldDevelopments } from '~/features/developments/api/get-sold-developments';
import { developmentFiltersOf, developmentSearchQuery } from '~/features/developments/api/search-developments';
import { parseDevelopmentSearch, toDevelopmentSearchParams } from '~/features/developments/api/search-params';
import { DevelopmentCarousel } from '~/features/developments/components/development-carousel';
import { useUrlSearch } from '~/hooks/use-url-search';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { withQueries } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import { DevelopmentSearchPage } from '../all-developments-search';
import type { Route } from './+types/all-developments';

/** The search is one island, the sold developments another; the hero is the server's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

function load(request: Request) {
  const search = parseDevelopmentSearch(new URL(request.url).searchParams);
  // In the page's language (docs/decisions/0102).
  const locale = localeOfRequest(request);
  return withQueries(async (client: QueryClient) => {
    await Promise.all([
      client.prefetchInfiniteQuery({
        ...developmentSearchQuery(developmentFiltersOf(search), locale),
        pages: search.page + 1,
      }),
      client.prefetchQuery(developmentLocationsQuery()),
      client.prefetchQuery(soldDevelopmentsQuery(locale)),
    ]);
    return {};
  });
}

export const loader = ({ request }: Route.LoaderArgs) => load(request);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(request);

export const meta: Route.MetaFunction = ({ matches }) => {
  const config = publicConfigFrom(matches);
  const t = translator(config.locale ?? 'en', searchTexts);
  return staticMeta(matches, {
    title: t('search.dev.metaTitle'),
    description: t('search.dev.metaDescription', { agency: config.agencyName }),
    path: '/all-developments',
    crumb: t('nav.developments'),
  });
};

export default function AllDevelopments() {
  const [search] = useUrlSearch(parseDevelopmentSearch, toDevelopmentSearchParams);
  const locale = useLocale();
  const sold = useSoldDevelopments(locale);
  const t = useT(searchTexts);

  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('nav.developments')}
        title={t('search.dev.heroTitle')}
        lead={t('search.dev.heroLead')}
        className="page-hero--search"
      />
      <Island
        name="development-search"
        component={DevelopmentSearchPage}
        props={{}}
        queries={[
          developmentSearchQuery(developmentFiltersOf(search), locale).queryKey,
          developmentLocationsQuery().queryKey,
        ]}
      />
      <Island
        name="development-carousel"
        component={DevelopmentCarousel}
        props={{
          className: 'section section--paper',
          label: t('search.dev.soldLabel'),
          eyebrow: t('search.dev.trackRecord'),
          title: t('search.dev.soldTitle'),
          headingId: 'sold-heading',
          items: sold.data ?? [],
        }}
        hydrate="visible"
        query
      />
    </>
  );
}
