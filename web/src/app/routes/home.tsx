import { HOME_LIMITS, type Development } from '@estate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Carousel } from '~/components/carousel';
import { HydrateLater } from '~/components/hydrate-later';
import { ListingCarousel } from '~/components/listing/listing-carousel';
import { EmptyState } from '~/components/empty-state';
import { SectionHeading } from '~/components/section-heading';
import { PostTeaser } from '~/features/blog/components/post-card';
import { postsQuery, usePosts } from '~/features/blog/api/get-posts';
import { DevelopmentCard } from '~/features/developments/components/development-card';
import { FeaturedDevelopmentBanner } from '~/features/developments/components/featured-development-banner';
import { developmentsQuery, useDevelopments } from '~/features/developments/api/get-developments';
import {
  featuredDevelopmentsQuery,
  useFeaturedDevelopments,
} from '~/features/developments/api/get-featured-developments';
import {
  fullwidthFeaturedDevelopmentQuery,
  useFullwidthFeaturedDevelopment,
} from '~/features/developments/api/get-fullwidth-featured-development';
import { InstaStrip } from '~/features/insta/components/insta-strip';
import { instaQuery, useInsta } from '~/features/insta/api/get-insta';
import { ListingMap } from '~/features/map/components/listing-map';
import { HOME_ZOOM } from '~/features/map/components/map-types';
import { FeaturedPropertyBanner } from '~/features/properties/components/featured-property-banner';
import { HERO_FIRST_TYPE, HeroSearch } from '~/features/properties/components/hero-search';
import { PropertyCard } from '~/features/properties/components/property-card';
import { featuredPropertiesQuery, useFeaturedProperties } from '~/features/properties/api/get-featured-properties';
import {
  fullwidthFeaturedPropertyQuery,
  useFullwidthFeaturedProperty,
} from '~/features/properties/api/get-fullwidth-featured-property';
import {
  propertyLocationsQuery,
  propertyTypeLocationsQuery,
  usePropertyLocations,
} from '~/features/properties/api/get-property-locations';
import { ReviewsSection } from '~/features/reviews/components/reviews-section';
import { reviewsQuery } from '~/features/reviews/api/get-reviews';
import { useSettings } from '~/features/settings/api/get-settings';
import { TeamSlider } from '~/features/team/components/team-slider';
import { founderFirst, teamsQuery, useTeams } from '~/features/team/api/get-teams';
import { usePopups } from '~/lib/popups';
import { withQueries } from '~/lib/route-data';
import { organization, publicConfigFrom, seoMeta, type PublicConfig } from '~/lib/seo';
import { SITE_TAGLINE } from '~/lib/site';
import { HeroVideo, HERO_POSTER, HERO_POSTER_SIZES } from '../layout/hero-video';
import { preloadStatic } from '~/components/image';
import { seedHome } from '../home-data';
import type { Route } from './+types/home';

/** The home carousel of developments moves every second (public spec §9). */
export const HOME_AUTOPLAY_DELAY_MS = 1000;

const HOME_DEVELOPMENTS = HOME_LIMITS.developments;

/**
 * In the browser (a navigation back to the home), each section by its own route: the tab's cache
 * usually holds most of them already (a minute of freshness, ten minutes for the locations), so
 * only what is missing or stale is fetched, where the one call of the server (getHome, see
 * home-data.ts) would download every section again whatever the tab holds. Every section is
 * optional: a failed one is logged and shows its empty state.
 */
async function prefetchHome(client: QueryClient) {
  await Promise.all([
    client.prefetchQuery(propertyLocationsQuery()),
    // The hero search preselects a location with listings of its first type (decision 0047).
    client.prefetchQuery(propertyTypeLocationsQuery(HERO_FIRST_TYPE)),
    client.prefetchQuery(teamsQuery()),
    client.prefetchQuery(fullwidthFeaturedPropertyQuery()),
    client.prefetchQuery(featuredPropertiesQuery()),
    client.prefetchQuery(developmentsQuery(HOME_DEVELOPMENTS)),
    client.prefetchQuery(fullwidthFeaturedDevelopmentQuery()),
    client.prefetchQuery(featuredDevelopmentsQuery()),
    client.prefetchQuery(reviewsQuery()),
    client.prefetchQuery(postsQuery()),
    client.prefetchQuery(instaQuery()),
  ]);
  return {};
}

