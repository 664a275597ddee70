import { Link } from 'react-router';
import guideTexts from 'virtual:messages/en/page-sellersGuide';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, NumberedList } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/sellers-guide';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-sellers-guide.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', guideTexts);
  return staticMeta(matches, {
    title: t('page.sellersGuide.metaTitle'),
    description: t('page.sellersGuide.metaDescription'),
    path: '/sellers-guide',
    crumb: t('nav.sellersGuide'),
    image: BANNER,
  });
};

export default function SellersGuide() {
  const t = useT(guideTexts);
  return (
    <>
      <PageHero
        eyebrow={t('nav.sellersGuide')}
        title={t('page.sellersGuide.title')}
        lead={t('page.sellersGuide.lead')}
        image={BANNER}
      />
      <ContentSection
        eyebrow={t('page.sellersGuide.prepareEyebrow')}
        title={t('page.sellersGuide.prepareTitle')}
        id="prepare-heading"
        tone="paper"
        split
      >
        <NumberedList items={catalogueItems(t, 'page.sellersGuide.tip', 6)} />
      </ContentSection>
      <ContentSection
        eyebrow={t('page.sellersGuide.procedureEyebrow')}
        title={t('page.sellersGuide.procedureTitle')}
        id="procedure-heading"
        split
        note={t('page.sellersGuide.procedureNote')}
      >
        <NumberedList items={catalogueItems(t, 'page.sellersGuide.step', 7)} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.sellersGuide.closingEyebrow')} title={t('page.sellersGuide.closingTitle')}>
        <ContactTeamButton tone="light" subject={t('page.sellersGuide.subject')} />
        <Link to="/sellers-guide" className="button button--ghost-light">
          {t('nav.sellersGuide')}
        </Link>
      </ClosingBlock>
    </>
  );
}
