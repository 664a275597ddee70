import { ClosingBlock, ContactTeamButton, ContentSection, FeatureGrid } from '~/components/content';
import { PageHero } from '~/components/page-hero';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/private-office';

const BANNER = '/images/banner-private-office.jpg';

export const PRIVATE_OFFICE_ADVANTAGES = [
  {
    title: 'Complete discretion',
    body: 'Your name, your search and your purchase stay between you and one partner. Viewings are private, paperwork is handled through your representatives if you wish.',
  },
  {
    title: 'Off-market access',
    body: 'Many of the finest homes in Dubai never reach a portal. We hear of them first, through owners, developers and the families we have advised for years.',
  },
  {
    title: 'A single point of contact',
    body: 'One senior partner coordinates lawyers, banks, designers and property managers, in Dubai and abroad, and answers your call at any hour.',
  },
  {
    title: 'Global reach',
    body: 'Homes in Marbella, the Balearics, London and beyond, searched on your behalf alongside your Dubai residences, with the same standard of advice.',
  },
  {
    title: 'Family office integration',
    body: 'Structuring, reporting and long-term asset management that sit comfortably with your family office and its advisors.',
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: 'Private office for high-net-worth clients',
    description:
      'A private office for high-net-worth buyers: discreet search, off-market homes in Dubai and abroad, and one senior partner for every detail.',
    path: '/privateOffice',
    crumb: 'Private office',
    image: BANNER,
  });

export default function PrivateOffice() {
  return (
    <>
      <PageHero
        eyebrow="Private office"
        title="For the homes that are never advertised"
        lead="A private office for families and principals: one senior partner, complete discretion, and access to the residences that change hands quietly."
        image={BANNER}
      >
        <ContactTeamButton tone="light" subject="Private office" />
      </PageHero>
      <ContentSection eyebrow="The private office" title="Advice that starts with listening" split>
        <div className="prose">
          <p>
            Our private clients rarely need more choice. They need the right three homes, a clear view of each, and
            someone they trust to secure the one they want at the right price.
          </p>
          <p>
            The private office works for a small number of clients at a time. Each is advised by a partner of the firm,
            from the first conversation to the day the keys, and the staff, are ready.
          </p>
        </div>
      </ContentSection>
      <ContentSection eyebrow="Advantages" title="What the private office brings" id="advantages-heading" tone="night">
        <FeatureGrid items={PRIVATE_OFFICE_ADVANTAGES} columns={3} />
      </ContentSection>
      <ClosingBlock eyebrow="In confidence" title="A conversation, in person or by phone, at your convenience.">
        <ContactTeamButton tone="light" subject="Private office" />
      </ClosingBlock>
    </>
  );
}
