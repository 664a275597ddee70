import termsTexts from 'virtual:messages/en/page-terms';
import headTexts from 'virtual:messages/en/page-termsHead';
import { LegalPage, legalSections } from '~/app/layout/legal-page';
import { HydrateLater } from '~/components/hydrate-later';
import { translator, useT } from '~/lib/i18n/i18n';
import { publicConfigFrom } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import type { Route } from './+types/terms-condition';
import type { IslandsHandle } from '~/islands/islands-page';

/** A page of text: served as islands, its one script the enquiry button's (decision 0107). */
export const handle: IslandsHandle = { islands: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', headTexts);
  return staticMeta(matches, {
    title: t('page.termsHead.title'),
    description: t('page.termsHead.description'),
    path: '/terms-condition',
    crumb: t('page.termsHead.title'),
  });
};

/** Each section: its anchor, its texts' key in the catalogue and its number of paragraphs. */
const SECTIONS = [
  ['use-of-the-website', 'use', 1],
  ['intellectual-property', 'ip', 1],
  ['listings-disclaimer', 'disclaimer', 1],
  ['third-party-links', 'links', 1],
  ['limitation-of-liability', 'liability', 1],
  ['indemnity', 'indemnity', 1],
  ['changes', 'changes', 1],
  ['governing-law', 'law', 1],
  ['contact', 'contact', 1],
] as const;

export default function TermsCondition() {
  return (
    <HydrateLater>
      <TermsConditionPage />
    </HydrateLater>
  );
}

/** The page's long texts load beside its code rather than before it hydrates (useT's `defer`). */
function TermsConditionPage() {
  const { agencyName } = usePublicConfig();
  // The title is in the page's head and first screen: its part loads before the page hydrates.
  const tHead = useT(headTexts);
  const t = useT(termsTexts, { defer: true });
  return (
    <LegalPage
      title={tHead('page.termsHead.title')}
      intro={<p>{t('page.terms.intro', { agency: agencyName })}</p>}
      sections={legalSections(t, 'terms', SECTIONS, { agency: agencyName })}
    />
  );
}
