import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@estate/contract';
import { getQueryClient } from '~/lib/query-client';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { stubInView } from '~/testing/in-view';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { SimilarHomes } from './similar-homes';

const similarUrl = `*${apiPath('getSimilarProperties')}`;

describe('Similar homes on a listing', () => {
  let view: ReturnType<typeof stubInView>;
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    view = stubInView();
    db.properties = [
      aProperty({ slug: 'palm-villa', title: 'Palm Villa', location: 'Palm Jumeirah', priceAed: 10_000_000 }),
      aProperty({ slug: 'frond-villa', title: 'Frond Villa', location: 'Palm Jumeirah', priceAed: 11_000_000 }),
      aProperty({ slug: 'hills-villa', title: 'Hills Villa', location: 'Dubai Hills', priceAed: 10_000_000 }),
    ];
  });

  it('shows the homes the server finds like this one, as cards, once their place nears the screen', async () => {
    let asked = 0;
    server.use(
      http.get(similarUrl, () => {
        asked += 1;
        return undefined;
      }),
    );
    renderWithProviders(<SimilarHomes slug="palm-villa" />);
    // Not while the page loads: nothing is asked before the visitor scrolls near the section.
    await view.observed();
    expect(asked).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
    await view.scrollIntoView();
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
    await view.scrollIntoView();
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
    await view.scrollIntoView();
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
  });
});
