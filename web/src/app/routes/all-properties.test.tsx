import { MESSAGES, PAGE_SIZE } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { LocationDisplay } from '~/testing/location';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import AllProperties, { clientLoader } from './all-properties';

const route = { path: 'all-properties', Component: AllProperties, loader: clientLoader };
const open = (entry = '/all-properties') => renderRoutes([route], entry, <LocationDisplay />);
const location = () => screen.getByTestId('location').textContent;

describe('Property search', () => {
  it('lists every property in two columns of cards linking to their pages', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'All properties' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = db.properties[0]!;
    expect(within(cards[0]!).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/property/${first.slug}`,
    );
    expect(within(cards[0]!).getByText('6,500 Sq. ft.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('5 Beds')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Palm Jumeirah')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('AED 14,690,000')).toBeInTheDocument();
  });

  it('offers the spec’s five search types then Flat, Home and Any type, and only the places with homes, counted; a plain visit shows Any type and Anywhere', async () => {
    db.properties = [
      aProperty({ country: 'Dubai', propertyType: 'Villa' }),
      aProperty({ country: 'Dubai', propertyType: 'Apartment' }),
      aProperty({ country: 'Spain', propertyType: 'Villa' }),
    ];
    const { user } = open();
    const type = await screen.findByRole('combobox', { name: 'Property type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Land', 'Flat', 'Home', 'Any type']);
    // The bar says what the list shows: every home.
    expect(type).toHaveValue('');
    const place = screen.getByRole('combobox', { name: 'Location' });
    expect(place).toHaveValue('');
    const options = () =>
      within(place)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Dubai (2)', 'Spain (1)', 'Anywhere']));
    // The counts follow the type chosen, as the list will.
    await user.selectOptions(type, 'Apartment');
    await waitFor(() => expect(options()).toEqual(['Dubai (1)', 'Anywhere']));
  });

  it('writes the search to the URL and reads it back (shareable, reload-safe)', async () => {
    db.properties.push(aProperty({ title: 'Marina Penthouse', propertyType: 'Penthouse', location: 'Dubai Marina' }));
    const { user } = open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Property type' }), 'Penthouse');
    await user.click(screen.getByRole('button', { name: 'More Filter' }));
    await user.click(screen.getByRole('button', { name: /Up to AED\s1,500,000/ }));
    await user.click(screen.getByRole('button', { name: '3+ bedrooms' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()).toBe('/all-properties?propertyType=Penthouse&price=1500000&beds=3'));
    expect(await screen.findByRole('heading', { name: 'Penthouses' })).toBeInTheDocument();
  });

  it('starts from the filters of a shared link', async () => {
    const { user } = open('/all-properties?propertyType=Villa&country=Palm%20Jumeirah&price=500000&baths=1');
    expect(await screen.findByRole('heading', { name: 'Villas in Palm Jumeirah' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('Villa');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Palm Jumeirah');
    expect(screen.getByRole('button', { name: /Up to AED\s500,000/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1+ bathrooms' })).toHaveAttribute('aria-pressed', 'true');
    // One price button at a time.
    await user.click(screen.getByRole('button', { name: /Up to AED\s1,500,000/ }));
    expect(screen.getByRole('button', { name: /Up to AED\s500,000/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names each type naturally in the heading: Land stays Land', async () => {
    open('/all-properties?propertyType=Land&country=Spain');
    expect(await screen.findByRole('heading', { name: 'Land in Spain' })).toBeInTheDocument();
  });

  it('names the other types in the plural', async () => {
    open('/all-properties?propertyType=Townhouse&country=Dubai');
    expect(await screen.findByRole('heading', { name: 'Townhouses in Dubai' })).toBeInTheDocument();
  });

  it('finds every one of the seven types, Flat and Home included', async () => {
    db.properties = [
      aProperty({ title: 'Garden Home', propertyType: 'Home', country: 'Dubai' }),
      aProperty({ title: 'City Flat', propertyType: 'Flat', country: 'Dubai' }),
    ];
    const { user } = open();
    const type = await screen.findByRole('combobox', { name: 'Property type' });
    expect(within(type).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(type, 'Home');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/all-properties?propertyType=Home'));
    expect(await screen.findByRole('link', { name: 'Garden Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'City Flat' })).not.toBeInTheDocument();
  });

  it('offers the area unit beside the currency in the filter panel, and the cards follow it', async () => {
    db.properties = [aProperty({ title: 'Sized Villa', space: '6500', country: 'Dubai', propertyType: 'Apartment' })];
    const { user } = open();
    expect(await screen.findByText('6,500 Sq. ft.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More Filter' }));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Areas in' }), 'sqm');
    expect(screen.getByText('604 m²')).toBeInTheDocument();
    document.documentElement.removeAttribute('data-area-unit');
  });

  it('says so when nothing matches', async () => {
    open('/all-properties?propertyType=Land&country=Spain');
    expect(await screen.findByText(MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says that loading failed, logs it, and loads again on Retry', async () => {
    db.properties = [aProperty({ title: 'Palm Villa' })];
    let fail = true;
    server.use(
      http.post('*/api/admin/get-properties-filter', () =>
        fail ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = open();
    // After one retry (the browser retries a failed load once), the failure is told, not an empty result.
    expect(
      await screen.findByRole('heading', { name: 'The listings could not be loaded' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noProperties)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Palm Villa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("keeps the spec's 'No properties found!' for a real empty result", async () => {
    db.properties = [];
    open();
    expect(await screen.findByText(MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows 20, then 20 more with Load More, using the filter route’s offset', async () => {
    db.properties = Array.from({ length: 45 }, (_, i) => aProperty({ title: `Home ${i + 1}` }));
    const offsets: number[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('get-properties-filter'))
        offsets.push(((await request.clone().json()) as { offset: number }).offset);
    });
    const { user } = open();
    await screen.findByText('Home 1');
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Home 40');
    expect(screen.getAllByRole('article')).toHaveLength(40);
    await waitFor(() => expect(location()).toBe('/all-properties?page=1'));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Home 45');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(offsets).toEqual([0, 20, 40]);
    server.events.removeAllListeners();
  });

  it('asks the CMS to count up to 1,000 and says "1,000+ properties" when there are more, with Load More still on', async () => {
    db.properties = Array.from({ length: 1_001 }, (_, i) => aProperty({ title: `Home ${i + 1}` }));
    const asked: Array<{ countUpTo?: number }> = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('get-properties-filter'))
        asked.push((await request.clone().json()) as { countUpTo?: number });
    });
    open();
    expect(await screen.findByText('1,000+ properties')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    expect(asked[0]?.countUpTo).toBe(1_000);
    server.events.removeAllListeners();
  });

  it('says the exact count when the matches are within the count', async () => {
    db.properties = Array.from({ length: 1_000 }, (_, i) => aProperty({ title: `Home ${i + 1}` }));
    open();
    expect(await screen.findByText('1000 properties')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 1000')).toBeInTheDocument();
  });

  it('reloads with as many results as were shown', async () => {
    db.properties = Array.from({ length: 45 }, (_, i) => aProperty({ title: `Home ${i + 1}` }));
    open('/all-properties?page=1');
    await screen.findByText('Home 40');
    expect(screen.getAllByRole('article')).toHaveLength(40);
  });

  it('shows the quick price buttons in the chosen currency', async () => {
    window.localStorage.setItem('currencySelected', 'USD');
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    expect(await screen.findByRole('button', { name: /Up to \$136,150/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Up to \$408,450/ })).toBeInTheDocument();
  });

  it('shows the converted quick prices and the listing prices in whole units, never cents or fils', async () => {
    db.rates = { ...db.rates, rates: { AED: 1, USD: 0.27229409, EUR: 0.23418 } };
    db.properties = [aProperty({ title: 'Fractional Villa', price: 365_000.14, priceAed: 1_340_462.5 })];
    window.localStorage.setItem('currencySelected', 'USD');
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More Filter' }));
    // The whole name: "$136,147.04" would not match.
    expect(await screen.findByRole('button', { name: 'Up to $136,147' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Up to $408,441' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('$365,000')).toBeInTheDocument();
  });
});
