import { expect, test } from '@playwright/test';
import { dubaiToday } from '@estate/contract';
import { signedIn, staffApi, staffToken } from './support';

/*
 * Reports in the browser (docs/decisions/0084): a person's views of a listing page are counted by
 * the web server and reach the CMS (a robot's are not), and the Reports screen shows them at
 * 375 px, with each report downloadable as CSV.
 */

// A desktop browser's agent: headless Chrome says so in its own, and robots are not counted.
test.use({
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
});

test('views of a listing page are counted without cookies and shown on the Reports screen', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/admin/get-properties', { params: { limit: 50 } });
  expect(list.status()).toBe(200);
  const listings = (await list.json()) as Array<{ _id: string; slug: string; title: string }>;
  const listing = listings[listings.length - 1]!;
  const today = dubaiToday();
  const token = await staffToken(request);
  const viewsOf = async () => {
    const res = await staffApi(request, token, 'GET', `get-report/listings?from=${today}&to=${today}`);
    const body = (await res.json()) as { listings: Array<{ listingId: string; views: number }> };
    return body.listings.find((l) => l.listingId === listing._id)?.views ?? 0;
  };
  const before = await viewsOf();

  await page.goto(`/property/${listing.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await request.get(`/property/${listing.slug}`, {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
  await expect.poll(viewsOf, { timeout: 20_000 }).toBe(before + 2);

  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, request);
  await page.goto(`/admin/reports?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Views, enquiries and conversion per listing' });
  await expect(table.getByRole('row').filter({ hasText: listing.title })).toContainText(String(before + 2));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const card = page.getByRole('region', { name: 'Listings: views and enquiries' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download CSV of listings' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`report-listings-${today}-${today}.csv`);
});
