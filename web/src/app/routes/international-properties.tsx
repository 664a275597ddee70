import internationalTexts from 'virtual:messages/en/page-international';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/international-properties';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-international.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', internationalTexts);
  return staticMeta(matches, {
    title: t('page.international.metaTitle'),
    description: t('page.international.metaDescription'),
    path: '/international-properties',
    crumb: t('page.international.eyebrow'),
    image: BANNER,
  });
};

export default function InternationalProperties() {
  const t = useT(internationalTexts);
  const subject = t('page.international.eyebrow');
  return (
    <>
      <PageHero
        eyebrow={subject}
        title={t('page.international.title')}
        lead={t('page.international.lead')}
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject={subject} />
      </PageHero>
      <ContentSection eyebrow={t('page.international.introEyebrow')} title={t('page.international.introTitle')} split>
        <div className="prose">
          <p>{t('page.international.intro1')}</p>
          <p>{t('page.international.intro2')}</p>
        </div>
      </ContentSection>
      <ContentSection
        eyebrow={t('page.international.destinationsEyebrow')}
        title={t('page.international.destinationsTitle')}
        id="destinations-heading"
        tone="paper"
      >
        <FeatureGrid items={catalogueItems(t, 'page.international.destination', 5)} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.international.closingEyebrow')} title={t('page.international.closingTitle')}>
        <ContactTeamButton tone="light" subject={subject} />
      </ClosingBlock>
    </>
  );
}
