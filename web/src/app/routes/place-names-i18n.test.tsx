import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { PropertyCard } from '~/features/properties/components/property-card';
import { HeroSearch } from '~/features/properties/components/hero-search';
import { propertyMeta } from '~/lib/listing-ld';
import { placeNamesKey } from '~/lib/i18n/place-names';
import { aDevelopment, aProperty } from '~/testing/fixtures';
import { FeaturedDevelopmentBanner } from '~/features/developments/components/featured-development-banner';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import PropertyPage, { clientLoader as propertyLoader } from './property';

/*
 * The places' names in the page's language (docs/decisions/0102): a listing's location is the
 * English name of a community, shown on an Arabic page by its area guide's Arabic title; a place
 * no guide translates shows in English, marked as English. The value (links, filters) stays English.
 */

beforeAll(() => loadCatalogue('ar'));

/** Records the languages the place names are asked in. */
function askedForNames() {
  const asked: Array<string | null> = [];
  server.use(
    http.get('*/api/admin/get-place-names', ({ request }) => {
      const language = new URL(request.url).searchParams.get('language');
      asked.push(language);
      return HttpResponse.json({ language, names: db.placeNames[language ?? 'en'] ?? {} });
    }),
  );
  return asked;
}

const inArabic = (children: React.ReactNode) => <I18nProvider locale="ar">{children}</I18nProvider>;

describe('A property card on an Arabic page', () => {
  it("shows its place by the area guide's Arabic title, and an untranslated place in English marked as English", async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    const asked = askedForNames();
    renderRoutes(
      [
        {
          path: 'ar',
          Component: () =>
            inArabic(
              <>
                <PropertyCard property={aProperty({ title: 'Frond Villa', location: 'palm jumeirah ' })} />
                <PropertyCard property={aProperty({ title: 'Bay Villa', location: 'Jumeirah Bay' })} />
              </>,
            ),
        },
      ],
      '/ar',
    );
    const palm = await within(await screen.findByRole('article', { name: 'Frond Villa' })).findByText('نخلة جميرا');
    expect(palm).not.toHaveAttribute('lang');
    expect(within(screen.getByRole('article', { name: 'Bay Villa' })).getByText('Jumeirah Bay')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(asked).toEqual(['ar']);
  });

  it('never asks for place names on an English page, and shows the place as it is', async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    const asked = askedForNames();
    renderRoutes(
      [{ path: 'cards', Component: () => <PropertyCard property={aProperty({ title: 'Frond Villa' })} /> }],
      '/cards',
    );
    const place = await screen.findByText('Palm Jumeirah');
    expect(place).not.toHaveAttribute('lang');
    expect(asked).toEqual([]);
  });
});

describe("The home's featured development on an Arabic page", () => {
  it('names its place in Arabic words, an untranslated place marked as English', async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    renderRoutes(
      [
        {
          path: 'ar',
          Component: () =>
            inArabic(<FeaturedDevelopmentBanner development={aDevelopment({ location: 'Jumeirah Bay' })} />),
        },
      ],
      '/ar',
    );
    const place = await screen.findByText('Jumeirah Bay');
    expect(place).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'مشروع جديد · Jumeirah Bay'),
    ).not.toHaveAttribute('lang');
  });
});

describe("The home search's places on an Arabic page", () => {
  it('read in Arabic, each keeping its English name as the value searched', async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    renderRoutes(
      [{ path: 'ar', Component: () => inArabic(<HeroSearch locations={['Palm Jumeirah', 'Jumeirah Bay']} />) }],
      '/ar',
    );
    const palm = await screen.findByRole('option', { name: 'نخلة جميرا' });
    expect(palm).toHaveAttribute('value', 'Palm Jumeirah');
    expect(palm).not.toHaveAttribute('lang');
    const bay = screen.getByRole('option', { name: 'Jumeirah Bay' });
    expect(bay).toHaveAttribute('value', 'Jumeirah Bay');
    expect(bay).toHaveAttribute('lang', 'en');
  });
});

