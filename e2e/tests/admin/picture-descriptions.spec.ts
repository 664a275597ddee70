import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from '../public/support';
import { picture, signedIn, staffApi, staffToken, unique } from './support';

/*
 * A picture described in the staff admin (docs/decisions/0087): its alternative text names it on
 * the public listing page, and its caption shows under it in the full-screen gallery.
 */

async function uploaded(request: APIRequestContext, token: string, name: string, top: [number, number, number]) {
  const res = await request.post('/api/admin/upload-image', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: picture(name, top, [230, 220, 200]) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { image: string }).image;
}

test('a picture described in the admin is named and captioned on the listing page', async ({ page, request }) => {
  const token = await staffToken(request);
  const title = unique('E2E Described Villa');
  const featuredImage = await uploaded(request, token, 'front.png', [60, 90, 140]);
  const garden = await uploaded(request, token, 'garden.png', [40, 140, 60]);
  const added = await staffApi(request, token, 'POST', 'add-property', {
    title,
    country: 'United Kingdom',
    location: 'Belgravia',
    featuredImage,
    galleryImages: [garden],
  });
  expect(added.status()).toBe(200);
  const property = ((await added.json()) as { property: { _id: string; slug: string } }).property;

  try {
    await signedIn(page, request);
    await page.goto(`/admin/update-property/${property._id}`);
    const gallery = page.getByRole('list', { name: 'Gallery images' });
    await expect(gallery.getByText('No alt text')).toBeVisible();
    await gallery.getByRole('button', { name: /^Describe gallery image / }).click();
    const dialog = page.getByRole('dialog', { name: 'Describe the picture' });
    await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('Lawn and olive trees behind the villa');
    await dialog.getByRole('textbox', { name: 'Caption' }).fill('The garden in May');
    await dialog.getByRole('button', { name: 'Save description' }).click();
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText('No alt text')).toBeHidden();

    await page.goto(`/property/${property.slug}`);
    await hydrated(page);
    const carousel = page.getByRole('region', { name: `${title} gallery` });
    await expect(carousel.getByRole('img', { name: 'Lawn and olive trees behind the villa' })).toBeAttached();
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
    const viewer = page.getByRole('dialog', { name: title });
    // The featured picture first, named from the listing; then the garden with its caption.
    await expect(viewer.getByRole('img', { name: `${title} — photo 1 of 2` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: 'Lawn and olive trees behind the villa' })).toBeVisible();
    await expect(viewer.getByText('The garden in May')).toBeVisible();
  } finally {
    await staffApi(request, token, 'DELETE', `delete-property/${property._id}`);
  }
});
