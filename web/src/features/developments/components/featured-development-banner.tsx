import type { Development } from '@estate/contract';
import { Link } from 'react-router';
import { GalleryBanner } from '~/components/gallery-banner';
import { Price } from '~/lib/currency/price';
import { formatNumber } from '~/lib/format';
import homeTexts from 'virtual:messages/en/home';
import { useT } from '~/lib/i18n/i18n';
import { usePlaceName, withPlace } from '~/lib/i18n/place-names';

/** The home page's full-width featured development, looping through its gallery. */
export function FeaturedDevelopmentBanner({ development }: { development: Development }) {
  const images = [development.featuredImage, ...development.galleryImages].filter((s): s is string => !!s);
  const t = useT(homeTexts);
  const placeName = usePlaceName();
  return (
    <GalleryBanner images={images.length ? images : ['']} alt={development.title}>
      <div className="banner-panel">
        <p className="eyebrow eyebrow--light">
          {withPlace((location) => t('home.dev.newDevelopment', { location }), placeName(development.location))}
        </p>
        <h2 className="banner-panel__title">{development.title}</h2>
        <ul className="banner-panel__facts">
          {development.units ? (
            <li>{t('home.dev.units', { count: Number(development.units), n: formatNumber(development.units) })}</li>
          ) : null}
          {development.bedUnits ? <li>{t('home.dev.bedUnits', { n: development.bedUnits })}</li> : null}
          {development.pentHouses ? (
            <li>{t('home.dev.penthouses', { count: Number(development.pentHouses), n: development.pentHouses })}</li>
          ) : null}
        </ul>
        <p className="banner-panel__from">{t('card.startingFrom')}</p>
        <Price item={development} className="banner-panel__price" />
        <Link to={`/development/${development.slug}`} className="button button--light">
          {t('home.dev.discover')}
        </Link>
      </div>
    </GalleryBanner>
  );
}
