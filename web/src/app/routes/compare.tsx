import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { CompareTable } from '~/features/properties/components/compare-table';
import { useSavedListings } from '~/features/properties/components/saved-listings';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { useCompareList, useFavourites } from '~/lib/favourites';
import { seoMeta } from '~/lib/seo';
import { AreaUnitSelect } from '~/lib/units/area-unit';
import type { Route } from './+types/compare';

/** Personal: never indexed, never kept by the page cache (web/server/page-routes.ts). */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Compare homes',
    description: 'The homes you chose, side by side.',
    path: '/compare',
    noindex: true,
  });

export default function Compare() {
  const slugs = useCompareList();
  const favourites = useFavourites() ?? [];
  const listings = useSavedListings(slugs ?? []);
  return (
    <>
      <PageHero size="short" eyebrow="Your selection" title="Compare homes" lead="Up to four homes, side by side." />
      <section className="section">
        <div className="container compare-page">
          <div className="compare-page__tools">
            <Link to="/favourites" className="link-button">
              Back to your favourites
            </Link>
            <div className="compare-page__units">
              <CurrencySelect label="Prices in" />
              <AreaUnitSelect label="Areas in" />
            </div>
          </div>
          <CompareTable slugs={slugs} favourites={favourites} {...listings} />
        </div>
      </section>
    </>
  );
}
