import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test.describe('Finding a property', () => {
  test('the home search goes to the results with the type and location', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    const options = await location.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    // Distinct and trimmed, the first preselected.
    expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(options.length);
    expect(options.every((o) => o === o.trim())).toBe(true);
    await expect(location).toHaveValue(options[0]!);

    const wanted = options.find((o) => /palm jumeirah/i.test(o)) ?? options[0]!;
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
    if ((await cards.count()) > 0) {
      for (const location of await cards.locator('.card__location').allTextContents())
        expect(location.trim().toLowerCase()).toBe(wanted.toLowerCase());
    } else {
      await expect(page.getByText('No properties found!')).toBeVisible();
    }
  });

  test('filters live in the URL, survive a reload, and Load More pages past 20', async ({ page }) => {
    await page.goto('/all-properties');
    await hydrated(page);
    const count = page.locator('.results__count');
    const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
    test.skip(!(total > 20), 'needs more than 20 properties in the demo content');
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
    // The search box's type and country apply too (Apartment in Dubai unless changed).
    await expect(page.getByRole('heading', { level: 2, name: 'Apartments in Dubai' })).toBeVisible();
    await expect(page.locator('.results')).not.toHaveClass(/is-updating/);
    const beds = await page.locator('.card__facts').allTextContents();
    for (const facts of beds) expect(Number(facts.match(/(\d+) Beds?/)?.[1] ?? 0)).toBeGreaterThanOrEqual(3);
    await page.reload();
    await expect(page.getByRole('button', { name: '3+ bedrooms' })).toHaveAttribute('aria-pressed', 'true');
  });
});