/** On the server, the home's sections in one CMS call, each seeded under its own query. */
export const loader = () => withQueries((client) => seedHome(client, prefetchHome));
export const clientLoader = () => withQueries(prefetchHome);

export const meta: Route.MetaFunction = ({ matches }) => {
  const config = publicConfigFrom(matches);
  return seoMeta(matches, {
    title: `${config.agencyName} · ${SITE_TAGLINE}`,
    description:
      'Prime beachfront, branded and off-plan residences in Dubai, chosen and negotiated by a boutique advisory that acts for buyers. Palm Jumeirah, Downtown, Dubai Marina and beyond.',
    path: '/',
    jsonLd: [organization(config), website(config)],
    extra: [preloadStatic(HERO_POSTER, HERO_POSTER_SIZES)],
  });
};

function website(config: PublicConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.agencyName,
    url: `${config.siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${config.siteUrl}/all-properties?country={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

function developmentMapItems(list: Pick<Development, 'slug' | 'title' | 'featuredImage' | 'latitude' | 'longitude'>[]) {
  return list.map((d) => ({
    kind: 'development' as const,
    slug: d.slug,
    title: d.title,
    image: d.featuredImage,
    latitude: d.latitude,
    longitude: d.longitude,
  }));
}

export default function Home() {
  const locations = usePropertyLocations();
  const teams = useTeams();
  const settings = useSettings();
  const featuredProperty = useFullwidthFeaturedProperty();
  const featuredProperties = useFeaturedProperties();
  const developments = useDevelopments(HOME_DEVELOPMENTS);
  const featuredDevelopment = useFullwidthFeaturedDevelopment();
  const featuredDevelopments = useFeaturedDevelopments();
  const posts = usePosts();
  const insta = useInsta();
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  const { openStartNow } = usePopups();

  const team = founderFirst(teams.data ?? [], settings.data?.founderName ?? '');
  const mapItems = useMemo(() => developmentMapItems(developments.data ?? []), [developments.data]);
  const moreProperties = (featuredProperties.data ?? []).filter((p) => p.slug !== featuredProperty.data?.slug);
  const moreDevelopments = (featuredDevelopments.data ?? []).filter((d) => d.slug !== featuredDevelopment.data?.slug);

  return (
    <>
      <section className="home-hero">
        <HeroVideo />
        <div className="container home-hero__inner">
          <div className="home-hero__copy reveal">
            <p className="eyebrow eyebrow--light">Dubai · Marbella · London</p>
            <h1 className="home-hero__title">
              Homes by the water,
              <br /> chosen with care.
            </h1>
            <p className="home-hero__lead">
              A boutique advisory for beachfront and branded residences in Dubai, and a private office for homes abroad.
            </p>
          </div>
          <HeroSearch locations={locations.data ?? []} />
        </div>
      </section>

      {/* Below the hero: each section is laid out and painted only near the screen (home.css). */}
      <div className="home-below">
        <HydrateLater>
          <section className="section home-intro">
            <div className="container home-intro__grid">
              <p className="eyebrow">The advisory</p>
              <div>
                <p className="home-intro__statement">
                  We represent buyers, not buildings. Every residence we show has been visited, measured against the
                  market and negotiated as if it were our own.
                </p>
                <div className="home-intro__links">
                  <Link to="/about" className="text-link">
                    Our story
                  </Link>
                  <Link to="/exclusive-buyer-representation" className="text-link">
                    How we represent buyers
                  </Link>
                </div>
              </div>
            </div>
          </section>

          <section className="section section--paper">
            <div className="container">
              <TeamSlider
                team={team}
                isLoading={teams.isPending}
                header={
                  <SectionHeading
                    eyebrow="Meet the team"
                    title="Advisors who live where you'll live"
                    id="team-heading"
                  />
                }
              />
            </div>
          </section>
        </HydrateLater>
        <HydrateLater>
          {featuredProperty.data ? <FeaturedPropertyBanner property={featuredProperty.data} /> : null}

          <section className="section">
            <div className="container">
              {featuredProperties.isPending ? (
                <div className="skeleton home-carousel-skeleton" />
              ) : moreProperties.length ? (
                <Carousel
                  label="Featured listings"
                  perView={{ base: 1.15, sm: 1.5, md: 2, lg: 2, xl: 3 }}
                  header={
                    <SectionHeading eyebrow="Featured listings" title="More residences we love" id="featured-heading" />
                  }
                >
                  {moreProperties.map((p) => (
                    <PropertyCard
                      key={p._id}
                      property={p}
                      sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 85vw"
                    />
                  ))}
                </Carousel>
              ) : (
                <>
                  <SectionHeading eyebrow="Featured listings" title="More residences we love" id="featured-heading" />
                  <EmptyState title="New featured residences are on their way">
                    <p>
                      In the meantime, <Link to="/all-properties">browse every property</Link>.
                    </p>
                  </EmptyState>
                </>
              )}
              <div className="section-actions">
                <Link to="/all-properties" className="button">
                  View all properties
                </Link>
              </div>
            </div>
          </section>
        </HydrateLater>
        <HydrateLater>
          <section className="section section--night" aria-labelledby="developments-heading">
            <div className="container">
              <SectionHeading eyebrow="New developments" title="Where Dubai is building next" id="developments-heading">
                Off-plan and branded residences from the developers we trust, placed on the map. Select a picture to
                open the development.
              </SectionHeading>
              <ListingMap
                items={mapItems}
                zoom={HOME_ZOOM}
                label="Map of new developments"
                attribution={root?.publicConfig?.mapAttribution ?? ''}
              />
              <div className="home-developments">
                {developments.data && developments.data.length ? (
                  <Carousel
                    label="New developments"
                    perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3, xl: 3, xxl: 4 }}
                    options={{ loop: developments.data.length > 3 }}
                    autoplay={{ delay: HOME_AUTOPLAY_DELAY_MS }}
                  >
                    {developments.data.slice(0, 12).map((d) => (
                      <DevelopmentCard key={d._id} development={d} sizes="(min-width: 1024px) 30vw, 85vw" />
                    ))}
                  </Carousel>
                ) : developments.isPending ? null : (
                  <EmptyState title="No developments found!" />
                )}
              </div>
            </div>
          </section>
        </HydrateLater>
        <HydrateLater>
          {featuredDevelopment.data ? <FeaturedDevelopmentBanner development={featuredDevelopment.data} /> : null}

          <ListingCarousel
            label="More developments"
            eyebrow="More developments"
            title="Launches worth a closer look"
            headingId="more-developments-heading"
            after={
              <div className="section-actions">
                <Link to="/all-developments" className="button">
                  All developments
                </Link>
              </div>
            }
            items={moreDevelopments}
            card={(d, sizes) => <DevelopmentCard development={d} sizes={sizes} />}
          />
        </HydrateLater>
        <HydrateLater>
          <section className="start-now-banner">
            <div className="container start-now-banner__inner">
              <div>
                <p className="eyebrow eyebrow--light">Start now</p>
                <h2 className="start-now-banner__title">Tell us what home means to you. We will find it.</h2>
              </div>
              <button type="button" className="button button--light" onClick={openStartNow}>
                Start your search
              </button>
            </div>
          </section>

          <ReviewsSection headingId="reviews-heading" />

          <section className="section">
            <div className="container">
              {posts.data?.length ? (
                <Carousel
                  label="Expert insights"
                  perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }}
                  header={
                    <SectionHeading eyebrow="Expert insights" title="Notes from the market" id="insights-heading" />
                  }
                >
                  {posts.data.map((p) => (
                    <PostTeaser key={p._id} post={p} />
                  ))}
                </Carousel>
              ) : (
                <>
                  <SectionHeading eyebrow="Expert insights" title="Notes from the market" id="insights-heading" />
                  {posts.isPending ? (
                    <div className="skeleton home-carousel-skeleton" />
                  ) : (
                    <EmptyState title="Our first market notes are coming soon" />
                  )}
                </>
              )}
            </div>
          </section>

          {insta.data && insta.data.images.length ? (
            <InstaStrip images={insta.data.images} url={settings.data?.instagramUrl ?? ''} />
          ) : null}
        </HydrateLater>
      </div>
    </>
  );
}
