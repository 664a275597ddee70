import { expect, test } from '@playwright/test';
import { hydrated } from './support';

/*
 * Finding homes, as a buyer does it in Chromium against the whole stack: a listing
 * found on the map, a price range in euros, two favourites compared side by side.
 */

interface Listing {
  slug: string;
  title: string;
  referenceNumber: string;
  priceEur: number | null;
  latitude: number | null;
}

async function publicListings(request: import('@playwright/test').APIRequestContext, body: object = {}) {
  const res = await request.post('/api/admin/get-properties-filter', { data: { limit: 100, ...body } });
  expect(res.status()).toBe(200);
  return { items: (await res.json()) as Listing[], total: Number(res.headers()['x-total-count']) };
}

test.describe('Finding homes', () => {
  test('a listing found on the map: its price marker opens a card that links to it', async ({ page, request }) => {
    const { items } = await publicListings(request);
    const listing = items.find((p) => p.latitude !== null);
    expect(listing, 'the demo seed places its listings').toBeDefined();
    if (!listing) return;

    await page.goto('/all-properties');
    await hydrated(page);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Map of the homes found' });
    await expect(map).toBeVisible();
    // Every home is on the map, some grouped: a cluster zooms in when clicked.
    await expect(map.locator('.map-cluster, .map-price').first()).toBeVisible();

    // Narrow the search to the one listing by its reference: its own price marker shows.
    await page.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Any type' });
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Anywhere' });
    await page.getByRole('button', { name: 'More Filter' }).click();
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(listing.referenceNumber);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${listing.referenceNumber}`));
    const marker = map.getByRole('button', { name: new RegExp(`^${listing.title}, `) });
    await expect(marker).toBeVisible();
    await marker.click();
    const card = map.getByRole('link', { name: new RegExp(listing.title) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });

  test('search this area keeps the list and the map to the bounds shown', async ({ page }) => {
    await page.goto('/all-properties?view=map');
    await hydrated(page);
    const map = page.getByRole('region', { name: 'Map of the homes found' });
    await expect(map.locator('.map-cluster, .map-price').first()).toBeVisible();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await map.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/bbox=/);
    await expect(page.getByRole('heading', { level: 2, name: /in the map area/ })).toBeVisible();
    await expect(page.getByText('Homes within the map area.')).toBeVisible();
  });

  test('a price range in euros finds exactly the homes priced within it', async ({ page, request }) => {
    const min = 1_000_000;
    const max = 8_000_000;
    // A plain visit narrows nothing: every type, anywhere.
    const expected = await publicListings(request, {
      currency: 'EUR',
      minPrice: min,
      maxPrice: max,
    });

    await page.goto('/all-properties');
    await hydrated(page);
    await page.getByRole('button', { name: 'More Filter' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('textbox', { name: 'Minimum price (EUR)' }).fill(String(min));
    await page.getByRole('textbox', { name: 'Maximum price (EUR)' }).fill(String(max));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/minPrice=1000000&maxPrice=8000000&currency=EUR/);
    await expect(page.getByRole('status').filter({ hasText: /propert/ })).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'property' : 'properties'}`,
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(expected.total, 20));
    for (const price of await page.locator('.card__price').allTextContents()) {
      const n = Number(price.replace(/[^\d.]/g, ''));
      expect(price).toContain('€');
      expect(n).toBeGreaterThanOrEqual(min);
      expect(n).toBeLessThanOrEqual(max);
    }
  });

  test('two favourites, kept across a reload, compared side by side', async ({ page }) => {
    await page.goto('/all-properties');
    await hydrated(page);
    const cards = page.getByRole('article');
    const titles = [
      (await cards.nth(0).getByRole('heading').textContent())!.trim(),
      (await cards.nth(1).getByRole('heading').textContent())!.trim(),
    ];
    for (const title of titles) {
      const heart = page.getByRole('button', { name: `Save ${title} to favourites` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('link', { name: 'Your favourites (2)' })).toBeVisible();

    await page.getByRole('link', { name: 'Your favourites (2)' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await page.reload();
    await hydrated(page);
    for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
    for (const title of titles) await page.getByRole('button', { name: `Compare ${title}` }).click();
    await page.getByRole('link', { name: 'Compare 2 homes' }).click();

    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByRole('table');
    for (const title of titles) await expect(table.getByRole('link', { name: title })).toBeVisible();
    for (const row of [
      'Price',
      'Bedrooms',
      'Bathrooms',
      'Size',
      'Type',
      'Location',
      'Status',
      'Completion',
      'Reference',
    ])
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    // Personal pages: not indexed, not kept by any shared cache.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const res = await page.request.get('/favourites');
    expect(res.headers()['cache-control']).toBe('private, no-store');
  });
});
