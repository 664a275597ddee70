import type { Development, Property } from '@estate/contract';
import type { MetaDescriptor } from 'react-router';
import { preloadImage } from '~/components/image';
import { LISTING_HERO_SIZES } from '~/components/listing/listing-hero';
import { absoluteUrl, breadcrumbs, describe, publicConfigFrom, seoMeta, shareImage, type JsonLd } from './seo';
import listingTexts from 'virtual:messages/en/listing';
import { addressesIn } from './i18n/content';
import { translator } from './i18n/i18n';
import type { Locale } from './i18n/locales';
import { placeNamerOf } from './i18n/place-names';

/** A place's name in the page's language (lib/i18n/place-names); English's is the place's own. */
type PlaceNamer = (english: string) => string;

function place(
  item: { location: string; country: string | null; latitude: number | null; longitude: number | null },
  named: PlaceNamer,
) {
  const name = named(item.location) || undefined;
  return {
    '@type': 'Place',
    name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: name,
      addressCountry: item.country === 'Dubai' ? 'AE' : (item.country ?? undefined),
    },
    ...(item.latitude !== null && item.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: item.latitude, longitude: item.longitude } }
      : {}),
  };
}

function offer(price: number | null, priceCurrency: string, url: string) {
  return price
    ? { '@type': 'Offer', price, priceCurrency, availability: 'https://schema.org/InStock', url }
    : undefined;
}

type Listing = Pick<
  Property,
  | 'title'
  | 'desc1'
  | 'desc2'
  | 'createdAt'
  | 'featuredImage'
  | 'imageTexts'
  | 'galleryImages'
  | 'location'
  | 'country'
  | 'latitude'
  | 'longitude'
>;

/**
 * A listing page's meta: its title with the location, its description (or `fallback`), its hero
 * preloaded, its RealEstateListing and its place in the breadcrumb. A draft preview is never
 * indexed (docs/decisions/0036).
 */
function listingMeta(
  matches: readonly unknown[] | undefined,
  l: Listing & { slug: string },
  page: {
    path: string;
    crumb: { name: string; path: string };
    /** The page's title from the listing's own (with its place). */
    title?: (title: string) => string;
    fallback: string;
    ld: (siteUrl: string) => JsonLd;
    preview: boolean;
    /** The page's address in each language where a translation gives it one (docs/decisions/0102). */
    alternates?: Partial<Record<Locale, string>>;
  },
): MetaDescriptor[] {
  const { siteUrl } = publicConfigFrom(matches);
  const place = placeNamer(matches)(l.location);
  return seoMeta(matches, {
    title: (page.title ?? ((t: string) => t))(
      place ? textsOf(matches)('listing.meta.titleWithPlace', { title: l.title, place }) : l.title,
    ),
    description: describe(l.desc1 || l.desc2 || page.fallback),
    path: page.path,
    alternates: page.alternates,
    noindex: page.preview,
    image: l.featuredImage,
    imageAlt: (l.featuredImage && l.imageTexts?.[l.featuredImage]?.alt) || l.title,
    jsonLd: [page.ld(siteUrl), breadcrumbs(siteUrl, [page.crumb, { name: l.title, path: page.path }])],
    extra: [preloadImage(l.featuredImage, LISTING_HERO_SIZES, 1920)],
  });
}

/** The places' names of the page's language, which its root prefetched. */
const placeNamer = (matches: readonly unknown[] | undefined): PlaceNamer =>
  placeNamerOf(matches, publicConfigFrom(matches).locale ?? 'en');

/** The listing texts in the page's language. */
const textsOf = (matches: readonly unknown[] | undefined) =>
  translator(publicConfigFrom(matches).locale ?? 'en', listingTexts);

export function propertyMeta(matches: readonly unknown[] | undefined, p: Property, preview: boolean) {
  const t = textsOf(matches);
  return listingMeta(matches, p, {
    path: `/property/${p.slug}`,
    crumb: { name: t('nav.properties'), path: '/all-properties' },
    fallback: t('listing.meta.propertyFallback', {
      title: p.title,
      location: placeNamer(matches)(p.location),
      agency: publicConfigFrom(matches).agencyName,
    }),
    ld: (siteUrl) => propertyListingLd(siteUrl, p, placeNamer(matches)),
    preview,
    alternates: addressesIn(p.slugs, '/property/'),
  });
}

export function developmentMeta(matches: readonly unknown[] | undefined, d: Development, preview: boolean) {
  const t = textsOf(matches);
  return listingMeta(matches, d, {
    path: `/development/${d.slug}`,
    crumb: { name: t('nav.developments'), path: '/all-developments' },
    title: (title) => t('listing.meta.developmentTitle', { title }),
    fallback: t('listing.meta.developmentFallback', { title: d.title, location: placeNamer(matches)(d.location) }),
    ld: (siteUrl) => developmentListingLd(siteUrl, d, placeNamer(matches)),
    preview,
    alternates: addressesIn(d.slugs, '/development/'),
  });
}

/** schema.org RealEstateListing for a listing's page (`path`), with its Offer at `priceAed` and its Place. */
function listingLd(siteUrl: string, l: Listing, path: string, priceAed: number | null, named: PlaceNamer) {
  const url = absoluteUrl(siteUrl, path);
  const images = [l.featuredImage, ...l.galleryImages].filter((s): s is string => !!s).slice(0, 6);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: l.title,
    description: describe(`${l.desc1} ${l.desc2}`, 300),
    url,
    datePosted: l.createdAt,
    image: images.map((i) => shareImage(siteUrl, i)),
    offers: offer(priceAed, 'AED', url),
    contentLocation: place(l, named),
  };
}

/** A property page's listing, with the home itself (type, rooms, floor size) as what it is about. */
export function propertyListingLd(siteUrl: string, p: Property, named: PlaceNamer): JsonLd {
  return {
    ...listingLd(siteUrl, p, `/property/${p.slug}`, p.priceAed ?? null, named),
    about: {
      '@type': p.propertyType === 'Villa' || p.propertyType === 'Townhouse' ? 'SingleFamilyResidence' : 'Apartment',
      name: p.title,
      ...(p.beds ? { numberOfBedrooms: Number(p.beds) || undefined, numberOfRooms: Number(p.beds) || undefined } : {}),
      ...(p.baths ? { numberOfBathroomsTotal: Number(p.baths) || undefined } : {}),
      ...(p.space
        ? {
            floorSize: {
              '@type': 'QuantitativeValue',
              value: Number(p.space.replace(/,/g, '')) || p.space,
              unitCode: 'FTK',
            },
          }
        : {}),
      address: place(p, named).address,
    },
  };
}

/** A development page's listing, offered from its starting price. */
export function developmentListingLd(siteUrl: string, d: Development, named: PlaceNamer): JsonLd {
  return listingLd(siteUrl, d, `/development/${d.slug}`, d.dPriceAed ?? null, named);
}
