import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Property } from '@estate/contract';
import { hydrated } from '../public/support';
import { picture, signInWithForm, staffApi, staffToken, unique } from './support';

/** A property as the contract answers it: a renamed field fails `npm run typecheck` here too. */
type StoredProperty = Property;

async function findProperty(request: APIRequestContext, title: string): Promise<StoredProperty | undefined> {
  // Searched on the server (q), not read from a whole table: docs/decisions/0016.
  const res = await request.get('/api/admin/get-properties', { params: { q: title, limit: 10 } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as StoredProperty[]).find((p) => p.title === title);
}

test.describe('A property, from the admin to the public site', () => {
  const title = unique('E2E Sea Villa');
  let previousFullWidth: string | null = null;

  test.beforeAll(async ({ request }) => {
    const res = await request.get('/api/admin/get-fullwidth-featured-property');
    previousFullWidth = ((await res.json()) as StoredProperty | null)?._id ?? null;
  });

  // Leave the stack as it was: no test property, the home page's full-width property restored.
  test.afterAll(async ({ request }) => {
    const token = await staffToken(request);
    const left = await findProperty(request, title);
    if (left) await staffApi(request, token, 'DELETE', `delete-property/${left._id}`);
    if (previousFullWidth) {
      await staffApi(request, token, 'PUT', `update-property/${previousFullWidth}`, { isFullWidthFeatured: true });
    }
  });

  test('add with a featured image, a gallery and a spaces row; see it on the site; edit and remove a gallery image; feature it on the home page; delete it', async ({
    page,
    request,
  }) => {
    await test.step('log in', async () => {
      await signInWithForm(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    await test.step('add the property', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Properties' }).click();
      await page.getByRole('link', { name: 'Add Property' }).click();
      await expect(page).toHaveURL(/\/admin\/add-property$/);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('combobox', { name: 'Property type' }).selectOption('Villa');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('Dubai');
      await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Palm Jumeirah');
      await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('1250000');
      await page.getByRole('textbox', { name: 'Beds', exact: true }).fill('5');
      await page.getByRole('textbox', { name: 'Baths', exact: true }).fill('6');
      await page
        .getByRole('textbox', { name: 'First description' })
        .fill('A beachfront villa written by the e2e suite.');
      await page.getByLabel('Featured image file').setInputFiles(picture('front.png', [40, 90, 160], [230, 200, 150]));
      await page
        .getByLabel('Add gallery images')
        .setInputFiles([
          picture('pool.png', [20, 120, 170], [240, 240, 230]),
          picture('terrace.png', [250, 160, 90], [60, 40, 70]),
        ]);
      await expect(page.getByRole('list', { name: 'Gallery images' }).getByRole('img')).toHaveCount(2);
      await page.getByRole('textbox', { name: 'Space 1 title' }).fill('Master bedroom');
      await page
        .getByLabel('Add images to space 1')
        .setInputFiles(picture('bedroom.png', [200, 190, 170], [90, 70, 60]));
      await page.getByRole('button', { name: 'Add Property' }).click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
      await expect(page.getByRole('link', { name: `View Details: ${title}` })).toBeVisible();
      // The search is in the URL: a reload shows the same rows.
      await expect(page).toHaveURL(/\/admin\/properties\?q=/);
      await page.reload();
      await expect(page.getByRole('link', { name: `View Details: ${title}` })).toBeVisible();
    });

    const stored = await findProperty(request, title);
    expect(stored, 'the property is stored').toBeTruthy();
    expect(stored!.featuredImage).toMatch(/^\/uploads\//);
    expect(stored!.galleryImages).toHaveLength(2);
    expect(stored!.spaces).toEqual([{ title: 'Master bedroom', images: [expect.stringMatching(/^\/uploads\//)] }]);
    expect(stored!.priceAed).toBe(4_590_625);

    await test.step('see it on the public site', async () => {
      const res = await page.goto(`/property/${stored!.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // Hydration records React Router's state with history.replaceState; done before going back,
      // it cannot pass for the back navigation, which is over once the admin list shows again.
      await hydrated(page);
      await page.goBack();
      await expect(page.getByRole('link', { name: `View Details: ${title}` })).toBeVisible();
    });

    await test.step('edit it and remove one gallery image on save', async () => {
      await page.goto(`/admin/update-property/${stored!._id}`);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
      await expect(page.getByText('AED 4,590,625')).toBeVisible();
      const gallery = page.getByRole('list', { name: 'Gallery images' });
      const firstName = (await gallery.getByRole('figure').first().locator('figcaption').textContent())!.trim();
      await gallery.getByRole('button', { name: `Remove gallery image ${firstName}` }).click();
      await gallery.getByRole('button', { name: `Yes, remove gallery image ${firstName}` }).click();
      // Marked, with Undo: the live listing keeps it until the form is saved.
      await expect(gallery.getByText('Removed when you save.')).toBeVisible();
      expect((await findProperty(request, title))!.galleryImages).toHaveLength(2);
      await page.getByRole('textbox', { name: 'Beds', exact: true }).fill('6');
      await page.getByRole('button', { name: 'Update Property' }).click();
      await expect(page.getByText('Property updated successfully!')).toBeVisible();
      // The message goes after 3 seconds.
      await expect(page.getByText('Property updated successfully!')).toBeHidden({ timeout: 6000 });
      const after = await findProperty(request, title);
      expect(after!.galleryImages).toHaveLength(1);
      expect(after!.galleryImages).not.toContain(stored!.galleryImages.find((g) => g.endsWith(firstName)));
    });

    await test.step('make it the full-width featured property and see it on the home page', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
      const select = page.getByRole('combobox', { name: 'Full-width featured property' });
      await expect(select).toBeEnabled();
      // The select holds the first matches of a search the server runs, whatever the catalogue size.
      await page.getByRole('searchbox', { name: 'Search properties' }).fill(title);
      await expect(select.getByRole('option', { name: title })).toBeAttached();
      await select.selectOption({ label: title });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Settings updated!')).toBeVisible();
      const featured = (await (
        await request.get('/api/admin/get-fullwidth-featured-property')
      ).json()) as StoredProperty;
      expect(featured._id).toBe(stored!._id);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    });

    await test.step('delete it, after confirming', async () => {
      await page.goto(`/admin/property/${stored!._id}`);
      await page.getByRole('button', { name: 'Delete Property' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Property?' });
      await dialog.getByRole('button', { name: 'Delete Property' }).click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      expect((await request.get(`/api/admin/get-property/${stored!._id}`)).status()).toBe(404);
    });
  });
});
