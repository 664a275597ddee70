import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

const ONLY_IMAGES = 'only JPEG, PNG, WebP, AVIF and GIF images are accepted';

/** The CMS's answer to a file that is not an image: 415, the field named in the message alone. */
const refuse = (field: string, status = 415, reason = ONLY_IMAGES) =>
  HttpResponse.json({ message: `${field}: ${reason}` }, { status });

describe('A refused upload', () => {
  it('is shown at its field under the form’s own label, never the internal name, and outlasts the 3-second message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(`${API_PREFIX}/add-property`, () => refuse('galleryImages')));
    const { user } = renderApp('/add-property', { fakeTimers: true });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.upload(screen.getByLabelText('Add gallery images'), imageFile('plan.png'));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    const gallery = screen.getByRole('group', { name: /Gallery images/ });
    const error = await within(gallery).findByRole('alert');
    expect(error).toHaveTextContent(`Gallery images: ${ONLY_IMAGES}`);
    expect(screen.getByLabelText('Add gallery images')).toHaveAccessibleDescription(`Gallery images: ${ONLY_IMAGES}`);
    expect(document.body).not.toHaveTextContent('galleryImages');

    act(() => vi.advanceTimersByTime(10_000));
    expect(within(gallery).getByRole('alert')).toHaveTextContent(`Gallery images: ${ONLY_IMAGES}`);
    expect(document.body).not.toHaveTextContent('galleryImages');
  });

  it('goes when dismissed', async () => {
    server.use(
      http.post(`${API_PREFIX}/add-property`, () =>
        refuse('featuredImage', 413, 'the file is larger than the 20 MB limit'),
      ),
    );
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.upload(screen.getByLabelText('Featured image file'), imageFile('front.png'));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    const slot = screen.getByRole('group', { name: 'Featured image' });
    expect(await within(slot).findByRole('alert')).toHaveTextContent(
      'Featured image: the file is larger than the 20 MB limit',
    );
    await user.click(within(slot).getByRole('button', { name: 'Dismiss the featured image error' }));
    expect(within(slot).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes at the next attempt: a new pick, or a save the server takes', async () => {
    const property = makeProperty({ title: 'Palm Villa', floorPlans: [] });
    db.properties = [property];
    let refused = true;
    server.use(http.put(`${API_PREFIX}/update-property/:id`, () => (refused ? refuse('floorPlans') : undefined)));
    const { user } = renderApp(`/update-property/${property._id}`);
    await screen.findByRole('textbox', { name: 'Title' });
    await user.upload(screen.getByLabelText('Add floor plan images'), imageFile('plan.png'));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    const plans = screen.getByRole('group', { name: /Floor plan images/ });
    expect(await within(plans).findByRole('alert')).toHaveTextContent(`Floor plan images: ${ONLY_IMAGES}`);
    // The page's own message is the spec's; the field says why.
    expect(screen.getByText('Failed to update Property')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add floor plan images'), imageFile('plan-2.png'));
    expect(within(plans).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await within(plans).findByRole('alert')).toBeInTheDocument();
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(within(plans).queryByRole('alert')).not.toBeInTheDocument());
  });
});
