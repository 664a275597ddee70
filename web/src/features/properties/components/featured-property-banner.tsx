import type { Property } from '@estate/contract';
import { Link } from 'react-router';
import { GalleryBanner } from '~/components/gallery-banner';
import { Price } from '~/lib/currency/price';
import { formatNumber, isStudio } from '~/lib/format';
import { Area } from '~/lib/units/area-unit';
import homeTexts from 'virtual:messages/en/home';
import { useT } from '~/lib/i18n/i18n';
import { usePlaceName, withPlace } from '~/lib/i18n/place-names';

/** The home page's full-width featured property, looping through its gallery. */
export function FeaturedPropertyBanner({ property }: { property: Property }) {
  const t = useT(homeTexts);
  const place = usePlaceName()(property.location);
  const images = [property.featuredImage, ...property.galleryImages].filter((s): s is string => !!s);
  return (
    <GalleryBanner images={images.length ? images : ['']} alt={property.title}>
      <div className="banner-panel">
        <p className="eyebrow eyebrow--light">
          {withPlace((location) => t('home.featuredResidence', { location }), place)}
        </p>
        <h2 className="banner-panel__title">{property.title}</h2>
        <ul className="banner-panel__facts">
          {property.beds ? (
            <li>
              {isStudio(property.beds)
                ? t('card.studio')
                : t('home.banner.bedrooms', { count: Number(property.beds), n: formatNumber(property.beds) })}
            </li>
          ) : null}
          {property.baths ? (
            <li>{t('home.banner.bathrooms', { count: Number(property.baths), n: formatNumber(property.baths) })}</li>
          ) : null}
          {property.space ? (
            <li>
              <Area sqft={property.space} />
            </li>
          ) : null}
        </ul>
        <Price item={property} className="banner-panel__price" />
        <Link to={`/property/${property.slug}`} className="button button--light">
          {t('home.viewResidence')}
        </Link>
      </div>
    </GalleryBanner>
  );
}
