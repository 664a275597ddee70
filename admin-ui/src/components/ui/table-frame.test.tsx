import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

/*
 * Every list's table sits in the one shared frame: below 1024 px a wide table scrolls inside it,
 * never the page, so the frame is a region named by the table that a keyboard can focus and
 * scroll. (How the tables fit from 1024 px up is measured in a browser: e2e/tests/admin/list-layout.)
 */
/** Each list's address and its table's name. */
const LISTS: Array<[string, string]> = [
  ['/properties', 'Properties'],
  ['/developments', 'Developments'],
  ['/areas', 'Areas'],
  ['/posts', 'Posts'],
  ['/teams', 'Team members'],
  ['/reviews', 'Reviews'],
  ['/leads/enquiry', 'Enquiries'],
  ['/leads/start-now', 'Start Now'],
  ['/leads/subscriber', 'Subscribers'],
  ['/leads/saved-search', 'Saved searches'],
  ['/contacts', 'Contacts'],
  ['/users', 'Staff users'],
  ['/sessions', 'Your sign-ins'],
  ['/audit', 'Audit trail'],
  ['/dashboard', 'All properties'],
];

describe('The frame of every list', () => {
  it.each(LISTS)('%s: the table scrolls inside a region the keyboard reaches, named %s', async (path, name) => {
    renderApp(path);
    const table = await screen.findByRole('table', { name });
    const frame = screen.getByRole('region', { name });
    expect(frame).toContainElement(table);
    expect(frame).toHaveClass('table-scroll');
    expect(frame).toHaveAttribute('tabindex', '0');
  });
});