describe('A listing page in Arabic', () => {
  const renderListing = (location: string) => {
    const property = aProperty({
      slug: 'frond-villa',
      title: 'فيلا على السعفة',
      location,
      spaces: [{ title: 'Master Suite', images: ['/uploads/suite.jpg'] }],
      translation: { language: 'ar', untranslated: [], english: { title: 'Frond Villa' } },
    });
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', () => HttpResponse.json(property)),
      http.get('*/api/admin/get-nearby-properties', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoutes(
      [
        {
          path: 'ar/property/:slug',
          Component: () =>
            inArabic(
              <PropertyPage
                {...({ params: { slug: 'frond-villa' } } as unknown as Parameters<typeof PropertyPage>[0])}
              />,
            ),
          loader: propertyLoader,
        },
      ],
      '/ar/property/frond-villa',
    );
  };

  it("names its place in Arabic in the breadcrumb and above the description, its rooms' tabs marked as English", async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    renderListing('Palm Jumeirah');
    await screen.findByRole('heading', { level: 1, name: 'فيلا على السعفة' });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'مسار التنقل' }));
    expect(await breadcrumb.findByText('نخلة جميرا')).not.toHaveAttribute('lang');
    // Above the description: the type, then the place, in Arabic.
    expect(screen.getByText('فيلا · نخلة جميرا')).not.toHaveAttribute('lang');
    // A room staff named in English reads as English.
    expect(await screen.findByRole('tab', { name: 'Master Suite' })).toHaveAttribute('lang', 'en');
  });

  it('shows a place no guide translates in English, marked as English', async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    renderListing('Jumeirah Bay');
    await screen.findByRole('heading', { level: 1, name: 'فيلا على السعفة' });
    const breadcrumb = within(screen.getByRole('navigation', { name: 'مسار التنقل' }));
    expect(await breadcrumb.findByText('Jumeirah Bay')).toHaveAttribute('lang', 'en');
    // Above the description too, the type beside it in Arabic.
    const places = screen.getAllByText('Jumeirah Bay');
    expect(places.every((place) => place.getAttribute('lang') === 'en' && place.getAttribute('dir') === 'ltr')).toBe(
      true,
    );
    expect(places).toHaveLength(2);
  });

  it("titles the page and its structured data with the place's Arabic name", () => {
    const matches = [
      {
        id: 'root',
        data: {
          publicConfig: { siteUrl: 'https://estate.ae', mapAttribution: '', agencyName: 'Estate', locale: 'ar' },
          dehydratedState: {
            mutations: [],
            queries: [
              {
                queryKey: placeNamesKey('ar'),
                queryHash: JSON.stringify(placeNamesKey('ar')),
                state: { data: { 'Palm Jumeirah': 'نخلة جميرا' }, status: 'success' },
              },
            ],
          },
        },
      },
    ];
    const meta = propertyMeta(matches, aProperty({ title: 'فيلا على السعفة', slug: 'frond-villa' }), false);
    expect(meta).toContainEqual({ title: expect.stringContaining('نخلة جميرا') });
    const ld = JSON.stringify(meta.filter((m) => 'script:ld+json' in m));
    expect(ld).toContain('نخلة جميرا');
    expect(ld).not.toContain('Palm Jumeirah');
  });
});

describe("A listing page's rooms on an English page", () => {
  it('are not marked', async () => {
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', () =>
        HttpResponse.json(
          aProperty({
            slug: 'frond-villa',
            title: 'Frond Villa',
            spaces: [{ title: 'Master Suite', images: ['/uploads/suite.jpg'] }],
          }),
        ),
      ),
      http.get('*/api/admin/get-nearby-properties', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoutes(
      [
        {
          path: 'property/:slug',
          Component: () => (
            <PropertyPage {...({ params: { slug: 'frond-villa' } } as unknown as Parameters<typeof PropertyPage>[0])} />
          ),
          loader: propertyLoader,
        },
      ],
      '/property/frond-villa',
    );
    expect(await screen.findByRole('tab', { name: 'Master Suite' })).not.toHaveAttribute('lang');
  });
});
