import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../carousel';
import { SectionHeading } from '../section-heading';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';

/** The cards' displayed width: about a third of the page on a desktop, most of it on a phone. */
const CARD_SIZES = '(min-width: 1024px) 30vw, 85vw';

export interface ListingCarouselProps<T> {
  /** Announced as the carousel's name; the title unless given. */
  label?: string;
  eyebrow: string;
  title: string;
  headingId: string;
  searchHref?: string;
  className?: string;
  after?: ReactNode;
  items: readonly T[];
  card: (item: T, sizes: string) => ReactNode;
}

/**
 * A headed carousel of listing cards in its own section ('More listings', 'More developments',
 * 'Recently sold out'): a card per item (`card`, told its displayed width), a 'Search All' link
 * beside the heading when `searchHref` is given, and whatever follows the carousel (`after`).
 * Nothing is drawn without items.
 */
export function ListingCarousel<T extends { _id: string }>({
  label,
  eyebrow,
  title,
  headingId,
  searchHref,
  className = 'section',
  after,
  items,
  card,
}: ListingCarouselProps<T>) {
  if (items.length === 0) return null;
  const heading = <SectionHeading eyebrow={eyebrow} title={title} id={headingId} />;
  return (
    <section className={`${className} listing-carousel`}>
      <div className="container">
        <Carousel
          label={label ?? title}
          perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
          header={
            searchHref ? (
              <div className="carousel-heading">
                {heading}
                <Link to={searchHref} className="text-link">
                  Search All
                </Link>
              </div>
            ) : (
              heading
            )
          }
        >
          {items.map((item) => (
            <Fragment key={item._id}>{card(item, CARD_SIZES)}</Fragment>
          ))}
        </Carousel>
        {after}
      </div>
    </section>
  );
}

/**
 * A listing page's 'Keep exploring' carousel: the other listings of its kind (this one, `slug`,
 * left out), with 'Search All' to their search page.
 */
export function MoreListings<T extends { _id: string; slug: string }>({
  slug,
  items,
  ...carousel
}: Omit<ListingCarouselProps<T>, 'eyebrow' | 'searchHref'> & { slug: string; searchHref: string }) {
  const t = useT(listingTexts);
  return (
    <ListingCarousel {...carousel} eyebrow={t('listing.keepExploring')} items={items.filter((i) => i.slug !== slug)} />
  );
}
