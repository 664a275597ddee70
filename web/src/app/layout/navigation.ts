import type { MessageId } from '~/lib/i18n/i18n';

/** The header's dropdown menus and the footer's columns; texts are message ids (src/lib/i18n). */
export interface NavLinkItem {
  to: string;
  label: MessageId;
  note?: MessageId;
}

export const NAV_MENUS: { id: 'properties' | 'services' | 'guides'; label: MessageId; links: NavLinkItem[] }[] = [
  {
    id: 'properties',
    label: 'nav.properties',
    links: [
      { to: '/all-properties', label: 'nav.allProperties', note: 'nav.allProperties.note' },
      { to: '/all-developments', label: 'nav.developments', note: 'nav.developments.note' },
      { to: '/all-areas', label: 'nav.areas', note: 'nav.areas.note' },
      { to: '/international-properties', label: 'nav.international', note: 'nav.international.note' },
    ],
  },
  {
    id: 'services',
    label: 'nav.services',
    links: [
      { to: '/strategic-investment', label: 'nav.investment', note: 'nav.investment.note' },
      { to: '/privateOffice', label: 'nav.privateOffice', note: 'nav.privateOffice.note' },
      {
        to: '/exclusive-buyer-representation',
        label: 'nav.buyerRepresentation',
        note: 'nav.buyerRepresentation.note',
      },
      { to: '/careers', label: 'nav.careers', note: 'nav.careers.note' },
    ],
  },
  {
    id: 'guides',
    label: 'nav.guides',
    links: [
      { to: '/buyers-guide', label: 'nav.buyersGuide', note: 'nav.buyersGuide.note' },
      { to: '/sellers-guide', label: 'nav.sellersGuide', note: 'nav.sellersGuide.note' },
      { to: '/all-areas', label: 'nav.areas', note: 'nav.areas.guidesNote' },
      { to: '/blogs', label: 'nav.insights', note: 'nav.insights.note' },
    ],
  },
];

export type MenuId = (typeof NAV_MENUS)[number]['id'];

/** Routes where the listing's own currency dropdown replaces the header's globe. */
export const ROUTES_WITHOUT_CURRENCY_POPUP = ['/all-properties', '/all-developments'];
