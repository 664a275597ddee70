import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeReview } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('Reviews', () => {
  it('lists reviews by title and user name', async () => {
    db.reviews = [makeReview({ title: 'Flawless', userName: 'J. Morgan' })];
    renderApp('/reviews');
    const row = await screen.findByRole('row', { name: /Flawless/ });
    expect(within(row).getByText('J. Morgan')).toBeInTheDocument();
  });

  it("shows 'Unexpected response format' for a list that is not an array", async () => {
    server.use(http.get(`${API_PREFIX}/get-reviews`, () => HttpResponse.json({})));
    renderApp('/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response format');
  });

  it('requires the title, description and user name when adding', async () => {
    const { user } = renderApp('/add-review');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('User name is required')).toBeInTheDocument();
  });

  it('adds a review with the client photo as userImage', async () => {
    const { user, router } = renderApp('/add-review');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Superb');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Found us a home.');
    await user.type(screen.getByRole('textbox', { name: /User name/ }), 'A. Client');
    await user.upload(screen.getByLabelText('User image file'), imageFile('client.png'));
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'));
    const [sent] = requestsTo('/add-review', 'POST');
    expect(textOf(sent!, 'userName')).toBe('A. Client');
    expect(filesOf(sent!, 'userImage').map((f) => f.name)).toEqual(['client.png']);
  });

  it("shows 'Failed to add review' when the server gives no message", async () => {
    server.use(http.post(`${API_PREFIX}/add-review`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/add-review');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'T');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'D');
    await user.type(screen.getByRole('textbox', { name: /User name/ }), 'U');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add review');
  });

  it('goes back to the list after an update', async () => {
    const review = makeReview();
    db.reviews = [review];
    const { user, router } = renderApp(`/update-review/${review._id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'));
    expect(db.reviews[0]!.title).toBe(`${review.title}!`);
  });

  it("prefers the server's message when an update fails, else 'Failed to update review'", async () => {
    server.use(
      http.put(`${API_PREFIX}/update-review/:id`, () =>
        HttpResponse.json({ message: 'userName is required' }, { status: 400 }),
      ),
    );
    const review = makeReview();
    db.reviews = [review];
    const { user } = renderApp(`/update-review/${review._id}`);
    await user.click(await screen.findByRole('button', { name: 'Update Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('userName is required');
    server.use(http.put(`${API_PREFIX}/update-review/:id`, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update review'));
  });

  it('removes the client photo through the server', async () => {
    const review = makeReview({ userImage: '/uploads/morgan.jpg' });
    db.reviews = [review];
    const { user } = renderApp(`/update-review/${review._id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove user image morgan.jpg' }));
    expect(await screen.findByText('No image available.')).toBeInTheDocument();
    expect(requestsTo('/remove-image-review')[0]!.body).toEqual({
      reviewId: review._id,
      imageName: '/uploads/morgan.jpg',
    });
  });

  it("deletes after asking; 'Failed to delete the review' when it fails; 'Review not found!' for an unknown id", async () => {
    const review = makeReview({ title: 'Flawless' });
    db.reviews = [review];
    server.use(http.delete(`${API_PREFIX}/delete-review/:id`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp(`/review/${review._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the review');
  });

  it("shows 'Failed to fetch review details' when the review cannot be loaded", async () => {
    server.use(http.get(`${API_PREFIX}/get-review/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/review/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch review details');
  });
});
