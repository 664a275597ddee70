import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, dubaiToday, mailErrorInWords } from '@estate/contract';
import { db, record, requestsTo } from '@/testing/db';
import { makeEnquiry, makeViewing } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { addDays, longDayLabel, thisWeek } from '../viewing-labels';

const monday = thisWeek();
const day = (n: number) => addDays(monday, n);
// A day with every slot still ahead, for a move.
const later = addDays(dubaiToday(), 3);

function seed() {
  db.viewings = [
    makeViewing({ _id: 'enq-sara', date: day(1), time: '10:00' }),
    makeViewing({
      _id: 'enq-omar',
      date: day(3),
      time: '15:30',
      state: 'confirmed',
      buyer: { name: 'Omar Aziz', email: 'omar@example.com', phone: '' },
      assignee: { id: 2, name: 'editor', active: true },
    }),
    makeViewing({
      _id: 'enq-next',
      date: day(8),
      time: '11:00',
      buyer: { name: 'Layla Haddad', email: '', phone: '' },
    }),
  ];
}

const dayGroup = (d: string) => screen.getByRole('region', { name: longDayLabel(d) });

describe('The viewings calendar', () => {
  it('shows the week by day and time, each viewing with its buyer, listing and state', async () => {
    seed();
    renderApp('/viewings');
    await screen.findByRole('heading', { name: 'Viewings', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels.indexOf('Viewings')).toBe(labels.indexOf('Pipeline') + 1);

    const tuesday = await waitFor(() => dayGroup(day(1)));
    expect(
      within(tuesday).getByRole('button', { name: '10:00 Sara Khan, EST-0042 · Palm Villa, Requested' }),
    ).toBeInTheDocument();
    expect(within(dayGroup(day(3))).getByRole('button', { name: /15:30 Omar Aziz.*Confirmed/ })).toBeInTheDocument();
    expect(within(dayGroup(day(0))).getByText('No viewings')).toBeInTheDocument();
    expect(screen.queryByText('Layla Haddad')).not.toBeInTheDocument();
    expect(requestsTo('/get-viewings', 'GET')[0]!.path).toContain(`from=${monday}`);
  });

  it('goes to the next week and filters by agent through the address', async () => {
    seed();
    const { user } = renderApp('/viewings');
    await screen.findByRole('button', { name: /Sara Khan/ });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('button', { name: /Layla Haddad/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sara Khan/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await screen.findByRole('button', { name: /Sara Khan/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), 'me');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sara Khan/ })).not.toBeInTheDocument());
    expect(requestsTo('/get-viewings', 'GET').at(-1)!.path).toContain('assignee=me');
  });

  it('confirms a viewing from its dialog', async () => {
    seed();
    const { user } = renderApp('/viewings');
    await user.click(await screen.findByRole('button', { name: /Sara Khan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Viewing with Sara Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Viewing confirmed');
    expect(requestsTo('/update-viewing/enq-sara', 'PUT')[0]!.body).toEqual({ action: 'confirm' });
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('moves a viewing to a new day and slot, and shows a refusal in the dialog', async () => {
    seed();
    server.use(
      http.put(`${API_PREFIX}/update-viewing/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            message: 'agent already has a viewing at that day and time: choose another slot',
            errors: [
              { field: 'time', message: 'agent already has a viewing at that day and time: choose another slot' },
            ],
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/viewings');
    await user.click(await screen.findByRole('button', { name: /Sara Khan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Viewing with Sara Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const date = within(dialog).getByLabelText('New day');
    await user.clear(date);
    await user.type(date, later);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New time (Dubai)' }), '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move the viewing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already has a viewing at that day and time/);
    expect(requestsTo('/update-viewing/enq-sara', 'PUT')[0]!.body).toEqual({
      action: 'reschedule',
      date: later,
      time: '14:00',
    });
  });

  it('shows an agent their own viewings, without the agent filter', async () => {
    seed();
    renderApp('/viewings', { role: 'agent' });
    expect(await screen.findByRole('button', { name: /Sara Khan/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Omar Aziz/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
    expect(requestsTo('/get-viewings', 'GET')[0]!.path).toContain('assignee=me');
  });
});

describe("An enquiry's viewing card", () => {
  it('shows the viewing and cancels it after asking', async () => {
    seed();
    db.leads = [makeEnquiry({ _id: 'enq-sara', viewing: { date: day(1), time: '10:00' } })];
    const { user } = renderApp('/leads/enquiry/enq-sara');
    const card = await screen.findByRole('region', { name: 'Viewing' });
    expect(await within(card).findByText(/at 10:00/)).toBeInTheDocument();
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel viewing' }));
    expect(requestsTo('/update-viewing/enq-sara', 'PUT')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Viewing cancelled');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it("says which of the buyer's mails could not be sent, when and why, and sends it again", async () => {
    seed();
    db.viewings[0] = {
      ...db.viewings[0]!,
      state: 'confirmed',
      sequence: 1,
      undeliveredMails: [
        {
          _id: 'vmail-1',
          change: 'confirmed',
          sequence: 1,
          to: 'sara@example.com',
          queuedAt: '2026-12-02T06:00:00.000Z',
          failedAt: '2026-12-02T11:05:00.000Z',
          attempts: 12,
          error: "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
          reason: mailErrorInWords("Can't send mail - all recipients were rejected: 550 5.1.1 No such user"),
        },
      ],
    };
    db.leads = [makeEnquiry({ _id: 'enq-sara', viewing: { date: day(1), time: '10:00' } })];
    const { user } = renderApp('/leads/enquiry/enq-sara');
    const card = await screen.findByRole('region', { name: 'Viewing' });
    const failed = await within(card).findByRole('group', { name: "The buyer's mails not sent" });
    expect(failed).toHaveTextContent('The confirmation mail to Sara Khan could not be sent');
    expect(failed).toHaveTextContent('gave up 2 Dec 2026, 15:05, after 12 attempts');
    expect(failed).toHaveTextContent(
      'The recipient’s address was refused: it may be misspelt, full or no longer in use.',
    );
    expect(failed).toHaveTextContent("The mail server said: Can't send mail - all recipients were rejected");

    await user.click(within(failed).getByRole('button', { name: 'Send again' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The mail to Sara Khan is queued again: it goes out in a moment.',
    );
    expect(requestsTo('/resend-viewing-mail/vmail-1', 'POST')).toHaveLength(1);
    expect(within(card).queryByText(/could not be sent/)).not.toBeInTheDocument();
  });

  it('says so when the mail cannot be queued again', async () => {
    seed();
    db.viewings[0] = {
      ...db.viewings[0]!,
      undeliveredMails: [
        {
          _id: 'vmail-2',
          change: 'requested',
          sequence: 0,
          to: 'sara@example.com',
          queuedAt: '2026-12-02T06:00:00.000Z',
          failedAt: null,
          attempts: 3,
          error: 'connect ECONNREFUSED 127.0.0.1:25',
          reason: mailErrorInWords('connect ECONNREFUSED 127.0.0.1:25'),
        },
      ],
    };
    db.leads = [makeEnquiry({ _id: 'enq-sara', viewing: { date: day(1), time: '10:00' } })];
    server.use(
      http.post(`${API_PREFIX}/resend-viewing-mail/:id`, () =>
        HttpResponse.json(
          { message: 'This viewing is not yours: agents work the viewings they hold' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/leads/enquiry/enq-sara', { role: 'agent' });
    const card = await screen.findByRole('region', { name: 'Viewing' });
    const failed = await within(card).findByRole('group', { name: "The buyer's mails not sent" });
    expect(failed).toHaveTextContent('The booking mail to Sara Khan could not be sent (queued 2 Dec 2026, 10:00');
    expect(failed).toHaveTextContent('The mail server could not be reached.');
    await user.click(within(failed).getByRole('button', { name: 'Send again' }));
    expect(await within(failed).findByRole('alert')).toHaveTextContent('This viewing is not yours');
    expect(failed).toHaveTextContent('The booking mail to Sara Khan could not be sent');
  });
});
