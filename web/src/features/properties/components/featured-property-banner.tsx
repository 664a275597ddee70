import type { Property } from '@estate/contract';
import { Link } from 'react-router';
import { GalleryBanner } from '~/components/gallery-banner';
import { Price } from '~/lib/currency/price';
import { bedsLabel, plural } from '~/lib/format';
import { Area } from '~/lib/units/area-unit';

/** The home page's full-width featured property, looping through its gallery. */
export function FeaturedPropertyBanner({ property }: { property: Property }) {
  const images = [property.featuredImage, ...property.galleryImages].filter((s): s is string => !!s);
  return (
    <GalleryBanner images={images.length ? images : ['']} alt={property.title}>
      <div className="banner-panel">
        <p className="eyebrow eyebrow--light">Featured residence · {property.location.trim()}</p>
        <h2 className="banner-panel__title">{property.title}</h2>
        <ul className="banner-panel__facts">
          {property.beds ? <li>{bedsLabel(property.beds, 'Bedroom', 'Bedrooms')}</li> : null}
          {property.baths ? <li>{plural(property.baths, 'Bathroom', 'Bathrooms')}</li> : null}
          {property.space ? (
            <li>
              <Area sqft={property.space} />
            </li>
          ) : null}
        </ul>
        <Price item={property} className="banner-panel__price" />
        <Link to={`/property/${property.slug}`} className="button button--light">
          View the residence
        </Link>
      </div>
    </GalleryBanner>
  );
}
