import { SEARCH_PROPERTY_TYPES, truncateWords } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aDevelopment, aPost, aProperty, aTeamMember } from '~/testing/fixtures';
import { db, homeOf } from '~/testing/handlers';
import { LocationDisplay } from '~/testing/location';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import AllProperties, { clientLoader as propertiesLoader } from './all-properties';
import Home, { clientLoader, loader } from './home';

const open = (homeLoader: (args: never) => unknown = clientLoader) =>
  renderRoutes(
    [
      { index: true, Component: Home, loader: homeLoader },
      { path: 'all-properties', Component: AllProperties, loader: propertiesLoader },
    ],
    '/',
    <LocationDisplay />,
  );

describe('Home', () => {
  it('searches with a type and the distinct trimmed locations of all properties, the first preselected', async () => {
    db.properties = [
      aProperty({ location: ' Palm Jumeirah ' }),
      aProperty({ location: 'Dubai Marina' }),
      aProperty({ location: 'palm jumeirah' }),
      aProperty({ location: 'Marbella' }),
    ];
    const { user } = open();
    const type = await screen.findByRole('combobox', { name: 'Property type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...SEARCH_PROPERTY_TYPES]);
    // The spec's five in its order, then the other two types, so every type can be found.
    expect([...SEARCH_PROPERTY_TYPES]).toEqual([
      'Apartment',
      'Villa',
      'Townhouse',
      'Penthouse',
      'Land',
      'Flat',
      'Home',
    ]);
    expect(type).toHaveValue('Apartment');
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(
      within(location)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Palm Jumeirah', 'Dubai Marina', 'Marbella']);
    expect(location).toHaveValue('Palm Jumeirah');
    await user.selectOptions(type, 'Villa');
    await user.selectOptions(location, 'Dubai Marina');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/all-properties?propertyType=Villa&country=Dubai+Marina',
      ),
    );
  });

  it('preselects a location with listings of the chosen type, so the default search finds homes', async () => {
    db.properties = [
      aProperty({ location: 'Palm Jumeirah', propertyType: 'Villa' }),
      aProperty({ location: 'Dubai Marina', propertyType: 'Apartment' }),
      aProperty({ location: 'Marbella', propertyType: 'Villa' }),
    ];
    const { user } = open();
    const type = await screen.findByRole('combobox', { name: 'Property type' });
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(type).toHaveValue('Apartment');
    await waitFor(() => expect(location).toHaveValue('Dubai Marina'));
    await user.selectOptions(type, 'Villa');
    await waitFor(() => expect(location).toHaveValue('Palm Jumeirah'));
    // A type listed nowhere keeps the spec's first location.
    await user.selectOptions(type, 'Land');
    await waitFor(() => expect(location).toHaveValue('Palm Jumeirah'));
    // The visitor's own pick stands.
    await user.selectOptions(type, 'Villa');
    await user.selectOptions(location, 'Marbella');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/all-properties?propertyType=Villa&country=Marbella'),
    );
  });

  it('preselects from the locations of the type, not from a page of its listings', async () => {
    // Newest first: a villa on the Palm (so the Palm comes first in the select), twenty-five
    // apartments in the Marina, then the Palm's one apartment, which a first page of the type's
    // listings would not reach.
    db.properties = [
      aProperty({ location: 'Palm Jumeirah', propertyType: 'Villa' }),
      ...Array.from({ length: 25 }, () => aProperty({ location: 'Dubai Marina', propertyType: 'Apartment' })),
      aProperty({ location: 'Palm Jumeirah', propertyType: 'Apartment' }),
    ];
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
    };
    server.events.on('request:start', record);
    try {
      open();
      const location = await screen.findByRole('combobox', { name: 'Location' });
      expect(
        within(location)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Palm Jumeirah', 'Dubai Marina']);
      await waitFor(() => expect(asked).toContain('GET /api/admin/get-property-locations?propertyType=Apartment'));
      expect(location).toHaveValue('Palm Jumeirah');
      // The home loads no search of listings for its hero.
      expect(asked.filter((a) => a.includes('get-properties-filter'))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('puts the founder first in the team and opens a member’s More popup', async () => {
    db.teams = [
      aTeamMember({ title: 'Layla Haddad', position: 'CEO', description: 'Runs the business day to day.' }),
      aTeamMember({ title: 'Alexander Whitmore', position: 'Founder' }),
    ];
    const { user } = open();
    const team = await screen.findByRole('region', { name: 'Our team' });
    await waitFor(() =>
      expect(
        within(team)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Alexander Whitmore', 'Layla Haddad']),
    );
    await user.click(within(team).getByRole('button', { name: 'More about Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Layla Haddad' });
    expect(within(dialog).getByText('CEO')).toBeInTheDocument();
    expect(within(dialog).getByText('Runs the business day to day.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/971500000000',
    );
    expect(within(dialog).getByRole('link', { name: /@estate\.local/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the full-width featured property and the other featured listings', async () => {
    db.properties = [
      aProperty({ title: 'Signature Frond Villa', isFeatured: true, isFullWidthFeatured: true }),
      aProperty({ title: 'Marina Penthouse', isFeatured: true }),
    ];
    open();
    expect(await screen.findByRole('heading', { name: 'Signature Frond Villa', level: 2 })).toBeInTheDocument();
    const listings = screen.getByRole('region', { name: 'Featured listings' });
    expect(within(listings).getByRole('link', { name: 'Marina Penthouse' })).toBeInTheDocument();
    expect(within(listings).queryByRole('link', { name: 'Signature Frond Villa' })).not.toBeInTheDocument();
  });

  it('cuts blog teasers to 22 words with an ellipsis and links to the post', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    db.posts = [aPost({ title: 'Golden Visa', slug: 'golden-visa', description: long })];
    open();
    const insights = await screen.findByRole('region', { name: 'Expert insights' });
    expect(await within(insights).findByText(truncateWords(long, 22).text)).toBeInTheDocument();
    expect(await within(insights).findByRole('link', { name: /Read more ?: Golden Visa/ })).toHaveAttribute(
      'href',
      '/blog-single/golden-visa',
    );
  });

  it('shows the developments carousel, and its empty state when there are none', async () => {
    db.developments = [aDevelopment({ title: 'Aurelia Residences' })];
    open();
    const carousel = await screen.findByRole('region', { name: 'New developments' });
    expect(within(carousel).getByRole('link', { name: 'Aurelia Residences' })).toBeInTheDocument();
  });

  it('keeps every section calm when the content service fails', async () => {
    // The browser retries an outage once after a second: fake timers let the test skip the wait.
    vi.useFakeTimers();
    server.use(http.get('*/api/admin/*', () => new HttpResponse(null, { status: 503 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    const wait = { timeout: 5000 };
    expect(await screen.findByRole('heading', { name: /Homes by the water/ }, wait)).toBeInTheDocument();
    expect(await screen.findByText('Our team will be introduced here shortly', undefined, wait)).toBeInTheDocument();
    expect(await screen.findByText('No developments found!', undefined, wait)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  describe('rendered on the server', () => {
    /** The contract calls a render makes, as METHOD path?query. */
    function recordCalls() {
      const asked: string[] = [];
      const record = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        asked.push(`${request.method} ${url.pathname}${url.search}`);
      };
      server.events.on('request:start', record);
      return { asked, stop: () => server.events.removeListener('request:start', record) };
    }

    it('loads every section in one call and shows each as the sections’ own calls did', async () => {
      db.properties = [
        aProperty({ title: 'Signature Frond Villa', isFeatured: true, isFullWidthFeatured: true }),
        aProperty({ title: 'Marina Penthouse', isFeatured: true, location: 'Dubai Marina', propertyType: 'Apartment' }),
      ];
      db.developments = [aDevelopment({ title: 'Aurelia Residences' })];
      db.teams = [aTeamMember({ title: 'Layla Haddad' })];
      db.posts = [aPost({ title: 'Golden Visa', slug: 'golden-visa' })];
      const calls = recordCalls();
      try {
        open(loader);
        expect(await screen.findByRole('heading', { name: 'Signature Frond Villa', level: 2 })).toBeInTheDocument();
        const listings = screen.getByRole('region', { name: 'Featured listings' });
        expect(within(listings).getByRole('link', { name: 'Marina Penthouse' })).toBeInTheDocument();
        const carousel = await screen.findByRole('region', { name: 'New developments' });
        expect(within(carousel).getByRole('link', { name: 'Aurelia Residences' })).toBeInTheDocument();
        const team = await screen.findByRole('region', { name: 'Our team' });
        expect(within(team).getByRole('heading', { name: 'Layla Haddad', level: 3 })).toBeInTheDocument();
        const insights = await screen.findByRole('region', { name: 'Expert insights' });
        expect(await within(insights).findByRole('link', { name: /Read more ?: Golden Visa/ })).toBeInTheDocument();
        // The hero's first type preselects a location with listings of that type.
        expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Dubai Marina');
        // The settings are the root's (this test's root stub does not load them).
        expect(calls.asked.filter((c) => !c.endsWith('/get-settings'))).toEqual([
          'GET /api/admin/get-home?propertyType=Apartment',
        ]);
      } finally {
        calls.stop();
      }
    });

    it('shows a section the CMS could not load as the sections did: fetched again, else its empty state', async () => {
      vi.useFakeTimers();
      db.properties = [aProperty({ title: 'Signature Frond Villa', isFeatured: true, isFullWidthFeatured: true })];
      db.teams = [aTeamMember({ title: 'Layla Haddad' })];
      server.use(
        http.get('*/api/admin/get-home', () =>
          HttpResponse.json({
            ...homeOf('Apartment'),
            teams: null,
            developments: null,
            failed: ['teams', 'developments'],
          }),
        ),
        // The developments are still down when the browser asks; the team is back.
        http.get('*/api/admin/get-developments', () => new HttpResponse(null, { status: 503 })),
      );
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      open(loader);
      const wait = { timeout: 5000 };
      expect(await screen.findByRole('heading', { name: 'Signature Frond Villa', level: 2 }, wait)).toBeInTheDocument();
      expect(await screen.findByText('No developments found!', undefined, wait)).toBeInTheDocument();
      const team = await screen.findByRole('region', { name: 'Our team' }, wait);
      expect(await within(team).findByRole('heading', { name: 'Layla Haddad', level: 3 }, wait)).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('developments'));
    });

    it('asks a CMS that does not know the one call yet section by section', async () => {
      db.teams = [aTeamMember({ title: 'Layla Haddad' })];
      server.use(http.get('*/api/admin/get-home', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
      const calls = recordCalls();
      try {
        open(loader);
        const team = await screen.findByRole('region', { name: 'Our team' });
        expect(within(team).getByRole('heading', { name: 'Layla Haddad', level: 3 })).toBeInTheDocument();
        expect(calls.asked).toContain('GET /api/admin/get-home?propertyType=Apartment');
        expect(calls.asked).toContain('GET /api/admin/get-teams');
      } finally {
        calls.stop();
      }
    });

    it('keeps every section calm when the one call fails', async () => {
      vi.useFakeTimers();
      server.use(http.get('*/api/admin/*', () => new HttpResponse(null, { status: 503 })));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      open(loader);
      const wait = { timeout: 5000 };
      expect(await screen.findByRole('heading', { name: /Homes by the water/ }, wait)).toBeInTheDocument();
      expect(await screen.findByText('Our team will be introduced here shortly', undefined, wait)).toBeInTheDocument();
      expect(await screen.findByText('No developments found!', undefined, wait)).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('loading the home'));
    });
  });
});
