import type { Area } from '@estate/contract';
import { Link } from 'react-router';
import areaTexts from 'virtual:messages/en/page-area';
import areaMoreTexts from 'virtual:messages/en/page-areaMore';
import { HydrateLater } from '~/components/hydrate-later';
import { preloadImage } from '~/components/image';
import { LISTING_HERO_SIZES, ListingHero } from '~/components/listing/listing-hero';
import { Prose } from '~/components/listing/prose';
import { SpacesSection } from '~/components/listing/spaces-section';
import { SectionHeading } from '~/components/section-heading';
import { areaQuery, useArea } from '~/features/areas/api/get-area';
import { DevelopmentCarousel } from '~/features/developments/components/development-carousel';
import { EnquireButton } from '~/components/enquire-button';
import { PinMap } from '~/features/map/components/listing-map';
import { PropertyCarousel } from '~/features/properties/components/property-carousel';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { AedFigure } from '~/lib/currency/aed-figure';
import { addressesIn, englishText, localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { previewOf } from '~/lib/preview';
import { requiredOrPreview, toOwnAddress, withQueries } from '~/lib/route-data';
import { breadcrumbs, describe, publicConfigFrom, seoMeta } from '~/lib/seo';
import type { Route } from './+types/area';
import { Figures } from '~/components/term';

/** The guide by the page's address, at its own address in the page's language (301 otherwise). */
/** An area's page is read: it hydrates only its interactive parts (decision 0107). */
export const handle: IslandsHandle = { islands: true };

function load(slug: string, request: Request) {
  const preview = previewOf(request, 'area');
  return withQueries(async (client) => {
    const area = await requiredOrPreview(client, areaQuery(slug, localeOfRequest(request)), preview);
    if (!preview) toOwnAddress(request, '/area/', slug, area);
    return {
      preview: !!preview,
      alternates: addressesIn(area.slugs, '/area/'),
      head: {
        slug: area.slug,
        // The guide's address in each language, for the alternates (docs/decisions/0102).
        slugs: area.slugs ?? null,
        title: area.title,
        description: area.desc1 || area.desc2 || area.locationDescription,
        image: area.featuredImage,
        imageAlt: (area.featuredImage && area.imageTexts?.[area.featuredImage]?.alt) || area.title,
        latitude: area.latitude,
        longitude: area.longitude,
      },
    };
  });
}

export const loader = ({ params, request }: Route.LoaderArgs) => load(params.slug, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => load(params.slug, request);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const config = publicConfigFrom(matches);
  const t = translator(config.locale ?? 'en', areaTexts);
  const a = loaderData.head;
  const path = `/area/${a.slug}`;
  return seoMeta(matches, {
    title: t('page.area.metaTitle', { area: a.title }),
    description: describe(
      a.description || t('page.area.metaDescription', { area: a.title, agency: config.agencyName }),
    ),
    path,
    alternates: addressesIn(a.slugs, '/area/'),
    // A draft preview is never indexed (docs/decisions/0036).
    noindex: loaderData.preview,
    image: a.image,
    imageAlt: a.imageAlt,
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
        { name: t('nav.areas'), path: '/all-areas' },
        { name: a.title, path },
      ]),
    ],
    extra: [preloadImage(a.image, LISTING_HERO_SIZES, 1920)],
  });
};

/** An area's English name (its listings' location; what staff read on an enquiry about it). */
const englishName = (area: Area) => area.translation?.english?.title ?? area.title;

