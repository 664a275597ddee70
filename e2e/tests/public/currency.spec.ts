import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test('the chosen currency applies at once and survives a reload', async ({ page }) => {
  await page.goto('/all-developments');
  await hydrated(page);
  // The listings have their own dropdown instead of the globe.
  await expect(page.getByRole('button', { name: 'Choose display currency' })).toHaveCount(0);
  const firstPrice = page.locator('.card__price').first();
  await expect(firstPrice).toContainText('AED');

  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('button', { name: 'Choose display currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display currency' });
  await dialog.getByText('USD').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The choice is kept where the server reads it: the next page arrives in dollars.
  const next = await page.goto('/all-developments');
  expect(await next!.text()).toContain('data-currency="USD"');
  expect((await page.context().cookies()).find((c) => c.name === 'currencySelected')?.value).toBe('USD');
  await hydrated(page);
  await expect(firstPrice).toContainText('$');
  await page.getByRole('button', { name: 'More Filter' }).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  expect(await page.evaluate(() => localStorage.getItem('currencySelected'))).toBe('USD');

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(firstPrice).toContainText('€');
  await page.reload();
  await expect(firstPrice).toContainText('€');
});
