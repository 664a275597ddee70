import { Link, useRouteLoaderData } from 'react-router';
import { Carousel } from '~/components/carousel';
import { HydrateLater } from '~/components/hydrate-later';
import { Img, preloadImage } from '~/components/image';
import { Prose } from '~/components/listing/prose';
import { SpacesTabs } from '~/components/listing/spaces-tabs';
import { SectionHeading } from '~/components/section-heading';
import { areaQuery, useArea } from '~/features/areas/api/get-area';
import { DevelopmentCard } from '~/features/developments/components/development-card';
import { ListingMap } from '~/features/map/components/listing-map';
import { PropertyCard } from '~/features/properties/components/property-card';
import { usePopups } from '~/lib/popups';
import { required, withQueries } from '~/lib/route-data';
import { breadcrumbs, describe, publicConfigFrom, seoMeta, type PublicConfig } from '~/lib/seo';
import type { Route } from './+types/area';

const HERO_SIZES = '100vw';

function load(slug: string) {
  return withQueries(async (client) => {
    const area = await required(client, areaQuery(slug));
    return {
      head: {
        slug: area.slug,
        title: area.title,
        description: area.desc1 || area.desc2 || area.locationDescription,
        image: area.featuredImage,
        latitude: area.latitude,
        longitude: area.longitude,
      },
    };
  });
}

export const loader = ({ params }: Route.LoaderArgs) => load(params.slug);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(params.slug);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const config = publicConfigFrom(matches);
  const a = loaderData.head;
  const path = `/area/${a.slug}`;
  return seoMeta(matches, {
    title: `${a.title} area guide: homes, prices and rental yields`,
    description: describe(a.description || `Living and investing in ${a.title}, by ${config.agencyName}.`),
    path,
    image: a.image,
    imageAlt: a.title,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: a.title,
        description: describe(a.description, 300),
        url: `${config.siteUrl}${path}`,
        ...(a.latitude !== null && a.longitude !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: a.latitude, longitude: a.longitude } }
          : {}),
      },
      breadcrumbs(config.siteUrl, [
        { name: 'Area guides', path: '/all-areas' },
        { name: a.title, path },
      ]),
    ],
    extra: [preloadImage(a.image, HERO_SIZES, 1920)],
  });
};

export default function AreaPage({ params }: Route.ComponentProps) {
  const { data: area } = useArea(params.slug);
  const { openEnquiry } = usePopups();
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  if (!area) return null;

  const sameTitle = area.properties.some((p) => p.location.trim().toLowerCase() === area.title.trim().toLowerCase());
  const viewProperties = sameTitle ? `/all-properties?country=${encodeURIComponent(area.title)}` : '/all-properties';
  const gallery = area.galleryImages;

  return (
    <article className="listing area">
      <section className="listing-hero">
        <div className="listing-hero__media">
          <Img
            src={area.featuredImage}
            alt={area.title}
            sizes={HERO_SIZES}
            width={1920}
            height={1080}
            priority
            maxWidth={1920}
          />
        </div>
        <div className="container listing-hero__content reveal">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <Link to="/all-areas">Area guides</Link>
          </nav>
          <h1 className="listing-hero__title">{area.title}</h1>
          {area.tags.length ? (
            <ul className="tags tags--light">
              {area.tags.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
          <div className="page-hero__actions">
            <Link to={viewProperties} className="button button--light">
              View Properties
            </Link>
          </div>
        </div>
      </section>

      <section className="section listing-overview">
        <div className="container listing-overview__grid">
          <div>
            <p className="eyebrow">Living in {area.title}</p>
            <Prose text={area.desc1} className="listing-overview__lead" />
          </div>
          <div>
            <Prose text={area.desc2} />
          </div>
        </div>
      </section>

      <HydrateLater>
        {area.latitude !== null && area.longitude !== null ? (
          <section className="section section--paper" aria-labelledby="area-map-heading">
            <div className="container">
              <SectionHeading eyebrow="On the map" title={`Where ${area.title} is`} id="area-map-heading" />
              <ListingMap
                label={`Map of ${area.title}`}
                attribution={root?.publicConfig?.mapAttribution ?? ''}
                items={[
                  {
                    kind: 'area',
                    slug: area.slug,
                    title: area.title,
                    image: area.featuredImage,
                    latitude: area.latitude,
                    longitude: area.longitude,
                  },
                ]}
              />
            </div>
          </section>
        ) : null}

        {area.spaces.length ? (
          <section className="section section--sand" aria-labelledby="highlights-heading">
            <div className="container">
              <SectionHeading eyebrow="Why people love it" title="Highlights" id="highlights-heading" />
              <SpacesTabs
                label="Highlights"
                rows={area.spaces}
                defaults={[]}
                gallery={gallery}
                altPrefix={area.title}
              />
            </div>
          </section>
        ) : null}

        {area.amenities.length ? (
          <section className="section" aria-labelledby="nearby-heading">
            <div className="container">
              <SectionHeading eyebrow="Within reach" title="Near by" id="nearby-heading" />
              <SpacesTabs
                label="Near by"
                rows={area.amenities}
                defaults={[]}
                gallery={gallery}
                altPrefix={area.title}
              />
            </div>
          </section>
        ) : null}

        <section className="section section--night area-location" aria-labelledby="area-location-heading">
          <div className="container area-location__grid">
            <div>
              <SectionHeading
                eyebrow="The location"
                title={area.locationTitle || `Life in ${area.title}`}
                id="area-location-heading"
              />
              <Prose text={area.locationDescription} />
              <button
                type="button"
                className="button button--light"
                onClick={() => openEnquiry({ subject: area.title })}
              >
                Consult Our Team
              </button>
            </div>
            <dl className="figures figures--stacked">
              {area.averageRentalYield ? (
                <div className="figures__item">
                  <dd className="figures__value figure">{area.averageRentalYield}</dd>
                  <dt className="figures__label">Average rental yield</dt>
                </div>
              ) : null}
              {area.averagePropertyPrice ? (
                <div className="figures__item">
                  <dd className="figures__value figure">{area.averagePropertyPrice}</dd>
                  <dt className="figures__label">Average property price</dt>
                </div>
              ) : null}
            </dl>
          </div>
        </section>

        {area.properties.length ? (
          <section className="section">
            <div className="container">
              <Carousel
                label="Current listings"
                perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
                header={<SectionHeading eyebrow={area.title} title="Current listings" id="area-listings-heading" />}
              >
                {area.properties.map((p) => (
                  <PropertyCard key={p._id} property={p} sizes="(min-width: 1024px) 30vw, 85vw" />
                ))}
              </Carousel>
            </div>
          </section>
        ) : null}

        {area.developments.length ? (
          <section className="section section--paper">
            <div className="container">
              <Carousel
                label="Current developments"
                perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
                header={
                  <SectionHeading eyebrow={area.title} title="Current developments" id="area-developments-heading" />
                }
              >
                {area.developments.map((d) => (
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
