import { API_PREFIX } from '@estate/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

function seed() {
  const property = makeProperty({
    title: 'Palm Villa',
    featuredImage: '/uploads/front.jpg',
    galleryImages: ['/uploads/g-1.jpg', '/uploads/g-2.jpg', '/uploads/g-3.jpg'],
    floorPlans: ['/uploads/plan.jpg'],
  });
  db.properties = [property];
  return property;
}

const galleryOrder = () =>
  within(screen.getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

async function openEditor() {
  const property = seed();
  const view = renderApp(`/update-property/${property._id}`);
  await screen.findByRole('list', { name: 'Gallery images' });
  return { ...view, property };
}

describe('The gallery editor', () => {
  it('names every remove button by its own image, the floor plan as a floor plan', async () => {
    await openEditor();
    expect(screen.getByRole('button', { name: 'Remove floor plan plan.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove gallery image g-2.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove gallery image plan\.jpg/ })).not.toBeInTheDocument();
  });

  it('asks before removing, lets the removal be undone, and removes nothing before Save', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove gallery image g-2.jpg' }));
    const ask = screen.getByRole('group', { name: 'Remove gallery image g-2.jpg?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep gallery image g-2.jpg' }));
    expect(screen.queryByText('Removed when you save.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove gallery image g-2.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove gallery image g-2.jpg' }));
    expect(screen.getByText('Removed when you save.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo removing gallery image g-2.jpg' })).toHaveFocus();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // The live listing is untouched until the form is saved.
    expect(requestsTo('/remove-image-property')).toHaveLength(0);
    expect(db.properties[0]!.galleryImages).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Undo removing gallery image g-2.jpg' }));
    expect(screen.queryByText('Removed when you save.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('removes the marked image through the server when the form is saved, then saves the rest', async () => {
    const { user, property } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove gallery image g-2.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove gallery image g-2.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(1));
    const [removed] = requestsTo('/remove-image-property', 'POST');
    expect(removed!.body).toEqual({ propertyId: property._id, imageName: '/uploads/g-2.jpg' });
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(JSON.parse(textOf(sent!, 'galleryImages')!)).toEqual(['/uploads/g-1.jpg', '/uploads/g-3.jpg']);
    expect(db.properties[0]!.galleryImages).toEqual(['/uploads/g-1.jpg', '/uploads/g-3.jpg']);
    await waitFor(() => expect(galleryOrder()).toEqual(['Gallery image: g-1.jpg', 'Gallery image: g-3.jpg']));
  });

  it('keeps the image and says the save failed when the server refuses the removal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(`${API_PREFIX}/remove-image-property`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const { user, property } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove gallery image g-2.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove gallery image g-2.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('Failed to update Property')).toBeInTheDocument();
    expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Undo removing gallery image g-2.jpg' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('reorders with the keyboard, keeping the focus on the moved image, and saves the order', async () => {
    const { user, property } = await openEditor();
    screen.getByRole('button', { name: 'Move gallery image g-3.jpg earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(galleryOrder()).toEqual(['Gallery image: g-1.jpg', 'Gallery image: g-3.jpg', 'Gallery image: g-2.jpg']);
    expect(screen.getByRole('button', { name: 'Move gallery image g-3.jpg earlier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(galleryOrder()).toEqual(['Gallery image: g-3.jpg', 'Gallery image: g-1.jpg', 'Gallery image: g-2.jpg']);
    // At the start the same image's next button takes the focus.
    expect(screen.getByRole('button', { name: 'Move gallery image g-3.jpg earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move gallery image g-3.jpg later' })).toHaveFocus();
    expect(screen.getByText(/Gallery image g-3\.jpg moved to position 1 of 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(1));
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(JSON.parse(textOf(sent!, 'galleryImages')!)).toEqual([
      '/uploads/g-3.jpg',
      '/uploads/g-1.jpg',
      '/uploads/g-2.jpg',
    ]);
  });

  it('reorders by dragging an image onto another', async () => {
    await openEditor();
    const items = within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('listitem');
    const data = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(items[2]!, { dataTransfer: data });
    fireEvent.dragOver(items[0]!, { dataTransfer: data });
    fireEvent.drop(items[0]!, { dataTransfer: data });
    expect(galleryOrder()).toEqual(['Gallery image: g-3.jpg', 'Gallery image: g-1.jpg', 'Gallery image: g-2.jpg']);
  });

  it('puts a new picture before a stored one by uploading it first and sending the whole order as paths', async () => {
    const { user, property } = await openEditor();
    await user.upload(screen.getByLabelText('Add gallery images'), imageFile('terrace.png'));
    for (let i = 0; i < 3; i += 1)
      await user.click(screen.getByRole('button', { name: 'Move gallery image terrace.png earlier' }));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(1));
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    const order = JSON.parse(textOf(sent!, 'galleryImages')!) as string[];
    expect(order).toEqual([
      expect.stringMatching(/terrace\.png$/),
      '/uploads/g-1.jpg',
      '/uploads/g-2.jpg',
      '/uploads/g-3.jpg',
    ]);
    expect(filesOf(sent!, 'galleryImages')).toHaveLength(0);
  });

  it('makes a gallery image the cover: the featured image, sent by its stored path', async () => {
    const { user, property } = await openEditor();
    const star = screen.getByRole('button', { name: 'Make gallery image g-2.jpg the cover' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Gallery image g-2.jpg is the cover' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Featured image: g-2.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(1));
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(textOf(sent!, 'featuredImage')).toBe('/uploads/g-2.jpg');
    expect(filesOf(sent!, 'featuredImage')).toHaveLength(0);
    await waitFor(() => expect(db.properties[0]!.featuredImage).toBe('/uploads/g-2.jpg'));
  });

  it('says a picked file the browser cannot draw has no preview, instead of showing its alt text', async () => {
    const { user } = await openEditor();
    await user.upload(screen.getByLabelText('Add floor plan images'), imageFile('notes.png'));
    fireEvent.error(screen.getByRole('img', { name: 'Floor plan: notes.png' }));
    expect(screen.queryByRole('img', { name: 'Floor plan: notes.png' })).not.toBeInTheDocument();
    expect(screen.getByText('No preview: not a picture the browser can show')).toBeInTheDocument();
  });
});
