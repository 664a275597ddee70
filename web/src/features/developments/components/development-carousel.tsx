import { Link } from 'react-router';
import type { ComponentProps } from 'react';
import { ListingCarousel, MoreListings, type ListingCarouselProps } from '~/components/listing/listing-carousel';
import { DevelopmentCard } from './development-card';

type CardDevelopment = ComponentProps<typeof DevelopmentCard>['development'];

/**
 * A headed carousel of development cards, with a link under it (`action`): its props are data, so
 * it can be an island of its own.
 */
export function DevelopmentCarousel({
  action,
  ...props
}: Omit<ListingCarouselProps<CardDevelopment>, 'card' | 'after'> & { action?: { to: string; label: string } }) {
  return (
    <ListingCarousel
      {...props}
      card={(d, sizes) => <DevelopmentCard development={d} sizes={sizes} />}
      after={
        action ? (
          <div className="section-actions">
            <Link to={action.to} className="button">
              {action.label}
            </Link>
          </div>
        ) : undefined
      }
    />
  );
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
