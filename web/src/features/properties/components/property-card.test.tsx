import { screen, within } from '@testing-library/react';
import { aProperty } from '~/testing/fixtures';
import { renderWithProviders } from '~/testing/render';
import { AREA_UNIT_STORAGE_KEY } from '~/lib/units/area-unit';
import { PropertyCard } from './property-card';

describe('A listing’s status', () => {
  it('puts "Under offer" and "Sold" on cards, and no badge on an available listing', async () => {
    renderWithProviders(
      <>
        <PropertyCard property={aProperty({ title: 'Offered', status: 'under-offer' })} />
        <PropertyCard property={aProperty({ title: 'Gone', status: 'sold' })} />
        <PropertyCard property={aProperty({ title: 'Open', status: 'available' })} />
      </>,
    );
    const card = (name: string) => screen.getByRole('article', { name });
    expect(await screen.findByText('Under offer')).toBeInTheDocument();
    expect(within(card('Offered')).getByText('Under offer')).toBeInTheDocument();
    expect(within(card('Gone')).getByText('Sold')).toBeInTheDocument();
    expect(within(card('Open')).queryByText(/under offer|sold/i)).not.toBeInTheDocument();
  });

  it('reads 0 bedrooms as "Studio" on a card', async () => {
    renderWithProviders(<PropertyCard property={aProperty({ title: 'Loft', beds: '0' })} />);
    expect(await screen.findByText('Studio')).toBeInTheDocument();
    expect(screen.queryByText(/0 Beds/)).not.toBeInTheDocument();
  });

  it('shows the size in the visitor’s unit: Sq. ft. by default, m² once chosen', async () => {
    const { unmount } = renderWithProviders(<PropertyCard property={aProperty({ title: 'Sized', space: '2000' })} />);
    expect(await screen.findByText('2,000 Sq. ft.')).toBeInTheDocument();
    unmount();
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqm');
    renderWithProviders(<PropertyCard property={aProperty({ title: 'Sized', space: '2000' })} />);
    expect(await screen.findByText('186 m²')).toBeInTheDocument();
  });
});
