/**
 * Leaflet as the site's maps call it, for tests in jsdom (which lays nothing out, so a real map
 * cannot run): each call answers as Leaflet's objects do, and what a test checks is kept in
 * `leaflet`: the view set, the bounds fitted, the markers added with their icons' HTML, the popups
 * bound, the tile layer's event handlers and how often a map was removed. A test file replaces
 * the module with it:
 *
 *   vi.mock('leaflet', async () => (await import('~/testing/fake-leaflet')).fakeLeaflet());
 *
 * and reads (and resets) `leaflet` from the same import.
 */
type LatLng = [number, number];

export const leaflet = {
  view: null as { centre: LatLng; zoom: number } | null,
  fits: [] as Array<[LatLng, LatLng]>,
  markers: [] as Array<{ latlng: LatLng; html: string }>,
  popups: [] as string[],
  layerHandlers: {} as Record<string, (event: unknown) => void>,
  removed: 0,
};

/** The bounds of some points, as Leaflet's LatLngBounds answers them. */
function bounds(points: LatLng[]) {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  const sw: LatLng = [Math.min(...lats), Math.min(...lngs)];
  const ne: LatLng = [Math.max(...lats), Math.max(...lngs)];
  return {
    corners: [sw, ne] as [LatLng, LatLng],
    getWest: () => sw[1],
    getSouth: () => sw[0],
    getEast: () => ne[1],
    getNorth: () => ne[0],
  };
}

/** The module's default export: a 600x750 map showing the whole world at zoom 4. */
export function fakeLeaflet() {
  const layer = {
    on(event: string, handler: (event: unknown) => void) {
      leaflet.layerHandlers[event] = handler;
      return layer;
    },
    addTo: () => layer,
    clearLayers: () => {},
  };
  const map = {
    setView(centre: LatLng, zoom: number) {
      leaflet.view = { centre, zoom };
      return map;
    },
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
    fitBounds(b: ReturnType<typeof bounds>) {
      leaflet.fits.push(b.corners);
      return map;
    },
    remove: () => {
      leaflet.removed++;
    },
  };
  const marker = (latlng: LatLng, options?: { icon?: { html?: string } }) => {
    const added = {
      on: () => added,
      bindPopup(html: string) {
        leaflet.popups.push(html);
        return added;
      },
      addTo() {
        leaflet.markers.push({ latlng, html: options?.icon?.html ?? '' });
        return added;
      },
    };
    return added;
  };
  return {
    default: {
      map: () => map,
      tileLayer: () => layer,
      layerGroup: () => layer,
      latLngBounds: (a: LatLng[] | LatLng, b?: LatLng) => bounds(b ? [a as LatLng, b] : (a as LatLng[])),
      divIcon: (options: unknown) => options,
      marker,
    },
  };
}
