import { test } from '@playwright/test';
import { firstProperty, hydrated } from './support';

for (const width of [390, 1440]) {
  test(`shots at ${width}`, async ({ page, request }) => {
    const property = await firstProperty(request);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/property/${property.slug}`);
    await hydrated(page);
    await page.locator('.listing-overview').screenshot({ path: `/tmp/lt-shot-${width}-overview.png` });
    const calc = page.getByRole('region', { name: 'Mortgage and purchase costs' });
    await calc.scrollIntoViewIfNeeded();
    await calc.getByTestId('monthly-payment').waitFor();
    await page.waitForTimeout(400);
    await calc.screenshot({ path: `/tmp/lt-shot-${width}-calc.png` });
    const similar = page.locator('.similar-homes');
    if (await similar.count()) {
      await similar.scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      await similar.screenshot({ path: `/tmp/lt-shot-${width}-similar.png` });
    }
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `/tmp/lt-shot-${width}-gallery.png` });
    await page.keyboard.press('Escape');
    await page.locator('.listing-aside').getByRole('button', { name: 'Book a viewing' }).click();
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/lt-shot-${width}-viewing.png` });
  });
}
