import { useParams } from 'react-router';
import { SectionHeading } from '~/components/section-heading';
import { ListingDetail } from '~/components/listing/listing-detail';
import { PinMap } from '~/features/map/components/listing-map';
import { nearbyPropertiesQuery, useNearbyProperties } from '~/features/properties/api/get-nearby-properties';
import { propertyQuery, useProperty } from '~/features/properties/api/get-property';
import { MoreProperties } from '~/features/properties/components/property-carousel';
import { ListingCalculator } from '~/features/calculator/components/listing-calculator';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { SimilarHomes } from '~/features/properties/components/similar-homes';
import { BookViewingButton } from '~/features/leads/components/book-viewing-button';
import { EnquiryWithoutScript } from '~/features/leads/components/enquiry-without-script';
import { useSettings } from '~/features/settings/api/get-settings';
import { brochureHref } from '~/lib/brochure';
import { formatNumber, isStudio } from '~/lib/format';
import listingTexts from 'virtual:messages/en/listing';
import { addressesIn, englishSlug, localeOfRequest } from '~/lib/i18n/content';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { DEFAULT_LOCALE } from '~/lib/i18n/locales';
import { usePropertyTypeLabels } from '~/features/properties/components/property-type-labels';
import { AreaFigure, AreaUnitName } from '~/lib/units/area-unit';
import { permitQr } from '~/lib/permit-qr.server';
import { propertyMeta } from '~/lib/listing-ld';
import { previewOf } from '~/lib/preview';
import { loadListing, toOwnAddress } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { errorTitle, RouteErrorPage } from '../layout/error-page';
import type { Route } from './+types/property';
import { PlaceName } from '~/lib/i18n/place-names';

/**
 * The listing by the page's address, at its own address in the page's language (301 otherwise),
 * and its 'More listings', asked by its English address.
 */
async function load(slug: string, request: Request) {
  const locale = localeOfRequest(request);
  const data = await loadListing(
    propertyQuery(slug, locale),
    // An English page's address is the English one (any other is sent there).
    { asked: locale === DEFAULT_LOCALE ? slug : null, of: (address) => nearbyPropertiesQuery(address, locale) },
    previewOf(request, 'property'),
  );
  if (!data.preview) toOwnAddress(request, '/property/', slug, data.ld);
  return { ...data, alternates: addressesIn(data.ld.slugs, '/property/') };
}

// The permit's QR code is drawn on the server (decision 0026): the first page comes with it, and a
// client navigation asks the server's loader for it when the listing has a permit.
/** A property's page hydrates only its interactive parts (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const data = await load(params.slug, request);
  return { ...data, permitQr: await permitQr(context.permitCheckUrl, data.ld.permitNumber) };
}
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const data = await load(params.slug, request);
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
  return (
    <RouteErrorPage
      more={() =>
        slug ? <Island name="similar-homes" component={SimilarHomes} props={{ slug }} hydrate="visible" query /> : null
      }
    />
  );
}

export default function PropertyPage({ params, loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { data: property } = useProperty(params.slug, locale);
  // A listing goes by its English address in every call that names it (similar homes, enquiries, viewings).
  const english = property ? englishSlug(property) : params.slug;
  const more = useNearbyProperties(english, locale);
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
          <Island
            name="book-viewing"
            component={BookViewingButton}
            props={{ title: englishTitle, listing: property._id, listingSlug: english }}
            hydrate="visible"
            query
          />
          <EnquiryWithoutScript title={englishTitle} listing={property._id} listingSlug={english} />
        </>
      }
      tools={
        <section className="section section--sand listing-calculator" aria-labelledby="calculator-heading">
          <div className="container">
            <SectionHeading eyebrow={t('listing.finance')} title={t('listing.financeTitle')} id="calculator-heading" />
            <Island
              name="listing-calculator"
              component={ListingCalculator}
              props={{
                loading: t('listing.loadingCalculator'),
                listing: { price: property.price, priceAed: property.priceAed, priceEur: property.priceEur },
                offPlan: property.completionStatus === 'off-plan',
                costs: settings.data?.buyingCosts,
                failed: settings.isError,
              }}
              hydrate="visible"
            />
          </div>
        </section>
      }
      more={
        <>
          <Island name="similar-homes" component={SimilarHomes} props={{ slug: english }} hydrate="visible" query />
          <Island
            name="more-properties"
            component={MoreProperties}
            props={{
              slug: property.slug,
              className: 'section section--paper',
              title: t('listing.moreListings'),
              headingId: 'more-heading',
              searchHref: '/all-properties',
              items: more.data ?? [],
            }}
            hydrate="visible"
            query
          />
        </>
      }
    />
  );
}
