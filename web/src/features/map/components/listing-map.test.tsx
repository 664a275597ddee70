import { MESSAGES } from '@estate/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { stubInView } from '~/testing/in-view';
import { renderWithProviders } from '~/testing/render';
import { useEffect } from 'react';
import type { MapStatus } from './map-types';

const next = vi.hoisted(() => ({ status: 'loaded' as MapStatus }));
vi.mock('./leaflet-map', () => ({
  default: function FakeLeafletMap({ onStatus, zoom }: { onStatus: (s: MapStatus) => void; zoom: number }) {
    useEffect(() => onStatus(next.status), [onStatus]);
    return <div data-testid="leaflet" data-zoom={zoom} />;
  },
}));

// The map is scrolled into view at once.
beforeEach(() => {
  stubInView({ immediately: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const { ListingMap, PinMap } = await import('./listing-map');
const items = [
  { kind: 'area' as const, slug: 'palm', title: 'Palm', image: null, latitude: 25.1, longitude: 55.1 },
  { kind: 'area' as const, slug: 'nowhere', title: 'Nowhere', image: null, latitude: null, longitude: null },
];

describe('A listings map', () => {
  it('is 750 px high by default, and shows the map once loaded', async () => {
    next.status = 'loaded';
    render(<ListingMap items={items} label="Areas" attribution="" />);
    const map = screen.getByRole('region', { name: 'Areas' });
    expect(map).toHaveStyle({ height: '750px' });
    expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
    // The map reports its status from an effect, after its first render.
    await waitFor(() => expect(map).toHaveAttribute('data-status', 'loaded'));
  });

  it('shows Error: AuthFailure with a note about the key when the provider refuses it', async () => {
    next.status = 'auth-failure';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ListingMap items={items} label="Areas" attribution="" />);
    expect(await screen.findByText(MESSAGES.mapAuthFailure)).toBeInTheDocument();
    expect(screen.getByText(/access key is wrong/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('leaves out items without coordinates', async () => {
    const { placed } = await import('./map-types');
    expect(placed(items).map((i) => i.slug)).toEqual(['palm']);
  });
});

describe("A listing's or area's own map", () => {
  const place = { slug: 'palm-villa', title: 'Palm Villa', featuredImage: null, latitude: 25.11, longitude: 55.13 };

  it('opens at street level on a property or a development, not on the whole country', async () => {
    next.status = 'loaded';
    renderWithProviders(<PinMap kind="property" listing={place} />);
    expect(await screen.findByTestId('leaflet')).toHaveAttribute('data-zoom', '15');
    expect(screen.getByRole('region', { name: 'Map of Palm Villa' })).toBeInTheDocument();
  });

  it('opens at district level on an area guide', async () => {
    next.status = 'loaded';
    renderWithProviders(<PinMap kind="area" listing={{ ...place, title: 'Palm Jumeirah' }} />);
    expect(await screen.findByTestId('leaflet')).toHaveAttribute('data-zoom', '13');
  });
});
