import buyerRepTexts from 'virtual:messages/en/page-buyerRep';
import {
  catalogueItems,
  ClosingBlock,
  ContactTeamButton,
  ContentSection,
  FeatureGrid,
  NumberedList,
} from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/exclusive-buyer-representation';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-buyer.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', buyerRepTexts);
  return staticMeta(matches, {
    title: t('page.buyerRep.metaTitle'),
    description: t('page.buyerRep.metaDescription'),
    path: '/exclusive-buyer-representation',
    crumb: t('nav.buyerRepresentation'),
    image: BANNER,
  });
};

export default function ExclusiveBuyerRepresentation() {
  const t = useT(buyerRepTexts);
  const subject = t('nav.buyerRepresentation');
  return (
    <>
      <PageHero
        eyebrow={t('page.buyerRep.eyebrow')}
        title={t('page.buyerRep.title')}
        lead={t('page.buyerRep.lead')}
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject={subject} />
      </PageHero>
      <ContentSection
        eyebrow={t('page.buyerRep.benefitsEyebrow')}
        title={t('page.buyerRep.benefitsTitle')}
        id="benefits-heading"
      >
        <FeatureGrid items={catalogueItems(t, 'page.buyerRep.benefit', 6)} columns={3} />
      </ContentSection>
      <ContentSection
        eyebrow={t('page.buyerRep.processEyebrow')}
        title={t('page.buyerRep.processTitle')}
        id="process-heading"
        tone="paper"
        split
        note={t('page.buyerRep.processNote')}
      >
        <NumberedList items={catalogueItems(t, 'page.buyerRep.step', 7)} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.buyerRep.closingEyebrow')} title={t('page.buyerRep.closingTitle')}>
        <ContactTeamButton tone="light" subject={subject} />
      </ClosingBlock>
    </>
  );
}
