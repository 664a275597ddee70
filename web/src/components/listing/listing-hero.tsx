import { useId, type ReactNode } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';
import { Link } from 'react-router';
import { Img } from '../image';
import { PlaceName } from '~/lib/i18n/place-names';

/** The hero pictures are as wide as the window (the page preloads the same candidate). */
export const LISTING_HERO_SIZES = '100vw';

/**
 * The full-bleed hero of a property, development or area page: the featured picture, a breadcrumb
 * back to the list (with the listing's location when it has one), the title and what the page adds
 * under it (a 'Sold out' badge, an area's tags and actions).
 */
export function ListingHero({
  image,
  imageAlt,
  title,
  titleLanguage,
  crumb,
  location,
  id,
  children,
}: {
  image: string | null;
  /** The picture's alt text when staff wrote one; the title otherwise. */
  imageAlt?: string;
  title: string;
  /** The title's language when it is not the page's (an untranslated name, lib/i18n/content). */
  titleLanguage?: { lang: string; dir: 'ltr' | 'rtl' };
  crumb: { to: string; label: string };
  location?: string;
  /** The section's id (the listing bar sticks once it has scrolled away). */
  id?: string;
  children?: ReactNode;
}) {
  const t = useT(listingTexts);
  const titleId = useId();
  return (
    <section className="listing-hero" id={id} aria-labelledby={titleId}>
      <div className="listing-hero__media">
        <Img
          src={image}
          alt={imageAlt || title}
          sizes={LISTING_HERO_SIZES}
          width={1920}
          height={1080}
          priority
          maxWidth={1920}
        />
      </div>
      <div className="container listing-hero__content reveal">
        <nav aria-label={t('listing.breadcrumb')} className="breadcrumb">
          <Link to={crumb.to}>{crumb.label}</Link>
          {location?.trim() ? (
            <span>
              <PlaceName name={location} />
            </span>
          ) : null}
        </nav>
        <h1 className="listing-hero__title" id={titleId} {...titleLanguage}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
