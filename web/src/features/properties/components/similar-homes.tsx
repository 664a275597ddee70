import { ListingCarousel } from '~/components/listing/listing-carousel';
import { useNearScreen } from '~/hooks/use-near-screen';
import { useSimilarProperties } from '../api/get-similar-properties';
import { PropertyCard } from './property-card';
import listingTexts from 'virtual:messages/en/listing';
import { useLocale, useT } from '~/lib/i18n/i18n';

/**
 * "Similar homes" above the spec's "More listings": the same location and type within
 * 30% of the price, from the server. Nothing while loading, on failure or when there are none: a
 * section that may vanish should not hold the page's space or say that something went wrong.
 *
 * Asked for only once its place nears the screen (it sits near the end of the listing): asked at
 * once, its answer arrived while the page was loading and hydrating, and parsing it (the contract's
 * schemas) and drawing six cards and their carousel was one more long task of the page's load.
 */
export function SimilarHomes({ slug }: { slug: string }) {
  const [ref, near] = useNearScreen<HTMLDivElement>('600px');
  const { data } = useSimilarProperties(slug, useLocale(), { enabled: near });
  const homes = data ?? [];
  const t = useT(listingTexts);
  if (!homes.length) return <div ref={ref} />;
  return (
    <ListingCarousel
      className="section similar-homes"
      eyebrow={t('listing.similar.eyebrow')}
      title={t('listing.similar.title')}
      headingId="similar-heading"
      items={homes}
      card={(p, sizes) => <PropertyCard property={p} sizes={sizes} />}
    />
  );
}
