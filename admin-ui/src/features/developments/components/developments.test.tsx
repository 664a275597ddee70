import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeDevelopment, makeProperty } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('The developments list', () => {
  it('shows each development with its units, bed units and price, and View Details / Edit links', async () => {
    const dev = makeDevelopment({ title: 'Harbour Towers', units: '240', bedUnits: '1-4', price: 900_000 });
    db.developments = [dev];
    renderApp('/developments');
    const row = await screen.findByRole('row', { name: /Harbour Towers/ });
    expect(within(row).getByText('240')).toBeInTheDocument();
    expect(within(row).getByText('1-4')).toBeInTheDocument();
    expect(within(row).getByText('$900,000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Details: Harbour Towers' })).toHaveAttribute(
      'href',
      `/development/${dev._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Development' })).toHaveAttribute('href', '/add-development');
    for (const name of ['Development Title', 'Units', 'Bed Units', 'Price', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
  });

  it("shows 'Failed to fetch developments' when the list fails", async () => {
    server.use(http.get(`${API_PREFIX}/get-developments`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/developments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch developments');
  });
});

describe('Adding a development', () => {
  it('hides the properties multi-select when there are no properties', async () => {
    renderApp('/add-development');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Properties/ })).not.toBeInTheDocument());
  });

  it('sends the chosen properties as JSON, Is Sold, the images, then opens the list', async () => {
    const villa = makeProperty({ title: 'Palm Villa' });
    const flat = makeProperty({ title: 'Marina Flat' });
    db.properties = [villa, flat];
    const { user, router } = renderApp('/add-development');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Harbour Towers');
    await user.type(screen.getByRole('textbox', { name: 'Units' }), '240');
    await user.click(await screen.findByRole('checkbox', { name: /Marina Flat/ }));
    await user.click(screen.getByRole('checkbox', { name: /Is Sold/ }));
    await user.upload(screen.getByLabelText('Featured image file'), imageFile('tower.png'));
    await user.click(screen.getByRole('button', { name: 'Add Development' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/developments'));
    const [sent] = requestsTo('/add-development', 'POST');
    expect(textOf(sent!, 'title')).toBe('Harbour Towers');
    expect(textOf(sent!, 'units')).toBe('240');
    expect(textOf(sent!, 'isSold')).toBe('true');
    expect(JSON.parse(textOf(sent!, 'properties')!)).toEqual([flat._id]);
    expect(filesOf(sent!, 'featuredImage').map((f) => f.name)).toEqual(['tower.png']);
  });

  it('loads the property choices as ids and titles, searched on the server as the user types', async () => {
    db.properties = [
      ...Array.from({ length: 120 }, (_, i) => makeProperty({ title: `Listing ${String(i + 1).padStart(3, '0')}` })),
      makeProperty({ title: 'Zabeel Mansion' }),
    ];
    // The search waits for typing to pause: on fake timers that pause costs no wall-clock time.
    vi.useFakeTimers();
    const { user } = renderApp('/add-development', { fakeTimers: true });
    const boxes = () => screen.queryAllByRole<HTMLInputElement>('checkbox').filter((box) => box.name === 'properties');
    await waitFor(() => expect(boxes()).toHaveLength(100));
    // The first 100 by title, never the whole table.
    expect(boxes()).toHaveLength(100);
    expect(screen.getByText('21 more to choose from: type to narrow the list.')).toBeInTheDocument();
    const [first] = requestsTo('/get-properties', 'GET');
    expect(Object.fromEntries(new URL(first!.path, 'http://admin.test').searchParams)).toEqual({
      fields: '_id,title',
      sort: 'title:asc',
      limit: '100',
    });
    await user.click(screen.getByLabelText('Listing 002'));
    const search = screen.getByRole('searchbox', { name: 'Filter properties' });
    await user.type(search, 'zabeel');
    // Cheap checks while waiting: a failed getBy prints the whole (large) DOM on every retry.
    await waitFor(() => expect(boxes()).toHaveLength(1));
    await user.click(screen.getByLabelText('Zabeel Mansion'));
    expect(requestsTo('/get-properties', 'GET').at(-1)!.path).toContain('q=zabeel');
    // Back to the first 100: the chosen property the search found stays listed, with its title.
    await user.clear(search);
    await waitFor(() => expect(boxes()).toHaveLength(101));
    expect(screen.getByLabelText('Zabeel Mansion')).toBeChecked();
    expect(screen.getByLabelText('Listing 002')).toBeChecked();
    expect(screen.getByText('2 selected', { exact: false })).toBeInTheDocument();
  }, 30_000);

  it('requires the title', async () => {
    const { user } = renderApp('/add-development');
    await user.click(screen.getByRole('button', { name: 'Add Development' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(requestsTo('/add-development')).toHaveLength(0);
  });

  it("shows 'Failed to add Development' when the server gives no message", async () => {
    server.use(http.post(`${API_PREFIX}/add-development`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/add-development');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Harbour Towers');
    await user.click(screen.getByRole('button', { name: 'Add Development' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Development');
  });
});

describe('Editing a development', () => {
  it("saves, shows the computed prices and 'Development updated successfully!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dev = makeDevelopment({ title: 'Harbour Towers', price: 1_000_000 });
    db.developments = [dev];
    const { user } = renderApp(`/update-development/${dev._id}`, { fakeTimers: true });
    const price = await screen.findByRole('spinbutton', { name: 'Starting price (USD)' });
    await user.clear(price);
    await user.type(price, '2000000');
    await user.click(screen.getByRole('button', { name: 'Update Development' }));
    expect(await screen.findByText('Development updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('AED 7,345,000')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Development updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update development' for 3 seconds when the save fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.put(`${API_PREFIX}/update-development/:id`, () => new HttpResponse(null, { status: 500 })));
    const dev = makeDevelopment();
    db.developments = [dev];
    const { user } = renderApp(`/update-development/${dev._id}`, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Update Development' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update development');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Failed to update development')).not.toBeInTheDocument();
  });

  it('removes the featured image through the server first', async () => {
    const dev = makeDevelopment({ featuredImage: '/uploads/tower.jpg' });
    db.developments = [dev];
    const { user } = renderApp(`/update-development/${dev._id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove featured image tower.jpg' }));
    await waitFor(() => expect(screen.getAllByText('No image available.').length).toBeGreaterThan(0));
    expect(requestsTo('/remove-image-development')[0]!.body).toEqual({
      developmentId: dev._id,
      imageName: '/uploads/tower.jpg',
    });
  });

  it("shows 'Failed to fetch development details', then 'Development not found!'", async () => {
    server.use(http.get(`${API_PREFIX}/get-development/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/update-development/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch development details');
    expect(screen.getByText('Development not found!')).toBeInTheDocument();
  });
});

describe('A development detail page', () => {
  it('shows Is Featured and Is Sold as Yes/No, its properties and deletes after asking', async () => {
    const villa = makeProperty({ title: 'Palm Villa' });
    const dev = makeDevelopment({
      title: 'Harbour Towers',
      isFeatured: false,
      isSold: true,
      properties: [villa],
      slug: 'harbour-towers',
    });
    db.developments = [dev];
    const { user, router } = renderApp(`/development/${dev._id}`);
    expect(await screen.findByLabelText('Is Sold')).toHaveTextContent('Yes');
    expect(screen.getByLabelText('Is Featured')).toHaveTextContent('No');
    expect(screen.getByRole('link', { name: 'Palm Villa' })).toHaveAttribute('href', `/property/${villa._id}`);
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/development/harbour-towers');
    await user.click(screen.getByRole('button', { name: 'Delete Development' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Development' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/developments'));
    expect(db.developments).toHaveLength(0);
  });

  it('says in the question when the development is the homepage hero', async () => {
    const dev = makeDevelopment({ title: 'Harbour Towers', isFullWidthFeatured: true });
    db.developments = [dev];
    const { user } = renderApp(`/development/${dev._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Development' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Development?' })).toHaveTextContent(
      'This is the homepage’s full-width featured development: the homepage will show none until another is chosen in Settings.',
    );
  });

  it("shows 'Failed to delete the development' when the delete fails", async () => {
    server.use(http.delete(`${API_PREFIX}/delete-development/:id`, () => new HttpResponse(null, { status: 500 })));
    const dev = makeDevelopment();
    db.developments = [dev];
    const { user } = renderApp(`/development/${dev._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Development' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Development' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the development');
  });
});

describe('The off-plan section of a development', () => {
  it('loads the stored plan, keeps the total live, refuses a plan off 100 and saves one that adds up', async () => {
    db.developments = [
      makeDevelopment({
        _id: 'd1',
        title: 'Creek Rise',
        completionStatus: 'off-plan',
        handoverDate: 'Q1 2028',
        paymentPlan: [
          { milestone: 'Booking', percent: 20, due: 'On signing' },
          { milestone: 'Handover', percent: 80, due: 'Q1 2028' },
        ],
      }),
    ];
    const { user } = renderApp('/update-development/d1');
    expect(await screen.findByRole('combobox', { name: 'Completion status' })).toHaveValue('off-plan');
    expect(screen.getByRole('combobox', { name: 'Handover quarter' })).toHaveValue('Q1');
    expect(screen.getByRole('combobox', { name: 'Handover year' })).toHaveValue('2028');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 100 %');

    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 3' }), 'Construction 50%');
    await user.type(screen.getByRole('textbox', { name: 'Percent 3' }), '10');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 110 % · must be 100 %');
    await user.click(screen.getByRole('button', { name: 'Update Development' }));
    expect(
      await screen.findByText(/Payment plan: the percentages must add up to 100 \(they add up to 110\)/),
    ).toBeInTheDocument();
    expect(requestsTo('/update-development')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Percent 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Percent 2' }), '70');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handover quarter' }), 'Q3');
    await user.click(screen.getByRole('button', { name: 'Update Development' }));
    await waitFor(() => expect(requestsTo('/update-development', 'PUT')).toHaveLength(1));
    const [sent] = requestsTo('/update-development', 'PUT');
    expect(textOf(sent!, 'completionStatus')).toBe('off-plan');
    expect(textOf(sent!, 'handoverDate')).toBe('Q3 2028');
    expect(JSON.parse(textOf(sent!, 'paymentPlan')!)).toEqual([
      { milestone: 'Booking', percent: 20, due: 'On signing' },
      { milestone: 'Handover', percent: 70, due: 'Q1 2028' },
      { milestone: 'Construction 50%', percent: 10, due: '' },
    ]);
    expect(await screen.findByText('Development updated successfully!')).toBeInTheDocument();
    expect(db.developments[0]!.handoverDate).toBe('Q3 2028');
  });
});
