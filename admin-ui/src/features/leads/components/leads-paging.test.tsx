import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/db';
import { makeEnquiry } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('A leads address past the last page', () => {
  it('shows the last page of leads instead, never "No enquiries yet." beside the count', async () => {
    db.leads = [
      makeEnquiry({ fname: 'Sara', lname: 'Khan' }),
      makeEnquiry({ fname: 'Ali', lname: 'Noor' }),
      makeEnquiry({ fname: 'Maya', lname: 'Haddad' }),
    ];
    const { router } = renderApp('/leads/enquiry?page=3');
    expect(await screen.findByRole('link', { name: 'Sara Khan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya Haddad' })).toBeInTheDocument();
    expect(screen.getByText('3 leads')).toBeInTheDocument();
    expect(screen.queryByText('No enquiries yet.')).not.toBeInTheDocument();
    // The address says where the list is now; Back does not return to the empty page.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the last of several pages, with its place in the list', async () => {
    db.leads = Array.from({ length: 60 }, (_, i) => makeEnquiry({ fname: `Lead${i + 1}`, lname: 'X' }));
    const { router } = renderApp('/leads/enquiry?page=9');
    expect(await screen.findByRole('link', { name: 'Lead51 X' })).toBeInTheDocument();
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.queryByText(/yet\./)).not.toBeInTheDocument();
  });

  it('still says "No enquiries yet." when there are none', async () => {
    db.leads = [];
    renderApp('/leads/enquiry?page=3');
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
  });
});
