import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeEnquiry, makeSavedSearch, makeStartNow, makeSubscriber } from '@/testing/fixtures';
import { STAFF_TOKEN } from '@/testing/handlers/auth';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('The Leads section', () => {
  it('sits in the navigation after Reviews, with the number of leads not handled', async () => {
    db.leads = [makeEnquiry(), makeEnquiry({ handled: true }), makeSubscriber()];
    renderApp('/dashboard');
    expect(await screen.findByLabelText('2 not handled')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Admin' }))
      .getAllByRole('link')
      .map((l) => l.textContent ?? '');
    expect(links.findIndex((t) => t.startsWith('Leads'))).toBe(links.indexOf('Reviews') + 1);
  });

  it('lists enquiries with their mail state and the last error of a failed mail', async () => {
    db.leads = [
      makeEnquiry({ fname: 'Sara', lname: 'Khan', mailStatus: 'sent' }),
      makeEnquiry({ fname: 'Ali', lname: 'Noor', mailStatus: 'failed', mailLastError: 'connect ECONNREFUSED' }),
    ];
    const { router } = renderApp('/leads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/enquiry'));
    const sara = await screen.findByRole('row', { name: /Sara Khan/ });
    expect(within(sara).getByText('Sent')).toBeInTheDocument();
    const ali = screen.getByRole('row', { name: /Ali Noor/ });
    expect(within(ali).getByText('Failed')).toBeInTheDocument();
    expect(within(ali).getByText('connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('sends the search and the filters to the server', async () => {
    db.leads = [makeEnquiry({ fname: 'Sara', lname: 'Khan' }), makeEnquiry({ fname: 'Ali', lname: 'Noor' })];
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/get-leads/enquiry') && !request.url.includes('limit=1&')) seen.push(request.url);
    });
    const { user } = renderApp('/leads/enquiry');
    await screen.findByRole('link', { name: 'Sara Khan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ali{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sara Khan' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ali Noor' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handled' }), 'Not handled');
    await user.selectOptions(screen.getByRole('combobox', { name: 'E-mail' }), 'Sent');
    await waitFor(() => {
      const last = new URL(seen[seen.length - 1]!);
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        q: 'ali',
        from: '2026-11-01',
        handled: 'false',
        mailStatus: 'sent',
        limit: '50',
        offset: '0',
      });
    });
    server.events.removeAllListeners();
  });

  it('marks a lead handled from the table', async () => {
    const lead = makeEnquiry({ fname: 'Sara', lname: 'Khan' });
    db.leads = [lead];
    const { user } = renderApp('/leads/enquiry');
    await user.click(await screen.findByRole('checkbox', { name: 'Handled: Sara Khan' }));
    await waitFor(() => expect(db.leads[0]!.handled).toBe(true));
    expect(requestsTo(`/update-lead/enquiry/${lead._id}`, 'PUT')[0]!.body).toEqual({ handled: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Handled: Sara Khan' })).toBeChecked());
  });

  it('exports what the filter shows as a CSV file, with the bearer token', async () => {
    db.leads = [makeEnquiry()];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/leads/enquiry?handled=false&q=sara');
    await screen.findByRole('link', { name: 'Sara Khan' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [sent] = requestsTo('/export-leads/enquiry');
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    const params = new URL(sent!.path, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: 'sara', handled: 'false' });
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('enquiry-leads-2026-11-22.csv');
  });

  it("shows 'Failed to fetch leads' when the list fails", async () => {
    server.use(http.get(`${API_PREFIX}/get-leads/:kind`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/leads/start-now');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leads');
  });

  it('shows subscribers with how many times they signed up', async () => {
    db.leads = [makeSubscriber({ email: 'reader@example.com', subscribeCount: 2 })];
    renderApp('/leads/subscriber');
    const row = await screen.findByRole('row', { name: /reader@example\.com/ });
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('shows saved searches with their search, alert state and last digest', async () => {
    db.leads = [
      makeSavedSearch({ email: 'buyer@example.com' }),
      makeSavedSearch({
        email: 'later@example.com',
        label: 'Penthouses',
        status: 'pending',
        confirmedAt: null,
        lastDigestAt: null,
        lastDigestListings: 0,
        digestCount: 0,
      }),
    ];
    const { user } = renderApp('/leads/enquiry');
    await user.click(await screen.findByRole('link', { name: 'Saved searches' }));
    const confirmed = await screen.findByRole('row', { name: /buyer@example\.com/ });
    expect(within(confirmed).getByText('Villas in Dubai · AED 5M–10M')).toBeInTheDocument();
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByText(/^\d{1,2} \w{3} \d{4} · 3 listings$/)).toBeInTheDocument();
    const pending = screen.getByRole('row', { name: /later@example\.com/ });
    expect(within(pending).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(pending).getByText('None yet')).toBeInTheDocument();
    // Where the table's box is narrow the Last digest column gives way, and the Alerts cell says it.
    expect(within(confirmed).getByText(/^Last digest: .* · 3 listings$/)).toHaveClass('cell-narrow-only');
    expect(within(pending).getByText('Last digest: None yet')).toHaveClass('cell-narrow-only');
  });

  it('shows an empty list of saved searches', async () => {
    db.leads = [];
    renderApp('/leads/saved-search');
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
  });

  it('pages long lists 50 at a time', async () => {
    db.leads = Array.from({ length: 120 }, (_, i) => makeEnquiry({ fname: `Lead${i + 1}`, lname: 'X' }));
    const { user } = renderApp('/leads/enquiry');
    await screen.findByRole('link', { name: 'Lead1 X' });
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Lead51 X' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe('A lead', () => {
  it('shows a saved search with its filters and where its alerts stand', async () => {
    const lead = makeSavedSearch({
      email: 'buyer@example.com',
      status: 'unsubscribed',
      unsubscribedAt: '2026-11-25T10:00:00.000Z',
    });
    db.leads = [lead];
    renderApp(`/leads/saved-search/${lead._id}`);
    expect(await screen.findByRole('heading', { name: 'buyer@example.com', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Villas in Dubai · AED 5M–10M')).toBeInTheDocument();
    expect(screen.getByText('Min price')).toBeInTheDocument();
    expect(screen.getByText('5,000,000')).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed', { selector: '.pill' })).toBeInTheDocument();
    expect(screen.getByText(/3 new listings/)).toBeInTheDocument();
  });

  it('shows every Start Now answer, the message and where it came from', async () => {
    const lead = makeStartNow({ fname: 'Omar', lname: 'Haddad', budget: 'AED 10M', community: 'Palm Jumeirah' });
    db.leads = [lead];
    renderApp(`/leads/start-now/${lead._id}`);
    expect(await screen.findByRole('heading', { name: 'Omar Haddad', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('AED 10M')).toBeInTheDocument();
    expect(screen.getByText('Palm Jumeirah')).toBeInTheDocument();
    expect(screen.getByText('Looking for a second home.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: lead.pageURL })).toBeInTheDocument();
    expect(screen.getByText('newsletter')).toBeInTheDocument();
  });

  it('says the language the lead wrote in, for the reply', async () => {
    const lead = makeEnquiry({ fname: 'Rania', lname: 'Saleh', language: 'ar' });
    db.leads = [lead];
    renderApp(`/leads/enquiry/${lead._id}`);
    expect(await screen.findByLabelText('Language')).toHaveTextContent('Arabic');
  });

  it('marks in the lists the leads written in another language than English', async () => {
    db.leads = [
      makeEnquiry({ fname: 'Rania', lname: 'Saleh', language: 'ar' }),
      makeEnquiry({ fname: 'Sara', lname: 'Khan', language: 'en' }),
    ];
    renderApp('/leads/enquiry');
    const rania = await screen.findByRole('row', { name: /Rania Saleh/ });
    expect(within(rania).getByText('Writes in Arabic')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Sara Khan/ })).queryByText(/Writes in/)).not.toBeInTheDocument();
  });

  it('marks a saved search by its language in the list', async () => {
    db.leads = [makeSavedSearch({ email: 'ivan@example.test', language: 'ru' })];
    renderApp('/leads/saved-search');
    const row = await screen.findByRole('row', { name: /ivan@example\.test/ });
    expect(within(row).getByText('Writes in Russian')).toBeInTheDocument();
  });

  it('names the listing an enquiry came from and the agent who was told', async () => {
    const lead = makeEnquiry({
      listing: { _id: 'prop-1', slug: 'frond-villa', referenceNumber: 'EST-000042', title: 'Signature Frond Villa' },
      agent: { _id: 'team-1', name: 'Priya Raman', email: 'priya@estate.test', mailSentAt: '2026-11-20T09:30:00.000Z' },
    });
    db.leads = [lead];
    renderApp(`/leads/enquiry/${lead._id}`);
    const listing = await screen.findByRole('link', { name: 'Signature Frond Villa · EST-000042' });
    expect(listing).toHaveAttribute('href', '/property/prop-1');
    expect(screen.getByLabelText('Agent')).toHaveTextContent(/Priya Raman \(priya@estate\.test\): notified/);
  });

  it('shows a booked viewing with its day and time, in the list and on the lead', async () => {
    const lead = makeEnquiry({
      fname: 'Layla',
      lname: 'Haddad',
      message: 'I would like to view this home on 2026-12-02 at 10:30 (Dubai time).',
      viewing: { date: '2026-12-02', time: '10:30' },
    });
    db.leads = [lead];
    const { user } = renderApp('/leads/enquiry');
    const row = await screen.findByRole('row', { name: /Layla Haddad/ });
    expect(within(row).getByText('Viewing 2026-12-02 at 10:30')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Layla Haddad' }));
    expect(await screen.findByLabelText('Day')).toHaveTextContent('Wednesday, 2 December 2026');
    expect(screen.getByLabelText('Time')).toHaveTextContent('10:30 (Dubai time)');
  });

  it('can be marked handled and back', async () => {
    const lead = makeEnquiry();
    db.leads = [lead];
    const { user } = renderApp(`/leads/enquiry/${lead._id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Marked as handled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as not handled' })).toBeInTheDocument();
    expect(db.leads[0]!.handled).toBe(true);
  });

  it('retries a failed mail', async () => {
    const lead = makeEnquiry({ mailStatus: 'failed', mailLastError: 'timeout' });
    db.leads = [lead];
    const { user } = renderApp(`/leads/enquiry/${lead._id}`);
    await user.click(await screen.findByRole('button', { name: 'Retry the e-mail' }));
    expect(await screen.findByText('The notification is queued again')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry the e-mail' })).not.toBeInTheDocument();
  });

  it("shows 'Lead not found!' for an unknown lead", async () => {
    renderApp('/leads/enquiry/nope');
    expect(await screen.findByText('Lead not found!')).toBeInTheDocument();
  });
});
