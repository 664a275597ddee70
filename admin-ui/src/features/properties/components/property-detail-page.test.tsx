import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('A property detail page', () => {
  it('shows the property read-only with its slug, Is Featured as Yes/No and a View on site link', async () => {
    const property = makeProperty({ title: 'Palm Villa', slug: 'palm-villa', isFeatured: true, price: 1_000_000 });
    db.properties = [property];
    renderApp(`/property/${property._id}`);
    expect(await screen.findByRole('heading', { name: 'Palm Villa', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('palm-villa')).toBeInTheDocument();
    expect(screen.getByLabelText('Is Featured')).toHaveTextContent('Yes');
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/property/palm-villa');
    expect(screen.getByText('$1,000,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/update-property/${property._id}`);
  });

  it("shows 'No images available.' for an empty gallery", async () => {
    const property = makeProperty({ galleryImages: [] });
    db.properties = [property];
    renderApp(`/property/${property._id}`);
    expect(await screen.findByText('No images available.')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and opens the list', async () => {
    const property = makeProperty({ title: 'Palm Villa' });
    db.properties = [property];
    const { user, router } = renderApp(`/property/${property._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Property?' });
    expect(requestsTo('/delete-property')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(db.properties).toHaveLength(0);
    expect(await screen.findByText('No properties yet.')).toBeInTheDocument();
  });

  it('says in the question when the property is the homepage hero, and only then', async () => {
    const hero = makeProperty({ title: 'Palm Villa', isFullWidthFeatured: true });
    const other = makeProperty({ title: 'Marina Flat' });
    db.properties = [hero, other];
    const { user, unmount } = renderApp(`/property/${hero._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Property?' })).toHaveTextContent(
      'This is the homepage’s full-width featured property: the homepage will show none until another is chosen in Settings.',
    );
    unmount();
    const { user: again } = renderApp(`/property/${other._id}`);
    await again.click(await screen.findByRole('button', { name: 'Delete Property' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Property?' })).not.toHaveTextContent('full-width featured');
  });

  it('keeps the property when the question is cancelled, or closed with Escape', async () => {
    const property = makeProperty();
    db.properties = [property];
    const { user } = renderApp(`/property/${property._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Property' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('/delete-property')).toHaveLength(0);
    expect(db.properties).toHaveLength(1);
  });

  it("shows 'Failed to delete the property' when the delete fails", async () => {
    server.use(http.delete(`${API_PREFIX}/delete-property/:id`, () => new HttpResponse(null, { status: 500 })));
    const property = makeProperty();
    db.properties = [property];
    const { user } = renderApp(`/property/${property._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Property' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the property');
  });

  it("shows 'Failed to fetch property details' when it cannot be loaded", async () => {
    server.use(http.get(`${API_PREFIX}/get-property/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/property/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch property details');
  });

  it("shows 'Property not found!' for an unknown id", async () => {
    renderApp('/property/unknown');
    expect(await screen.findByText('Property not found!')).toBeInTheDocument();
  });
});
