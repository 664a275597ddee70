import {
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
  type PropertyFilter,
  type PropertyMarker,
} from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { stubInView } from '~/testing/in-view';
import { LocationDisplay } from '~/testing/location';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import AllProperties, { clientLoader } from './all-properties';

/*
 * The map itself needs a browser's layout (Leaflet); here it is a list of what the route gives
 * it, with a "Search this area" that reports fixed bounds, as the real one reports the map's.
 */
vi.mock('~/features/map/components/search-map', () => ({
  default: function FakeSearchMap({
    markers,
    onSearchArea,
  }: {
    markers: PropertyMarker[];
    onSearchArea: (bbox: string) => void;
  }) {
    return (
      <div role="region" aria-label="Map of the homes found">
        <ul aria-label="Markers">
          {markers.map((m) => (
            <li key={m._id}>{m.title}</li>
          ))}
        </ul>
        <button type="button" onClick={() => onSearchArea('55.1,25,55.2,25.2')}>
          Search this area
        </button>
      </div>
    );
  },
}));

const route = { path: 'all-properties', Component: AllProperties, loader: clientLoader };
/** The first two homes as the map's markers, all in one place. */
const twoMarkers = (): PropertyMarker[] =>
  db.properties.slice(0, 2).map((p) => ({
    _id: p._id,
    slug: p.slug,
    title: p.title,
    latitude: 25.1,
    longitude: 55.1,
    featuredImage: null,
    beds: 5,
    propertyType: 'Villa',
    price: 1,
    priceAed: 1,
    priceEur: 1,
  }));

const open = (entry = '/all-properties') => renderRoutes([route], entry, <LocationDisplay />);
const location = () => screen.getByTestId('location').textContent;

/** The bodies the filter route received, newest last. */
function filterBodies(path = 'get-properties-filter') {
  const bodies: PropertyFilter[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(path)) bodies.push((await request.clone().json()) as PropertyFilter);
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  window.localStorage.clear();
});

describe('The flexible filters', () => {
  it('bounds the price in the chosen currency, EUR here, into the URL and the request', async () => {
    window.localStorage.setItem('currencySelected', 'EUR');
    const bodies = filterBodies();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum price (EUR)' }), '500000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (EUR)' }), '2,000,000');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()).toBe('/all-properties?minPrice=500000&maxPrice=2000000&currency=EUR'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ minPrice: 500000, maxPrice: 2000000, currency: 'EUR' }));
  });

  it('refuses a minimum above the maximum, saying so, without searching', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum price (AED)' }), '900');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price (AED)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum price must not be above the maximum.');
    expect(location()).toBe('/all-properties');
  });

  it('sends the keyword, the size in square metres, off-plan and studios', async () => {
    window.localStorage.setItem('areaUnit', 'sqm');
    const bodies = filterBodies();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'EST-000042');
    await user.type(screen.getByRole('textbox', { name: 'Minimum size (m²)' }), '80');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Completion' }), 'off-plan');
    await user.click(screen.getByRole('button', { name: 'Studios only' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        q: 'EST-000042',
        minSize: 80,
        sizeUnit: 'sqm',
        completionStatus: 'off-plan',
        studio: true,
      }),
    );
    await waitFor(() => expect(location()).toContain('studio=true'));
    expect(await screen.findByRole('heading', { name: 'Studios' })).toBeInTheDocument();
    document.documentElement.removeAttribute('data-area-unit');
  });

  it('starts from the filters of a shared link, with the panel open', async () => {
    open('/all-properties?q=marina&minPrice=100&maxPrice=900&completionStatus=ready');
    expect(await screen.findByRole('searchbox', { name: 'Keyword' })).toHaveValue('marina');
    expect(screen.getByRole('textbox', { name: 'Minimum price (AED)' })).toHaveValue('100');
    expect(screen.getByRole('combobox', { name: 'Completion' })).toHaveValue('ready');
  });
});

