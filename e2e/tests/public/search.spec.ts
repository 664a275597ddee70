import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test.describe('Finding a property', () => {
  test('the home search goes to the results with the type and location', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    const options = await location.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    // Distinct and trimmed.
    expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(options.length);
    expect(options.every((o) => o === o.trim())).toBe(true);
    // The location preselected has homes of the preselected type: the default search finds some.
    await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveValue('Apartment');
    const preselected = await location.inputValue();
    expect(options).toContain(preselected);
    const found = await page.request.post('/api/admin/get-properties-filter', {
      data: { propertyType: 'Apartment', country: preselected, limit: 1, offset: 0 },
    });
    expect(found.status()).toBe(200);
    expect(((await found.json()) as unknown[]).length).toBeGreaterThan(0);

    // The demo seed has two villas on the Palm: the search must find them, and only the Palm.
    const wanted = options.find((o) => /palm jumeirah/i.test(o));
    expect(wanted, 'the demo seed lists Palm Jumeirah').toBeDefined();
    if (!wanted) return;
    await page.getByRole('combobox', { name: 'Property type' }).selectOption('Villa');
    await location.selectOption(wanted);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/all-properties\\?propertyType=Villa&country=${encodeURIComponent(wanted).replace(/%20/g, '(\\+|%20)')}`,
      ),
    );
    await expect(page.getByRole('heading', { level: 2, name: `Villas in ${wanted}` })).toBeVisible();
    const cards = page.getByRole('article');
    for (const title of ['Signature Frond Villa with Private Beach', 'Garden Home with Sea Views on the Fronds'])
      await expect(cards.filter({ hasText: title })).toHaveCount(1);
    // Nothing from elsewhere: the penthouse on the same island is not a villa, and no other place.
    await expect(cards.filter({ hasText: 'Sky Penthouse in a Branded Residence on the Crescent' })).toHaveCount(0);
    const locations = await cards.locator('.card__location').allTextContents();
    expect(locations.length).toBe(await cards.count());
    for (const location of locations) expect(location.trim().toLowerCase()).toBe(wanted.toLowerCase());
    await expect(page.getByText('No properties found!')).toHaveCount(0);
  });

  test("a shared link's size range reads in the visitor's own unit, converted once", async ({ page }) => {
    const minimum = (unit: string) => page.getByRole('textbox', { name: `Minimum size (${unit})` });
    // No unit chosen: square feet, the link's square metres converted.
    await page.goto('/all-properties?minSize=80&sizeUnit=sqm');
    await hydrated(page);
    await expect(minimum('Sq. ft.')).toHaveValue('861');
    // A visitor who reads square metres: the same link as it was, and a link in square feet converted.
    await page.evaluate(() => window.localStorage.setItem('areaUnit', 'sqm'));
    await page.goto('/all-properties?minSize=80&sizeUnit=sqm');
    await hydrated(page);
    await expect(minimum('m²')).toHaveValue('80');
    await page.goto('/all-properties?minSize=8611&sizeUnit=sqft');
    await hydrated(page);
    await expect(minimum('m²')).toHaveValue('800');
  });

  test('filters live in the URL, survive a reload, and Load More pages past 20', async ({ page }) => {
    await page.goto('/all-properties');
    await hydrated(page);
    const count = page.locator('.results__count');
    const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(total, 'the demo seed has more than 20 listings').toBeGreaterThan(20);
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('article')).toHaveCount(Math.min(40, total));
    await expect(page).toHaveURL(/page=1/);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(Math.min(40, total));

    await hydrated(page);
    await page.getByRole('button', { name: 'More Filter' }).click();
    await page.getByRole('button', { name: '3+ bedrooms' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/beds=3/);
    await expect(page).not.toHaveURL(/page=/);
    // The search bar narrows nothing on a plain visit (decision 0071): three bedrooms, any type, anywhere.
    await expect(page.getByRole('heading', { level: 2, name: 'Properties' })).toBeVisible();
    await expect(page.locator('.results')).not.toHaveClass(/is-updating/);
    const beds = await page.locator('.card__facts').allTextContents();
    // The demo seed has homes with three bedrooms: an empty list would prove nothing.
    expect(beds.length).toBeGreaterThan(0);
    for (const facts of beds) expect(Number(facts.match(/(\d+) Beds?/)?.[1] ?? 0)).toBeGreaterThanOrEqual(3);
    await page.reload();
    await expect(page.getByRole('button', { name: '3+ bedrooms' })).toHaveAttribute('aria-pressed', 'true');
  });
});
