import { ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/strategic-investment';

const BANNER = '/images/banner-investment.jpg';

export const STRATEGIC_SERVICES = [
  {
    title: 'Portfolio strategy',
    body: 'We start from what the capital must do: income, growth or a home for the family one day. Then we build the mix of communities, unit types and timing that gets it there.',
  },
  {
    title: 'Off-plan selection',
    body: 'Launches are scored on developer track record, escrow, payment plan and the resale market of comparable towers, before you ever see a brochure.',
  },
  {
    title: 'Yield and exit analysis',
    body: 'Net rental yields after service charges and management, holding costs, and a realistic exit price, modelled for every purchase we recommend.',
  },
  {
    title: 'Acquisition and negotiation',
    body: 'We negotiate price, plan and incentives on your behalf only, and carry the purchase through reservation, SPA and registration with the Dubai Land Department.',
  },
  {
    title: 'Leasing and asset management',
    body: 'Tenants vetted, rents collected, homes maintained and reported on, so a portfolio in Dubai runs as quietly as one at home.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Strategic property investment in Dubai',
    description:
      'Portfolio strategy, off-plan selection, yield analysis, negotiation and asset management for investors buying property in Dubai.',
    path: '/strategic-investment',
    crumb: 'Strategic investment',
    image: BANNER,
  });

export default function StrategicInvestment() {
  return (
    <>
      <PageHero
        eyebrow="Strategic investment"
        title="Property as a strategy, not a purchase"
        lead="For investors who want Dubai in their portfolio for the right reasons: income that holds, growth that is earned, and an exit planned before the entry."
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject="Strategic investment" />
      </PageHero>
      <ContentSection eyebrow="Why Dubai" title="A market that rewards discipline" split>
        <div className="prose">
          <p>
            Dubai combines tax-free rental income, a currency pegged to the US dollar, freehold ownership for foreign
            buyers and residence visas for investors. It also moves quickly, and launches sell on the strength of their
            renders.
          </p>
          <p>
            Our investment desk does the slower work: reading the numbers behind each project and community, and telling
            you plainly when the right decision is to wait.
          </p>
        </div>
      </ContentSection>
      <ContentSection
        eyebrow="Our services"
        title="Five services, one mandate: yours"
        id="services-heading"
        tone="paper"
      >
        <FeatureGrid items={STRATEGIC_SERVICES} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow="Start the conversation" title="Tell us what the capital should achieve.">
        <ContactTeamButton tone="light" subject="Strategic investment" />
      </ClosingBlock>
    </>
  );
}
