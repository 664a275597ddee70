import { EmptyState } from '~/components/empty-state';
import { ListingDetail } from '~/components/listing/listing-detail';
import { SectionHeading } from '~/components/section-heading';
import { developmentQuery, useDevelopment } from '~/features/developments/api/get-development';
import { developmentsQuery, useDevelopments } from '~/features/developments/api/get-developments';
import { MoreDevelopments } from '~/features/developments/components/development-carousel';
import { EnquiryWithoutScript } from '~/features/leads/components/enquiry-without-script';
import { PinMap } from '~/features/map/components/listing-map';
import { PropertyGrid } from '~/features/properties/components/property-carousel';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { formatNumber } from '~/lib/format';
import { developmentMeta } from '~/lib/listing-ld';
import { previewOf } from '~/lib/preview';
import { loadListing, toOwnAddress } from '~/lib/route-data';
import type { Route } from './+types/development';
import listingTexts from 'virtual:messages/en/listing';
import { addressesIn, englishSlug, localeOfRequest } from '~/lib/i18n/content';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { usePlaceName, withPlace } from '~/lib/i18n/place-names';

/** The development by the page's address, at its own address in the page's language (301 otherwise). */
async function load(slug: string, request: Request) {
  const locale = localeOfRequest(request);
  const data = await loadListing(
    developmentQuery(slug, locale),
    developmentsQuery(locale, 24),
    previewOf(request, 'development'),
  );
  if (!data.preview) toOwnAddress(request, '/development/', slug, data.ld);
  return { ...data, alternates: addressesIn(data.ld.slugs, '/development/') };
}

/** A development's page hydrates only its interactive parts (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const loader = ({ params, request }: Route.LoaderArgs) => load(params.slug, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => load(params.slug, request);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? developmentMeta(matches, loaderData.ld, loaderData.preview) : [];

export default function DevelopmentPage({ params }: Route.ComponentProps) {
  const locale = useLocale();
  const { data: development } = useDevelopment(params.slug, locale);
  const more = useDevelopments(locale, 24);
  const t = useT(listingTexts);
  const placeName = usePlaceName();
  if (!development) return null;

  return (
    <ListingDetail
      listing={development}
      path={`/development/${development.slug}`}
      crumb={{ to: '/all-developments', label: t('nav.developments') }}
      badge={development.isSold ? <p className="listing-hero__badge">{t('card.soldOut')}</p> : null}
      facts={[
        { label: t('listing.dev.units'), value: development.units ? formatNumber(development.units) : '' },
        { label: t('listing.dev.bedUnits'), value: development.bedUnits },
        { label: t('listing.dev.penthouses'), value: development.pentHouses },
      ]}
      eyebrow={withPlace((location) => t('listing.dev.newDevelopment', { location }), placeName(development.location))}
      priceLabel={t('card.startingFrom')}
      cta={t('listing.dev.requestBrochure')}
      asideActions={<EnquiryWithoutScript title={development.title} listingSlug={englishSlug(development)} />}
      map={<PinMap kind="development" listing={development} />}
      more={
        <Island
          name="more-developments"
          component={MoreDevelopments}
          props={{
            slug: development.slug,
            title: t('listing.dev.more'),
            headingId: 'more-developments-heading',
            searchHref: '/all-developments',
            items: more.data ?? [],
          }}
          hydrate="visible"
          query
        />
      }
    >
      <section className="section section--paper" aria-labelledby="available-heading">
        <div className="container">
          <SectionHeading
            eyebrow={t('listing.dev.residences')}
            title={t('listing.dev.available')}
            id="available-heading"
          />
          {development.properties.length ? (
            <Island
              name="property-grid"
              component={PropertyGrid}
              props={{
                items: development.properties,
                sizes: '(min-width: 1024px) 30vw, (min-width: 641px) 50vw, 100vw',
              }}
              hydrate="visible"
              query
            />
          ) : (
            <EmptyState title={t('listing.dev.reserved')}>
              <p>{t('listing.dev.reservedHint')}</p>
            </EmptyState>
          )}
        </div>
      </section>
    </ListingDetail>
  );
}
