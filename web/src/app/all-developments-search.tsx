import { useMemo } from 'react';
import searchTexts from 'virtual:messages/en/search';
import { useDevelopmentLocations } from '~/features/developments/api/get-development-locations';
import { developmentFiltersOf, useDevelopmentSearch } from '~/features/developments/api/search-developments';
import { parseDevelopmentSearch, toDevelopmentSearchParams } from '~/features/developments/api/search-params';
import { DevelopmentResults } from '~/features/developments/components/development-results';
import { DevelopmentSearchForm } from '~/features/developments/components/development-search';
import { useSearchResults } from '~/hooks/use-search-results';
import { useUrlSearch } from '~/hooks/use-url-search';
import { useDisplayRates } from '~/lib/currency/get-rates';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { usePlaceName } from '~/lib/i18n/place-names';

/*
 * /all-developments's search: its form and results, driven by the page's address. One island on
 * the page served as islands (decision 0107): a change of filter or page changes the address in
 * place and the results follow, as with the router.
 */

/** The search under the page's hero. */
export function DevelopmentSearchPage() {
  const [search, update] = useUrlSearch(parseDevelopmentSearch, toDevelopmentSearchParams);
  const filters = useMemo(() => developmentFiltersOf(search), [search]);
  const locations = useDevelopmentLocations();
  const locale = useLocale();
  const rates = useDisplayRates();
  const results = useSearchResults(useDevelopmentSearch(filters, locale), search.page, (page) =>
    update({ page }, true),
  );
  const t = useT(searchTexts);
  const placeName = usePlaceName();

  return (
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
  );
}
