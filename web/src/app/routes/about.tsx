import type { QueryClient } from '@tanstack/react-query';
import { ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { HydrateLater } from '~/components/hydrate-later';
import { SectionHeading } from '~/components/section-heading';
import { ReviewsSection } from '~/features/reviews/components/reviews-section';
import { reviewsQuery } from '~/features/reviews/api/get-reviews';
import { useSettings } from '~/features/settings/api/get-settings';
import { Portrait, TeamSlider } from '~/features/team/components/team-slider';
import { ceos, founderFirst, teamsQuery, useTeams } from '~/features/team/api/get-teams';
import { withQueries } from '~/lib/route-data';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import { HERO_POSTER, HeroVideo } from '../layout/hero-video';
import type { Route } from './+types/about';
import { Figures } from '~/components/term';

/** Headline figures of the About page (public spec: About). */
export const ABOUT_FIGURES = [
  { value: '675M USD', label: 'Gross sales' },
  { value: '45', label: 'Average days on market' },
  { value: '150', label: 'Deals in Dubai' },
];
export const SELLER_DAYS_ON_MARKET = 28;

const VALUES = [
  {
    title: 'Discretion',
    body: 'What you tell us stays with us. Many of our clients are known only to the partner who advises them.',
  },
  {
    title: 'Candour',
    body: 'We will tell you when a home is overpriced, when a launch is not for you, and when to wait.',
  },
  {
    title: 'Precision',
    body: 'Every valuation, brief and contract is checked twice. Details are where fortunes are kept.',
  },
  {
    title: 'Long views',
    body: 'We measure success in years: the clients who return, and the homes that served them well.',
  },
];

const MARKETING = [
  {
    title: 'Editorial photography and film',
    body: 'Every home is photographed and filmed as a magazine would shoot it, at the hour its light is best.',
  },
  {
    title: 'Private previews',
    body: 'Before a home reaches the market, it is shown quietly to the buyers we already know are looking for it.',
  },
  {
    title: 'International reach',
    body: 'Presented to buyers in Europe, the Gulf and Asia through our partners and the press, not just the portals.',
  },
  {
    title: 'Pricing on the evidence',
    body: 'Asking prices set on Land Department transactions and live demand, so a home sells quickly and well.',
  },
];

async function prefetchAbout(client: QueryClient) {
  await Promise.all([client.prefetchQuery(teamsQuery()), client.prefetchQuery(reviewsQuery())]);
  return {};
}

export const loader = () => withQueries(prefetchAbout);
export const clientLoader = () => withQueries(prefetchAbout);

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'About us: a boutique property advisory in Dubai',
    description:
      'Who we are: 675M USD in gross sales, 150 deals in Dubai, homes sold in 45 days on average. Meet the team, our values and how we market a home.',
    path: '/about',
    crumb: 'About',
    image: HERO_POSTER,
  });

export default function About() {
  const teams = useTeams();
  const settings = useSettings();
  const { agencyName } = usePublicConfig();
  const team = founderFirst(teams.data ?? [], settings.data?.founderName ?? '');
  const leaders = ceos(team);

  return (
    <>
      <section className="home-hero about-hero">
        <HeroVideo />
        <div className="container home-hero__inner">
          <div className="home-hero__copy reveal">
            <p className="eyebrow eyebrow--light">About {agencyName}</p>
            <h1 className="home-hero__title">An advisory, not an agency.</h1>
            <p className="home-hero__lead">
              We were founded to do one thing well: help people buy and sell the finest homes in Dubai with the care the
              decision deserves.
            </p>
          </div>
        </div>
      </section>

      {/* Below the hero: each section is laid out and painted only near the screen (home.css). */}
      <div className="home-below">
        <ContentSection eyebrow="In figures" title="A record built one client at a time" id="figures-heading">
          <Figures items={ABOUT_FIGURES} />
        </ContentSection>

        <HydrateLater>
          <section className="section section--paper" aria-labelledby="vision-heading">
            <div className="container content-split">
              <SectionHeading
                eyebrow="Vision and values"
                title="To be the advisor a family keeps for generations"
                id="vision-heading"
              >
                Our vision is simple: every client should feel that the firm worked for them alone. Four values keep us
                to it.
              </SectionHeading>
              <FeatureGrid items={VALUES} columns={2} />
            </div>
          </section>

          <section className="section" id="meet-team">
            <div className="container">
              <TeamSlider
                team={team}
                isLoading={teams.isPending}
                header={
                  <SectionHeading
                    eyebrow="Meet the team"
                    title="The people you will work with"
                    id="about-team-heading"
                  />
                }
              />
            </div>
          </section>

          {leaders.length ? (
            <section className="section section--night" aria-labelledby="ceo-heading">
              <div className="container">
                {leaders.map((ceo, i) => (
                  <div key={ceo._id} className="ceo">
                    <div className="ceo__photo">
                      <Portrait member={ceo} sizes="(min-width: 1024px) 40vw, 100vw" width={800} />
                    </div>
                    <div className="ceo__text">
                      <p className="eyebrow eyebrow--light">A word from our CEO</p>
                      <h2 className="ceo__name" id={i === 0 ? 'ceo-heading' : undefined}>
                        {ceo.title}
                      </h2>
                      {ceo.description.split(/\n{2,}/).map((para, j) => (
                        <p key={j} className="ceo__quote">
                          {para}
                        </p>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          <ReviewsSection headingId="about-reviews-heading" />

          <section className="seller-banner" aria-labelledby="seller-heading">
            <div className="container seller-banner__inner">
              <div>
                <p className="eyebrow eyebrow--light">Selling your home?</p>
                <h2 className="seller-banner__title" id="seller-heading">
                  Our sellers' homes spend an average of <span className="figure">{SELLER_DAYS_ON_MARKET}</span> days on
                  the market.
                </h2>
              </div>
              <ContactTeamButton tone="light" label="Sell With Us" subject="Selling with us" />
            </div>
          </section>

          <ContentSection eyebrow="Our marketing approach" title="How we present a home" id="marketing-heading">
            <FeatureGrid items={MARKETING} columns={4} />
          </ContentSection>
        </HydrateLater>
      </div>
    </>
  );
}
