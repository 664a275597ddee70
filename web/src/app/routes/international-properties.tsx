import { ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/international-properties';

const BANNER = '/images/banner-international.jpg';

const DESTINATIONS = [
  {
    title: 'Spain: Marbella',
    body: 'Beachfront villas on the Golden Mile, hillside estates in Sierra Blanca and contemporary homes in Nueva Andalucía, with the marina of Puerto Banús below.',
  },
  {
    title: 'Spain: Ibiza, Mallorca and Menorca',
    body: 'Fincas among the almond trees, sea-view villas above quiet calas, and townhouses in Palma’s old quarter: the Balearics, island by island.',
  },
  {
    title: 'London',
    body: 'Townhouses and lateral apartments in Mayfair, Knightsbridge, Kensington and Chelsea, for a family base, a pied-à-terre or a long-term holding.',
  },
  {
    title: 'Manchester',
    body: 'New residential quarters with strong rental demand, for investors who want the United Kingdom’s growth outside the capital.',
  },
  {
    title: 'Search & Find',
    body: 'Another city in mind? We search for you in the world’s other great cities, with trusted local partners, to the same standard as at home.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'International properties: Spain, London and beyond',
    description:
      'A personalised search for homes in Marbella, Ibiza, Mallorca, Menorca, London, Manchester and other global cities, by advisors who act only for the buyer.',
    path: '/international-properties',
    crumb: 'International properties',
    image: BANNER,
  });

export default function InternationalProperties() {
  return (
    <>
      <PageHero
        eyebrow="International properties"
        title="Global Reach, Personalised Search"
        lead="Our clients live between cities. Our search follows them: from the Mediterranean to London, with the same advisor and the same standard."
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject="International properties" />
      </PageHero>
      <ContentSection eyebrow="How it works" title="We act only for the buyer" split>
        <div className="prose">
          <p>
            Abroad as in Dubai, we do not hold stock to sell. We are retained by you to search the market, listed and
            off-market, assess each home with local experts, and negotiate on your behalf.
          </p>
          <p>
            You keep one point of contact throughout, and we coordinate the lawyers, surveyors and banks of each country
            so the purchase feels as simple as one at home.
          </p>
        </div>
      </ContentSection>
      <ContentSection eyebrow="Destinations" title="Where we search" id="destinations-heading" tone="paper">
        <FeatureGrid items={DESTINATIONS} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow="Search & Find" title="Tell us where, and what home means to you there.">
        <ContactTeamButton tone="light" subject="International properties" />
      </ClosingBlock>
    </>
  );
}
