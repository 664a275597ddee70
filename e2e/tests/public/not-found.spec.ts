import { expect, test } from '@playwright/test';

for (const path of [
  '/property/no-such-home-anywhere',
  '/development/no-such-tower',
  '/blog-single/nothing-here',
  '/no/such/page',
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is no longer on the market' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/all-properties');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('the site map, robots and health check answer', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const index = await sitemap.text();
  expect(index).toContain('<sitemapindex');
  // The index names its parts; the listings' first part lists listing pages.
  const part = /<loc>[^<]*(\/sitemaps\/properties-1\.xml)<\/loc>/.exec(index)?.[1];
  expect(part).toBeTruthy();
  const listings = await request.get(part!);
  expect(listings.status()).toBe(200);
  expect(await listings.text()).toContain('/property/');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  expect((await request.get('/healthz')).status()).toBe(200);
});
