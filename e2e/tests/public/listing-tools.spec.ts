import { expect, test } from '@playwright/test';
import { firstProperty, hydrated, staffToken, uniqueEmail } from './support';

/*
 * The listing page's buyer tools (decision 0037): the full-screen gallery paged by
 * keyboard, the calculator's monthly payment, and a viewing booked on the site that staff see
 * with its day and time.
 */

test('the full-screen gallery opens from the listing and pages through every photo by keyboard', async ({
  page,
  request,
}) => {
  const property = await firstProperty(request);
  await page.goto(`/property/${property.slug}`);
  await hydrated(page);
  const opener = page.getByRole('button', { name: /^View all \d+ photos$/ });
  const total = Number((await opener.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(1);
  await opener.click();
  const viewer = page.getByRole('dialog', { name: property.title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
  // Named by what staff wrote of it, or "<title> — photo N of N" (docs/decisions/0087).
  const last = viewer.getByRole('group', { name: `${total} of ${total}` }).getByRole('img');
  await expect(last).toBeVisible();
  await expect(last).toHaveAccessibleName(/\S/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the calculator loads when scrolled to and shows a monthly payment', async ({ page, request }) => {
  const property = await firstProperty(request);
  await page.goto(`/property/${property.slug}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Mortgage and purchase costs' });
  await section.scrollIntoViewIfNeeded();
  const payment = section.getByTestId('monthly-payment');
  await expect(payment).toContainText(/AED\s?\d{1,3}(?:,\d{3})*(?![\d.,])/);
  await expect(section.getByRole('table', { name: 'Purchase costs' })).toContainText('DLD transfer fee (4%)');
  const deposit = section.getByRole('textbox', { name: 'Deposit (%)' });
  await deposit.fill('5');
  await expect(section.getByText(/minimum deposit for this purchase is/)).toBeVisible();
  await expect(payment).toHaveText('—');
});

test('a viewing booked from a listing reaches staff with its day, time, listing and agent', async ({
  page,
  request,
}) => {
  const property = await firstProperty(request);
  const email = uniqueEmail('viewing');
  await page.goto(`/property/${property.slug}`);
  await hydrated(page);
  await page.locator('.listing-aside').getByRole('button', { name: 'Book a viewing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a viewing' });
  const day = dialog.getByRole('radio').nth(1);
  const date = await day.getAttribute('value');
  await day.check({ force: true });
  await dialog.getByRole('combobox', { name: 'Time (Dubai)' }).selectOption('11:30');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Layla');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Viewer');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Request this viewing' }).click();
  await expect(dialog.getByText(/viewing request is with us/)).toBeVisible();

  const token = await staffToken(request);
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  await page.goto(`/admin/leads/enquiry?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row', { name: /Layla Viewer/ });
  await expect(row.getByText(`Viewing ${date} at 11:30`)).toBeVisible();
  await row.getByRole('link', { name: 'Layla Viewer', exact: true }).click();
  await expect(page.getByLabel('Time', { exact: true })).toHaveText('11:30 (Dubai time)');
  await expect(page.getByRole('link', { name: new RegExp(property.title) })).toBeVisible();
});
