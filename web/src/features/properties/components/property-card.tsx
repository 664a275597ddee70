import { useId } from 'react';
import type { Property, PropertyCard as PropertyCardData } from '@estate/contract';
import { Link } from 'react-router';
import { FavouriteButton } from '~/components/favourite-button';
import { AreaIcon, BathIcon, BedIcon, PinIcon } from '~/components/icons';
import { Img } from '~/components/image';
import { Price } from '~/lib/currency/price';
import { StatusBadge } from '~/components/listing/status-badge';
import { formatNumber, isStudio } from '~/lib/format';
import { englishText } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';
import { Area } from '~/lib/units/area-unit';
import { PlaceName } from '~/lib/i18n/place-names';

export interface PropertyCardProps {
  property: Property | PropertyCardData;
  /** Displayed width, for the image's sizes attribute. */
  sizes?: string;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Image, title, area (in the visitor's unit), beds, location and price; links to /property/{slug}. */
export function PropertyCard({
  property,
  sizes = '(min-width: 1024px) 40vw, (min-width: 641px) 50vw, 100vw',
  priority,
  headingLevel: Heading = 'h3',
}: PropertyCardProps) {
  const href = `/property/${property.slug}`;
  const titleId = useId();
  const t = useT();
  return (
    <article className="card property-card" aria-labelledby={titleId}>
      <div className="card__media">
        <Img
          src={property.featuredImage}
          alt={property.title}
          sizes={sizes}
          width={800}
          height={600}
          priority={priority}
        />
        {property.isFeatured ? <span className="card__badge">{t('card.featured')}</span> : null}
        <StatusBadge status={property.status} className="card__status" />
        <FavouriteButton listing={property} className="card__favourite" />
      </div>
      <div className="card__body">
        {property.location ? (
          <p className="card__location">
            <PinIcon width={14} height={14} />
            <PlaceName name={property.location} />
          </p>
        ) : null}
        <Heading className="card__title" id={titleId} {...englishText(property, 'title')}>
          <Link to={href}>{property.title}</Link>
        </Heading>
        <ul className="card__facts">
          {property.space ? (
            <li>
              <AreaIcon />
              <Area sqft={property.space} />
            </li>
          ) : null}
          {property.beds ? (
            <li>
              <BedIcon />
              {isStudio(property.beds)
                ? t('card.studio')
                : t('card.beds', { count: Number(property.beds), n: formatNumber(property.beds) })}
            </li>
          ) : null}
          {property.baths ? (
            <li>
              <BathIcon />
              {t('card.baths', { count: Number(property.baths), n: formatNumber(property.baths) })}
            </li>
          ) : null}
        </ul>
        <Price item={property} className="card__price" />
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className="card" aria-hidden="true">
      <div className="skeleton skeleton-card__media" />
      <div className="skeleton skeleton-card__line" />
      <div className="skeleton skeleton-card__line skeleton-card__line--short" />
    </div>
  );
}
