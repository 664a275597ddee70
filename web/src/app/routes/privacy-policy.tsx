import privacyTexts from 'virtual:messages/en/page-privacy';
import headTexts from 'virtual:messages/en/page-privacyHead';
import { LegalPage, legalSections } from '~/app/layout/legal-page';
import { HydrateLater } from '~/components/hydrate-later';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import type { Route } from './+types/privacy-policy';
import type { IslandsHandle } from '~/islands/islands-page';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', headTexts);
  return staticMeta(matches, {
    title: t('page.privacyHead.title'),
    description: t('page.privacyHead.description'),
    path: '/privacy-policy',
    crumb: t('page.privacyHead.title'),
  });
};

/** Each section: its anchor, its texts' key in the catalogue and its number of paragraphs. */
const SECTIONS = [
  ['information-we-collect', 'collect', 2],
  ['how-we-use-it', 'use', 1],
  ['sharing', 'sharing', 1],
  ['security', 'security', 1],
  ['your-rights', 'rights', 1],
  ['third-party-links', 'links', 1],
  ['changes', 'changes', 1],
  ['contact', 'contact', 1],
] as const;

export default function PrivacyPolicy() {
  return (
    <HydrateLater>
      <PrivacyPolicyPage />
    </HydrateLater>
  );
}

/** The page's long texts load beside its code rather than before it hydrates (useT's `defer`). */
function PrivacyPolicyPage() {
  const { agencyName } = usePublicConfig();
  // The title is in the page's head and first screen: its part loads before the page hydrates.
  const tHead = useT(headTexts);
  const t = useT(privacyTexts, { defer: true });
  return (
    <LegalPage
      title={tHead('page.privacyHead.title')}
      intro={<p>{t('page.privacy.intro', { agency: agencyName })}</p>}
      sections={legalSections(t, 'privacy', SECTIONS, { agency: agencyName })}
    />
  );
}
