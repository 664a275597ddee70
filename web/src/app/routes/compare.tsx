import { Link } from 'react-router';
import selectionTexts from 'virtual:messages/en/page-selection';
import { PageHero } from '~/components/page-hero';
import { CompareTable } from '~/features/properties/components/compare-table';
import { useSavedListings } from '~/features/properties/components/saved-listings';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { useCompareList, useFavourites } from '~/lib/favourites';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom, seoMeta } from '~/lib/seo';
import { AreaUnitSelect } from '~/lib/units/area-unit';
import type { Route } from './+types/compare';

/** Personal: never indexed, never kept by the page cache (web/server/page-routes.ts). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', selectionTexts);
  return seoMeta(matches, {
    title: t('page.selection.compareTitle'),
    description: t('page.selection.compareMetaDescription'),
    path: '/compare',
    noindex: true,
  });
};

export default function Compare() {
  const slugs = useCompareList();
  const favourites = useFavourites() ?? [];
  const listings = useSavedListings(slugs ?? []);
  const t = useT(selectionTexts);
  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('page.selection.eyebrow')}
        title={t('page.selection.compareTitle')}
        lead={t('page.selection.compareLead')}
      />
      <section className="section">
        <div className="container compare-page">
          <div className="compare-page__tools">
            <Link to="/favourites" className="link-button">
              {t('page.selection.back')}
            </Link>
            <div className="compare-page__units">
              <CurrencySelect label={t('page.selection.pricesIn')} />
              <AreaUnitSelect label={t('currency.areasIn')} />
            </div>
          </div>
          <CompareTable slugs={slugs} favourites={favourites} {...listings} />
        </div>
      </section>
    </>
  );
}
