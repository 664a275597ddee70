import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeAuditEntry, makeContact, makeEnquiry } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

const viewing = {
  kind: 'enquiry' as const,
  _id: 'enq-viewing',
  activity: 'viewing' as const,
  at: '2026-11-22T08:30:00.000Z',
  summary: 'I would like to view this home.',
  listing: { _id: 'prop-palm', slug: 'palm-villa', referenceNumber: 'EST-0042', title: 'Palm Villa' },
  viewing: { date: '2026-11-25', time: '10:30' },
  status: 'handled',
  handled: true,
};
const subscription = {
  kind: 'subscriber' as const,
  _id: 'sub-1',
  activity: 'subscriber' as const,
  at: '2026-11-23T09:00:00.000Z',
  summary: '',
  listing: null,
  viewing: null,
  status: 'new',
  handled: false,
};

describe('The Contacts section', () => {
  it('sits in the navigation after Leads, for every role that reads leads', async () => {
    renderApp('/contacts');
    await screen.findByRole('heading', { name: 'Contacts' });
    const links = within(nav())
      .getAllByRole('link')
      .map((l) => l.textContent ?? '');
    expect(links.indexOf('Contacts')).toBe(links.findIndex((t) => t.startsWith('Leads')) + 1);
  });

  it('lists each person with e-mail, phone, number of leads and last activity, newest activity first', async () => {
    db.contacts = [
      makeContact({ name: 'Sara Khan', email: 'sara@example.com', lastActivityAt: '2026-11-20T10:00:00.000Z' }),
      makeContact({
        name: '',
        email: 'omar@example.com',
        phone: '',
        lastActivityAt: '2026-11-24T06:00:00.000Z',
        timeline: [subscription, viewing],
      }),
    ];
    renderApp('/contacts');
    const omar = await screen.findByRole('row', { name: /omar@example.com/ });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['omar@example.com', 'Sara Khan']);
    expect(
      within(omar)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['omar@example.com', 'omar@example.com', '—', '2', '24 Nov 2026, 10:00']);
    const sara = screen.getByRole('row', { name: /Sara Khan/ });
    expect(within(sara).getByRole('link', { name: 'Sara Khan' })).toHaveAttribute(
      'href',
      `/contacts/${db.contacts[0]!._id}`,
    );
    expect(within(sara).getByText('+971501234567')).toBeInTheDocument();
  });

  it('searches by name, e-mail or phone on the server, with the search in the address', async () => {
    db.contacts = [makeContact({ name: 'Sara Khan' }), makeContact({ name: 'Omar Rahman', email: 'omar@example.com' })];
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/get-contacts')) seen.push(request.url);
    });
    const { user, router } = renderApp('/contacts');
    await screen.findByRole('link', { name: 'Sara Khan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), 'omar{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sara Khan' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Omar Rahman' })).toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=omar');
    expect(Object.fromEntries(new URL(seen.at(-1)!).searchParams)).toEqual({ q: 'omar', limit: '50', offset: '0' });
    server.events.removeAllListeners();
  });

  it('says when the list could not be read', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-contacts`, () => HttpResponse.json({ message: 'Database away' }, { status: 503 })),
    );
    renderApp('/contacts');
    expect(await screen.findByText('Database away')).toBeInTheDocument();
  });
});

describe('A contact’s page', () => {
  it('shows the details and the timeline of the leads, each linked to its own page', async () => {
    const contact = makeContact({
      name: 'Sara Khan',
      emails: ['sara@example.com', 'sara.k@work.example'],
      timeline: [subscription, viewing],
      leadCount: 2,
    });
    db.contacts = [contact];
    renderApp(`/contacts/${contact._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Khan' })).toBeInTheDocument();
    expect(screen.getByText('2 leads · first seen 1 Nov 2026, 13:00')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    expect(within(details).getByText('sara.k@work.example')).toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline).toHaveLength(2);
    expect(within(timeline[0]!).getByRole('link', { name: 'Newsletter subscription' })).toHaveAttribute(
      'href',
      '/leads/subscriber/sub-1',
    );
    expect(within(timeline[0]!).getByText('Not handled')).toBeInTheDocument();
    expect(within(timeline[1]!).getByRole('link', { name: 'Viewing request' })).toHaveAttribute(
      'href',
      '/leads/enquiry/enq-viewing',
    );
    expect(within(timeline[1]!).getByText('Viewing on 2026-11-25 at 10:30 (Dubai time)')).toBeInTheDocument();
    expect(within(timeline[1]!).getByRole('link', { name: 'Palm Villa · EST-0042' })).toHaveAttribute(
      'href',
      '/property/prop-palm',
    );
    expect(within(timeline[1]!).getByText('Handled')).toBeInTheDocument();
  });

  it('shows the audit trail of the contact and its leads to a role that reads it, and not to an agent', async () => {
    const contact = makeContact({
      history: [
        makeAuditEntry({
          kind: 'contact',
          itemId: 'x',
          title: 'sara@example.com',
          action: 'merge',
          changes: [{ field: 'leadsMoved', before: null, after: 2 }],
        }),
      ],
    });
    db.contacts = [contact];
    const { unmount } = renderApp(`/contacts/${contact._id}`);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('Merged')).toBeInTheDocument();
    expect(within(history).getByText('Leads moved:')).toBeInTheDocument();
    unmount();

    renderApp(`/contacts/${contact._id}`, { role: 'agent' });
    await screen.findByRole('region', { name: 'Timeline' });
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('says so when there is no such contact', async () => {
    renderApp('/contacts/nope');
    expect(await screen.findByText('Contact not found!')).toBeInTheDocument();
  });

  it('is linked from each lead’s page', async () => {
    const lead = makeEnquiry({ fname: 'Sara', lname: 'Khan', contactId: 'cont-sara' });
    db.leads = [lead];
    renderApp(`/leads/enquiry/${lead._id}`);
    expect(await screen.findByRole('link', { name: 'Open the contact' })).toHaveAttribute(
      'href',
      '/contacts/cont-sara',
    );
  });
});

