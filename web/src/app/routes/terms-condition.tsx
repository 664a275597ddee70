import { LegalPage } from '~/app/layout/legal-page';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import type { Route } from './+types/terms-condition';

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Terms & Conditions',
    description: 'The terms on which you may use this website, its listings and its content.',
    path: '/terms-condition',
    crumb: 'Terms & Conditions',
  });

export default function TermsCondition() {
  const { agencyName } = usePublicConfig();
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <p>
          These terms govern your use of the {agencyName} website. By using the website you accept them; if you do not,
          please do not use it.
        </p>
      }
      sections={[
        {
          id: 'use-of-the-website',
          title: 'Use of the website',
          body: (
            <p>
              You may use the website for your own information and to contact us about properties. You agree not to
              misuse it, attempt to gain unauthorised access to it, or use automated means to copy its content.
            </p>
          ),
        },
        {
          id: 'intellectual-property',
          title: 'Intellectual property',
          body: (
            <p>
              The text, photographs, films, designs and logos on the website belong to {agencyName} or its licensors.
              They may not be reproduced without our written permission.
            </p>
          ),
        },
        {
          id: 'listings-disclaimer',
          title: 'Listings disclaimer',
          body: (
            <p>
              Listings are provided in good faith for information only and do not form an offer or a contract. Prices,
              sizes, availability and converted currency amounts may change and should be confirmed with an advisor;
              floor plans and images are indicative.
            </p>
          ),
        },
        {
          id: 'third-party-links',
          title: 'Third-party links',
          body: (
            <p>
              Links to other websites are provided for convenience. We do not control them and are not responsible for
              their content or practices.
            </p>
          ),
        },
        {
          id: 'limitation-of-liability',
          title: 'Limitation of liability',
          body: (
            <p>
              To the extent the law allows, we are not liable for any loss arising from the use of the website or from
              reliance on its content. Nothing in these terms limits liability that cannot be limited by law.
            </p>
          ),
        },
        {
          id: 'indemnity',
          title: 'Indemnity',
          body: (
            <p>
              You agree to indemnify {agencyName} against claims arising from your misuse of the website or your breach
              of these terms.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to these terms',
          body: (
            <p>
              We may change these terms at any time. The version published on the website, with its date, is the one
              that applies.
            </p>
          ),
        },
        {
          id: 'governing-law',
          title: 'Governing law',
          body: (
            <p>
              These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai, and
              the courts of Dubai have exclusive jurisdiction over any dispute.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: <p>Questions about these terms are welcome; contact us using the details below.</p>,
        },
      ]}
    />
  );
}
