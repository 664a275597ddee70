import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '~/testing/server';
import { I18nProvider } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import type { MapStatus } from './map-types';
import { leaflet } from '~/testing/fake-leaflet';

/*
 * Leaflet draws nothing in jsdom, so it is replaced by a recorder of what the component asks of it;
 * the tile layer's events are then fired by hand, as Leaflet would fire them in a browser.
 */
vi.mock('leaflet', async () => (await import('~/testing/fake-leaflet')).fakeLeaflet());
vi.mock('leaflet/dist/leaflet.css', () => ({}));

const items = [
  {
    kind: 'development' as const,
    slug: 'aurelia',
    title: 'Aurelia',
    image: '/uploads/a.jpg',
    latitude: 25.11,
    longitude: 55.14,
  },
  { kind: 'development' as const, slug: 'meridian', title: 'Meridian', image: null, latitude: 25.2, longitude: 55.27 },
  { kind: 'development' as const, slug: 'marbella', title: 'Marbella', image: null, latitude: 36.5, longitude: -4.9 },
];

async function mount(onStatus: (s: MapStatus) => void, locale: Locale = 'en') {
  const { default: LeafletMap } = await import('./leaflet-map');
  leaflet.markers = [];
  leaflet.layerHandlers = {};
  return render(
    <I18nProvider locale={locale}>
      <LeafletMap items={items} zoom={11} attribution="Natural Earth" label="Map" onStatus={onStatus} />
    </I18nProvider>,
  );
}

describe('The Leaflet map', () => {
  it('centres on the median listing, at the zoom asked, with a round picture marker linking to each page in a new tab', async () => {
    await mount(() => {});
    expect(leaflet.view).toEqual({ centre: [25.2, 55.14], zoom: 11 });
    expect(leaflet.markers).toHaveLength(3);
    expect(leaflet.markers[0]!.html).toContain('href="/development/aurelia"');
    expect(leaflet.markers[0]!.html).toContain('target="_blank"');
    expect(leaflet.markers[0]!.html).toContain('src="/img/160/uploads/a.jpg"');
  });

  it('links each page in the map’s language, at the address the items name there', async () => {
    await mount(() => {}, 'ru');
    expect(leaflet.markers[0]!.html).toContain('href="/ru/development/aurelia"');
  });

  it('reports loading, then loaded', async () => {
    const onStatus = vi.fn();
    await mount(onStatus);
    leaflet.layerHandlers.loading!({});
    leaflet.layerHandlers.load!({});
    expect(onStatus.mock.calls.map((c) => c[0])).toEqual(['loading', 'loaded']);
  });

  it('tells an authentication failure (a tile answered 401 or 403) from an outage', async () => {
    server.use(http.get('*/tiles/:z/:x/:y', () => new HttpResponse('AuthFailure', { status: 401 })));
    const onStatus = vi.fn();
    leaflet.removed = 0;
    const { unmount } = await mount(onStatus);
    leaflet.layerHandlers.tileerror!({ tile: { src: 'http://localhost:3000/tiles/8/170/108.png' } });
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('auth-failure'));
    // The map is removed once, when the parent swaps it for the panel (twice would throw).
    expect(leaflet.removed).toBe(0);
    unmount();
    expect(leaflet.removed).toBe(1);
  });

  it('reports a failure when tiles fail for another reason', async () => {
    server.use(http.get('*/tiles/:z/:x/:y', () => new HttpResponse('down', { status: 502 })));
    const onStatus = vi.fn();
    await mount(onStatus);
    leaflet.layerHandlers.tileerror!({ tile: { src: 'http://localhost:3000/tiles/8/170/108.png' } });
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('failed'));
  });
});
