import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@estate/contract';
import { db, requestsTo } from '@/testing/db';
import { makeDeal, makeEnquiry } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const nav = () => screen.getByRole('navigation', { name: 'Admin' });
const column = (name: RegExp) => screen.getByRole('region', { name });

function seed() {
  db.leads = [
    makeEnquiry({
      _id: 'enq-sara',
      fname: 'Sara',
      lname: 'Khan',
      listing: { _id: 'prop-palm', slug: 'palm-villa', referenceNumber: 'EST-0042', title: 'Palm Villa' },
      deal: makeDeal({ unanswered: true }),
    }),
    makeEnquiry({
      _id: 'enq-omar',
      fname: 'Omar',
      lname: 'Aziz',
      email: 'omar@example.com',
      deal: makeDeal({ stage: 'offer', assignee: { id: 3, name: 'agent', active: true } }),
    }),
  ];
}

describe('The pipeline board', () => {
  it('shows every stage with its count and its deals, flagging the unanswered one', async () => {
    seed();
    renderApp('/pipeline');
    await screen.findByRole('heading', { name: 'Pipeline', level: 1 });
    const newDeals = await waitFor(() => column(/^New: 1 deal$/));
    expect(within(newDeals).getByRole('link', { name: 'Sara Khan' })).toHaveAttribute(
      'href',
      '/leads/enquiry/enq-sara',
    );
    expect(within(newDeals).getByText('EST-0042 · Palm Villa')).toBeInTheDocument();
    expect(within(newDeals).getByText('Unanswered')).toBeInTheDocument();
    expect(within(newDeals).getByText('Unassigned')).toBeInTheDocument();
    expect(within(column(/^Offer: 1 deal$/)).getByText('agent')).toBeInTheDocument();
    expect(column(/^Won: 0 deals$/)).toHaveTextContent('No deals');
    expect(screen.getByText(/within 4 hours is flagged Unanswered/)).toBeInTheDocument();
  });

  it('moves a card with its stage list, and keeps the outcome on screen', async () => {
    seed();
    const { user } = renderApp('/pipeline');
    const select = await screen.findByRole('combobox', { name: "Stage of Sara Khan's deal" });
    await user.selectOptions(select, 'viewed');
    await user.selectOptions(select, 'contacted');
    // Choosing moves nothing: the Move button does (arrow keys on a list change its value).
    expect(requestsTo('/update-deal/enq-sara', 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(column(/^Contacted: 1 deal$/)).toHaveTextContent('Sara Khan'));
    expect(requestsTo('/update-deal/enq-sara', 'PUT')[0]!.body).toEqual({ stage: 'contacted' });
    expect(screen.getByRole('status')).toHaveTextContent('Sara Khan moved to Contacted.');
  });

  it('asks why before moving a deal to Lost, and refuses no reason', async () => {
    seed();
    const { user } = renderApp('/pipeline');
    const select = await screen.findByRole('combobox', { name: "Stage of Omar Aziz's deal" });
    await user.selectOptions(select, 'lost');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByText('Say why the deal was lost.')).toBeInTheDocument();
    expect(requestsTo('/update-deal/enq-omar', 'PUT')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(column(/^Lost: 1 deal$/)).toHaveTextContent('Bought elsewhere'));
    expect(requestsTo('/update-deal/enq-omar', 'PUT')[0]!.body).toEqual({
      stage: 'lost',
      lostReason: 'Bought elsewhere',
    });
  });

  it('shows a refused Lost in its dialog, above the reason', async () => {
    seed();
    server.use(
      http.put(`${API_PREFIX}/update-deal/:id`, () =>
        HttpResponse.json(
          {
            message: "This deal's assignee, agent, is no longer active: assign it to an active member first",
            errors: [{ field: 'assigneeId', message: 'no longer active' }],
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/pipeline');
    await user.selectOptions(await screen.findByRole('combobox', { name: "Stage of Omar Aziz's deal" }), 'lost');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Went quiet');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /no longer active: assign it to an active member/,
    );
  });

  it('filters by who holds the deal, in the address', async () => {
    seed();
    const { user } = renderApp('/pipeline');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Assigned to' }), 'none');
    await waitFor(() => expect(column(/^Offer: 0 deals$/)).toBeInTheDocument());
    expect(column(/^New: 1 deal$/)).toHaveTextContent('Sara Khan');
    expect(requestsTo('/get-deal-board', 'GET').at(-1)!.path).toContain('assignee=none');
  });

  it('lists the deals in a table too, filtered by stage', async () => {
    seed();
    const { user } = renderApp('/pipeline?view=table');
    await screen.findByRole('table', { name: 'Deals' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'offer');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sara Khan' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Omar Aziz' })).toBeInTheDocument();
  });

  it('is in the navigation for the roles that work deals, not for Marketing', async () => {
    renderApp('/pipeline', { role: 'agent' });
    await screen.findByRole('heading', { name: 'Pipeline', level: 1 });
    expect(within(nav()).getByRole('link', { name: 'Pipeline' })).toBeInTheDocument();
  });
});

describe('A deal on its enquiry page', () => {
  it('is assigned to a member and moved from its Pipeline card', async () => {
    seed();
    const { user } = renderApp('/leads/enquiry/enq-sara');
    const card = await screen.findByRole('region', { name: 'Pipeline' });
    await within(card).findByRole('option', { name: 'agent (Agent)' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Assigned to' }), '3');
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(requestsTo('/update-deal/enq-sara', 'PUT')[0]!.body).toEqual({ assigneeId: 3 }));
    expect(await within(card).findByText('Sara Khan is assigned.')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Assigned to' })).toHaveValue('3');
  });

  it('shows an agent who holds it, without handing it over', async () => {
    seed();
    renderApp('/leads/enquiry/enq-omar', { role: 'agent' });
    const card = await screen.findByRole('region', { name: 'Pipeline' });
    expect(within(card).queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(within(card).getByText('agent')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Stage' })).toHaveValue('offer');
  });
});
