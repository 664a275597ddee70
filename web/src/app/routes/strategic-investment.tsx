import investmentTexts from 'virtual:messages/en/page-investment';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/strategic-investment';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-investment.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', investmentTexts);
  return staticMeta(matches, {
    title: t('page.investment.metaTitle'),
    description: t('page.investment.metaDescription'),
    path: '/strategic-investment',
    crumb: t('nav.investment'),
    image: BANNER,
  });
};

export default function StrategicInvestment() {
  const t = useT(investmentTexts);
  const subject = t('nav.investment');
  return (
    <>
      <PageHero
        eyebrow={t('nav.investment')}
        title={t('page.investment.title')}
        lead={t('page.investment.lead')}
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject={subject} />
      </PageHero>
      <ContentSection eyebrow={t('page.investment.introEyebrow')} title={t('page.investment.introTitle')} split>
        <div className="prose">
          <p>{t('page.investment.intro1')}</p>
          <p>{t('page.investment.intro2')}</p>
        </div>
      </ContentSection>
      <ContentSection
        eyebrow={t('page.investment.servicesEyebrow')}
        title={t('page.investment.servicesTitle')}
        id="services-heading"
        tone="paper"
      >
        <FeatureGrid items={catalogueItems(t, 'page.investment.service', 5)} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.investment.closingEyebrow')} title={t('page.investment.closingTitle')}>
        <ContactTeamButton tone="light" subject={subject} />
      </ClosingBlock>
    </>
  );
}
