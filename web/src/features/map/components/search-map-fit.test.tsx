import type { PropertyMarker } from '@estate/contract';
import { render } from '@testing-library/react';
import { leaflet } from '~/testing/fake-leaflet';

/* Leaflet draws nothing in jsdom: the fake records the bounds the map is fitted to. */
vi.mock('leaflet', async () => (await import('~/testing/fake-leaflet')).fakeLeaflet());
vi.mock('leaflet/dist/leaflet.css', () => ({}));

const home = (id: string, latitude: number, longitude: number): PropertyMarker => ({
  _id: id,
  slug: id,
  title: id,
  latitude,
  longitude,
  featuredImage: null,
  beds: 2,
  propertyType: 'Apartment',
  price: 1,
  priceAed: 1,
  priceEur: 1,
});

const everywhere = [home('london', 51.5, -0.12), home('marbella', 36.5, -4.9), home('marina', 25.08, 55.14)];
const dubai = [home('marina', 25.08, 55.14), home('downtown', 25.19, 55.27)];

describe('The search map', () => {
  it('opens a new search on its own homes, not on the previous search’s kept while they load', async () => {
    const { default: SearchMap } = await import('./search-map');
    const props = {
      currency: 'AED' as const,
      bbox: null,
      onSearchArea: () => {},
      attribution: 'Natural Earth',
      label: 'Map of the homes found',
      onStatus: () => {},
    };
    const view = render(<SearchMap {...props} markers={everywhere} searchKey="all" fresh />);
    expect(leaflet.fits.at(-1)).toEqual([
      [25.08, -4.9],
      [51.5, 55.14],
    ]);
    // The Dubai search is made: the previous markers stay on the map while its own load.
    view.rerender(<SearchMap {...props} markers={everywhere} searchKey="dubai" fresh={false} />);
    view.rerender(<SearchMap {...props} markers={dubai} searchKey="dubai" fresh />);
    expect(leaflet.fits.at(-1)).toEqual([
      [25.08, 55.14],
      [25.19, 55.27],
    ]);
    // More markers of the same search keep the visitor's view.
    const count = leaflet.fits.length;
    view.rerender(<SearchMap {...props} markers={[...dubai, home('palm', 25.11, 55.13)]} searchKey="dubai" fresh />);
    expect(leaflet.fits).toHaveLength(count);
  });
});
