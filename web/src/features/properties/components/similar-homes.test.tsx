import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@estate/contract';
import { getQueryClient } from '~/lib/query-client';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { SimilarHomes } from './similar-homes';

const similarUrl = `*${apiPath('getSimilarProperties')}`;

describe('Similar homes on a listing', () => {
  beforeEach(() => {
    db.properties = [
      aProperty({ slug: 'palm-villa', title: 'Palm Villa', location: 'Palm Jumeirah', priceAed: 10_000_000 }),
      aProperty({ slug: 'frond-villa', title: 'Frond Villa', location: 'Palm Jumeirah', priceAed: 11_000_000 }),
      aProperty({ slug: 'hills-villa', title: 'Hills Villa', location: 'Dubai Hills', priceAed: 10_000_000 }),
    ];
  });

  it('shows the homes the server finds like this one, as cards', async () => {
    renderWithProviders(<SimilarHomes slug="palm-villa" />);
    expect(await screen.findByRole('heading', { name: 'Similar homes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frond Villa' })).toHaveAttribute('href', '/property/frond-villa');
    expect(screen.queryByRole('link', { name: 'Hills Villa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Palm Villa' })).not.toBeInTheDocument();
  });

  it('shows no section while loading or when there are none', async () => {
    let answered = false;
    server.use(
      http.get(similarUrl, () => {
        answered = true;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<SimilarHomes slug="hills-villa" />);
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
  });

  it('shows no section when the homes could not be loaded', async () => {
    let answered = false;
    server.use(
      http.get(similarUrl, () => {
        answered = true;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<SimilarHomes slug="palm-villa" />);
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
  });
});
