import { Link } from 'react-router';
import guideTexts from 'virtual:messages/en/page-buyersGuide';
import stepsTexts from 'virtual:messages/en/page-buyersGuideMore';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, NumberedList } from '~/components/content';
import { HydrateLater } from '~/components/hydrate-later';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/buyers-guide';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-buyers-guide.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

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
      <HydrateLater>
        <GuideSteps />
      </HydrateLater>
    </>
  );
}

/**
 * The tips and the steps, below the first screen: their texts are a part the browser loads
 * beside the page's code rather than before it hydrates (useT's `defer`), the server's HTML
 * standing meanwhile.
 */
function GuideSteps() {
  const t = useT(stepsTexts, { defer: true });
  return (
    <>
      <ContentSection
        eyebrow={t('page.buyersGuideMore.tipsEyebrow')}
        title={t('page.buyersGuideMore.tipsTitle')}
        id="tips-heading"
        tone="paper"
        split
      >
        <NumberedList items={catalogueItems(t, 'page.buyersGuideMore.tip', 10)} />
      </ContentSection>
      <ContentSection
        eyebrow={t('page.buyersGuideMore.stepsEyebrow')}
        title={t('page.buyersGuideMore.stepsTitle')}
        id="steps-heading"
        split
        note={t('page.buyersGuideMore.stepsNote')}
      >
        <NumberedList items={catalogueItems(t, 'page.buyersGuideMore.step', 6)} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.buyersGuideMore.closingEyebrow')} title={t('page.buyersGuideMore.closingTitle')}>
        <ContactTeamButton tone="light" subject={t('page.buyersGuideMore.subject')} />
        <Link to="/all-properties" className="button button--ghost-light">
          {t('page.buyersGuideMore.browse')}
        </Link>
      </ClosingBlock>
    </>
  );
}
