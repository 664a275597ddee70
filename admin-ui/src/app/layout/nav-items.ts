/** The admin navigation bar (admin spec §2, with Leads after Reviews), in order. */
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', match: ['/dashboard'] },
  {
    to: '/properties',
    label: 'Properties',
    match: ['/properties', '/add-property', '/property/', '/update-property/'],
  },
  {
    to: '/developments',
    label: 'Developments',
    match: ['/developments', '/add-development', '/development/', '/update-development/'],
  },
  { to: '/posts', label: 'Posts', match: ['/posts', '/add-post', '/post/', '/update-post/'] },
  { to: '/areas', label: 'Areas', match: ['/areas', '/add-area', '/area/', '/update-area/'] },
  { to: '/teams', label: 'Team', match: ['/teams', '/add-team', '/team/', '/update-team/'] },
  { to: '/manage-insta', label: 'Manage Instagram', match: ['/manage-insta'] },
  { to: '/reviews', label: 'Reviews', match: ['/reviews', '/add-review', '/review/', '/update-review/'] },
  { to: '/leads', label: 'Leads', match: ['/leads'] },
  { to: '/settings', label: 'Settings', match: ['/settings'] },
] as const;

export function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => (m.endsWith('/') ? pathname.startsWith(m) : pathname === m || pathname.startsWith(`${m}/`)));
}
