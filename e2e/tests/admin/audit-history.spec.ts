import { expect, test } from '@playwright/test';
import { signedIn, staffApi, unique } from './support';

/*
 * An administrator puts a listing's previous price back from its History tab: the change is in the
 * trail with who made it, "Restore these values" asks first, and the listing (and the public
 * site) shows the earlier price again, with the restore recorded as a change of its own.
 */

test("an administrator restores a listing's previous price from its History tab", async ({ page, request }) => {
  const token = await signedIn(page, request);
  const title = unique('Bluewaters residence');
  const added = await staffApi(request, token, 'POST', 'add-property', { title, price: 2_500_000 });
  expect(added.status()).toBe(200);
  const { _id: id, slug } = ((await added.json()) as { property: { _id: string; slug: string } }).property;
  expect((await staffApi(request, token, 'PUT', `update-property/${id}`, { price: 2_750_000 })).status()).toBe(200);

  await page.goto(`/admin/property/${id}?tab=history`);
  const change = page.getByRole('row').filter({ hasText: '2,500,000 → 2,750,000' });
  await expect(change).toBeVisible();
  await change.getByRole('button', { name: 'Restore these values' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2,750,000 → 2,500,000');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();

  await expect(page.getByRole('row').filter({ hasText: 'Restored' }).first()).toBeVisible();
  const now = (await (await staffApi(request, token, 'GET', `get-property/${id}`)).json()) as { price: number };
  expect(now.price).toBe(2_500_000);
  const shown = (await (await request.get(`/api/admin/get-property-slug/${slug}`)).json()) as { price: number };
  expect(shown.price).toBe(2_500_000);
});
