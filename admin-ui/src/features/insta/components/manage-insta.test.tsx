import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeInsta } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('Manage Instagram', () => {
  it("shows 'Insta posts not found!' and an add form while no set exists, then adds one", async () => {
    const { user } = renderApp('/manage-insta');
    expect(await screen.findByText('Insta posts not found!')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add images'), [imageFile('a.png'), imageFile('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Add Instagram' }));
    expect(await screen.findByText('Insta updated successfully!')).toBeInTheDocument();
    expect(filesOf(requestsTo('/add-insta')[0]!, 'images').map((f) => f.name)).toEqual(['a.png', 'b.png']);
    // The set now exists: the page shows the update form.
    expect(screen.getByRole('button', { name: 'Update Instagram' })).toBeInTheDocument();
    expect(screen.queryByText('Insta posts not found!')).not.toBeInTheDocument();
  });

  it('asks for at least one image before adding', async () => {
    const { user } = renderApp('/manage-insta');
    await user.click(await screen.findByRole('button', { name: 'Add Instagram' }));
    expect(screen.getByText('Choose at least one image')).toBeInTheDocument();
    expect(requestsTo('/add-insta')).toHaveLength(0);
  });

  it("shows the server's message, else 'Failed to add Insta'", async () => {
    server.use(http.post(`${API_PREFIX}/add-insta`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/manage-insta');
    await user.upload(await screen.findByLabelText('Add images'), imageFile('a.png'));
    await user.click(screen.getByRole('button', { name: 'Add Instagram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Insta');
  });

  it("updates the set: stored paths kept as text, new files appended; 'Insta updated successfully!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    db.insta = makeInsta({ images: ['/uploads/insta-1.jpg', '/uploads/insta-2.jpg'] });
    const { user } = renderApp('/manage-insta', { fakeTimers: true });
    await user.upload(await screen.findByLabelText('Add images'), imageFile('c.png'));
    await user.click(screen.getByRole('button', { name: 'Update Instagram' }));
    expect(await screen.findByText('Insta updated successfully!')).toBeInTheDocument();
    const [sent] = requestsTo(`/update-insta/${db.insta._id}`);
    expect(JSON.parse(textOf(sent!, 'images')!)).toEqual(['/uploads/insta-1.jpg', '/uploads/insta-2.jpg']);
    expect(filesOf(sent!, 'images').map((f) => f.name)).toEqual(['c.png']);
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Insta updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update area' when the update fails (the spec's text)", async () => {
    server.use(http.put(`${API_PREFIX}/update-insta/:id`, () => new HttpResponse(null, { status: 500 })));
    db.insta = makeInsta();
    const { user } = renderApp('/manage-insta');
    await user.click(await screen.findByRole('button', { name: 'Update Instagram' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update area');
  });

  it('removes a stored image through the server first', async () => {
    db.insta = makeInsta({ images: ['/uploads/insta-1.jpg', '/uploads/insta-2.jpg'] });
    const { user } = renderApp('/manage-insta');
    await user.click(await screen.findByRole('button', { name: 'Remove instagram image insta-1.jpg' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('img')).toHaveLength(1),
    );
    expect(requestsTo('/remove-image-insta')[0]!.body).toEqual({
      instaId: db.insta._id,
      imageName: '/uploads/insta-1.jpg',
    });
  });
});