describe('Merging contacts', () => {
  it('finds the other contact by a search, asks first, then shows the merged contact', async () => {
    const kept = makeContact({ name: 'Sara Khan', email: 'sara@example.com', timeline: [viewing], leadCount: 1 });
    const gone = makeContact({
      name: '',
      email: 'sara.k@work.example',
      phone: '',
      phones: [],
      timeline: [subscription],
      leadCount: 1,
    });
    db.contacts = [kept, gone];
    const { user } = renderApp(`/contacts/${kept._id}`);
    await user.click(await screen.findByRole('button', { name: 'Merge with another contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge with another contact' });
    const merge = within(dialog).getByRole('button', { name: 'Merge into this contact' });
    expect(merge).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a contact' }), 'sara');
    // The contact on the page is not offered.
    const choice = await within(dialog).findByRole('radio', { name: /sara\.k@work\.example/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(choice);
    await user.click(merge);

    const confirm = screen.getByRole('alertdialog', { name: 'Merge sara.k@work.example into Sara Khan?' });
    expect(confirm).toHaveTextContent('The 1 lead of sara.k@work.example');
    await user.click(within(confirm).getByRole('button', { name: 'Merge contacts' }));

    expect(await screen.findByText('sara.k@work.example is merged into this contact.')).toBeInTheDocument();
    expect(requestsTo('/merge-contacts', 'POST')[0]!.body).toEqual({ from: gone._id, into: kept._id });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(db.contacts.map((c) => c._id)).toEqual([kept._id]);
  });

  it('goes back to the choice on Cancel, and shows the server’s refusal', async () => {
    const kept = makeContact({ name: 'Sara Khan' });
    db.contacts = [kept, makeContact({ name: 'Sara Other', email: 'other@example.com' })];
    server.use(
      http.post(`${API_PREFIX}/merge-contacts`, () =>
        HttpResponse.json({ message: 'Contact not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp(`/contacts/${kept._id}`);
    await user.click(await screen.findByRole('button', { name: 'Merge with another contact' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a contact' }), 'other');
    await user.click(await screen.findByRole('radio', { name: /Sara Other/ }));
    await user.click(screen.getByRole('button', { name: 'Merge into this contact' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: /Sara Other/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Merge into this contact' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Merge contacts' }));
    expect(await screen.findByText('Contact not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
