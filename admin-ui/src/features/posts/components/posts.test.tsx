import { API_PREFIX } from '@estate/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makePost } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// TinyMCE needs a real browser (the e2e specs drive it); here a textarea stands in for it.
vi.mock('@/components/form/rich-text-editor', () => import('@/testing/fake-rich-text-editor'));

afterEach(() => {
  vi.useRealTimers();
});

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('The posts list', () => {
  it('shows each post with View Details and Edit links', async () => {
    const post = makePost({ title: 'Harbour living' });
    db.posts = [post];
    renderApp('/posts');
    expect(await screen.findByText('Harbour living')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit: Harbour living' })).toHaveAttribute(
      'href',
      `/update-post/${post._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute('href', '/add-post');
  });

  it("shows 'Failed to fetch posts' when the list fails", async () => {
    server.use(http.get(`${API_PREFIX}/get-posts`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/posts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch posts');
  });
});

describe('Adding a post', () => {
  it('requires the title and the description', async () => {
    const { user } = renderApp('/add-post');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(requestsTo('/add-post')).toHaveLength(0);
  });

  it('uploads pasted inline images and saves their stored paths in the body', async () => {
    const { user, router } = renderApp('/add-post');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'A new address');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Teaser');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Content' }), {
      target: { value: `<p>Look:</p><p><img src="${PIXEL}" alt="view"></p>` },
    });
    await user.upload(screen.getByLabelText('Featured image file'), imageFile('cover.png'));
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts'));

    const [upload] = requestsTo('/upload-image');
    expect(filesOf(upload!, 'image')[0]!.name).toBe('pasted-image-1.png');
    const [sent] = requestsTo('/add-post', 'POST');
    const body = textOf(sent!, 'richContent')!;
    expect(body).not.toContain('data:');
    expect(body).toMatch(/<img src="\/uploads\/[^"]*pasted-image-1\.png" alt="view">/);
    expect(textOf(sent!, 'title')).toBe('A new address');
    expect(textOf(sent!, 'description')).toBe('Teaser');
    expect(filesOf(sent!, 'featuredImage').map((f) => f.name)).toEqual(['cover.png']);
  });

  it("shows the server's message, else 'Failed to add Post'", async () => {
    server.use(
      http.post(`${API_PREFIX}/add-post`, () => HttpResponse.json({ message: 'title is too long' }, { status: 400 })),
    );
    const { user } = renderApp('/add-post');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'T');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'D');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('title is too long');

    server.use(http.post(`${API_PREFIX}/add-post`, () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add Post'));
  });
});

describe('Editing a post', () => {
  it("does not count the editor's own clean-up as a change", async () => {
    const post = makePost();
    db.posts = [post];
    renderApp(`/update-post/${post._id}`);
    await screen.findByRole('textbox', { name: 'Content' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("saves and shows 'Post updated successfully!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const post = makePost({ title: 'Old title' });
    db.posts = [post];
    const { user } = renderApp(`/update-post/${post._id}`, { fakeTimers: true });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    expect(textOf(requestsTo(`/update-post/${post._id}`)[0]!, 'title')).toBe('New title');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Post updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update Post' for 3 seconds and keeps the input", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.put(`${API_PREFIX}/update-post/:id`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const post = makePost();
    db.posts = [post];
    const { user } = renderApp(`/update-post/${post._id}`, { fakeTimers: true });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' edited');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Post');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Failed to update Post')).not.toBeInTheDocument();
    expect(title).toHaveValue(`${post.title} edited`);
  });

  it("keeps 'Failed to fetch post details' on screen, with 'Post not found!'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.get(`${API_PREFIX}/get-post/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/update-post/x', { fakeTimers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch post details');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch post details');
    expect(screen.getByText('Post not found!')).toBeInTheDocument();
  });
});

describe('A post detail page', () => {
  it('shows the slug, the body and a View on site link to /blog-single/{slug}, and deletes after asking', async () => {
    const post = makePost({ slug: 'harbour-living', richContent: '<p>Body text here.</p>' });
    db.posts = [post];
    const { user, router } = renderApp(`/post/${post._id}`);
    expect(await screen.findByText('harbour-living')).toBeInTheDocument();
    expect(screen.getByText('Body text here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/blog-single/harbour-living');
    await user.click(screen.getByRole('button', { name: 'Delete Post' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts'));
  });

  it("shows 'Failed to delete the post' when the delete fails", async () => {
    server.use(http.delete(`${API_PREFIX}/delete-post/:id`, () => new HttpResponse(null, { status: 500 })));
    const post = makePost();
    db.posts = [post];
    const { user } = renderApp(`/post/${post._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Post' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the post');
  });
});
