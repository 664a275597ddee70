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

/** schema.org RealEstateListing with its Offer and Place, for a property page. */
export function propertyListingLd(siteUrl: string, p: Property): JsonLd {
  const url = absoluteUrl(siteUrl, `/property/${p.slug}`);
  const images = [p.featuredImage, ...p.galleryImages].filter((s): s is string => !!s).slice(0, 6);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    description: describe(`${p.desc1} ${p.desc2}`, 300),
    url,
    datePosted: p.createdAt,
    image: images.map((i) => shareImage(siteUrl, i)),
    offers: offer(p.priceAed ?? null, 'AED', url),
    contentLocation: place(p),
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

/** schema.org RealEstateListing for a development, offered from its starting price. */
export function developmentListingLd(siteUrl: string, d: Development): JsonLd {
  const url = absoluteUrl(siteUrl, `/development/${d.slug}`);
  const images = [d.featuredImage, ...d.galleryImages].filter((s): s is string => !!s).slice(0, 6);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: d.title,
    description: describe(`${d.desc1} ${d.desc2}`, 300),
    url,
    datePosted: d.createdAt,
    image: images.map((i) => shareImage(siteUrl, i)),
    offers: offer(d.dPriceAed ?? null, 'AED', url),
    contentLocation: place(d),
  };
}
