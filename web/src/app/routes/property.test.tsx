import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import { stubInView } from '~/testing/in-view';
import PropertyPage, { clientLoader, ErrorBoundary } from './property';

function Boundary() {
  const error = useRouteError();
  return <p>Error {isRouteErrorResponse(error) ? error.status : 'unknown'}</p>;
}

const open = (slug: string) =>
  renderRoutes(
    [{ path: 'property/:slug', Component: PropertyPage, loader: clientLoader, ErrorBoundary: Boundary }],
    `/property/${slug}`,
  );

describe('A property page', () => {
  it('shows the title, the bar with beds, baths, area and price, and Enquire Now', async () => {
    const p = aProperty({ slug: 'frond-villa', title: 'Signature Frond Villa', beds: '6', baths: '8', space: '14800' });
    db.properties = [p];
    open('frond-villa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signature Frond Villa' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Listing summary' });
    expect(within(bar).getByLabelText('Beds')).toHaveTextContent('6');
    expect(within(bar).getByLabelText('Baths')).toHaveTextContent('8');
    expect(within(bar).getByLabelText(/Sq\. ft\./)).toHaveTextContent('14,800');
    expect(within(bar).getByText('AED 14,690,000')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Enquire Now' })).toBeInTheDocument();
  });

  it('uses the default tabs until the property has its own spaces and amenities', async () => {
    db.properties = [aProperty({ slug: 'plain', galleryImages: ['/uploads/a.jpg', '/uploads/b.jpg'] })];
    open('plain');
    const spaces = await screen.findByRole('tablist', { name: 'Spaces' });
    expect(
      within(spaces)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Bedrooms', 'Bathroom']);
  });

  it('shows the property’s own tabs, selected by index with the keyboard', async () => {
    db.properties = [
      aProperty({
        slug: 'tabs',
        spaces: [
          { title: 'Living Room', images: ['/uploads/l.jpg'] },
          { title: 'Master Suite', images: ['/uploads/m.jpg'] },
        ],
        amenities: [{ title: 'Private Beach', images: ['/uploads/b.jpg'] }],
      }),
    ];
    const { user } = open('tabs');
    const tabs = await screen.findByRole('tablist', { name: 'Spaces' });
    const [living, suite] = within(tabs).getAllByRole('tab');
    expect(living).toHaveAttribute('aria-selected', 'true');
    living!.focus();
    await user.keyboard('{ArrowRight}');
    expect(suite).toHaveAttribute('aria-selected', 'true');
    expect(suite).toHaveFocus();
    expect(screen.getByRole('img', { name: /Master Suite/ })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'Amenities' })).getByRole('tab')).toHaveTextContent(
      'Private Beach',
    );
  });

  it('tells about the area with its figures, and lists the places nearby', async () => {
    db.properties = [
      aProperty({
        slug: 'area',
        locationTitle: 'Life on the Palm',
        inTheArea: [{ title: 'Nakheel Mall', description: 'Shops and cinemas', image: null }],
      }),
    ];
    open('area');
    expect(await screen.findByRole('heading', { name: 'Life on the Palm' })).toBeInTheDocument();
    expect(screen.getByLabelText('Median price')).toHaveTextContent('AED 12,000,000');
    expect(screen.getByLabelText('Rental yield')).toHaveTextContent('5.1%');
    expect(screen.getByRole('heading', { name: 'Nakheel Mall' })).toBeInTheDocument();
  });

  it('offers a WhatsApp share with a prefilled message and the page address', async () => {
    db.properties = [aProperty({ slug: 'share', title: 'Beach House' })];
    open('share');
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(share.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain('Beach House');
    expect(href.searchParams.get('text')).toContain('https://estate.example/property/share');
  });

  it('shows more listings with a link to search them all', async () => {
    db.properties = [aProperty({ slug: 'one' }), aProperty({ slug: 'two', title: 'Second Home' })];
    open('one');
    const more = await screen.findByRole('region', { name: 'More listings' });
    expect(within(more).getByRole('link', { name: 'Second Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search All' })).toHaveAttribute('href', '/all-properties');
  });

  it('shows first the more listings of the same area, then of the same city, before those abroad', async () => {
    const dubai = { country: 'Dubai' as const };
    db.properties = [
      aProperty({ slug: 'manchester', title: 'Ancoats Flat', location: 'Manchester', country: 'United Kingdom' }),
      aProperty({ slug: 'hills', title: 'Hills Villa', location: 'Dubai Hills', ...dubai }),
      aProperty({ slug: 'penthouse', title: 'Marina Penthouse', location: 'Dubai Marina', ...dubai }),
      aProperty({ slug: 'marina', title: 'Marina Loft', location: 'Dubai Marina', ...dubai }),
    ];
    open('penthouse');
    const more = await screen.findByRole('region', { name: 'More listings' });
    const titles = within(more)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Marina Loft', 'Hills Villa', 'Ancoats Flat']);
  });

  it('shows the reference, the status badge, Studio for 0 bedrooms, the agent and the permit number', async () => {
    db.properties = [
      aProperty({
        slug: 'loft',
        title: 'Marina Loft',
        beds: '0',
        referenceNumber: 'EST-000123',
        status: 'under-offer',
        permitNumber: '7101234567',
        agent: {
          _id: 'a1',
          title: 'Omar Nasser',
          position: 'Partner',
          whatsapp: '+971501112233',
          phone: '',
          email: '',
          featuredImage: null,
        },
      }),
    ];
    open('loft');
    const hero = await screen.findByRole('region', { name: 'Marina Loft' });
    expect(within(hero).getByText('Under offer')).toBeInTheDocument();
    expect(screen.getByText('Ref. EST-000123')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Listing summary' });
    expect(within(bar).getByLabelText('Beds')).toHaveTextContent('Studio');
    const agent = screen.getByRole('region', { name: 'Your agent' });
    expect(within(agent).getByText('Omar Nasser')).toBeInTheDocument();
    const text = new URL(within(agent).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!).searchParams.get(
      'text',
    );
    expect(text).toContain('Marina Loft (Ref. EST-000123)');
    const permit = screen.getByRole('region', { name: 'Advertising permit' });
    expect(within(permit).getByText('7101234567')).toBeInTheDocument();
  });

  it('shows no badge, agent or permit for an available listing without them', async () => {
    db.properties = [aProperty({ slug: 'plain-home', title: 'Plain Home' })];
    open('plain-home');
    await screen.findByRole('heading', { level: 1, name: 'Plain Home' });
    expect(screen.queryByText(/^(Under offer|Sold)$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advertising permit' })).not.toBeInTheDocument();
  });

  it('answers 404 for an unknown slug', async () => {
    open('no-such-home');
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });

  it("answers 410, as no longer on the market, once the listing's permit has expired", async () => {
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', () =>
        HttpResponse.json(
          { message: 'This listing is no longer advertised: its advertising permit has expired' },
          { status: 410 },
        ),
      ),
    );
    open('expired-home');
    expect(await screen.findByText('Error 410')).toBeInTheDocument();
  });

  it('says a withdrawn home is withdrawn from sale, and offers the homes most like it', async () => {
    stubInView({ immediately: true });
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', () =>
        HttpResponse.json(
          { message: 'This listing is no longer advertised: the seller has withdrawn it', reason: 'withdrawn' },
          { status: 410 },
        ),
      ),
      http.get('*/api/admin/get-similar-properties', ({ request }) =>
        new URL(request.url).searchParams.get('slug') === 'marina-walk-one-bed'
          ? HttpResponse.json([aProperty({ slug: 'marina-gate-one-bed', title: 'One-Bedroom at Marina Gate' })])
          : HttpResponse.json({ message: 'Property not found' }, { status: 404 }),
      ),
    );
    renderRoutes(
      [{ path: 'property/:slug', Component: PropertyPage, loader: clientLoader, ErrorBoundary }],
      '/property/marina-walk-one-bed',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This home has been withdrawn from sale' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 410')).toBeInTheDocument();
    expect(screen.getByText(/Its owner has taken it off the market/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/all-properties');
    const similar = await screen.findByRole('region', { name: 'Similar homes' });
    expect(within(similar).getByRole('link', { name: /One-Bedroom at Marina Gate/ })).toHaveAttribute(
      'href',
      '/property/marina-gate-one-bed',
    );
    vi.unstubAllGlobals();
  });

  it('loads the mortgage calculator only when its section nears the screen', async () => {
    const view = stubInView();
    db.properties = [aProperty({ slug: 'calc-villa', title: 'Calculator Villa' })];
    open('calc-villa');
    const section = await screen.findByRole('region', { name: 'Mortgage and purchase costs' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the calculator');
    expect(within(section).queryByTestId('monthly-payment')).not.toBeInTheDocument();
    await view.scrollIntoView();
    expect(await within(section).findByTestId('monthly-payment', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(within(section).queryByText('Loading the calculator…')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says a listing whose permit expired is no longer advertised', async () => {
    server.use(
      http.get('*/api/admin/get-property-slug/:slug', () =>
        HttpResponse.json({ message: 'no longer advertised', reason: 'permit-expired' }, { status: 410 }),
      ),
    );
    renderRoutes(
      [{ path: 'property/:slug', Component: PropertyPage, loader: clientLoader, ErrorBoundary }],
      '/property/lapsed-home',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This listing is no longer advertised' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/advertising permit has expired/)).toBeInTheDocument();
  });

  it('answers 503 (and logs) when the content service fails', async () => {
    server.use(http.get('*/api/admin/get-property-slug/:slug', () => new HttpResponse(null, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    open('anything');
    expect(await screen.findByText('Error 503', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
