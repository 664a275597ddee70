import careersTexts from 'virtual:messages/en/page-careers';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/careers';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-careers.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', careersTexts);
  return staticMeta(matches, {
    title: t('page.careers.metaTitle'),
    description: t('page.careers.metaDescription'),
    path: '/careers',
    crumb: t('nav.careers'),
    image: BANNER,
  });
};

export default function Careers() {
  const t = useT(careersTexts);
  const subject = t('nav.careers');
  return (
    <>
      <PageHero eyebrow={subject} title={t('page.careers.title')} lead={t('page.careers.lead')} image={BANNER}>
        <ContactTeamButton tone="light" subject={subject} />
      </PageHero>
      <ContentSection
        eyebrow={t('page.careers.cultureEyebrow')}
        title={t('page.careers.cultureTitle')}
        id="culture-heading"
      >
        <FeatureGrid items={catalogueItems(t, 'page.careers.value', 3)} columns={3} />
      </ContentSection>
      <ContentSection
        eyebrow={t('page.careers.rolesEyebrow')}
        title={t('page.careers.rolesTitle')}
        id="roles-heading"
        tone="paper"
        split
        note={t('page.careers.rolesNote')}
      >
        <FeatureGrid items={catalogueItems(t, 'page.careers.role', 3)} columns={2} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.careers.closingEyebrow')} title={t('page.careers.closingTitle')}>
        <ContactTeamButton tone="light" subject={subject} />
      </ClosingBlock>
    </>
  );
}
