import { expect, test } from '@playwright/test';
import { firstProperty, hydrated } from './support';

test('a property page has the sticky bar and opens the enquiry from it', async ({ page, request }) => {
  const property = await firstProperty(request);
  await page.goto(`/property/${property.slug}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(property.title));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/property/${property.slug}$`));
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((t) => t.includes('"RealEstateListing"'))).toBe(true);

  const bar = page.locator('.listing-bar');
  await expect(bar).not.toHaveAttribute('data-stuck', 'true');
  await expect(bar.getByText('Beds')).toBeVisible();
  await expect(bar.locator('.listing-bar__price')).toContainText('AED');

  await page.mouse.wheel(0, 1600);
  await expect(bar).toHaveAttribute('data-stuck', 'true');
  const box = await bar.boundingBox();
  expect(box!.y).toBeLessThan(120);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveAttribute('data-stuck', 'true');

  await page.mouse.wheel(0, 1600);
  await bar.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquire now' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Message' })).toHaveValue(
    new RegExp(property.title),
  );
});

test('a WhatsApp share link carries the page address', async ({ page, request }) => {
  const property = await firstProperty(request);
  await page.goto(`/property/${property.slug}`);
  const href = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(href!)).toContain(`/property/${property.slug}`);
});
