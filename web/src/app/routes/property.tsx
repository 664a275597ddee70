import { lazy } from 'react';
import { useParams } from 'react-router';
import { SectionHeading } from '~/components/section-heading';
import { WhenVisible } from '~/components/when-visible';
import { MoreListings } from '~/components/listing/listing-carousel';
import { ListingDetail } from '~/components/listing/listing-detail';
import { PinMap } from '~/features/map/components/listing-map';
import { nearbyPropertiesQuery, useNearbyProperties } from '~/features/properties/api/get-nearby-properties';
import { propertyQuery, useProperty } from '~/features/properties/api/get-property';
import { PropertyCard } from '~/features/properties/components/property-card';
import { SimilarHomes } from '~/features/properties/components/similar-homes';
import { BookViewingButton } from '~/features/leads/components/book-viewing-button';
import { EnquiryWithoutScript } from '~/features/leads/components/enquiry-without-script';
import { useSettings } from '~/features/settings/api/get-settings';
import { brochureHref } from '~/lib/brochure';
import { formatNumber, isStudio } from '~/lib/format';
import listingTexts from 'virtual:messages/en/listing';
import { localeOfRequest } from '~/lib/i18n/content';
import { useLocale, useT } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import { usePropertyTypeLabels } from '~/features/properties/components/property-type-labels';
import { AreaFigure, AreaUnitName } from '~/lib/units/area-unit';
import { permitQr } from '~/lib/permit-qr.server';
import { propertyMeta } from '~/lib/listing-ld';
import { previewOf, type PreviewRequest } from '~/lib/preview';
import { loadListing } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { errorTitle, RouteErrorPage } from '../layout/error-page';
import type { Route } from './+types/property';
import { PlaceName } from '~/lib/i18n/place-names';

// The calculator is fetched when its section nears the screen: not part of the first paint.
const MortgageCalculator = lazy(() =>
  import('~/features/calculator/components/mortgage-calculator').then((m) => ({ default: m.MortgageCalculator })),
);

function load(slug: string, locale: Locale, preview: PreviewRequest | null) {
  return loadListing(propertyQuery(slug, locale), nearbyPropertiesQuery(slug, locale), preview);
}

// The permit's QR code is drawn on the server (decision 0026): the first page comes with it, and a
// client navigation asks the server's loader for it when the listing has a permit.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const data = await load(params.slug, localeOfRequest(request), previewOf(request, 'property'));
  return { ...data, permitQr: await permitQr(context.permitCheckUrl, data.ld.permitNumber) };
}
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const data = await load(params.slug, localeOfRequest(request), previewOf(request, 'property'));
  const qr = data.ld.permitNumber && serverLoader ? (await serverLoader()).permitQr : null;
  return { ...data, permitQr: qr };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) =>
  loaderData
    ? propertyMeta(matches, loaderData.ld, loaderData.preview)
    : [{ title: errorTitle(error, publicConfigFrom(matches).agencyName) }, { name: 'robots', content: 'noindex' }];

/**
 * The property's own error page: a listing no longer advertised (410, withdrawn or its permit
 * expired) says why and offers the homes most like it, which the CMS still finds for it.
 */
export function ErrorBoundary() {
  const { slug } = useParams();
  return <RouteErrorPage more={() => (slug ? <SimilarHomes slug={slug} /> : null)} />;
}

export default function PropertyPage({ params, loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { data: property } = useProperty(params.slug, locale);
  const more = useNearbyProperties(params.slug, locale);
  const settings = useSettings();
  const t = useT(listingTexts);
  const typeLabels = usePropertyTypeLabels();
  if (!property) return null;
  // Staff read a buyer's request by the listing's English title, whatever the page's language.
  const englishTitle = property.translation?.english?.title ?? property.title;

  return (
    <ListingDetail
      listing={{ ...property, brochure: brochureHref(property) }}
      enquiryListing={property._id}
      path={`/property/${property.slug}`}
      saveable
      crumb={{ to: '/all-properties', label: t('nav.properties') }}
      permitQr={loaderData?.permitQr ?? null}
      facts={[
        { label: t('listing.beds'), value: isStudio(property.beds) ? t('card.studio') : formatNumber(property.beds) },
        { label: t('listing.baths'), value: property.baths },
        { label: <AreaUnitName />, value: property.space ? <AreaFigure sqft={property.space} /> : '' },
      ]}
      eyebrow={
        <>
          {property.propertyType
            ? (typeLabels[property.propertyType] ?? property.propertyType)
            : t('listing.residence')}
          {' · '}
          <PlaceName name={property.location} />
        </>
      }
      priceLabel={t('listing.askingPrice')}
      cta={t('listing.arrangeViewing')}
      map={<PinMap kind="property" listing={property} />}
      asideActions={
        <>
          <BookViewingButton title={englishTitle} listing={property._id} listingSlug={property.slug} />
          <EnquiryWithoutScript title={englishTitle} listing={property._id} listingSlug={property.slug} />
        </>
      }
      tools={
        <section className="section section--sand listing-calculator" aria-labelledby="calculator-heading">
          <div className="container">
            <SectionHeading eyebrow={t('listing.finance')} title={t('listing.financeTitle')} id="calculator-heading" />
            <WhenVisible
              minHeight="32rem"
              fallback={
                <p className="calculator__status" role="status">
                  {t('listing.loadingCalculator')}
                </p>
              }
            >
              <MortgageCalculator
                listing={property}
                offPlan={property.completionStatus === 'off-plan'}
                costs={settings.data?.buyingCosts}
                failed={settings.isError}
              />
            </WhenVisible>
          </div>
        </section>
      }
      more={
        <>
          <SimilarHomes slug={property.slug} />
          <MoreListings
            slug={property.slug}
            className="section section--paper"
            title={t('listing.moreListings')}
            headingId="more-heading"
            searchHref="/all-properties"
            items={more.data ?? []}
            card={(p, sizes) => <PropertyCard property={p} sizes={sizes} />}
          />
        </>
      }
    />
  );
}
