import { API_PREFIX, TOTAL_COUNT_HEADER } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const rowsOf = () => screen.getAllByRole('row').slice(1);

describe('The properties list', () => {
  it('shows a Loading row, then each property with its beds, baths and price', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa', beds: '5', baths: '6', price: 3_500_000 })];
    renderApp('/properties');
    expect(screen.getByRole('cell', { name: /Loading/ })).toBeInTheDocument();
    const row = (await screen.findByText('Palm Villa')).closest('tr')!;
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('$3,500,000.00')).toBeInTheDocument();
    for (const name of ['Property Title', 'Beds', 'Baths', 'Price', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('gives each row View Details and Edit links, and puts Add Property above the table', async () => {
    const villa = makeProperty({ title: 'Palm Villa' });
    db.properties = [villa];
    renderApp('/properties');
    await screen.findByText('Palm Villa');
    expect(screen.getByRole('link', { name: 'View Details: Palm Villa' })).toHaveAttribute(
      'href',
      `/property/${villa._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit: Palm Villa' })).toHaveAttribute(
      'href',
      `/update-property/${villa._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Property' })).toHaveAttribute('href', '/add-property');
  });

  it("shows 'Failed to fetch properties' in an error row when the list cannot be loaded", async () => {
    server.use(http.get(`${API_PREFIX}/get-properties`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderApp('/properties');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch properties');
  });

  it("shows 'Unexpected response format' when the list is not an array", async () => {
    server.use(http.get(`${API_PREFIX}/get-properties`, () => HttpResponse.json({ properties: [] })));
    renderApp('/properties');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response format');
  });

  it('finds a property by its title', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' }), makeProperty({ title: 'Marina Penthouse' })];
    const { user } = renderApp('/properties');
    await screen.findByText('Palm Villa');
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'pent');
    expect(screen.queryByText('Palm Villa')).not.toBeInTheDocument();
    expect(screen.getByText('Marina Penthouse')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('sorts by a column, ascending then descending', async () => {
    db.properties = [
      makeProperty({ title: 'Mid', price: 2_000_000 }),
      makeProperty({ title: 'Cheap', price: 500_000 }),
      makeProperty({ title: 'Dear', price: 9_000_000 }),
    ];
    const { user } = renderApp('/properties');
    await screen.findByText('Mid');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(rowsOf().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      expect.stringContaining('Cheap'),
      expect.stringContaining('Mid'),
      expect.stringContaining('Dear'),
    ]);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(within(rowsOf()[0]!).getByText('Dear')).toBeInTheDocument();
  });

  it('pages the table once it holds more than 50 rows', async () => {
    db.properties = Array.from({ length: 120 }, (_, i) =>
      makeProperty({ title: `Listing ${String(i + 1).padStart(3, '0')}` }),
    );
    const { user } = renderApp('/properties');
    await screen.findByText('Listing 001');
    expect(rowsOf()).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Listing 051')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads every page of a long list, following X-Total-Count', async () => {
    const offsets: string[] = [];
    server.use(
      http.get(`${API_PREFIX}/get-properties`, ({ request }) => {
        const url = new URL(request.url);
        offsets.push(`${url.searchParams.get('limit')}@${url.searchParams.get('offset')}`);
        const offset = Number(url.searchParams.get('offset'));
        const page = offset === 0 ? [makeProperty({ title: 'First page' })] : [makeProperty({ title: 'Second page' })];
        return HttpResponse.json(page, { headers: { [TOTAL_COUNT_HEADER]: '2' } });
      }),
    );
    renderApp('/properties');
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(offsets).toEqual(['1000@0', '1000@1']);
  });
});