export default function AreaPage({ params }: Route.ComponentProps) {
  const { data: area } = useArea(params.slug, useLocale());
  const t = useT(areaTexts);
  if (!area) return null;

  // Its listings are found by its English name, whatever the page's language.
  const name = englishName(area);
  const sameTitle = area.properties.some((p) => p.location.trim().toLowerCase() === name.trim().toLowerCase());
  const viewProperties = sameTitle ? `/all-properties?country=${encodeURIComponent(name)}` : '/all-properties';
  const gallery = area.galleryImages;

  return (
    <article className="listing area">
      <ListingHero
        image={area.featuredImage}
        imageAlt={area.featuredImage ? area.imageTexts?.[area.featuredImage]?.alt : undefined}
        title={area.title}
        titleLanguage={englishText(area, 'title')}
        crumb={{ to: '/all-areas', label: t('nav.areas') }}
      >
        {area.tags.length ? (
          <ul className="tags tags--light">
            {area.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        <div className="page-hero__actions">
          <Link to={viewProperties} className="button button--light">
            {t('page.area.viewProperties')}
          </Link>
        </div>
      </ListingHero>

      <section className="section listing-overview">
        <div className="container listing-overview__grid">
          <div>
            <p className="eyebrow">{t('page.area.livingIn', { area: area.title })}</p>
            <Prose text={area.desc1} className="listing-overview__lead" {...englishText(area, 'desc1')} />
          </div>
          <div>
            <Prose text={area.desc2} {...englishText(area, 'desc2')} />
          </div>
        </div>
      </section>

      <HydrateLater>
        <AreaMore area={area} gallery={gallery} />
      </HydrateLater>
    </article>
  );
}

/**
 * The area's lower sections: their texts are a part the browser loads beside the page's code
 * rather than before it hydrates (useT's `defer`, under the page's HydrateLater).
 */
function AreaMore({ area, gallery }: { area: Area; gallery: string[] }) {
  const t = useT(areaMoreTexts, { defer: true });
  return (
    <>
      {area.latitude !== null && area.longitude !== null ? (
        <section className="section section--paper" aria-labelledby="area-map-heading">
          <div className="container">
            <SectionHeading
              eyebrow={t('page.areaMore.onMap')}
              title={t('page.areaMore.whereIs', { area: area.title })}
              id="area-map-heading"
            />
            <PinMap kind="area" listing={area} />
          </div>
        </section>
      ) : null}

      {area.spaces.length ? (
        <SpacesSection
          className="section section--sand"
          eyebrow={t('page.areaMore.lovedEyebrow')}
          title={t('page.areaMore.highlights')}
          headingId="highlights-heading"
          label={t('page.areaMore.highlights')}
          rows={area.spaces}
          gallery={gallery}
          altPrefix={area.title}
          texts={area.imageTexts}
        />
      ) : null}

      {area.amenities.length ? (
        <SpacesSection
          eyebrow={t('page.areaMore.reachEyebrow')}
          title={t('page.areaMore.nearBy')}
          headingId="nearby-heading"
          label={t('page.areaMore.nearBy')}
          rows={area.amenities}
          gallery={gallery}
          altPrefix={area.title}
          texts={area.imageTexts}
        />
      ) : null}

      <section className="section section--night area-location" aria-labelledby="area-location-heading">
        <div className="container area-location__grid">
          <div>
            <SectionHeading
              eyebrow={t('page.areaMore.locationEyebrow')}
              title={
                area.locationTitle ? (
                  <span {...englishText(area, 'locationTitle')}>{area.locationTitle}</span>
                ) : (
                  t('page.areaMore.lifeIn', { area: area.title })
                )
              }
              id="area-location-heading"
            />
            <Prose text={area.locationDescription} {...englishText(area, 'locationDescription')} />
            <Island
              name="enquire-button"
              component={EnquireButton}
              props={{
                label: t('page.areaMore.consult'),
                className: 'button button--light',
                subject: englishName(area),
              }}
            />
          </div>
          <Figures
            className="figures--stacked"
            items={[
              { label: t('page.areaMore.yield'), value: area.averageRentalYield },
              {
                label: t('page.areaMore.price'),
                value: area.averagePropertyPrice ? <AedFigure text={area.averagePropertyPrice} /> : null,
              },
            ]}
          />
        </div>
      </section>

      <Island
        name="property-carousel"
        component={PropertyCarousel}
        props={{
          eyebrow: area.title,
          title: t('page.areaMore.listings'),
          headingId: 'area-listings-heading',
          items: area.properties,
        }}
        hydrate="visible"
        query
      />

      <Island
        name="development-carousel"
        component={DevelopmentCarousel}
        props={{
          className: 'section section--paper',
          eyebrow: area.title,
          title: t('page.areaMore.developments'),
          headingId: 'area-developments-heading',
          items: area.developments,
        }}
        hydrate="visible"
        query
      />
    </>
  );
}
