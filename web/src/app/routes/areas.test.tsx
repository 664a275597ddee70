import { screen, waitFor, within } from '@testing-library/react';
import { anArea, aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import AllAreas, { clientLoader as areasLoader } from './all-areas';
import AreaPage, { clientLoader as areaLoader } from './area';

describe('Area guides', () => {
  it('lists the areas by title, case-insensitively, with their tags', async () => {
    renderRoutes([{ path: 'all-areas', Component: AllAreas, loader: areasLoader }], '/all-areas');
    await screen.findByRole('link', { name: 'Al Barari' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Al Barari', 'Downtown Dubai', 'palm Jumeirah']);
    expect(screen.getByRole('link', { name: 'Al Barari' })).toHaveAttribute('href', `/area/${db.areas[2]!.slug}`);
    expect(screen.getAllByText('Beachfront').length).toBeGreaterThan(0);
  });

  it('shows an area with its figures, Consult Our Team, and its current listings', async () => {
    db.areas = [
      anArea({
        slug: 'palm',
        title: 'Palm Jumeirah',
        tags: ['Beachfront', 'Villas'],
        properties: [aProperty({ title: 'Frond Villa', location: 'Palm Jumeirah' })],
      }),
    ];
    renderRoutes([{ path: 'area/:slug', Component: AreaPage, loader: areaLoader }], '/area/palm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Palm Jumeirah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Properties' })).toHaveAttribute(
      'href',
      '/all-properties?country=Palm%20Jumeirah',
    );
    expect(screen.getByLabelText('Average rental yield')).toHaveTextContent('5%');
    expect(screen.getByLabelText('Average property price')).toHaveTextContent('AED 9,000,000');
    expect(screen.getByRole('button', { name: 'Consult Our Team' })).toBeInTheDocument();
    const listings = screen.getByRole('region', { name: 'Current listings' });
    expect(within(listings).getByRole('link', { name: 'Frond Villa' })).toBeInTheDocument();
  });

  it("shows the area's average property price in the chosen currency, like prices", async () => {
    window.localStorage.setItem('currencySelected', 'USD');
    db.areas = [anArea({ slug: 'palm', title: 'Palm Jumeirah', averagePropertyPrice: 'AED 9,000,000' })];
    renderRoutes([{ path: 'area/:slug', Component: AreaPage, loader: areaLoader }], '/area/palm');
    const figure = await screen.findByLabelText('Average property price');
    // 9,000,000 AED at the service's rate of 0.2723 USD.
    await waitFor(() => expect(figure).toHaveTextContent('$2,450,700'));
    expect(screen.getByLabelText('Average rental yield')).toHaveTextContent('5%');
  });
});
