import { Link } from 'react-router';
import { ClosingBlock, ContactTeamButton, ContentSection, NumberedList } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/buyers-guide';

const BANNER = '/images/banner-buyers-guide.jpg';

export const BUYING_TIPS = [
  {
    title: 'Understand the market',
    body: 'Dubai has two markets in one: ready homes you can move into, and off-plan homes bought from developers on payment plans. Prices, risks and paperwork differ, so decide early which suits you.',
  },
  {
    title: 'Choose the location',
    body: 'Beachfront, golf, city or family community: each area has its own prices, service charges and rental demand. Our area guides compare them.',
  },
  {
    title: 'Engage a boutique advisory',
    body: 'An advisor who represents you, not the seller, will search the whole market, value each home honestly and negotiate on your behalf.',
  },
  {
    title: 'Know the legal framework',
    body: 'Foreign buyers can own freehold in designated areas. Every sale is registered with the Dubai Land Department, and off-plan payments are held in escrow accounts regulated by RERA.',
  },
  {
    title: 'Plan the financials and payment plans',
    body: 'Expect a deposit of about 10% on signing a resale agreement, a 4% Dubai Land Department transfer fee, and a buyer brokerage fee of 2% plus VAT. Off-plan homes are paid in instalments set by the developer.',
  },
  {
    title: 'Inspect the property',
    body: 'Have ready homes inspected before you commit, and off-plan homes snagged at handover. Ask for the service charge history and the building’s maintenance record.',
  },
  {
    title: 'Consider the visa benefits',
    body: 'Property of qualifying value can open the way to a UAE residence visa, including the ten-year Golden Visa, for you and your family.',
  },
  {
    title: 'Finalise the purchase',
    body: 'Once terms are agreed, a memorandum of understanding is signed, the seller obtains a no-objection certificate from the developer, and ownership transfers at a Land Department trustee office.',
  },
  {
    title: 'Complete the post-purchase formalities',
    body: 'Register with DEWA for water and electricity, set up district cooling and internet, and register a tenancy with Ejari if you let the home.',
  },
  {
    title: 'Enjoy the life',
    body: 'The beaches, the schools, the restaurants and the sunshine: the reasons you bought are waiting. We are still here if you need anything.',
  },
];

export const PURCHASE_STEPS = [
  {
    title: 'Agreement on terms',
    body: 'Buyer and seller agree the price and conditions, usually through their advisors, and the buyer prepares the deposit of about 10%.',
  },
  {
    title: 'Signing the MOU',
    body: 'The memorandum of understanding (Form F) is signed by both parties and the deposit is lodged, usually as a security cheque.',
  },
  {
    title: 'Buying or selling with finance',
    body: 'With a mortgage, the bank values the home and issues final approval; a seller with a loan obtains a settlement statement, which can take up to 2 weeks.',
  },
  {
    title: 'Obtaining the NOC',
    body: 'The developer issues a no-objection certificate once service charges are settled, confirming the home can be transferred.',
  },
  {
    title: 'Owner transfer',
    body: 'Both parties, or their representatives, meet at a Land Department trustee office; the 4% transfer fee is paid and the new title deed is issued.',
  },
  {
    title: 'Brokerage fee',
    body: 'The buyer’s brokerage fee of 2% plus VAT is settled on transfer. A financed purchase usually takes 6 to 10 weeks; a cash purchase 2 to 4 weeks.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Dubai property buying guide: tips, steps and fees',
    description:
      'How to buy property in Dubai: ten tips, the six purchase steps, and the figures that matter (10% deposit, 4% Land Department fee, 2% brokerage plus VAT).',
    path: '/buyers-guide',
    crumb: "Buyer's guide",
    image: BANNER,
  });

export default function BuyersGuide() {
  return (
    <>
      <PageHero
        eyebrow="Buyer's guide"
        title="Dubai Property Buying Guide"
        lead="Everything we would tell a friend before they buy a home in Dubai, in the order they will need it."
        image={BANNER}
      />
      <ContentSection eyebrow="Introduction" title="Buying in Dubai, clearly" split>
        <div className="prose">
          <p>
            Dubai is one of the most open property markets in the world: foreign buyers may own freehold homes, there is
            no annual property tax, and every transaction is registered with the Dubai Land Department. It is also
            fast-moving, and the details matter.
          </p>
          <p>
            This guide sets out ten things to know before you buy, then the six steps of a purchase, with the deposits,
            fees and timings to expect.
          </p>
        </div>
      </ContentSection>
      <ContentSection eyebrow="Ten tips" title="Before you buy" id="tips-heading" tone="paper" split>
        <NumberedList items={BUYING_TIPS} />
      </ContentSection>
      <ContentSection
        eyebrow="Six steps"
        title="The purchase, step by step"
        id="steps-heading"
        split
        note="A financed purchase takes 6 to 10 weeks; a cash purchase 2 to 4 weeks."
      >
        <NumberedList items={PURCHASE_STEPS} />
      </ContentSection>
      <ClosingBlock eyebrow="Ready when you are" title="Questions about buying? Our advisors will answer them.">
        <ContactTeamButton tone="light" subject="Buying in Dubai" />
        <Link to="/all-properties" className="button button--ghost-light">
          Browse Properties
        </Link>
      </ClosingBlock>
    </>
  );
}
