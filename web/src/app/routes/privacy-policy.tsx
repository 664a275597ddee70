import { LegalPage } from '~/app/layout/legal-page';
import { staticMeta } from '~/lib/static-meta';
import { usePublicConfig } from '~/lib/use-public-config';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Privacy Policy',
    description: 'How we collect, use, share and protect your personal information, and the rights you have over it.',
    path: '/privacy-policy',
    crumb: 'Privacy Policy',
  });

export default function PrivacyPolicy() {
  const { agencyName } = usePublicConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          {agencyName} (“we”, “us”) respects your privacy. This policy explains what personal information we collect
          when you use this website or contact us, how we use it, and the choices you have.
        </p>
      }
      sections={[
        {
          id: 'information-we-collect',
          title: 'Information we collect',
          body: (
            <>
              <p>
                Information you give us: your name, e-mail address, telephone number and message when you send an
                enquiry, the answers you give in the Start Now form, and your e-mail address when you subscribe.
              </p>
              <p>
                Information collected automatically: the page you sent a form from, the campaign that brought you here
                (UTM parameters), your display currency (kept in your own browser), and technical data such as your IP
                address and browser type, which our servers log for security.
              </p>
            </>
          ),
        },
        {
          id: 'how-we-use-it',
          title: 'How we use your information',
          body: (
            <p>
              We use it to answer your enquiries, to advise you on properties you may be interested in, to send the
              updates you subscribed to, to improve the website, and to meet our legal and regulatory obligations,
              including those of the Real Estate Regulatory Agency.
            </p>
          ),
        },
        {
          id: 'sharing',
          title: 'Sharing your information',
          body: (
            <p>
              We do not sell your information. We share it only with the people who help us serve you (our advisors,
              trusted partners you ask us to introduce, and service providers such as e-mail hosting, bound by
              confidentiality), and with authorities when the law requires it.
            </p>
          ),
        },
        {
          id: 'security',
          title: 'Security',
          body: (
            <p>
              We protect your information with appropriate technical and organisational measures, limit access to the
              staff who need it, and keep it only for as long as necessary for the purposes above or as the law
              requires.
            </p>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your rights',
          body: (
            <p>
              You may ask to see the information we hold about you, to correct it, to delete it, or to stop receiving
              our e-mails at any time. Write to us using the details below and we will reply within thirty days.
            </p>
          ),
        },
        {
          id: 'third-party-links',
          title: 'Third-party links',
          body: (
            <p>
              The website links to other sites, such as WhatsApp and our social media pages. Their privacy practices are
              their own; please read their policies when you visit them.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          body: (
            <p>
              We may update this policy from time to time. The date at the top of the page shows when it last changed;
              significant changes will be highlighted on the website.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact us',
          body: <p>For any question about this policy or your information, contact us using the details below.</p>,
        },
      ]}
    />
  );
}
