import { ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid, NumberedList } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/exclusive-buyer-representation';

const BANNER = '/images/banner-buyer.jpg';

export const BUYER_BENEFITS = [
  {
    title: 'On your side only',
    body: 'We represent you, never the seller or the developer, so every recommendation is made with your interest alone in mind.',
  },
  {
    title: 'The whole market',
    body: 'Listed, off-market and off-plan homes from every agency and developer, not just the stock one brokerage happens to hold.',
  },
  {
    title: 'Honest pricing',
    body: 'Each home is valued against recent Dubai Land Department transactions before we advise an offer.',
  },
  {
    title: 'Stronger negotiation',
    body: 'Price, payment plan, furniture, handover date: we negotiate all of it, with the discipline of someone who can walk away.',
  },
  {
    title: 'Time saved',
    body: 'You view a shortlist of homes that truly fit the brief, arranged around your diary and in a single trip if you fly in.',
  },
  {
    title: 'Care after completion',
    body: 'Snagging, utilities, interior design, leasing or management: our work continues once the keys are yours.',
  },
];

export const BUYER_PROCESS = [
  {
    title: 'Consultation',
    body: 'A first conversation about how you live, what you want the home to do and the budget that makes sense.',
  },
  {
    title: 'Buyer Brief',
    body: 'We write the brief down: communities, size, views, timing, financing and the deal-breakers, agreed together.',
  },
  {
    title: 'Search',
    body: 'We search listed, off-market and off-plan homes across the market, and visit the promising ones ourselves.',
  },
  {
    title: 'Shortlist & Viewings',
    body: 'You see a shortlist with our notes and valuations, then view the best of it, in person or by private video tour.',
  },
  {
    title: 'Negotiation',
    body: 'We agree the price and the terms on your behalf, backed by the transaction data of the building and the area.',
  },
  {
    title: 'Legal Process',
    body: 'Memorandum of understanding, no-objection certificate, mortgage and conveyancing, coordinated with your lawyers.',
  },
  {
    title: 'Completion',
    body: 'Transfer at the Dubai Land Department, keys in hand, and the utilities, snagging and move-in taken care of.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Exclusive buyer representation in Dubai',
    description:
      'One advisor acting only for you: the whole Dubai market searched, honest valuations, firm negotiation and a seven-step process from consultation to completion.',
    path: '/exclusive-buyer-representation',
    crumb: 'Buyer representation',
    image: BANNER,
  });

export default function ExclusiveBuyerRepresentation() {
  return (
    <>
      <PageHero
        eyebrow="Exclusive buyer representation"
        title="One advisor. Your interest, only."
        lead="In Dubai, most agents are paid to sell. We are retained to buy: to find the right home and secure it on the best terms for you."
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject="Buyer representation" />
      </PageHero>
      <ContentSection eyebrow="Benefits" title="What changes when someone works for you" id="benefits-heading">
        <FeatureGrid items={BUYER_BENEFITS} columns={3} />
      </ContentSection>
      <ContentSection
        eyebrow="The process"
        title="Seven steps from first call to keys"
        id="process-heading"
        tone="paper"
        split
        note="Most purchases complete in six to ten weeks with a mortgage, and two to four weeks in cash."
      >
        <NumberedList items={BUYER_PROCESS} />
      </ContentSection>
      <ClosingBlock eyebrow="Retain an advisor" title="Start with a consultation. It costs nothing.">
        <ContactTeamButton tone="light" subject="Buyer representation" />
      </ClosingBlock>
    </>
  );
}
