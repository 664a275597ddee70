import type { QueryClient } from '@tanstack/react-query';
import aboutTexts from 'virtual:messages/en/page-about';
import aboutHeadTexts from 'virtual:messages/en/page-aboutHead';
import { catalogueItems, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { HydrateLater } from '~/components/hydrate-later';
import { SectionHeading } from '~/components/section-heading';
import { ReviewsSection } from '~/features/reviews/components/reviews-section';
import { reviewsQuery } from '~/features/reviews/api/get-reviews';
import { useSettings } from '~/features/settings/api/get-settings';
import { Portrait } from '~/features/team/components/team-slider';
import { HomeTeam } from '~/app/home-parts';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { ceos, founderFirst, teamsQuery, useTeams } from '~/features/team/api/get-teams';
import { translator, useLocale, useT, withTag } from '~/lib/i18n/i18n';
import { withQueries } from '~/lib/route-data';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import { HERO_POSTER, HeroVideo } from '../layout/hero-video';
import type { Route } from './+types/about';
import { localeOfRequest } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';
import { Figures } from '~/components/term';

export const SELLER_DAYS_ON_MARKET = 28;

/** Read, with a video, a slider and a button: served as islands (decision 0107). */
export const handle: IslandsHandle = { islands: true };

async function prefetchAbout(client: QueryClient, locale: Locale) {
  await Promise.all([client.prefetchQuery(teamsQuery(locale)), client.prefetchQuery(reviewsQuery(locale))]);
  return {};
}

export const loader = ({ request }: Route.LoaderArgs) =>
  withQueries((client) => prefetchAbout(client, localeOfRequest(request)));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  withQueries((client) => prefetchAbout(client, localeOfRequest(request)));

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', aboutHeadTexts);
  return staticMeta(matches, {
    title: t('page.aboutHead.metaTitle'),
    description: t('page.aboutHead.metaDescription'),
    path: '/about',
    crumb: t('nav.about'),
    image: HERO_POSTER,
  });
};

export default function About() {
  return (
    <HydrateLater>
      <AboutPage />
    </HydrateLater>
  );
}

/**
 * The page's own texts are a part the browser loads beside the page's code rather than before it
 * hydrates (useT's `defer`): the server's HTML stands until it has arrived.
 */
function AboutPage() {
  const teams = useTeams(useLocale());
  const settings = useSettings();
  const { agencyName } = usePublicConfig();
  const team = founderFirst(teams.data ?? [], settings.data?.founderName ?? '');
  const leaders = ceos(team);
  // The page's title and description (its head) are rendered before it hydrates: their part is
  // named in the page, so the browser has it before it hydrates the head.
  useT(aboutHeadTexts);
  const t = useT(aboutTexts, { defer: true });
  // Headline figures of the About page (public spec: About).
  const figures = [
    { value: t('page.about.figure1.value'), label: t('page.about.figure1.label') },
    { value: '45', label: t('page.about.figure2.label') },
    { value: '150', label: t('page.about.figure3.label') },
  ];
  const days = SELLER_DAYS_ON_MARKET;

  return (
    <>
      <section className="home-hero about-hero">
        <Island name="hero-video" component={HeroVideo} props={{}} />
        <div className="container home-hero__inner">
          <div className="home-hero__copy reveal">
            <p className="eyebrow eyebrow--light">{t('page.about.eyebrow', { agency: agencyName })}</p>
            <h1 className="home-hero__title">{t('page.about.title')}</h1>
            <p className="home-hero__lead">{t('page.about.lead')}</p>
          </div>
        </div>
      </section>

      {/* Below the hero: each section is laid out and painted only near the screen (home.css). */}
      <div className="home-below">
        <ContentSection
          eyebrow={t('page.about.figuresEyebrow')}
          title={t('page.about.figuresTitle')}
          id="figures-heading"
        >
          <Figures items={figures} />
        </ContentSection>

        <HydrateLater>
          <section className="section section--paper" aria-labelledby="vision-heading">
            <div className="container content-split">
              <SectionHeading
                eyebrow={t('page.about.visionEyebrow')}
                title={t('page.about.visionTitle')}
                id="vision-heading"
              >
                {t('page.about.visionText')}
              </SectionHeading>
              <FeatureGrid items={catalogueItems(t, 'page.about.value', 4)} columns={2} />
            </div>
          </section>

          <section className="section" id="meet-team">
            <div className="container">
              <Island
                name="home-team"
                component={HomeTeam}
                props={{
                  team,
                  eyebrow: t('page.about.teamEyebrow'),
                  title: t('page.about.teamTitle'),
                  headingId: 'about-team-heading',
                }}
                hydrate="visible"
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
                      <p className="eyebrow eyebrow--light">{t('page.about.ceoEyebrow')}</p>
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
                <p className="eyebrow eyebrow--light">{t('page.about.sellerEyebrow')}</p>
                <h2 className="seller-banner__title" id="seller-heading">
                  {withTag(t('page.about.sellerTitle', { count: days, n: String(days) }), 'figure', (n) => (
                    <span key="figure" className="figure">
                      {n}
                    </span>
                  ))}
                </h2>
              </div>
              <ContactTeamButton
                tone="light"
                label={t('page.about.sellButton')}
                subject={t('page.about.sellSubject')}
              />
            </div>
          </section>

          <ContentSection
            eyebrow={t('page.about.marketingEyebrow')}
            title={t('page.about.marketingTitle')}
            id="marketing-heading"
          >
            <FeatureGrid items={catalogueItems(t, 'page.about.marketing', 4)} columns={4} />
          </ContentSection>
        </HydrateLater>
      </div>
    </>
  );
}
