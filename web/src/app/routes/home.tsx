import { HOME_LIMITS, type Development } from '@estate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { HydrateLater } from '~/components/hydrate-later';
import { EmptyState } from '~/components/empty-state';
import { SectionHeading } from '~/components/section-heading';
import { postsQuery, usePosts } from '~/features/blog/api/get-posts';
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
import { founderFirst, teamsQuery, useTeams } from '~/features/team/api/get-teams';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT, withTag } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import homeTexts from 'virtual:messages/en/home';
import { withQueries } from '~/lib/route-data';
import { organization, publicConfigFrom, seoMeta, type PublicConfig } from '~/lib/seo';
import { HeroVideo, HERO_POSTER, HERO_POSTER_SIZES } from '../layout/hero-video';
import { preloadStatic } from '~/components/image';
import { seedHome } from '../home-data';
import { HomeDevelopments, HomePosts, HomeProperties, HomeTeam, StartNowButton } from '../home-parts';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { DevelopmentCarousel } from '~/features/developments/components/development-carousel';
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
async function prefetchHome(client: QueryClient, locale: Locale) {
  await Promise.all([
    client.prefetchQuery(propertyLocationsQuery()),
    // The hero search preselects a location with listings of its first type (decision 0047).
    client.prefetchQuery(propertyTypeLocationsQuery(HERO_FIRST_TYPE)),
    client.prefetchQuery(teamsQuery(locale)),
    client.prefetchQuery(fullwidthFeaturedPropertyQuery(locale)),
    client.prefetchQuery(featuredPropertiesQuery(locale)),
    client.prefetchQuery(developmentsQuery(locale, HOME_DEVELOPMENTS)),
    client.prefetchQuery(fullwidthFeaturedDevelopmentQuery(locale)),
    client.prefetchQuery(featuredDevelopmentsQuery(locale)),
    client.prefetchQuery(reviewsQuery(locale)),
    client.prefetchQuery(postsQuery(locale)),
    client.prefetchQuery(instaQuery()),
  ]);
  return {};
}

