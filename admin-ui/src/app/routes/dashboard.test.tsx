import { API_PREFIX, TOTAL_COUNT_HEADER } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/db';
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
});
