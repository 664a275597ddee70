import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const rowsOf = () => screen.getAllByRole('row').slice(1);
/** The query parameters of each list request, in order. */
const listCalls = () =>
  requestsTo('/get-properties', 'GET').map((r) => new URL(r.path, 'http://admin.test').searchParams);

describe('The properties list', () => {
  it('shows a Loading row, then each property with its beds, baths and price', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa', beds: '5', baths: '6', price: 3_500_000 })];
    renderApp('/properties');
    expect(screen.getByRole('cell', { name: /Loading/ })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Palm Villa/ });
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('$3,500,000')).toBeInTheDocument();
    for (const name of ['Property Title', 'Beds', 'Baths', 'Price', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it('shows prices in whole units, though the stored AED price has fils', async () => {
    db.properties = [makeProperty({ title: 'Fractional Villa', price: 365_000.14, priceAed: 1_340_462.5 })];
    renderApp('/properties');
    const row = await screen.findByRole('row', { name: /Fractional Villa/ });
    // Whole-text matches: "$365,000.14" and "AED 1,340,462.50" would not do.
    expect(within(row).getByText('$365,000')).toBeInTheDocument();
    expect(within(row).getByText('AED 1,340,463')).toBeInTheDocument();
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

  it('searches on the server and keeps the search in the URL', async () => {
    db.properties = [
      makeProperty({ title: 'Palm Villa', location: 'Palm Jumeirah' }),
      makeProperty({ title: 'Marina Penthouse', location: 'Dubai Marina' }),
    ];
    const { user, router } = renderApp('/properties');
    await screen.findByText('Palm Villa');
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'pent');
    await waitFor(() => expect(screen.queryByText('Palm Villa')).not.toBeInTheDocument());
    expect(screen.getByText('Marina Penthouse')).toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=pent');
    // Typing waits for a pause: one search request, not one per letter.
    expect(listCalls().filter((p) => p.has('q'))).toHaveLength(1);
    expect(listCalls().at(-1)!.get('q')).toBe('pent');
  });

  it('sorts on the server by a column, ascending then descending, with the sort in the URL', async () => {
    db.properties = [
      makeProperty({ title: 'Mid', price: 2_000_000 }),
      makeProperty({ title: 'Cheap', price: 500_000 }),
      makeProperty({ title: 'Dear', price: 9_000_000 }),
    ];
    const { user, router } = renderApp('/properties');
    await screen.findByText('Mid');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(rowsOf().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
        expect.stringContaining('Cheap'),
        expect.stringContaining('Mid'),
        expect.stringContaining('Dear'),
      ]),
    );
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=price%3Aasc');
    expect(listCalls().at(-1)!.get('sort')).toBe('price:asc');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(within(rowsOf()[0]!).getByText('Dear')).toBeInTheDocument());
    expect(listCalls().at(-1)!.get('sort')).toBe('price:desc');
    // A third click goes back to the server's order (newest first).
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('columnheader', { name: /Price/ })).not.toHaveAttribute('aria-sort');
  });

  it('loads one page of 50 at a time, and the page number is in the URL', async () => {
    db.properties = Array.from({ length: 120 }, (_, i) =>
      makeProperty({ title: `Listing ${String(i + 1).padStart(3, '0')}` }),
    );
    const { user, router } = renderApp('/properties');
    await screen.findByText('Listing 001');
    expect(rowsOf()).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.getByText('120 entries')).toBeInTheDocument();
    expect(listCalls().map((p) => `${p.get('limit')}@${p.get('offset')}`)).toEqual(['50@0']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Listing 051')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls().map((p) => `${p.get('limit')}@${p.get('offset')}`)).toEqual(['50@0', '50@50']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Listing 120')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens on the page, search and sort the URL holds', async () => {
    db.properties = Array.from({ length: 70 }, (_, i) =>
      makeProperty({ title: `Villa ${String(i + 1).padStart(2, '0')}` }),
    );
    renderApp('/properties?page=2&q=villa&sort=title:desc');
    expect(await screen.findByText('Villa 20')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('villa');
    expect(screen.getByRole('columnheader', { name: /Property Title/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    const [call] = listCalls();
    expect(Object.fromEntries(call!)).toEqual({ limit: '50', offset: '50', q: 'villa', sort: 'title:desc' });
  });

  it('a new search or sort starts again at the first page', async () => {
    db.properties = Array.from({ length: 60 }, (_, i) => makeProperty({ title: `Home ${i + 1}` }));
    const { user, router } = renderApp('/properties?page=2');
    await screen.findByText('Page 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Beds' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=beds%3Aasc'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'home');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=beds%3Aasc&q=home'));
  });

  it('does not send a sort the table does not offer', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' })];
    renderApp('/properties?sort=desc1:asc&page=zero');
    await screen.findByText('Palm Villa');
    // The page's own call is the last one: a request of the test before can still land in this
    // test's log (it was in flight when that test ended), so the first entry is not this page's.
    expect(Object.fromEntries(listCalls().at(-1)!)).toEqual({ limit: '50', offset: '0' });
    expect(listCalls().some((p) => p.get('sort') === 'desc1:asc')).toBe(false);
  });
});
