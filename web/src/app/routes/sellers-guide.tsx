import { Link } from 'react-router';
import { ClosingBlock, ContactTeamButton, ContentSection, NumberedList } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/sellers-guide';

const BANNER = '/images/banner-sellers-guide.jpg';

export const PREPARATION_TIPS = [
  {
    title: 'Assessment',
    body: 'Start with an honest valuation based on recent Land Department transactions in your building and community, and on what is for sale today.',
  },
  {
    title: 'Advisor',
    body: 'Choose an advisor who will market the home properly, qualify buyers and negotiate; the seller’s brokerage fee is 2% plus VAT.',
  },
  {
    title: 'Documentation',
    body: 'Gather the title deed, passport copies, the Oqood for off-plan homes, and any tenancy contract registered with Ejari.',
  },
  {
    title: 'NOC',
    body: 'Ask the developer early about the no-objection certificate and settle outstanding service charges so it can be issued without delay.',
  },
  {
    title: 'Mortgage',
    body: 'If the home is mortgaged, request a liability letter and settlement statement from your bank: it can take up to 2 weeks.',
  },
  {
    title: 'Finalising',
    body: 'Prepare for the transfer day: cheques for the bank settlement if any, the original title deed, and a power of attorney if you will be abroad.',
  },
];

export const SELLING_STEPS = [
  {
    title: 'Valuation and pricing',
    body: 'We agree an asking price backed by the data, and a strategy for how and to whom the home will be presented.',
  },
  {
    title: 'Listing agreement',
    body: 'You sign the listing agreement (Form A) with your advisor, which allows the home to be advertised with a RERA permit.',
  },
  {
    title: 'Marketing and viewings',
    body: 'Editorial photography and film, a private preview to our buyers, then the open market; viewings are accompanied and qualified.',
  },
  {
    title: 'Offer and MOU',
    body: 'Offers are negotiated and the memorandum of understanding (Form F) is signed; the buyer lodges a deposit of about 10%.',
  },
  {
    title: 'Mortgage settlement',
    body: 'If the home is mortgaged, the buyer’s bank or the buyer settles your loan against the settlement statement, and the bank releases the title.',
  },
  {
    title: 'No-objection certificate',
    body: 'The developer issues the NOC once service charges are paid, confirming the home can change hands.',
  },
  {
    title: 'Transfer',
    body: 'Ownership transfers at a Land Department trustee office and the proceeds are paid to you by manager’s cheque.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Selling property in Dubai: a concise guide',
    description:
      'How to sell property in Dubai: six ways to prepare, seven steps to transfer, and the fees and timings to expect (seller brokerage 2% plus VAT).',
    path: '/sellers-guide',
    crumb: "Seller's guide",
    image: BANNER,
  });

export default function SellersGuide() {
  return (
    <>
      <PageHero
        eyebrow="Seller's guide"
        title="Selling Property in Dubai: A Concise Guide"
        lead="How to prepare your home, what happens at each step, and how to sell it well, and quickly."
        image={BANNER}
      />
      <ContentSection eyebrow="Preparation" title="Six things to settle first" id="prepare-heading" tone="paper" split>
        <NumberedList items={PREPARATION_TIPS} />
      </ContentSection>
      <ContentSection
        eyebrow="The procedure"
        title="Seven steps to transfer"
        id="procedure-heading"
        split
        note="Most sales complete in 6 to 10 weeks when the buyer uses a mortgage, and 2 to 4 weeks in cash."
      >
        <NumberedList items={SELLING_STEPS} />
      </ContentSection>
      <ClosingBlock eyebrow="Thinking of selling?" title="Start with a valuation you can rely on.">
        <ContactTeamButton tone="light" subject="Selling a property" />
        <Link to="/sellers-guide" className="button button--ghost-light">
          Seller's guide
        </Link>
      </ClosingBlock>
    </>
  );
}
