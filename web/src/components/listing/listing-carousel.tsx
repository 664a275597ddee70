import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../carousel';
import { SectionHeading } from '../section-heading';

/**
 * A headed carousel of listing cards in its own section ('More listings', 'More developments',
 * 'Recently sold out'): a 'Search All' link beside the heading when `searchHref` is given, and
 * whatever follows the carousel (`after`). Nothing is drawn without cards.
 */
export function ListingCarousel({
  label,
  eyebrow,
  title,
  headingId,
  searchHref,
  className = 'section',
  after,
  children,
}: {
  label: string;
  eyebrow: string;
  title: string;
  headingId: string;
  searchHref?: string;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  if (Children.count(children) === 0) return null;
  const heading = <SectionHeading eyebrow={eyebrow} title={title} id={headingId} />;
  return (
    <section className={className}>
      <div className="container">
        <Carousel
          label={label}
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
          {children}
        </Carousel>
        {after}
      </div>
    </section>
  );
}