/** On the server, the home's sections in one CMS call, each seeded under its own query. */
/** The home hydrates only its interactive parts (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const loader = ({ request }: Route.LoaderArgs) =>
  withQueries((client) => seedHome(client, prefetchHome, localeOfRequest(request)));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  withQueries((client) => prefetchHome(client, localeOfRequest(request)));

export const meta: Route.MetaFunction = ({ matches }) => {
  const config = publicConfigFrom(matches);
  const t = translator(config.locale ?? 'en', homeTexts);
  return seoMeta(matches, {
    title: `${config.agencyName} · ${t('meta.tagline')}`,
    description: t('meta.home.description'),
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
  const locale = useLocale();
  const teams = useTeams(locale);
  const settings = useSettings();
  const featuredProperty = useFullwidthFeaturedProperty(locale);
  const featuredProperties = useFeaturedProperties(locale);
  const developments = useDevelopments(locale, HOME_DEVELOPMENTS);
  const featuredDevelopment = useFullwidthFeaturedDevelopment(locale);
  const featuredDevelopments = useFeaturedDevelopments(locale);
  const posts = usePosts(locale);
  const insta = useInsta();
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  const t = useT(homeTexts);

  const team = founderFirst(teams.data ?? [], settings.data?.founderName ?? '');
  const mapItems = useMemo(() => developmentMapItems(developments.data ?? []), [developments.data]);
  const moreProperties = (featuredProperties.data ?? []).filter((p) => p.slug !== featuredProperty.data?.slug);
  const moreDevelopments = (featuredDevelopments.data ?? []).filter((d) => d.slug !== featuredDevelopment.data?.slug);

  return (
    <>
      <section className="home-hero">
        <Island name="hero-video" component={HeroVideo} props={{}} />
        <div className="container home-hero__inner">
          <div className="home-hero__copy reveal">
            <p className="eyebrow eyebrow--light">{t('home.eyebrow')}</p>
            <h1 className="home-hero__title">
              {t('home.title1')}
              <br /> {t('home.title2')}
            </h1>
            <p className="home-hero__lead">{t('home.lead')}</p>
          </div>
          <Island
            name="hero-search"
            component={HeroSearch}
            props={{ locations: locations.data ?? [] }}
            queries={[propertyTypeLocationsQuery(HERO_FIRST_TYPE).queryKey]}
          />
        </div>
      </section>

      {/* Below the hero: each section is laid out and painted only near the screen (home.css). */}
      <div className="home-below">
        <HydrateLater>
          <section className="section home-intro">
            <div className="container home-intro__grid">
              <p className="eyebrow">{t('home.advisory')}</p>
              <div>
                <p className="home-intro__statement">{t('home.statement')}</p>
                <div className="home-intro__links">
                  <Link to="/about" className="text-link">
                    {t('home.ourStory')}
                  </Link>
                  <Link to="/exclusive-buyer-representation" className="text-link">
                    {t('home.howWeRepresent')}
                  </Link>
                </div>
              </div>
            </div>
          </section>

          <section className="section section--paper">
            <div className="container">
              <Island
                name="home-team"
                component={HomeTeam}
                props={{
                  team,
                  eyebrow: t('home.team.eyebrow'),
                  title: t('home.team.title'),
                  headingId: 'team-heading',
                }}
                hydrate="visible"
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
                <Island
                  name="home-properties"
                  component={HomeProperties}
                  props={{
                    items: moreProperties,
                    label: t('home.featured.eyebrow'),
                    eyebrow: t('home.featured.eyebrow'),
                    title: t('home.featured.title'),
                    headingId: 'featured-heading',
                  }}
                  hydrate="visible"
                  query
                />
              ) : (
                <>
                  <SectionHeading
                    eyebrow={t('home.featured.eyebrow')}
                    title={t('home.featured.title')}
                    id="featured-heading"
                  />
                  <EmptyState title={t('home.featured.empty')}>
                    <p>
                      {withTag(t('home.featured.emptyHint'), 'link', (chunk) => (
                        <Link key="link" to="/all-properties">
                          {chunk}
                        </Link>
                      ))}
                    </p>
                  </EmptyState>
                </>
              )}
              <div className="section-actions">
                <Link to="/all-properties" className="button">
                  {t('home.viewAllProperties')}
                </Link>
              </div>
            </div>
          </section>
        </HydrateLater>
        <HydrateLater>
          <section className="section section--night" aria-labelledby="developments-heading">
            <div className="container">
              <SectionHeading
                eyebrow={t('home.developments.eyebrow')}
                title={t('home.developments.title')}
                id="developments-heading"
              >
                {t('home.developments.text')}
              </SectionHeading>
              <Island
                name="listing-map"
                component={ListingMap}
                props={{
                  items: mapItems,
                  zoom: HOME_ZOOM,
                  label: t('home.developments.map'),
                  attribution: root?.publicConfig?.mapAttribution ?? '',
                }}
                hydrate="visible"
              />
              <div className="home-developments">
                {developments.data && developments.data.length ? (
                  <Island
                    name="home-developments"
                    component={HomeDevelopments}
                    props={{
                      items: developments.data.slice(0, 12),
                      label: t('home.developments.eyebrow'),
                      delay: HOME_AUTOPLAY_DELAY_MS,
                    }}
                    hydrate="visible"
                    query
                  />
                ) : developments.isPending ? null : (
                  <EmptyState title={t('home.developments.empty')} />
                )}
              </div>
            </div>
          </section>
        </HydrateLater>
        <HydrateLater>
          {featuredDevelopment.data ? <FeaturedDevelopmentBanner development={featuredDevelopment.data} /> : null}

          <Island
            name="development-carousel"
            component={DevelopmentCarousel}
            props={{
              label: t('home.moreDevelopments.eyebrow'),
              eyebrow: t('home.moreDevelopments.eyebrow'),
              title: t('home.moreDevelopments.title'),
              headingId: 'more-developments-heading',
              action: { to: '/all-developments', label: t('home.allDevelopments') },
              items: moreDevelopments,
            }}
            hydrate="visible"
            query
          />
        </HydrateLater>
        <HydrateLater>
          <section className="start-now-banner">
            <div className="container start-now-banner__inner">
              <div>
                <p className="eyebrow eyebrow--light">{t('home.startNow.eyebrow')}</p>
                <h2 className="start-now-banner__title">{t('home.startNow.title')}</h2>
              </div>
              <Island
                name="start-now-button"
                component={StartNowButton}
                props={{ label: t('home.startNow.button'), className: 'button button--light' }}
                hydrate="visible"
              />
            </div>
          </section>

          <ReviewsSection headingId="reviews-heading" />

          <section className="section">
            <div className="container">
              {posts.data?.length ? (
                <Island
                  name="home-posts"
                  component={HomePosts}
                  props={{
                    items: posts.data,
                    label: t('home.insights.eyebrow'),
                    eyebrow: t('home.insights.eyebrow'),
                    title: t('home.insights.title'),
                    headingId: 'insights-heading',
                  }}
                  hydrate="visible"
                />
              ) : (
                <>
                  <SectionHeading
                    eyebrow={t('home.insights.eyebrow')}
                    title={t('home.insights.title')}
                    id="insights-heading"
                  />
                  {posts.isPending ? (
                    <div className="skeleton home-carousel-skeleton" />
                  ) : (
                    <EmptyState title={t('home.insights.empty')} />
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
