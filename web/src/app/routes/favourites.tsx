import selectionTexts from 'virtual:messages/en/page-selection';
import { PageHero } from '~/components/page-hero';
import { FavouritesList } from '~/features/properties/components/favourites';
import { useSavedListings } from '~/features/properties/components/saved-listings';
import { useCompareList, useFavourites } from '~/lib/favourites';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom, seoMeta } from '~/lib/seo';
import type { Route } from './+types/favourites';

/** Personal: never indexed, never kept by the page cache (web/server/page-routes.ts). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', selectionTexts);
  return seoMeta(matches, {
    title: t('page.selection.favouritesMetaTitle'),
    description: t('page.selection.favouritesMetaDescription'),
    path: '/favourites',
    noindex: true,
  });
};

export default function Favourites() {
  const favourites = useFavourites();
  const compare = useCompareList() ?? [];
  const listings = useSavedListings((favourites ?? []).map((f) => f.slug));
  const t = useT(selectionTexts);
  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('page.selection.eyebrow')}
        title={t('page.selection.favouritesTitle')}
        lead={t('page.selection.favouritesLead')}
      />
      <section className="section">
        <div className="container favourites">
          <FavouritesList favourites={favourites} compare={compare} {...listings} />
        </div>
      </section>
    </>
  );
}
