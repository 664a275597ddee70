import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListingCarousel } from '~/components/listing/listing-carousel';
import { PageHero } from '~/components/page-hero';
import {
  developmentLocationsQuery,
  useDevelopmentLocations,
} from '~/features/developments/api/get-development-locations';
import { soldDevelopmentsQuery, useSoldDevelopments } from '~/features/developments/api/get-sold-developments';
import {
  developmentSearchQuery,
  useDevelopmentSearch,
  type DevelopmentFilters,
} from '~/features/developments/api/search-developments';
import {
  parseDevelopmentSearch,
  toDevelopmentSearchParams,
  type DevelopmentSearch,
} from '~/features/developments/api/search-params';
import { DevelopmentCard } from '~/features/developments/components/development-card';
import { DevelopmentResults } from '~/features/developments/components/development-results';
import { DevelopmentSearchForm } from '~/features/developments/components/development-search';
import { useSearchResults } from '~/hooks/use-search-results';
import { useUrlSearch } from '~/hooks/use-url-search';
import { useDisplayRates } from '~/lib/currency/get-rates';
import { withQueries } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/all-developments';
import searchTexts from 'virtual:messages/en/search';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { usePlaceName } from '~/lib/i18n/place-names';

function filtersOf(search: DevelopmentSearch): DevelopmentFilters {
  return { country: search.country, price: search.price };
}

function load(request: Request) {
  const search = parseDevelopmentSearch(new URL(request.url).searchParams);
  // In the page's language (docs/decisions/0102).
  const locale = localeOfRequest(request);
  return withQueries(async (client: QueryClient) => {
    await Promise.all([
      client.prefetchInfiniteQuery({ ...developmentSearchQuery(filtersOf(search), locale), pages: search.page + 1 }),
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
  const [search, update] = useUrlSearch(parseDevelopmentSearch, toDevelopmentSearchParams);
  const filters = useMemo(() => filtersOf(search), [search]);
  const locations = useDevelopmentLocations();
  const locale = useLocale();
  const sold = useSoldDevelopments(locale);
  const rates = useDisplayRates();
  const results = useSearchResults(useDevelopmentSearch(filters, locale), search.page, (page) =>
    update({ page }, true),
  );
  const t = useT(searchTexts);
  const placeName = usePlaceName();

  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('nav.developments')}
        title={t('search.dev.heroTitle')}
        lead={t('search.dev.heroLead')}
        className="page-hero--search"
      />
      <div className="container listings">
        <DevelopmentSearchForm
          search={search}
          locations={locations.data ?? []}
          rates={rates.data}
          onSearch={(next) => update({ ...next, page: 0 })}
        />
        <DevelopmentResults
          {...results}
          heading={
            search.country
              ? t('search.dev.headingIn', { place: placeName(search.country).text })
              : t('search.dev.headingAll')
          }
        />
      </div>
      <ListingCarousel
        className="section section--paper"
        label={t('search.dev.soldLabel')}
        eyebrow={t('search.dev.trackRecord')}
        title={t('search.dev.soldTitle')}
        headingId="sold-heading"
        items={sold.data ?? []}
        card={(d, sizes) => <DevelopmentCard development={d} sizes={sizes} />}
      />
    </>
  );
}
