import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, requestsTo, textOf } from '@/testing/db';
import { makeArea, makeDevelopment, makeProperty } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { parseTags } from '../area-values';

afterEach(() => {
  vi.useRealTimers();
});

describe('Area tags', () => {
  it('are split on commas, with blank entries ignored', () => {
    expect(parseTags(' Beachfront, , Family ,Golf,')).toEqual(['Beachfront', 'Family', 'Golf']);
    expect(parseTags('   ')).toEqual([]);
  });
});

describe('Areas', () => {
  it('lists areas with their tags', async () => {
    db.areas = [makeArea({ title: 'Palm Jumeirah', tags: ['Beachfront', 'Villas'] })];
    renderApp('/areas');
    const row = await screen.findByRole('row', { name: /Palm Jumeirah/ });
    expect(within(row).getByText('Beachfront · Villas')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch areas' when the list fails", async () => {
    server.use(http.get(`${API_PREFIX}/get-areas`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/areas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch areas');
  });

  it('adds an area with tags, chosen properties and developments, and a highlight', async () => {
    const villa = makeProperty({ title: 'Palm Villa' });
    const towers = makeDevelopment({ title: 'Harbour Towers' });
    db.properties = [villa];
    db.developments = [towers];
    const { user, router } = renderApp('/add-area');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Dubai Harbour');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'Marina, , Beach ,');
    await user.click(await screen.findByRole('checkbox', { name: /Palm Villa/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Harbour Towers/ }));
    await user.type(screen.getByRole('textbox', { name: 'Highlight 1 title' }), 'Yacht club');
    await user.upload(screen.getByLabelText('Add images to highlight 1'), imageFile('yacht.png'));
    await user.click(screen.getByRole('button', { name: 'Add Area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/areas'));
    const [sent] = requestsTo('/add-area', 'POST');
    expect(JSON.parse(textOf(sent!, 'tags')!)).toEqual(['Marina', 'Beach']);
    expect(JSON.parse(textOf(sent!, 'properties')!)).toEqual([villa._id]);
    expect(JSON.parse(textOf(sent!, 'developments')!)).toEqual([towers._id]);
    expect(JSON.parse(textOf(sent!, 'spaces')!)).toEqual([
      { title: 'Yacht club', images: [expect.stringMatching(/yacht\.png$/)] },
    ]);
    expect(textOf(sent!, 'inTheArea')).toBeUndefined();
  });

  it("shows 'Failed to add area' when the server gives no message", async () => {
    server.use(http.post(`${API_PREFIX}/add-area`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/add-area');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'X');
    await user.click(screen.getByRole('button', { name: 'Add Area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add area');
  });

  it("shows 'area updated successfully!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const area = makeArea();
    db.areas = [area];
    const { user } = renderApp(`/update-area/${area._id}`, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Update Area' }));
    expect(await screen.findByText('area updated successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('area updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update area' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.put(`${API_PREFIX}/update-area/:id`, () => new HttpResponse(null, { status: 500 })));
    const area = makeArea();
    db.areas = [area];
    const { user } = renderApp(`/update-area/${area._id}`, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Update Area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update area');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Failed to update area')).not.toBeInTheDocument();
  });

  it('removing the last highlight on edit leaves one empty row', async () => {
    const area = makeArea({ spaces: [{ title: 'Beaches', images: [] }] });
    db.areas = [area];
    const { user } = renderApp(`/update-area/${area._id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove highlight 1' }));
    expect(screen.getByRole('textbox', { name: 'Highlight 1 title' })).toHaveValue('');
  });

  it('shows a detail page with Highlights, In the Area and a View on site link, and deletes after asking', async () => {
    const area = makeArea({ title: 'Palm Jumeirah', slug: 'palm-jumeirah' });
    db.areas = [area];
    const { user, router } = renderApp(`/area/${area._id}`);
    expect(await screen.findByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In the Area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/area/palm-jumeirah');
    await user.click(screen.getByRole('button', { name: 'Delete Area' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/areas'));
  });

  it("shows 'Failed to delete the area' and 'Area not found!'", async () => {
    server.use(http.delete(`${API_PREFIX}/delete-area/:id`, () => new HttpResponse(null, { status: 500 })));
    const area = makeArea();
    db.areas = [area];
    const { user } = renderApp(`/area/${area._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Area' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Area' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the area');
  });

  it("shows 'Failed to fetch area details' on the edit page", async () => {
    server.use(http.get(`${API_PREFIX}/get-area/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/update-area/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch area details');
    expect(screen.getByText('Area not found!')).toBeInTheDocument();
  });
});
