import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { PropertyCard } from '~/features/properties/components/property-card';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes, renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import Compare from './compare';
import Favourites from './favourites';

const save = (...items: { slug: string; title: string }[]) =>
  window.localStorage.setItem('favourites', JSON.stringify(items));
const openFavourites = () => renderRoutes([{ path: 'favourites', Component: Favourites }], '/favourites');
const openCompare = () => renderRoutes([{ path: 'compare', Component: Compare }], '/compare');

afterEach(() => window.localStorage.clear());

describe('The heart on a card', () => {
  it('is a toggle named after the listing, pressed once saved, and saved in this browser', async () => {
    const property = aProperty({ title: 'Palm Villa' });
    const { user } = renderWithProviders(<PropertyCard property={property} />);
    const heart = await screen.findByRole('button', { name: 'Save Palm Villa to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('favourites')!)).toEqual([
      { slug: property.slug, title: 'Palm Villa' },
    ]);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change made in another tab', async () => {
    const property = aProperty({ title: 'Marina Flat' });
    renderWithProviders(<PropertyCard property={property} />);
    const heart = await screen.findByRole('button', { name: 'Save Marina Flat to favourites' });
    act(() => {
      save({ slug: property.slug, title: property.title });
      window.dispatchEvent(new StorageEvent('storage', { key: 'favourites' }));
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('The favourites page', () => {
  it('says when nothing is saved, and leads to the properties', async () => {
    openFavourites();
    expect(await screen.findByRole('heading', { level: 2, name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/all-properties');
  });

  it('says while it loads the saved homes, then shows them', async () => {
    const [a, b] = [aProperty({ title: 'Palm Villa' }), aProperty({ title: 'Marina Flat' })];
    db.properties = [a!, b!];
    save(a!, b!);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/api/admin/get-properties-by-slugs', async () => {
        await gate;
        return undefined;
      }),
    );
    openFavourites();
    expect(await screen.findByText('Loading your favourites…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Palm Villa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marina Flat' })).toBeInTheDocument();
    expect(screen.getByText(/2 homes saved/)).toBeInTheDocument();
    // Headings in order, as a screen reader lists them: the page, the saved homes, each home.
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Favourites',
      'H2 Your saved homes',
      'H3 Palm Villa',
      'H3 Marina Flat',
    ]);
  });

  it('names a saved home that is no longer public as no longer available, and removes it', async () => {
    const kept = aProperty({ title: 'Palm Villa' });
    db.properties = [kept];
    save(kept, { slug: 'sold-penthouse', title: 'Sold Penthouse' });
    const { user } = openFavourites();
    const gone = await screen.findByRole('article', { name: 'Sold Penthouse, no longer available' });
    expect(within(gone).getByText('No longer available')).toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Sold Penthouse')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Palm Villa' })).toBeInTheDocument();
  });

  it('says when the saved homes could not be loaded, and loads them on Retry', async () => {
    const home = aProperty({ title: 'Palm Villa' });
    db.properties = [home];
    save(home);
    let fail = true;
    server.use(
      http.get('*/api/admin/get-properties-by-slugs', () =>
        fail ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = openFavourites();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your favourites could not be loaded' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Palm Villa' })).toBeInTheDocument();
  });

  it('chooses up to four to compare, and refuses a fifth with a clear message', async () => {
    const homes = Array.from({ length: 5 }, (_, i) => aProperty({ title: `Home ${i + 1}` }));
    db.properties = homes;
    save(...homes);
    const { user } = openFavourites();
    for (const i of [1, 2, 3, 4]) await user.click(await screen.findByRole('button', { name: `Compare Home ${i}` }));
    expect(screen.getByRole('link', { name: 'Compare 4 homes' })).toHaveAttribute('href', '/compare');
    await user.click(screen.getByRole('button', { name: 'Compare Home 5' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can compare up to 4 homes at a time.');
    expect(screen.getByRole('button', { name: 'Compare Home 5' })).toHaveAttribute('aria-pressed', 'false');
    // Taking one out makes room.
    await user.click(screen.getByRole('button', { name: 'Compare Home 1' }));
    await user.click(screen.getByRole('button', { name: 'Compare Home 5' }));
    expect(screen.getByRole('button', { name: 'Compare Home 5' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('The compare page', () => {
  it('says when nothing is chosen', async () => {
    openCompare();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to compare yet' })).toBeInTheDocument();
  });

  it('shows the chosen homes side by side, fact by fact, a withdrawn one named as such', async () => {
    const a = aProperty({ title: 'Palm Villa', beds: '0', completionStatus: 'off-plan', handoverDate: 'Q4 2028' });
    const b = aProperty({ title: 'Marina Flat', propertyType: 'Flat' });
    db.properties = [a, b];
    save(a, b, { slug: 'gone-home', title: 'Gone Home' });
    window.localStorage.setItem('compare', JSON.stringify([a.slug, b.slug, 'gone-home']));
    const { user } = openCompare();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Palm Villa'),
      expect.stringContaining('Marina Flat'),
      expect.stringContaining('Gone HomeNo longer available'),
    ]);
    const row = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Bedrooms')).toEqual(['Studio', '5', '–']);
    expect(row('Type')).toEqual(['Villa', 'Flat', '–']);
    expect(row('Completion')).toEqual(['Off-plan, handover Q4 2028', '–', '–']);
    expect(row('Price')[0]).toMatch(/^AED/);
    await user.click(within(table).getByRole('button', { name: 'Remove Gone Home from the comparison' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2));
  });

  it('says when the homes could not be loaded', async () => {
    window.localStorage.setItem('compare', JSON.stringify(['a-home']));
    server.use(http.get('*/api/admin/get-properties-by-slugs', () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openCompare();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The comparison could not be loaded' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
