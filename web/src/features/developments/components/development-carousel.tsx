import type { ComponentProps } from 'react';
import { ListingCarousel, MoreListings, type ListingCarouselProps } from '~/components/listing/listing-carousel';
import { DevelopmentCard } from './development-card';

type CardDevelopment = ComponentProps<typeof DevelopmentCard>['development'];

/** A headed carousel of development cards: its props are data, so it can be an island of its own. */
export function DevelopmentCarousel(props: Omit<ListingCarouselProps<CardDevelopment>, 'card' | 'after'>) {
  return <ListingCarousel {...props} card={(d, sizes) => <DevelopmentCard development={d} sizes={sizes} />} />;
}

/** A development page's 'Keep exploring': the other developments (this one, `slug`, left out). */
export function MoreDevelopments(
  props: Omit<ListingCarouselProps<CardDevelopment>, 'card' | 'after' | 'eyebrow' | 'searchHref'> & {
    slug: string;
    searchHref: string;
  },
) {
  return <MoreListings {...props} card={(d, sizes) => <DevelopmentCard development={d} sizes={sizes} />} />;
}
