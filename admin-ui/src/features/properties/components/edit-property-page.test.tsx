import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

function seed() {
  const property = makeProperty({
    title: 'Palm Villa',
    price: 1_000_000,
    priceAed: 3_672_500,
    priceEur: 860_000,
    galleryImages: ['/uploads/g-1.jpg', '/uploads/g-2.jpg', '/uploads/g-3.jpg'],
    spaces: [{ title: 'Bedrooms', images: ['/uploads/bed.jpg'] }],
  });
  db.properties = [property];
  return property;
}

describe('Editing a property', () => {
  it('loads the stored property, with the AED and EUR prices the server computed', async () => {
    const property = seed();
    renderApp(`/update-property/${property._id}`);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Palm Villa');
    expect(screen.getByRole('spinbutton', { name: 'Price (USD)' })).toHaveValue(1000000);
    expect(screen.getByText('AED 3,672,500')).toBeInTheDocument();
    expect(screen.getByText('€860,000')).toBeInTheDocument();
    // Edit forms carry no required markers.
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it("sends stored gallery paths back as text and new files as files, then shows 'Property updated successfully!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`, { fakeTimers: true });
    const price = await screen.findByRole('spinbutton', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '2000000');
    await user.upload(screen.getByLabelText('Add gallery images'), imageFile('new-view.png'));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    // The status region is always on the page (so screen readers hear each new text): wait for the text.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Property updated successfully!'));
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(JSON.parse(textOf(sent!, 'galleryImages')!)).toEqual([
      '/uploads/g-1.jpg',
      '/uploads/g-2.jpg',
      '/uploads/g-3.jpg',
    ]);
    expect(filesOf(sent!, 'galleryImages').map((f) => f.name)).toEqual(['new-view.png']);
    expect(filesOf(sent!, 'featuredImage')).toHaveLength(0);
    expect(JSON.parse(textOf(sent!, 'spaces')!)).toEqual([{ title: 'Bedrooms', images: ['/uploads/bed.jpg'] }]);
    // The server's copy replaces the form: new prices, the new picture now stored.
    expect(screen.getByText('AED 7,345,000')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Gallery images' })).queryByText('New')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('img')).toHaveLength(4);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Property updated successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Property updated successfully!')).not.toBeInTheDocument();
  });

  it("keeps the input and shows 'Failed to update Property' for 3 seconds when the save fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const property = seed();
    server.use(
      http.put(`${API_PREFIX}/update-property/:id`, () =>
        HttpResponse.json(
          {
            message: 'beds must be a whole number',
            errors: [{ field: 'beds', message: 'beds must be a whole number' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/update-property/${property._id}`, { fakeTimers: true });
    const beds = await screen.findByRole('textbox', { name: 'Beds' });
    await user.clear(beds);
    await user.type(beds, 'five');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Property');
    expect(beds).toHaveValue('five');
    expect(beds).toHaveAccessibleDescription('beds must be a whole number');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Failed to update Property')).not.toBeInTheDocument();
    expect(beds).toHaveValue('five');
  });

  it('removing the last space leaves one empty row', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    expect(await screen.findByRole('textbox', { name: 'Space 1 title' })).toHaveValue('Bedrooms');
    await user.click(screen.getByRole('button', { name: 'Remove space 1' }));
    expect(screen.getByRole('textbox', { name: 'Space 1 title' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Space 2 title' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch property details' for 3 seconds, then 'Property not found!'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${API_PREFIX}/get-property/:id`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/update-property/missing', { fakeTimers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch property details');
    expect(screen.getByText('Property not found!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Failed to fetch property details')).not.toBeInTheDocument();
    expect(screen.getByText('Property not found!')).toBeInTheDocument();
  });

  it('Go Back returns to the page the user came from', async () => {
    const property = seed();
    const { user, router } = renderApp('/properties');
    await user.click(await screen.findByRole('link', { name: 'Edit: Palm Villa' }));
    // The edit page of the listing clicked, with its stored title.
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(property.title);
    expect(router.state.location.pathname).toBe(`/update-property/${property._id}`);
    await user.click(screen.getAllByRole('button', { name: 'Go Back' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(await screen.findByRole('link', { name: 'Edit: Palm Villa' })).toBeInTheDocument();
  });
});
