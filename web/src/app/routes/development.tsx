import { useRef } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Carousel } from '~/components/carousel';
import { HydrateLater } from '~/components/hydrate-later';
import { EmptyState } from '~/components/empty-state';
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
import { developmentQuery, useDevelopment } from '~/features/developments/api/get-development';
import { developmentsQuery, useDevelopments } from '~/features/developments/api/get-developments';
import { DevelopmentCard } from '~/features/developments/components/development-card';
import { ListingMap } from '~/features/map/components/listing-map';
import { PropertyCard } from '~/features/properties/components/property-card';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { Price } from '~/lib/currency/price';
import { formatNumber } from '~/lib/format';
import { developmentListingLd } from '~/lib/listing-ld';
import { usePopups } from '~/lib/popups';
import { required, withQueries } from '~/lib/route-data';
import { absoluteUrl, breadcrumbs, describe, publicConfigFrom, seoMeta, type PublicConfig } from '~/lib/seo';
import type { Route } from './+types/development';

const HERO_SIZES = '100vw';

function load(slug: string) {
  return withQueries(async (client) => {
    const [development] = await Promise.all([
      required(client, developmentQuery(slug)),
      client.prefetchQuery(developmentsQuery(24)),
    ]);
    return { ld: development };
  });
}

export const loader = ({ params }: Route.LoaderArgs) => load(params.slug);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(params.slug);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const config = publicConfigFrom(matches);
  const d = loaderData.ld;
  const path = `/development/${d.slug}`;
  return seoMeta(matches, {
    title: `${d.title}${d.location ? `, ${d.location.trim()}` : ''} · New development`,
    description: describe(d.desc1 || d.desc2 || `${d.title}, a new development in ${d.location}.`),
    path,
    image: d.featuredImage,
    imageAlt: d.title,
    jsonLd: [
      developmentListingLd(config.siteUrl, d),
      breadcrumbs(config.siteUrl, [
        { name: 'New developments', path: '/all-developments' },
        { name: d.title, path },
      ]),
    ],
    extra: [preloadImage(d.featuredImage, HERO_SIZES, 1920)],
  });
};

export default function DevelopmentPage({ params }: Route.ComponentProps) {
  const { data: development } = useDevelopment(params.slug);
  const more = useDevelopments(24);
  const heroRef = useRef<HTMLElement>(null);
  const { openEnquiry } = usePopups();
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  if (!development) return null;

  const url = absoluteUrl(root?.publicConfig?.siteUrl ?? '', `/development/${development.slug}`);
  const gallery = development.galleryImages;
  const others = (more.data ?? []).filter((d) => d.slug !== development.slug);
  const enquire = () => openEnquiry({ listingSlug: development.slug, subject: development.title });

  return (
    <article className="listing">
      <section className="listing-hero" ref={heroRef}>
        <div className="listing-hero__media">
          <Img
            src={development.featuredImage}
            alt={development.title}
            sizes={HERO_SIZES}
            width={1920}
            height={1080}
            priority
            maxWidth={1920}
          />
        </div>
        <div className="container listing-hero__content reveal">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to="/all-developments">New developments</Link>
            {development.location ? <span>{development.location.trim()}</span> : null}
          </nav>
          <h1 className="listing-hero__title">{development.title}</h1>
          {development.isSold ? <p className="listing-hero__badge">Sold out</p> : null}
        </div>
      </section>

      <StickyBar heroRef={heroRef}>
        <p className="listing-bar__title">{development.title}</p>
        <Facts
          items={[
            { label: 'Units', value: development.units ? formatNumber(development.units) : '' },
            { label: 'Bedroom units', value: development.bedUnits },
            { label: 'Penthouses', value: development.pentHouses },
          ]}
        />
        <Price item={development} className="listing-bar__price" />
        <button type="button" className="button button--solid listing-bar__cta" onClick={enquire}>
          Enquire Now
        </button>
      </StickyBar>

      <section className="section listing-overview">
        <div className="container listing-overview__grid">
          <div>
            <p className="eyebrow">New development · {development.location.trim()}</p>
            <Prose text={development.desc1} className="listing-overview__lead" />
            <Prose text={development.desc2} />
          </div>
          <aside className="listing-aside" aria-label="Price and contact">
            <p className="listing-aside__label">Starting from</p>
            <Price item={development} className="listing-aside__price" />
            <CurrencySelect label="Show prices in" />
            <button type="button" className="button button--solid" onClick={enquire}>
              Request the brochure
            </button>
            <WhatsAppShare title={development.title} url={url} />
          </aside>
        </div>
        <div className="container listing-gallery">
          <GalleryCarousel images={gallery} title={development.title} />
        </div>
      </section>

      <HydrateLater>
        {development.spaces.length || gallery.length ? (
          <section className="section section--sand" aria-labelledby="spaces-heading">
            <div className="container">
              <SectionHeading eyebrow="Inside" title="View spaces" id="spaces-heading" />
              <SpacesTabs
                label="Spaces"
                rows={development.spaces}
                defaults={DEFAULT_SPACES}
                gallery={gallery}
                altPrefix={development.title}
              />
            </div>
          </section>
        ) : null}

        {development.amenities.length || gallery.length ? (
          <section className="section" aria-labelledby="amenities-heading">
            <div className="container">
              <SectionHeading eyebrow="Living here" title="Explore amenities" id="amenities-heading" />
              <SpacesTabs
                label="Amenities"
                rows={development.amenities}
                defaults={DEFAULT_AMENITIES}
                gallery={gallery.slice(DEFAULT_SPACES.length)}
                altPrefix={development.title}
              />
            </div>
          </section>
        ) : null}

        <section className="section section--paper" aria-labelledby="available-heading">
          <div className="container">
            <SectionHeading eyebrow="Residences" title="Available in this development" id="available-heading" />
            {development.properties.length ? (
              <ul className="results__grid results__grid--three">
                {development.properties.map((p) => (
                  <li key={p._id}>
                    <PropertyCard property={p} sizes="(min-width: 1024px) 30vw, (min-width: 641px) 50vw, 100vw" />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="Every residence here is currently reserved">
                <p>Ask us about resales and the next release.</p>
              </EmptyState>
            )}
          </div>
        </section>

        <AboutTheArea
          title={development.locationTitle || development.location}
          description={development.locationDescription}
          figures={[
            { label: 'Median price', value: development.medianPrice },
            { label: 'Median price per sq. ft.', value: development.medianPricePerSq },
            { label: 'Rental yield', value: development.rentalYield },
          ]}
          map={
            development.latitude !== null && development.longitude !== null ? (
              <ListingMap
                label={`Map of ${development.title}`}
                attribution={root?.publicConfig?.mapAttribution ?? ''}
                items={[
                  {
                    kind: 'development',
                    slug: development.slug,
                    title: development.title,
                    image: development.featuredImage,
                    latitude: development.latitude,
                    longitude: development.longitude,
                  },
                ]}
              />
            ) : null
          }
        />

        <InTheArea places={development.inTheArea} />

        {others.length ? (
          <section className="section">
            <div className="container">
              <Carousel
                label="More developments"
                perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
                header={
                  <div className="carousel-heading">
                    <SectionHeading eyebrow="Keep exploring" title="More developments" id="more-developments-heading" />
                    <Link to="/all-developments" className="text-link">
                      Search All
                    </Link>
                  </div>
                }
              >
                {others.map((d) => (
                  <DevelopmentCard key={d._id} development={d} sizes="(min-width: 1024px) 30vw, 85vw" />
                ))}
              </Carousel>
            </div>
          </section>
        ) : null}
      </HydrateLater>
    </article>
  );
}
