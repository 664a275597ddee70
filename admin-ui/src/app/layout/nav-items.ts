import type { Permission } from '@estate/contract';

export interface NavItem {
  to: string;
  label: string;
  /** The paths that mark the entry as the current one. */
  match: readonly string[];
  /** What the member's role needs for the entry to show (the same as its routes need). */
  permission: Permission;
}

/**
 * The admin navigation bar (admin spec §2, with Leads, Contacts, the Pipeline, Viewings and Reports after Reviews,
 * then Users and the Audit trail), in order.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', match: ['/dashboard'], permission: 'staff' },
  {
    to: '/properties',
    label: 'Properties',
    match: ['/properties', '/add-property', '/property/', '/update-property/'],
    permission: 'listings.write',
  },
  {
    to: '/developments',
    label: 'Developments',
    match: ['/developments', '/add-development', '/development/', '/update-development/'],
    permission: 'content.write',
  },
  {
    to: '/posts',
    label: 'Posts',
    match: ['/posts', '/add-post', '/post/', '/update-post/'],
    permission: 'marketing.write',
  },
  {
    to: '/areas',
    label: 'Areas',
    match: ['/areas', '/add-area', '/area/', '/update-area/'],
    permission: 'content.write',
  },
  {
    to: '/teams',
    label: 'Team',
    match: ['/teams', '/add-team', '/team/', '/update-team/'],
    permission: 'content.write',
  },
  { to: '/manage-insta', label: 'Manage Instagram', match: ['/manage-insta'], permission: 'marketing.write' },
  {
    to: '/reviews',
    label: 'Reviews',
    match: ['/reviews', '/add-review', '/review/', '/update-review/'],
    permission: 'marketing.write',
  },
  { to: '/leads', label: 'Leads', match: ['/leads'], permission: 'leads.read' },
  { to: '/contacts', label: 'Contacts', match: ['/contacts'], permission: 'leads.read' },
  { to: '/pipeline', label: 'Pipeline', match: ['/pipeline'], permission: 'deals.read' },
  { to: '/viewings', label: 'Viewings', match: ['/viewings'], permission: 'deals.read' },
  { to: '/reports', label: 'Reports', match: ['/reports'], permission: 'reports.read' },
  { to: '/settings', label: 'Settings', match: ['/settings'], permission: 'settings.write' },
  { to: '/users', label: 'Users', match: ['/users'], permission: 'users.manage' },
  { to: '/audit', label: 'Audit trail', match: ['/audit'], permission: 'audit.read' },
];

export function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => (m.endsWith('/') ? pathname.startsWith(m) : pathname === m || pathname.startsWith(`${m}/`)));
}
