import privateOfficeTexts from 'virtual:messages/en/page-privateOffice';
import { catalogueItems, ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/private-office';
import type { IslandsHandle } from '~/islands/islands-page';

const BANNER = '/images/banner-private-office.jpg';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', privateOfficeTexts);
  return staticMeta(matches, {
    title: t('page.privateOffice.metaTitle'),
    description: t('page.privateOffice.metaDescription'),
    path: '/privateOffice',
    crumb: t('nav.privateOffice'),
    image: BANNER,
  });
};

export default function PrivateOffice() {
  const t = useT(privateOfficeTexts);
  const subject = t('nav.privateOffice');
  return (
    <>
      <PageHero
        eyebrow={t('nav.privateOffice')}
        title={t('page.privateOffice.title')}
        lead={t('page.privateOffice.lead')}
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject={subject} />
      </PageHero>
      <ContentSection eyebrow={t('page.privateOffice.introEyebrow')} title={t('page.privateOffice.introTitle')} split>
        <div className="prose">
          <p>{t('page.privateOffice.intro1')}</p>
          <p>{t('page.privateOffice.intro2')}</p>
        </div>
      </ContentSection>
      <ContentSection
        eyebrow={t('page.privateOffice.advantagesEyebrow')}
        title={t('page.privateOffice.advantagesTitle')}
        id="advantages-heading"
        tone="night"
      >
        <FeatureGrid items={catalogueItems(t, 'page.privateOffice.advantage', 5)} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow={t('page.privateOffice.closingEyebrow')} title={t('page.privateOffice.closingTitle')}>
        <ContactTeamButton tone="light" subject={subject} />
      </ClosingBlock>
    </>
  );
}
