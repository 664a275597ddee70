/*
 * Leaflet draws nothing in jsdom, so every test gets this recorder in its place (setup-tests.ts):
 * it keeps what the map pin asks of Leaflet, and a test fires the map's click and the pin's drag
 * by hand, as Leaflet fires them in a browser.
 */

type Point = [number, number];
type ClickEvent = { latlng: { lat: number; lng: number } };

export const leaflet = {
  view: null as null | { centre: Point; zoom: number },
  tiles: '',
  onClick: null as null | ((event: ClickEvent) => void),
  marker: null as null | { at: Point; draggable: boolean; onDragEnd: () => void },
};

export function resetLeaflet() {
  leaflet.view = null;
  leaflet.tiles = '';
  leaflet.onClick = null;
  leaflet.marker = null;
}

const map = {
  setView(centre: Point, zoom: number) {
    leaflet.view = { centre, zoom };
    return map;
  },
  on(event: string, handler: (event: ClickEvent) => void) {
    if (event === 'click') leaflet.onClick = handler;
    return map;
  },
  getBounds: () => ({ contains: () => true }),
  panTo: () => map,
  remove: () => undefined,
};

/** The module `leaflet` as the tests see it. */
export const fakeLeafletModule = {
  default: {
    Browser: { mobile: false },
    map: () => map,
    tileLayer: (url: string) => {
      leaflet.tiles = url;
      return { addTo: () => undefined };
    },
    divIcon: (options: unknown) => options,
    marker: (at: Point, options: { draggable: boolean }) => {
      const recorded: { at: Point; draggable: boolean; onDragEnd: () => void } = {
        at,
        draggable: options.draggable,
        onDragEnd: () => undefined,
      };
      leaflet.marker = recorded;
      const marker = {
        on: (event: string, handler: () => void) => {
          if (event === 'dragend') recorded.onDragEnd = handler;
          return marker;
        },
        addTo: () => marker,
        getLatLng: () => ({ lat: recorded.at[0], lng: recorded.at[1] }),
        setLatLng: (next: Point) => {
          recorded.at = next;
        },
      };
      return marker;
    },
  },
};
