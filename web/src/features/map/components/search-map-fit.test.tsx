import type { PropertyMarker } from '@estate/contract';
import { render } from '@testing-library/react';

/*
 * Leaflet draws nothing in jsdom: it is replaced by a recorder of the bounds the map is fitted to.
 */
const fits = vi.hoisted(() => [] as Array<[[number, number], [number, number]]>);

vi.mock('leaflet', () => {
  const bounds = (points: Array<[number, number]>) => {
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    const sw: [number, number] = [Math.min(...lats), Math.min(...lngs)];
    const ne: [number, number] = [Math.max(...lats), Math.max(...lngs)];
    return {
      corners: [sw, ne],
      getWest: () => sw[1],
      getSouth: () => sw[0],
      getEast: () => ne[1],
      getNorth: () => ne[0],
    };
  };
  const layer = { on: () => layer, addTo: () => layer, clearLayers: () => {} };
  const map = {
    setView: () => map,
    on: () => map,
    off: () => map,
    attributionControl: { setPrefix: () => {} },
    getContainer: () => document.createElement('div'),
    getSize: () => ({ x: 600, y: 750 }),
    getBounds: () =>
      bounds([
        [-80, -170],
        [80, 170],
      ]),
    getZoom: () => 4,
    invalidateSize: () => {},
    fitBounds: (b: { corners: [[number, number], [number, number]] }) => {
      fits.push(b.corners);
      return map;
    },
    remove: () => {},
  };
  const marker = { on: () => marker, bindPopup: () => marker, addTo: () => marker };
  return {
    default: {
      map: () => map,
      tileLayer: () => layer,
      layerGroup: () => layer,
      latLngBounds: (a: Array<[number, number]> | [number, number], b?: [number, number]) =>
        bounds(b ? [a as [number, number], b] : (a as Array<[number, number]>)),
      divIcon: (opts: unknown) => opts,
      marker: () => marker,
    },
  };
});
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
    expect(fits.at(-1)).toEqual([
      [25.08, -4.9],
      [51.5, 55.14],
    ]);
    // The Dubai search is made: the previous markers stay on the map while its own load.
    view.rerender(<SearchMap {...props} markers={everywhere} searchKey="dubai" fresh={false} />);
    view.rerender(<SearchMap {...props} markers={dubai} searchKey="dubai" fresh />);
    expect(fits.at(-1)).toEqual([
      [25.08, 55.14],
      [25.19, 55.27],
    ]);
    // More markers of the same search keep the visitor's view.
    const count = fits.length;
    view.rerender(<SearchMap {...props} markers={[...dubai, home('palm', 25.11, 55.13)]} searchKey="dubai" fresh />);
    expect(fits).toHaveLength(count);
  });
});
