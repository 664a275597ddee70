import { ListingCarousel } from '~/components/listing/listing-carousel';
import { useSimilarProperties } from '../api/get-similar-properties';
import { PropertyCard } from './property-card';

/**
 * "Similar homes" above the spec's "More listings" (issue 13): the same location and type within
 * 30% of the price, from the server. Nothing while loading, on failure or when there are none: a
 * section that may vanish should not hold the page's space or say that something went wrong.
 */
export function SimilarHomes({ slug }: { slug: string }) {
  const { data } = useSimilarProperties(slug);
  const homes = data ?? [];
  return (
    <ListingCarousel
      className="section similar-homes"
      eyebrow="You may also like"
      title="Similar homes"
      headingId="similar-heading"
      items={homes}
      card={(p, sizes) => <PropertyCard property={p} sizes={sizes} />}
    />
  );
}
