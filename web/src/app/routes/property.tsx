import { useRef } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Carousel } from '~/components/carousel';
import { HydrateLater } from '~/components/hydrate-later';
import { Img, preloadImage } from '~/components/image';
import { AboutTheArea } from '~/components/listing/about-area';
import { DEFAULT_AMENITIES, DEFAULT_SPACES } from '~/components/listing/defaults';
import { Facts } from '~/components/listing/facts';
import { GalleryCarousel } from '~/components/listing/gallery';
import { InTheArea } from '~/components/listing/in-the-area';
import { Prose } from '~/components/listing/prose';
import { WhatsAppShare } from '~/components/listing/share';
import { SpacesTabs } from '~/components/listing/spaces-tabs';
import { StickyBar } from '~/components/listing/sticky-bar';
import { SectionHeading } from '~/components/section-heading';
import { ListingMap } from '~/features/map/components/listing-map';
import { propertiesQuery, useProperties } from '~/features/properties/api/get-properties';
import { propertyQuery, useProperty } from '~/features/properties/api/get-property';
import { PropertyCard } from '~/features/properties/components/property-card';
import { Price } from '~/lib/currency/price';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { formatNumber } from '~/lib/format';
import { propertyListingLd } from '~/lib/listing-ld';
import { usePopups } from '~/lib/popups';
import { required, withQueries } from '~/lib/route-data';
import { absoluteUrl, breadcrumbs, describe, publicConfigFrom, seoMeta, type PublicConfig } from '~/lib/seo';
import type { Route } from './+types/property';

const HERO_SIZES = '100vw';

function load(slug: string) {
  return withQueries(async (client) => {
    const [property] = await Promise.all([
      required(client, propertyQuery(slug)),
      client.prefetchQuery(propertiesQuery(12)),
    ]);
    return { ld: property };
  });
}

export const loader = ({ params }: Route.LoaderArgs) => load(params.slug);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(params.slug);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const config = publicConfigFrom(matches);
  const p = loaderData.ld;
  const path = `/property/${p.slug}`;
  return seoMeta(matches, {
    title: `${p.title}${p.location ? `, ${p.location.trim()}` : ''}`,
    description: describe(p.desc1 || p.desc2 || `${p.title} in ${p.location}, presented by ${config.agencyName}.`),
    path,
    image: p.featuredImage,
    imageAlt: p.title,
    jsonLd: [
      propertyListingLd(config.siteUrl, p),
      breadcrumbs(config.siteUrl, [
        { name: 'Properties', path: '/all-properties' },
        { name: p.title, path },
      ]),
    ],
    extra: [preloadImage(p.featuredImage, HERO_SIZES, 1920)],
  });
};

export default function PropertyPage({ params }: Route.ComponentProps) {
  const { data: property } = useProperty(params.slug);
  const more = useProperties(12);
  const heroRef = useRef<HTMLElement>(null);
  const { openEnquiry } = usePopups();
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  if (!property) return null;

  const url = absoluteUrl(root?.publicConfig?.siteUrl ?? '', `/property/${property.slug}`);
  const gallery = property.galleryImages;
  const others = (more.data ?? []).filter((p) => p.slug !== property.slug);
  const enquire = () => openEnquiry({ listingSlug: property.slug, subject: property.title });

  return (
    <article className="listing">
      <section className="listing-hero" ref={heroRef}>
        <div className="listing-hero__media">
          <Img
            src={property.featuredImage}
            alt={property.title}
            sizes={HERO_SIZES}
            width={1920}
            height={1080}
            priority
            maxWidth={1920}
          />
        </div>
        <div className="container listing-hero__content reveal">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to="/all-properties">Properties</Link>
            {property.location ? <span>{property.location.trim()}</span> : null}
          </nav>
          <h1 className="listing-hero__title">{property.title}</h1>
        </div>
      </section>

      <StickyBar heroRef={heroRef}>
        <p className="listing-bar__title">{property.title}</p>
        <Facts
          items={[
            { label: 'Beds', value: property.beds },
            { label: 'Baths', value: property.baths },
            { label: 'Sq. ft.', value: property.space ? formatNumber(property.space) : '' },
          ]}
        />
        <Price item={property} className="listing-bar__price" />
        <button type="button" className="button button--solid listing-bar__cta" onClick={enquire}>
          Enquire Now
        </button>
      </StickyBar>

      <section className="section listing-overview">
        <div className="container listing-overview__grid">
          <div>
            <p className="eyebrow">
              {property.propertyType ?? 'Residence'} · {property.location.trim()}
            </p>
            <Prose text={property.desc1} className="listing-overview__lead" />
            <Prose text={property.desc2} />
          </div>
          <aside className="listing-aside" aria-label="Price and contact">
            <p className="listing-aside__label">Asking price</p>
            <Price item={property} className="listing-aside__price" />
            <CurrencySelect label="Show prices in" />
            <button type="button" className="button button--solid" onClick={enquire}>
              Arrange a private viewing
            </button>
            <WhatsAppShare title={property.title} url={url} />
          </aside>
        </div>
        <div className="container listing-gallery">
          <GalleryCarousel images={gallery} title={property.title} />
        </div>
      </section>

      <HydrateLater>
        {property.spaces.length || gallery.length ? (
          <section className="section section--sand" aria-labelledby="spaces-heading">
            <div className="container">
              <SectionHeading eyebrow="Inside" title="View spaces" id="spaces-heading" />
              <SpacesTabs
                label="Spaces"
                rows={property.spaces}
                defaults={DEFAULT_SPACES}
                gallery={gallery}
                altPrefix={property.title}
              />
            </div>
          </section>
        ) : null}

        {property.amenities.length || gallery.length ? (
          <section className="section" aria-labelledby="amenities-heading">
            <div className="container">
              <SectionHeading eyebrow="Living here" title="Explore amenities" id="amenities-heading" />
              <SpacesTabs
                label="Amenities"
                rows={property.amenities}
                defaults={DEFAULT_AMENITIES}
                gallery={gallery.slice(DEFAULT_SPACES.length)}
                altPrefix={property.title}
              />
            </div>
          </section>
        ) : null}

        <AboutTheArea
          title={property.locationTitle || property.location}
          description={property.locationDescription}
          figures={[
            { label: 'Median price', value: property.medianPrice },
            { label: 'Median price per sq. ft.', value: property.medianPricePerSq },
            { label: 'Rental yield', value: property.rentalYield },
          ]}
          map={
            property.latitude !== null && property.longitude !== null ? (
              <ListingMap
                label={`Map of ${property.title}`}
                attribution={root?.publicConfig?.mapAttribution ?? ''}
                items={[
                  {
                    kind: 'property',
                    slug: property.slug,
                    title: property.title,
                    image: property.featuredImage,
                    latitude: property.latitude,
                    longitude: property.longitude,
                  },
                ]}
              />
            ) : null
          }
        />

        <InTheArea places={property.inTheArea} />

        {others.length ? (
          <section className="section section--paper">
            <div className="container">
              <Carousel
                label="More listings"
                perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
                header={
                  <div className="carousel-heading">
                    <SectionHeading eyebrow="Keep exploring" title="More listings" id="more-heading" />
                    <Link to="/all-properties" className="text-link">
                      Search All
                    </Link>
                  </div>
                }
              >
                {others.map((p) => (
                  <PropertyCard key={p._id} property={p} sizes="(min-width: 1024px) 30vw, 85vw" />
                ))}
              </Carousel>
            </div>
          </section>
        ) : null}
      </HydrateLater>
    </article>
  );
}
