import { PageHero } from '~/components/page-hero';
import { FavouritesList } from '~/features/properties/components/favourites';
import { useSavedListings } from '~/features/properties/components/saved-listings';
import { useCompareList, useFavourites } from '~/lib/favourites';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/favourites';

/** Personal: never indexed, never kept by the page cache (web/server/page-routes.ts). */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Your favourites',
    description: 'The homes you saved in this browser, to compare side by side.',
    path: '/favourites',
    noindex: true,
  });

export default function Favourites() {
  const favourites = useFavourites();
  const compare = useCompareList() ?? [];
  const listings = useSavedListings((favourites ?? []).map((f) => f.slug));
  return (
    <>
      <PageHero
        size="short"
        eyebrow="Your selection"
        title="Favourites"
        lead="The homes you saved on this device. Choose up to four to compare them side by side."
      />
      <section className="section">
        <div className="container favourites">
          <FavouritesList favourites={favourites} compare={compare} {...listings} />
        </div>
      </section>
    </>
  );
}
