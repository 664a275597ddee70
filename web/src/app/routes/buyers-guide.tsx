import { Link } from 'react-router';
import guideTexts from 'virtual:messages/en/page-buyersGuide';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, NumberedList } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/buyers-guide';

const BANNER = '/images/banner-buyers-guide.jpg';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', guideTexts);
  return staticMeta(matches, {
    title: t('page.buyersGuide.metaTitle'),
    description: t('page.buyersGuide.metaDescription'),
    path: '/buyers-guide',
    crumb: t('nav.buyersGuide'),
    image: BANNER,
  });
};

export default function BuyersGuide() {
  const t = useT(guideTexts);
  return (
    <>
      <PageHero
        eyebrow={t('nav.buyersGuide')}
        title={t('page.buyersGuide.title')}
        lead={t('page.buyersGuide.lead')}
        image={BANNER}
      />
      <ContentSection eyebrow={t('page.buyersGuide.introEyebrow')} title={t('page.buyersGuide.introTitle')} split>
        <div className="prose">
          <p>{t('page.buyersGuide.intro1')}</p>
          <p>{t('page.buyersGuide.intro2')}</p>
        </div>
      </ContentSection>
      <ContentSection
        eyebrow={t('page.buyersGuide.tipsEyebrow')}
        title={t('page.buyersGuide.tipsTitle')}
        id="tips-heading"
        tone="paper"
        split
      >
        <NumberedList items={catalogueItems(t, 'page.buyersGuide.tip', 10)} />
      </ContentSection>
      <ContentSection
        eyebrow={t('page.buyersGuide.stepsEyebrow')}
        title={t('page.buyersGuide.stepsTitle')}
        id="steps-heading"
        split
        note={t('page.buyersGuide.stepsNote')}
      >
        <NumberedList items={catalogueItems(t, 'page.buyersGuide.step', 6)} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.buyersGuide.closingEyebrow')} title={t('page.buyersGuide.closingTitle')}>
        <ContactTeamButton tone="light" subject={t('page.buyersGuide.subject')} />
        <Link to="/all-properties" className="button button--ghost-light">
          {t('page.buyersGuide.browse')}
        </Link>
      </ClosingBlock>
    </>
  );
}
