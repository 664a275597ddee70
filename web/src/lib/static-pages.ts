/** Pages whose content is part of the site (no slug): listed in the sitemap and the footer. */
export const STATIC_PAGES = [
  { path: '/', title: 'Home' },
  { path: '/all-properties', title: 'Properties' },
  { path: '/all-developments', title: 'New developments' },
  { path: '/all-areas', title: 'Area guides' },
  { path: '/about', title: 'About' },
  { path: '/strategic-investment', title: 'Strategic investment' },
  { path: '/careers', title: 'Careers' },
  { path: '/privateOffice', title: 'Private office' },
  { path: '/exclusive-buyer-representation', title: 'Exclusive buyer representation' },
  { path: '/blogs', title: 'Insights' },
  { path: '/buyers-guide', title: "Buyer's guide" },
  { path: '/sellers-guide', title: "Seller's guide" },
  { path: '/international-properties', title: 'International properties' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-condition', title: 'Terms & Conditions' },
] as const;
