import type {
  AgentCard as Agent,
  CompletionStatus,
  ListingStatus,
  PaymentPlanRow,
  PricedDevelopment,
  PricedProperty,
  TranslationNote,
} from '@estate/contract';
import { useId, type ReactNode } from 'react';
import { EnquireButton } from '~/components/enquire-button';
import { Island } from '~/islands/island';
import listingTexts from 'virtual:messages/en/listing';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { localePath } from '~/lib/i18n/locales';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { Price } from '~/lib/currency/price';
import { AreaUnitSelect } from '~/lib/units/area-unit';
import { absoluteUrl } from '~/lib/seo';
import type { PermitQr } from '~/lib/permit';
import { usePublicConfig } from '~/lib/use-public-config';
import { HydrateLater } from '../hydrate-later';
import { AboutTheArea } from './about-area';
import { AgentCard } from './agent-card';
import { DEFAULT_AMENITIES, DEFAULT_SPACES } from './defaults';
import { Facts } from './facts';
import { GalleryCarousel } from './gallery';
import { InTheArea } from './in-the-area';
import { ListingHero } from './listing-hero';
import { ListingMedia } from './listing-media';
import { OffPlan } from './off-plan';
import { PermitBlock } from './permit-block';
import { Prose } from './prose';
import { FavouriteButton } from '../favourite-button';
import { WhatsAppShare } from './share';
import { SpacesSection } from './spaces-section';
import { StatusBadge } from './status-badge';
import { StickyBar } from './sticky-bar';
import type { ImageTexts } from './picture-text';
import type { NearbyPlace, SpaceRow } from './types';
import { englishSlug, englishText } from '~/lib/i18n/content';
import { usePlaceName, type ShownPlace } from '~/lib/i18n/place-names';

/** What a property and a development page both show. */
export interface ListingDetailData extends PricedProperty, PricedDevelopment {
  slug: string;
  /** Its address in each language, English among them (read in a language). */
  slugs?: Record<string, string>;
  title: string;
  featuredImage: string | null;
  galleryImages: string[];
  location: string;
  desc1: string;
  desc2: string;
  spaces: SpaceRow[];
  amenities: SpaceRow[];
  inTheArea: NearbyPlace[];
  locationTitle: string;
  locationDescription: string;
  /** Read in another language than English: which texts are still English (docs/decisions/0102). */
  translation?: TranslationNote;
  medianPrice: string;
  medianPricePerSq: string;
  rentalYield: string;
  latitude: number | null;
  longitude: number | null;
  /* The Dubai listing: a development has the off-plan three, a property all of them. */
  completionStatus: CompletionStatus | null;
  handoverDate: string | null;
  paymentPlan: PaymentPlanRow[];
  referenceNumber?: string;
  permitNumber?: string;
  status?: ListingStatus;
  agent?: Agent | null;
  floorPlans?: string[];
  brochure?: string | null;
  videoUrl?: string;
  virtualTourUrl?: string;
  /** The listing's own film and 360° panorama (decision 0091). */
  film?: string | null;
  panorama?: string | null;
  /** What staff wrote of each picture (alt text, caption), by path. */
  imageTexts?: ImageTexts;
}

export interface ListingDetailProps {
  listing: ListingDetailData;
  /** A property page's property id: its enquiries name it, and reach its agent too. */
  enquiryListing?: string;
  /** The page's own path, shared on WhatsApp. */
  path: string;
  crumb: { to: string; label: string };
  /** Under the title in the hero ('Sold out'); a property's status badge shows without it. */
  badge?: ReactNode;
  /** The permit's QR code, drawn by the server's loader (a property with a permit number). */
  permitQr?: PermitQr | null;
  facts: { label: ReactNode; value: ReactNode }[];
  eyebrow: ReactNode;
  /** Above the price beside the description ('Asking price', 'Starting from'). */
  priceLabel: string;
  /** The enquiry button beside the description. */
  cta: string;
  /** The listing's map in About The Area, shown when the listing has coordinates. */
  map: ReactNode;
  /** Sections between the amenities and About The Area. */
  children?: ReactNode;
  /** The last section: more listings of the kind. */
  more?: ReactNode;
  /** Under the enquiry button beside the description (a property's "Book a viewing"). */
  asideActions?: ReactNode;
  /** Right after the description, the price and the gallery (a property's calculator). */
  tools?: ReactNode;
  /** A heart beside Share that saves the listing to the visitor's favourites (properties). */
  saveable?: boolean;
}

/**
 * The page of one property or development: hero, the bar that sticks under the header (facts,
 * price, Enquire Now), the description with the price and the enquiry, the gallery, spaces,
 * amenities, About The Area with the map, In The Area and more listings.
 */
