import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, dubaiToday } from '@estate/contract';
import { requestsTo } from '@/testing/db';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { ROLE_TOKENS } from '@/testing/staff';

/*
 * The Reports screen (docs/decisions/0084): the range in the address, each report as a chart
 * with a table of its figures, each downloadable as CSV, and only for the roles that read reports.
 */

// recharts' ResponsiveContainer watches its box; jsdom has no ResizeObserver.
beforeAll(() => {
  if (!('ResizeObserver' in globalThis))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
});

const nav = () => screen.getByRole('navigation', { name: 'Admin' });
const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('The Reports screen', () => {
  it('shows each report for the range in the address, charts with their tables', async () => {
    renderApp('/reports?from=2026-03-02&to=2026-03-15');
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    await waitFor(() => expect(rowsOf('Leads per source')).toHaveLength(3));
    expect(rowsOf('Leads per source')).toEqual([
      ['direct', '2'],
      ['google', '2'],
      ['partner.example', '1'],
    ]);
    expect(screen.getByRole('img', { name: /Leads per week by source: 5 in 2 weeks, most from direct/ })).toBeVisible();
    expect(rowsOf('Leads per source, medium and campaign')[0]).toEqual(['google', 'cpc', 'spring', '2']);

    await waitFor(() => expect(rowsOf('Leads and first responses per agent')).toHaveLength(2));
    expect(rowsOf('Leads and first responses per agent')).toEqual([
      ['Sara Khan', '3', '0', '1 h', '3 h 20 min'],
      ['Nobody yet', '1', '1', '—', '—'],
    ]);
    await waitFor(() => expect(rowsOf('Deals that reached each stage')).toHaveLength(7));
    expect(rowsOf('Deals that reached each stage')[1]).toEqual(['Contacted', '4', '1', '66.7 %']);
    expect(screen.getByRole('img', { name: 'Of 6 deals, 1 were won; the table gives every stage.' })).toBeVisible();
    await waitFor(() => expect(rowsOf('Views, enquiries and conversion per listing')).toHaveLength(2));
    expect(rowsOf('Views, enquiries and conversion per listing')).toEqual([
      ['EST-0042 · Palm Villa', '50', '2', '4.00 %'],
      ['Marina Flat', '0', '1', '—'],
    ]);
    expect(screen.getByText(/50 page views, 3 enquiries about listings/)).toBeInTheDocument();

    for (const name of ['sources', 'agents', 'listings', 'stages'])
      expect(new URL(requestsTo(`/get-report/${name}`)[0]!.path, 'http://x').search).toBe(
        '?from=2026-03-02&to=2026-03-15',
      );
  });

  it('asks for the last 12 weeks by default, and for the days chosen', async () => {
    renderApp('/reports');
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    const from = screen.getByLabelText('From');
    expect(screen.getByLabelText('To')).toHaveValue(dubaiToday());
    await waitFor(() => expect(requestsTo('/get-report/stages')).toHaveLength(1));
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    await waitFor(() =>
      expect(requestsTo('/get-report/stages').some((r) => r.path.includes('from=2026-01-05'))).toBe(true),
    );
  });

  it('says when the range in the address cannot be shown', async () => {
    renderApp('/reports?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('from must not be after to: showing the last 12 weeks.');
  });

  it('downloads a report as CSV with the bearer token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/reports?from=2026-03-02&to=2026-03-15');
    const card = await screen.findByRole('region', { name: 'Leads per agent' });
    await user.click(within(card).getByRole('button', { name: 'Download CSV of leads per agent' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [sent] = requestsTo('/export-report/agents');
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${ROLE_TOKENS.administrator}`);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'report-agents-2026-03-02-2026-03-15.csv',
    );
  });

  it('shows a report that failed as an alert, the others still', async () => {
    server.use(http.get(`${API_PREFIX}/get-report/agents`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/reports?from=2026-03-02&to=2026-03-15');
    const card = await screen.findByRole('region', { name: 'Leads per agent' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(/could not be loaded|went wrong|failed/i);
    await waitFor(() => expect(rowsOf('Leads per source')).toHaveLength(3));
  });

  it('is in the navigation of administrators, editors and marketing, not of agents', async () => {
    renderApp('/reports', { role: 'marketing' });
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    expect(within(nav()).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  });

  it('is refused to agents', async () => {
    renderApp('/reports', { role: 'agent' });
    await screen.findByRole('heading', { name: /page$/, level: 1 });
    expect(within(nav()).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(requestsTo('/get-report/')).toHaveLength(0);
  });
});
