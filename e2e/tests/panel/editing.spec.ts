import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { COUNTRY_NAMES } from '@estate/contract/countries';
import type { Area, Post, Property } from '@estate/contract';
import { staffApi, staffToken, unique } from '../admin/support';
import { CMS, panelSession } from './support';

/** Each test opens the panel signed in as the administrator (support.ts: one sign-in per worker). */
const test = base.extend({
  storageState: async ({ browser }, use) => use(await panelSession(browser)),
});

// The panel is a large single-page app: its first load on a busy CI machine takes a while.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 90_000, actionTimeout: 60_000, viewport: { width: 1440, height: 1000 } });

/*
 * The Strapi panel as a power user meets it: what the editor lets them type is what the
 * site shows, and what the site cannot take cannot be saved (decision 0019).
 */

/*
 * The panel's edit views of a translated type, in English: opened without a locale, the panel
 * adds it to the address once its locales load, and when that comes after the test began typing
 * (a busy machine), it asks whether to leave the page and the typing is lost.
 */
const IN_ENGLISH = '?plugins[i18n][locale]=en';
const editUrl = (uid: string, documentId: string) =>
  `${CMS}/admin/content-manager/collection-types/${uid}/${documentId}${IN_ENGLISH}`;

async function openEditView(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 90_000 });
}

async function readJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/admin/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test('bold text typed in a post with the panel editor shows bold on the public page', async ({ page, request }) => {
  const title = unique('Panel Bold Post');
  await page.goto(`${CMS}/admin/content-manager/collection-types/api::post.post/create${IN_ENGLISH}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.getByRole('textbox', { name: 'title' }).fill(title);
  await page.getByRole('textbox', { name: 'description' }).fill('Written in the Strapi panel.');
  const editor = page.getByRole('textbox', { name: /Rich Text Editor/ });
  await editor.click();
  await page.keyboard.type('A calm morning on the Palm, ');
  await page.getByRole('toolbar', { name: 'Editor toolbar' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('with the sea in every room');
  await page.getByRole('toolbar', { name: 'Editor toolbar' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  // The slug is made from the title by the panel (a uid field) or, if left empty, by the server.
  // Published, not only saved: a saved post is a draft the public never sees (decision 0036).
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 30_000 });

  const stored = (await readJson<Post[]>(request, `get-posts?q=${encodeURIComponent(title)}&limit=5`)).find(
    (p) => p.title === title,
  );
  expect(stored, 'the post saved in the panel').toBeTruthy();
  // Stored as HTML (never Markdown asterisks), and shown bold on the site.
  expect(stored!.richContent).toContain('<strong>with the sea in every room</strong>');
  expect(stored!.richContent).not.toContain('**');
  try {
    await page.goto(`/blog-single/${stored!.slug}`);
    const bold = page.locator('article strong, main strong').filter({ hasText: 'with the sea in every room' });
    await expect(bold).toBeVisible();
    expect(await bold.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600);
    await expect(page.getByText('**')).toHaveCount(0);
  } finally {
    const token = await staffToken(request);
    await staffApi(request, token, 'DELETE', `delete-post/${stored!._id}`);
  }
});

test("an area's tags are a list edited tag by tag, stored as the list the site reads, and its country is only ever a listed one", async ({
  page,
  request,
}) => {
  const [area] = await readJson<Area[]>(request, 'get-areas?limit=1');
  expect(area).toBeTruthy();
  const before = area!.tags ?? [];
  await openEditView(page, editUrl('api::area.area', area!._id));

  // Tags: chips with their own remove buttons and a field that adds one with Enter; no JSON to type.
  await expect(page.locator('.cm-content')).toHaveCount(0);
  const newTag = page.getByRole('textbox', { name: 'New tag' });
  const added = unique('Beachfront').slice(0, 40);
  await newTag.fill(`  ${added}  `);
  await newTag.press('Enter');
  await expect(page.getByRole('button', { name: `Remove the tag ${added}` })).toBeVisible();
  // The same tag twice is refused at the field.
  await newTag.fill(added.toUpperCase());
  await newTag.press('Enter');
  await expect(page.getByText(`“${added.toUpperCase()}” is already a tag`)).toBeVisible();
  await newTag.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible({ timeout: 30_000 });
  // The panel saves the draft, which staff read (decision 0036).
  const token = await staffToken(request);
  const draftTags = async () =>
    ((await (await staffApi(request, token, 'GET', `get-area/${area!._id}`)).json()) as Area).tags;
  expect(await draftTags(), 'stored as a list of texts, trimmed').toEqual([...before, added]);

  // A tag's own button takes it out again.
  await page.getByRole('button', { name: `Remove the tag ${added}` }).click();
  await expect(page.getByRole('button', { name: `Remove the tag ${added}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(draftTags, { timeout: 30_000 }).toEqual(before);

  // Country: a select holding exactly the contract's countries; free text such as "UAE" has no way in.
  const country = page.getByRole('combobox', { name: 'country' });
  await expect(country).toHaveText(area!.country ?? '');
  await country.click();
  const options = await page.getByRole('option').allTextContents();
  // The select's own empty choice ("Choose here") clears the field; every other is a listed country.
  expect(options.map((o) => o.trim()).filter((o) => o !== '' && o !== 'Choose here')).toEqual([...COUNTRY_NAMES]);
  expect(options).not.toContain('UAE');
  await page.keyboard.press('Escape');
});

test('a derived price cannot be typed in the panel: it is read-only and follows the price on save', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const title = unique('Panel Price Villa');
  const created = await staffApi(request, token, 'POST', 'add-property', {
    title,
    price: 1_000_000,
    country: 'Dubai',
    location: 'Palm Jumeirah',
  });
  expect(created.status()).toBe(200);
  const property = ((await created.json()) as { property: Property }).property;
  try {
    await openEditView(page, editUrl('api::property.property', property._id));
    for (const field of ['priceAed', 'priceEur']) {
      const box = page.getByRole('textbox', { name: field, exact: true });
      await expect(box, field).toBeDisabled();
    }
    await expect(page.getByText('Computed by the server on save (read-only).').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'priceAed', exact: true })).toHaveValue(/3,?672,?500/);

    // The USD price is the one to edit: saved, the AED price follows it.
    const price = page.getByRole('textbox', { name: 'price', exact: true });
    await price.fill('2000000');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 30_000 });
    const stored = await readJson<Property>(request, `get-property/${property._id}`);
    expect(stored.price).toBe(2_000_000);
    expect(stored.priceAed).toBe(7_345_000);
  } finally {
    await staffApi(request, token, 'DELETE', `delete-property/${property._id}`);
  }
});