describe('The map view', () => {
  // The map column is on screen (a desktop); the test below scrolls to it as on a phone.
  beforeEach(() => stubInView({ immediately: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the map and its markers only once the map nears the screen, as on a phone', async () => {
    vi.unstubAllGlobals();
    const view = stubInView();
    const markerBodies = filterBodies('get-property-markers');
    open('/all-properties?view=map');
    expect(await screen.findByRole('heading', { name: 'All properties' })).toBeInTheDocument();
    await view.observed();
    expect(screen.queryByRole('region', { name: 'Map of the homes found' })).not.toBeInTheDocument();
    expect(screen.queryByText('Finding homes on the map…')).not.toBeInTheDocument();
    expect(markerBodies).toHaveLength(0);
    await view.scrollIntoView();
    const markers = await screen.findByRole('list', { name: 'Markers' });
    expect(await within(markers).findAllByRole('listitem')).not.toHaveLength(0);
    expect(markerBodies).toHaveLength(1);
  });

  it('shows list and map together, marks every home with a place, and keeps the view in the URL', async () => {
    db.properties = [
      aProperty({ title: 'Palm Villa' }),
      aProperty({ title: 'Nowhere Villa', latitude: null, longitude: null }),
    ];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Map' }));
    await waitFor(() => expect(location()).toBe('/all-properties?view=map'));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const markers = await screen.findByRole('list', { name: 'Markers' });
    expect(await within(markers).findByText('Palm Villa')).toBeInTheDocument();
    expect(within(markers).queryByText('Nowhere Villa')).not.toBeInTheDocument();
    // The list is still there beside the map.
    expect(screen.getByRole('link', { name: 'Nowhere Villa' })).toBeInTheDocument();
  });

  it('searches the area of the map: the bounds go to the URL and to both requests', async () => {
    const lists = filterBodies();
    const { user } = open('/all-properties?view=map');
    await user.click(await screen.findByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(location()).toBe('/all-properties?bbox=55.1%2C25%2C55.2%2C25.2&view=map'));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ bbox: '55.1,25,55.2,25.2' }));
    expect(await screen.findByRole('heading', { name: 'Properties in the map area' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(location()).toBe('/all-properties?view=map'));
  });

  it('says while it finds the homes, then asks to zoom in when the server capped the markers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/api/admin/get-property-markers', async () => {
        await gate;
        return HttpResponse.json(twoMarkers(), { headers: { [TOTAL_COUNT_HEADER]: '600' } });
      }),
    );
    open('/all-properties?view=map');
    expect(await screen.findByText('Finding homes on the map…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByText('Showing 2 of 600 homes: zoom in and search this area to see them all.'),
    ).toBeInTheDocument();
  });

  it('asks the markers counted as the list is, and says when the count stopped', async () => {
    const asked: PropertyFilter[] = [];
    server.use(
      http.post('*/api/admin/get-property-markers', async ({ request }) => {
        asked.push((await request.json()) as PropertyFilter);
        return HttpResponse.json(twoMarkers(), {
          headers: { [TOTAL_COUNT_HEADER]: '1000', [TOTAL_LOWER_BOUND_HEADER]: 'true' },
        });
      }),
    );
    open('/all-properties?view=map');
    expect(
      await screen.findByText('Showing 2 of 1,000+ homes: zoom in and search this area to see them all.'),
    ).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ countUpTo: 1000 });
  });

  it('says when no home of the search has a place on the map', async () => {
    db.properties = [aProperty({ latitude: null, longitude: null })];
    open('/all-properties?view=map');
    expect(await screen.findByText('No home of this search has a place on the map.')).toBeInTheDocument();
  });

  it('says when the homes could not be placed, and tries again on Retry', async () => {
    let fail = true;
    server.use(
      http.post('*/api/admin/get-property-markers', () => (fail ? new HttpResponse(null, { status: 500 }) : undefined)),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = open('/all-properties?view=map');
    const alert = await screen.findByText(/The homes could not be placed on the map/, undefined, { timeout: 4000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const markers = await screen.findByRole('list', { name: 'Markers' });
    await waitFor(() => expect(within(markers).getAllByRole('listitem')).toHaveLength(3));
  });
});

describe('The bar beside a keyword', () => {
  it('shows Any type and Anywhere for a search that names neither, and searches every type and place', async () => {
    const bodies = filterBodies();
    const { user } = open('/all-properties?q=marina');
    expect(await screen.findByRole('combobox', { name: 'Property type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Any type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ q: 'marina', limit: 20, offset: 0, countUpTo: 1000 }));
  });
});
