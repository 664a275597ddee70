import type { ComponentProps } from 'react';
import { ListingCarousel, MoreListings, type ListingCarouselProps } from '~/components/listing/listing-carousel';
import { PropertyCard } from './property-card';

type CardProperty = ComponentProps<typeof PropertyCard>['property'];

/** A headed carousel of property cards: its props are data, so it can be an island of its own. */
export function PropertyCarousel(props: Omit<ListingCarouselProps<CardProperty>, 'card' | 'after'>) {
  return <ListingCarousel {...props} card={(p, sizes) => <PropertyCard property={p} sizes={sizes} />} />;
}

/** A property page's 'Keep exploring': the other properties (this one, `slug`, left out). */
export function MoreProperties(
  props: Omit<ListingCarouselProps<CardProperty>, 'card' | 'after' | 'eyebrow' | 'searchHref'> & {
    slug: string;
    searchHref: string;
  },
) {
  return <MoreListings {...props} card={(p, sizes) => <PropertyCard property={p} sizes={sizes} />} />;
}

/** A grid of property cards (a development's residences): its props are data, an island of its own. */
export function PropertyGrid({ items, sizes }: { items: CardProperty[]; sizes: string }) {
  return (
    <ul className="results__grid results__grid--three">
      {items.map((p) => (
        <li key={p._id}>
          <PropertyCard property={p} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