export function ListingDetail({
  listing,
  enquiryListing,
  path,
  crumb,
  badge,
  permitQr = null,
  facts,
  eyebrow,
  priceLabel,
  cta,
  map,
  children,
  more,
  asideActions,
  tools,
  saveable = false,
}: ListingDetailProps) {
  const heroId = useId();
  const { siteUrl } = usePublicConfig();
  const t = useT(listingTexts);
  // The page shared is the one in the visitor's language.
  const url = absoluteUrl(siteUrl, localePath(useLocale(), path));
  const gallery = listing.galleryImages;
  const placeName = usePlaceName();
  // About the Area's title: staff's own, or the place's name; either marked where it is English.
  const areaTitle: ShownPlace = listing.locationTitle
    ? { text: listing.locationTitle, lang: englishText(listing, 'locationTitle') }
    : placeName(listing.location);
  // Staff read an enquiry's subject in English, whatever the page's language.
  const subject = listing.translation?.english?.title ?? listing.title;
  const enquiry = { listingSlug: englishSlug(listing), listing: enquiryListing, subject };

  return (
    <article className="listing">
      <ListingHero
        image={listing.featuredImage}
        imageAlt={listing.featuredImage ? listing.imageTexts?.[listing.featuredImage]?.alt : undefined}
        title={listing.title}
        titleLanguage={englishText(listing, 'title')}
        crumb={crumb}
        location={listing.location}
        id={heroId}
      >
        {badge}
        <StatusBadge status={listing.status} className="listing-hero__badge" />
      </ListingHero>

      <StickyBar heroId={heroId}>
        <p className="listing-bar__title" {...englishText(listing, 'title')}>
          {listing.title}
        </p>
        <Facts items={facts} />
        <Price item={listing} className="listing-bar__price" />
        <Island
          name="enquire-button"
          component={EnquireButton}
          props={{ ...enquiry, label: t('listing.enquireNow'), className: 'button button--solid listing-bar__cta' }}
        />
      </StickyBar>

      <section className="section listing-overview">
        <div className="container listing-overview__grid">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <Prose text={listing.desc1} className="listing-overview__lead" {...englishText(listing, 'desc1')} />
            <Prose text={listing.desc2} {...englishText(listing, 'desc2')} />
          </div>
          <aside className="listing-aside" aria-label={t('listing.priceAndContact')}>
            <p className="listing-aside__label">{priceLabel}</p>
            <Price item={listing} className="listing-aside__price" />
            {listing.referenceNumber ? (
              <p className="listing-aside__ref">{t('listing.ref', { ref: listing.referenceNumber })}</p>
            ) : null}
            <div className="listing-aside__units">
              <Island
                name="currency-select"
                component={CurrencySelect}
                props={{ label: t('listing.showPricesIn') }}
                hydrate="visible"
              />
              <Island
                name="area-unit-select"
                component={AreaUnitSelect}
                props={{ label: t('listing.areasIn') }}
                hydrate="visible"
              />
            </div>
            <Island
              name="enquire-button"
              component={EnquireButton}
              props={{ ...enquiry, label: cta, className: 'button button--solid' }}
              hydrate="visible"
            />
            {asideActions}
            <div className="listing-aside__actions">
              {saveable ? <FavouriteButton listing={listing} labelled /> : null}
              <WhatsAppShare title={listing.title} url={url} />
            </div>
            <AgentCard agent={listing.agent ?? null} title={listing.title} reference={listing.referenceNumber ?? ''} />
            <PermitBlock permitNumber={listing.permitNumber ?? ''} qr={permitQr} />
          </aside>
        </div>
        <div className="container listing-gallery">
          <Island
            name="gallery"
            component={GalleryCarousel}
            props={{
              images: gallery,
              title: listing.title,
              texts: listing.imageTexts,
              media: {
                featuredImage: listing.featuredImage,
                floorPlans: listing.floorPlans ?? [],
                videoUrl: listing.videoUrl ?? '',
                virtualTourUrl: listing.virtualTourUrl ?? '',
                film: listing.film ?? null,
                panorama: listing.panorama ?? null,
              },
            }}
            hydrate="visible"
          />
        </div>
      </section>

      <HydrateLater>
        {tools}

        {/* Its texts load beside the page's code, not before it hydrates (OffPlan). */}
        <HydrateLater>
          <OffPlan
            className="section section--paper"
            completionStatus={listing.completionStatus}
            handoverDate={listing.handoverDate}
            paymentPlan={listing.paymentPlan}
          />
        </HydrateLater>

        <Island
          name="listing-media"
          component={ListingMedia}
          props={{
            className: 'section section--night',
            title: listing.title,
            posters: [listing.featuredImage, listing.galleryImages[0] ?? listing.featuredImage],
            videoUrl: listing.videoUrl ?? '',
            virtualTourUrl: listing.virtualTourUrl ?? '',
            film: listing.film ?? null,
            panorama: listing.panorama ?? null,
            floorPlans: listing.floorPlans ?? [],
            brochure: listing.brochure ?? null,
          }}
          hydrate="visible"
        />

        {listing.spaces.length || gallery.length ? (
          <SpacesSection
            className="section section--sand"
            eyebrow={t('listing.inside')}
            title={t('listing.viewSpaces')}
            headingId="spaces-heading"
            label={t('listing.spaces')}
            rows={listing.spaces}
            defaults={DEFAULT_SPACES}
            gallery={gallery}
            altPrefix={listing.title}
            texts={listing.imageTexts}
          />
        ) : null}

        {listing.amenities.length || gallery.length ? (
          <SpacesSection
            eyebrow={t('listing.livingHere')}
            title={t('listing.exploreAmenities')}
            headingId="amenities-heading"
            label={t('listing.amenities')}
            rows={listing.amenities}
            defaults={DEFAULT_AMENITIES}
            gallery={gallery.slice(DEFAULT_SPACES.length)}
            altPrefix={listing.title}
            texts={listing.imageTexts}
          />
        ) : null}

        {children}

        <AboutTheArea
          title={areaTitle.text}
          titleLanguage={areaTitle.lang}
          description={listing.locationDescription}
          descriptionLanguage={englishText(listing, 'locationDescription')}
          figures={[
            { label: t('listing.medianPrice'), value: listing.medianPrice, aed: true },
            { label: t('listing.medianPricePerSq'), value: listing.medianPricePerSq, aed: true },
            { label: t('listing.rentalYield'), value: listing.rentalYield },
          ]}
          map={listing.latitude !== null && listing.longitude !== null ? map : null}
        />

        <InTheArea places={listing.inTheArea} texts={listing.imageTexts} />

        {more}
      </HydrateLater>
    </article>
  );
}
