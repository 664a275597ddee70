/** The header's dropdown menus and the footer's columns. */
export interface NavLinkItem {
  to: string;
  label: string;
  note?: string;
}

export const NAV_MENUS: { id: 'properties' | 'services' | 'guides'; label: string; links: NavLinkItem[] }[] = [
  {
    id: 'properties',
    label: 'Properties',
    links: [
      { to: '/all-properties', label: 'All properties', note: 'Homes for sale in Dubai and abroad' },
      { to: '/all-developments', label: 'New developments', note: 'Off-plan and branded residences' },
      { to: '/all-areas', label: 'Area guides', note: "Dubai's most sought-after communities" },
      { to: '/international-properties', label: 'International', note: 'Spain, London and beyond' },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    links: [
      { to: '/strategic-investment', label: 'Strategic investment', note: 'Portfolios built on data' },
      { to: '/privateOffice', label: 'Private office', note: 'For high-net-worth clients' },
      {
        to: '/exclusive-buyer-representation',
        label: 'Buyer representation',
        note: 'One advisor, on your side only',
      },
      { to: '/careers', label: 'Careers', note: 'Join the advisory' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    links: [
      { to: '/buyers-guide', label: "Buyer's guide", note: 'Buying property in Dubai, step by step' },
      { to: '/sellers-guide', label: "Seller's guide", note: 'Selling well, and quickly' },
      { to: '/all-areas', label: 'Area guides', note: 'Where to live, where to invest' },
      { to: '/blogs', label: 'Insights', note: 'Market notes from our advisors' },
    ],
  },
];

export type MenuId = (typeof NAV_MENUS)[number]['id'];

/** Routes where the listing's own currency dropdown replaces the header's globe. */
export const ROUTES_WITHOUT_CURRENCY_POPUP = ['/all-properties', '/all-developments'];
