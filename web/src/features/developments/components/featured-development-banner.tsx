import type { Development } from '@estate/contract';
import { Link } from 'react-router';
import { GalleryBanner } from '~/components/gallery-banner';
import { Price } from '~/lib/currency/price';
import { formatNumber } from '~/lib/format';

/** The home page's full-width featured development, looping through its gallery. */
export function FeaturedDevelopmentBanner({ development }: { development: Development }) {
  const images = [development.featuredImage, ...development.galleryImages].filter((s): s is string => !!s);
  return (
    <GalleryBanner images={images.length ? images : ['']} alt={development.title}>
      <div className="banner-panel">
        <p className="eyebrow eyebrow--light">New development · {development.location.trim()}</p>
        <h2 className="banner-panel__title">{development.title}</h2>
        <ul className="banner-panel__facts">
          {development.units ? <li>{formatNumber(development.units)} Units</li> : null}
          {development.bedUnits ? <li>{development.bedUnits} Bedroom units</li> : null}
          {development.pentHouses ? <li>{development.pentHouses} Penthouses</li> : null}
        </ul>
        <p className="banner-panel__from">Starting from</p>
        <Price item={development} className="banner-panel__price" />
        <Link to={`/development/${development.slug}`} className="button button--light">
          Discover the development
        </Link>
      </div>
    </GalleryBanner>
  );
}
