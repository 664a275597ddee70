import type { Development, Property } from '@estate/contract';
import { absoluteUrl, describe, shareImage, type JsonLd } from './seo';

function place(item: { location: string; country: string | null; latitude: number | null; longitude: number | null }) {
  return {
    '@type': 'Place',
    name: item.location.trim() || undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: item.location.trim() || undefined,
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
  | 'galleryImages'
  | 'location'
  | 'country'
  | 'latitude'
  | 'longitude'
>;

/** schema.org RealEstateListing for a listing's page (`path`), with its Offer at `priceAed` and its Place. */
function listingLd(siteUrl: string, l: Listing, path: string, priceAed: number | null) {
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
    contentLocation: place(l),
  };
}

/** A property page's listing, with the home itself (type, rooms, floor size) as what it is about. */
export function propertyListingLd(siteUrl: string, p: Property): JsonLd {
  return {
    ...listingLd(siteUrl, p, `/property/${p.slug}`, p.priceAed ?? null),
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
      address: place(p).address,
    },
  };
}

/** A development page's listing, offered from its starting price. */
export function developmentListingLd(siteUrl: string, d: Development): JsonLd {
  return listingLd(siteUrl, d, `/development/${d.slug}`, d.dPriceAed ?? null);
}
