import { API_PREFIX, mailErrorInWords, TOTAL_COUNT_HEADER, type UndeliveredStaffMail } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeDevelopment, makeEnquiry, makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('The dashboard', () => {
  it('shows the total count of properties and, for each, title, beds, baths and price', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa', beds: '5', baths: '6', price: 3_500_000 })];
    db.developments = [makeDevelopment(), makeDevelopment()];
    renderApp('/dashboard');
    const row = await screen.findByRole('row', { name: /Palm Villa/ });
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('$3,500,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Total properties')).toHaveTextContent('1');
    await waitFor(() => expect(screen.getByLabelText('Projects on the site')).toHaveTextContent('2'));
  });

  it('takes the count from X-Total-Count', async () => {
    server.use(
      http.get(`${API_PREFIX}/get-properties`, ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json(limit === '1' ? [makeProperty()] : [makeProperty(), makeProperty()], {
          headers: { [TOTAL_COUNT_HEADER]: limit === '1' ? '1234' : '2' },
        });
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch projects' when the properties cannot be loaded", async () => {
    server.use(http.get(`${API_PREFIX}/get-properties`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch projects');
  });

  it("shows 'Unexpected response format' when the list is not an array", async () => {
    server.use(http.get(`${API_PREFIX}/get-properties`, () => HttpResponse.json({ data: [] })));
    renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response format');
  });

  it('counts the deals nobody answered in time, linking to them on the pipeline', async () => {
    const late = makeEnquiry().deal;
    db.leads = [
      makeEnquiry({ deal: { ...late, unanswered: true } }),
      makeEnquiry(),
      makeEnquiry({ deal: { ...late, unanswered: true } }),
    ];
    renderApp('/dashboard');
    const stat = await screen.findByRole('link', { name: /Unanswered deals/ });
    await waitFor(() => expect(within(stat).getByLabelText(/Unanswered deals/)).toHaveTextContent('2'));
    expect(stat).toHaveAttribute('href', '/pipeline?unanswered=true');
    expect(stat).toHaveTextContent('New for over 4 hours');
  });

  it('has no pipeline figure for Marketing, whose role works no enquiries', async () => {
    renderApp('/dashboard', { role: 'marketing' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('link', { name: /Unanswered deals/ })).not.toBeInTheDocument();
  });

  describe('Mails not delivered', () => {
    const failed = (overrides: Partial<UndeliveredStaffMail> = {}): UndeliveredStaffMail => ({
      _id: 'notice-1',
      to: 'layla@agency.test',
      subject: 'Estate: Sara Khan about EST-0042 · Palm Villa is yours',
      queuedAt: '2026-12-02T06:00:00.000Z',
      failedAt: '2026-12-02T11:05:00.000Z',
      attempts: 12,
      error: 'connect ECONNREFUSED 10.0.0.5:587',
      reason: mailErrorInWords('connect ECONNREFUSED 10.0.0.5:587'),
      ...overrides,
    });

    it('lists the mails to the team the outbox gave up on, and sends one again or dismisses one', async () => {
      db.staffMails = [
        failed(),
        failed({
          _id: 'notice-2',
          to: 'omar@agency.test',
          subject: 'Estate: your day, 2 tasks',
          error: '450 Mailbox unavailable, try again later',
          reason: mailErrorInWords('450 Mailbox unavailable, try again later'),
        }),
      ];
      const { user } = renderApp('/dashboard');
      const section = await screen.findByRole('region', { name: 'Mails not delivered' });
      const list = within(section).getByRole('list', { name: 'Mails not delivered' });
      const [assigned, digest] = within(list).getAllByRole('listitem');
      expect(assigned).toHaveTextContent('Estate: Sara Khan about EST-0042 · Palm Villa is yours');
      expect(assigned).toHaveTextContent('To layla@agency.test · gave up 2 Dec 2026, 15:05 after 12 attempts');
      expect(assigned).toHaveTextContent('The mail server could not be reached.');
      expect(assigned).toHaveTextContent('The mail server said: connect ECONNREFUSED 10.0.0.5:587');
      expect(digest).toHaveTextContent('The recipient’s address was refused');

      await user.click(within(assigned!).getByRole('button', { name: 'Send again' }));
      expect(await within(section).findByRole('status')).toHaveTextContent(
        'The mail is queued again: Estate: Sara Khan about EST-0042 · Palm Villa is yours',
      );
      expect(requestsTo('/resend-staff-mail/notice-1', 'POST')).toHaveLength(1);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

      await user.click(within(list).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Mails not delivered' })).not.toBeInTheDocument(),
      );
      expect(requestsTo('/dismiss-staff-mail/notice-2', 'DELETE')).toHaveLength(1);
      expect(await screen.findByRole('status')).toHaveTextContent('The mail is dismissed: Estate: your day, 2 tasks');
    });

    it('shows nothing while every mail went out', async () => {
      renderApp('/dashboard');
      await waitFor(() => expect(requestsTo('/get-undelivered-staff-mails', 'GET')).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Mails not delivered' })).not.toBeInTheDocument();
    });

    it('is not asked for by an editor or an agent', async () => {
      db.staffMails = [failed()];
      for (const role of ['editor', 'agent'] as const) {
        const view = renderApp('/dashboard', { role });
        await screen.findByRole('heading', { name: 'Dashboard' });
        expect(screen.queryByRole('region', { name: 'Mails not delivered' })).not.toBeInTheDocument();
        view.unmount();
      }
      expect(requestsTo('/get-undelivered-staff-mails')).toHaveLength(0);
    });
  });
});
