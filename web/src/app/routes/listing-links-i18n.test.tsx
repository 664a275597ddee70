import type { PropertyMarker } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FAVOURITES_STORAGE_KEY } from '~/lib/favourites';
import { loadCatalogue } from '~/lib/i18n/i18n';
import { aDevelopment, anArea, aProperty } from '~/testing/fixtures';
import { stubInView } from '~/testing/in-view';
import { renderRoutesIn } from '~/testing/render';
import { server } from '~/testing/server';
import AllProperties, { clientLoader as propertiesLoader } from './all-properties';
import AreaPage, { clientLoader as areaLoader } from './area';
import DevelopmentPage, { clientLoader as developmentLoader } from './development';
import { leaflet } from '~/testing/fake-leaflet';

/*
 * A listing's links on a page in another language (docs/decisions/0102): the cards an area guide
 * and a development show, and the search map's leaflet.popups, go straight to the listing's own address
 * in that language (no 301 on the way), while its favourite keeps its English address.
 */

/** The map needs a browser's layout: the fake Leaflet records the leaflet.popups bound to its markers. */
vi.mock('leaflet', async () => (await import('~/testing/fake-leaflet')).fakeLeaflet());
vi.mock('leaflet/dist/leaflet.css', () => ({}));

beforeAll(() => loadCatalogue('ru'));
afterEach(() => {
  localStorage.removeItem(FAVOURITES_STORAGE_KEY);
  vi.unstubAllGlobals();
});

const SLUGS = { en: 'marina-duplex', ar: 'marina-duplex', ru: 'dupleks-v-marine', zh: 'marina-duplex' };
const TITLE = { en: 'Marina Duplex', ru: 'Дуплекс в Марине' };

/** The language a request asks its answer in (none: English). */
const languageOf = (request: Request) => new URL(request.url).searchParams.get('language');

/** The listing's card as the CMS answers it: in Russian, its Russian title and address and each language's. */
const duplex = (language: string | null) =>
  aProperty({
    _id: 'duplex',
    ...(language === 'ru'
      ? {
          slug: SLUGS.ru,
          slugs: SLUGS,
          title: TITLE.ru,
          translation: { language: 'ru', untranslated: [], english: { title: TITLE.en } },
        }
      : { slug: SLUGS.en, title: TITLE.en }),
    location: 'Dubai Marina',
  });

/** A search-map marker of a Marina penthouse, with the fields given. */
const aMarker = (fields: Pick<PropertyMarker, '_id' | 'slug' | 'title'> & Partial<PropertyMarker>): PropertyMarker => ({
  latitude: 25.08,
  longitude: 55.14,
  featuredImage: null,
  beds: 3,
  propertyType: 'Penthouse',
  price: 1_000_000,
  priceAed: 3_672_500,
  priceEur: 900_000,
  ...fields,
});

/** The card's link and favourite: where it goes, and the address the favourite saves. */
async function cardOf(user: { click: (el: Element) => Promise<void> }) {
  const card = await screen.findByRole('article', { name: TITLE.ru });
  await user.click(within(card).getByRole('button', { pressed: false }));
  return {
    href: within(card).getByRole('link', { name: TITLE.ru }).getAttribute('href'),
    saved: (JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]') as Array<{ slug: string }>).map(
      (f) => f.slug,
    ),
  };
}

describe('A listing on a Russian page', () => {
  it('is linked at its Russian address from an area guide’s cards, and saved by its English one', async () => {
    server.use(
      http.get('*/api/admin/get-area-slug/:slug', ({ request }) =>
        HttpResponse.json(anArea({ slug: 'marina', title: 'Marina', properties: [duplex(languageOf(request))] })),
      ),
    );
    const { user } = renderRoutesIn(
      'ru',
      [{ path: 'area/:slug', Component: AreaPage, loader: areaLoader }],
      '/ru/area/marina',
    );
    expect(await cardOf(user)).toEqual({ href: `/ru/property/${SLUGS.ru}`, saved: [SLUGS.en] });
  });

  it('is linked at its Russian address from a development’s cards, and saved by its English one', async () => {
    server.use(
      http.get('*/api/admin/get-development-slug/:slug', ({ request }) =>
        HttpResponse.json(
          aDevelopment({ slug: 'marina-towers', title: 'Marina Towers', properties: [duplex(languageOf(request))] }),
        ),
      ),
    );
    const { user } = renderRoutesIn(
      'ru',
      [{ path: 'development/:slug', Component: DevelopmentPage, loader: developmentLoader }],
      '/ru/development/marina-towers',
    );
    expect(await cardOf(user)).toEqual({ href: `/ru/property/${SLUGS.ru}`, saved: [SLUGS.en] });
  });

  it('is linked at its Russian address from its marker’s popup on the search map', async () => {
    stubInView({ immediately: true });
    leaflet.popups.length = 0;
    server.use(
      http.post('*/api/admin/get-property-markers', ({ request }) => {
        const { slug, title } = duplex(languageOf(request));
        return HttpResponse.json([aMarker({ _id: 'duplex', slug, title })], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    renderRoutesIn(
      'ru',
      [{ path: 'all-properties', Component: AllProperties, loader: propertiesLoader }],
      '/ru/all-properties?view=map',
    );
    await waitFor(() => expect(leaflet.popups.length).toBeGreaterThan(0));
    const popup = document.createElement('div');
    popup.innerHTML = leaflet.popups.at(-1)!;
    expect(within(popup).getByRole('link', { name: new RegExp(TITLE.ru) })).toHaveAttribute(
      'href',
      `/ru/property/${SLUGS.ru}`,
    );
  });

  it('marks a marker title still in English as English, in its label and its popup', async () => {
    stubInView({ immediately: true });
    leaflet.popups.length = 0;
    leaflet.markers.length = 0;
    const markers = [
      aMarker({ _id: 'duplex', slug: 'duplex', title: TITLE.ru }),
      // Far from the other, so that neither is drawn inside a cluster; its title untranslated.
      aMarker({
        _id: 'palm-villa',
        slug: 'palm-villa',
        title: 'Palm Villa',
        latitude: 51.5,
        longitude: -0.12,
        translation: { language: 'ru', untranslated: ['title'] },
      }),
    ];
    server.use(
      http.post('*/api/admin/get-property-markers', () =>
        HttpResponse.json(markers, { headers: { 'X-Total-Count': '2' } }),
      ),
    );
    renderRoutesIn(
      'ru',
      [{ path: 'all-properties', Component: AllProperties, loader: propertiesLoader }],
      '/ru/all-properties?view=map',
    );
    await waitFor(() => expect(leaflet.popups.length).toBeGreaterThan(1));
    const shown = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box;
    };
    const popups = leaflet.popups.slice(-2).map(shown);
    const villa = popups.find((p) => p.textContent?.includes('Palm Villa'))!;
    const russian = popups.find((p) => p.textContent?.includes(TITLE.ru))!;
    expect(within(villa).getByText('Palm Villa')).toHaveAttribute('lang', 'en');
    expect(within(villa).getByText('Palm Villa')).toHaveAttribute('dir', 'ltr');
    expect(within(russian).getByText(TITLE.ru)).not.toHaveAttribute('lang');
    const labels = leaflet.markers.map((m) => shown(m.html));
    expect(within(labels.find((l) => l.textContent?.includes('Palm Villa'))!).getByText(/Palm Villa/)).toHaveAttribute(
      'lang',
      'en',
    );
    expect(
      within(labels.find((l) => l.textContent?.includes(TITLE.ru))!).getByText(new RegExp(TITLE.ru)),
    ).not.toHaveAttribute('lang');
  });
});
