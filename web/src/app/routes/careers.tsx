import { ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/careers';

const BANNER = '/images/banner-careers.jpg';

const VALUES = [
  {
    title: 'Advice before sales',
    body: 'We are paid to be right, not quick. Advisors here are measured by the clients who come back and the friends they send.',
  },
  {
    title: 'Small teams, senior work',
    body: 'You will work directly with partners on real mandates from your first month, and learn the market from people who built it.',
  },
  {
    title: 'Craft in every detail',
    body: 'From a valuation note to a viewing itinerary, our work should read and feel like the homes we sell.',
  },
];

const ROLES = [
  {
    title: 'Property advisor, prime residential',
    body: 'Three or more years of Dubai residential sales, a RERA licence or the wish to earn one, and a network you are proud of.',
  },
  {
    title: 'Investment analyst',
    body: 'A head for numbers and for buildings: yields, payment plans and resale data turned into clear recommendations.',
  },
  {
    title: 'Client relations, private office',
    body: 'Organised, discreet and calm: the person who makes a principal’s visit to Dubai run without a seam.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Careers: join a boutique property advisory in Dubai',
    description:
      'Join a small team of property advisors, analysts and client specialists working on prime residential mandates in Dubai and abroad.',
    path: '/careers',
    crumb: 'Careers',
    image: BANNER,
  });

export default function Careers() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build a career on trust"
        lead="We are a small firm with a long view. If you would rather advise than push, we would like to meet you."
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject="Careers" />
      </PageHero>
      <ContentSection eyebrow="How we work" title="What you can expect from us" id="culture-heading">
        <FeatureGrid items={VALUES} columns={3} />
      </ContentSection>
      <ContentSection
        eyebrow="Open roles"
        title="Who we are looking for"
        id="roles-heading"
        tone="paper"
        split
        note="Send us a few lines about yourself and the role that interests you; we reply to every application."
      >
        <FeatureGrid items={ROLES} columns={2} />
      </ContentSection>
      <ClosingBlock eyebrow="Apply" title="Tell us about yourself.">
        <ContactTeamButton tone="light" subject="Careers" />
      </ClosingBlock>
    </>
  );
}
