import { expect, test, type Page } from '@playwright/test';
import { staffApi, staffToken, unique } from '../admin/support';
import { hydrated, uniqueEmail } from './support';

/*
 * A page served as islands (decision 0107): a blog post. Its header, floating bar, popups,
 * subscribe form and footer hydrate as roots of their own, with the islands' scripts alone; the
 * rest is the server's HTML. Everything a visitor does there works as on a page the router hydrates.
 */

async function firstPost(page: Page): Promise<string> {
  const res = await page.request.get('/api/admin/get-posts', { params: { limit: 1 } });
  const [post] = (await res.json()) as { slug: string }[];
  expect(post, 'the demo seed has posts').toBeTruthy();
  return `/blog-single/${post!.slug}`;
}

/** The paths of the scripts the page loads from now on, as they come. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

/** The scripts that are not the islands' (the router's). */
const outsideIslands = (scripts: string[]) => scripts.filter((s) => !s.startsWith('/assets/islands/'));

test('a blog post starts with its islands alone, and every part of it works', async ({ page }) => {
  const path = await firstPost(page);
  const scripts = scriptsLoaded(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<estate-island data-island="header"');
  expect(html, 'no router data in the page').not.toContain('__reactRouterContext');

  await page.goto(path);
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(outsideIslands(scripts), 'no script of the router').toEqual([]);

  // The header's menus and the contact popup.
  const properties = page.getByRole('button', { name: 'Properties' });
  await properties.click();
  await expect(properties).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(properties).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Contact' }).click();
  const enquiry = page.getByRole('dialog');
  await expect(enquiry).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enquiry).toBeHidden();

  // The subscribe form of the post, hydrated as it nears the screen.
  const aside = page.locator('.post__subscribe');
  await aside.scrollIntoViewIfNeeded();
  const email = aside.getByRole('textbox', { name: 'E-mail address' });
  await email.fill('not-an-address');
  await aside.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(aside).toContainText('Enter a valid e-mail address');
  await email.fill(uniqueEmail('islands'));
  await aside.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(aside).toContainText('Thank you for subscribing!');

  // A link loads the next page as a document: the list of posts, islands too.
  await page.locator('.post__body').getByRole('link', { name: /all/i }).last().click();
  await expect(page).toHaveURL(/\/blogs$/);
  await hydrated(page);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(outsideIslands(scripts), 'no script of the router').toEqual([]);
  expect(errors).toEqual([]);
});

test('from a page the router hydrates, links open the posts and a post in the browser', async ({ page }) => {
  const path = await firstPost(page);
  await page.goto('/favourites');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('h1.post__title')).toBeVisible();
  // The same document: the router rendered the post.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('the property search changes its address in place: filters, order, back and the map', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/all-properties');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  await page.getByRole('combobox', { name: 'Property type' }).selectOption('Villa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/all-properties\?propertyType=Villa$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Villas' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await expect(page).toHaveURL(/propertyType=Villa&sort=price-desc$/);
  expect(await samePage(), 'the search answered in place').toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/all-properties\?propertyType=Villa$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'All properties' })).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('region', { name: 'Map of the homes found' })).toBeVisible();
  expect(await samePage()).toBe(true);
  expect(errors).toEqual([]);
});

test('a click on a part of the page whose code has not run yet is answered once it has', async ({ page }) => {
  await page.goto(await firstPost(page));
  await hydrated(page);
  // The footer's island starts as it nears the screen: at the top of a post it has not.
  const footer = page.locator('estate-island[data-island="footer"]');
  expect(await footer.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))).toBe(false);
  await page.locator('.site-footer').getByRole('button', { name: 'Contact' }).dispatchEvent('click');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a page of text is served as islands: its Contact Our Team button opens the enquiry about the page', async ({
  page,
}) => {
  const scripts = scriptsLoaded(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  for (const path of ['/buyers-guide', '/sellers-guide', '/careers', '/international-properties', '/privacy-policy']) {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path} carries no router data`).not.toContain('__reactRouterContext');
    expect(html, `${path}: the button is an island`).toContain('<estate-island data-island="enquire-button"');
  }

  await page.goto('/privateOffice');
  await hydrated(page);
  expect(outsideIslands(scripts), 'no script of the router').toEqual([]);
  await page.getByRole('button', { name: 'Contact Our Team' }).first().click();
  const enquiry = page.getByRole('dialog');
  await expect(enquiry).toBeVisible();
  await expect(enquiry).toContainText('Private office');
  await page.keyboard.press('Escape');
  await expect(enquiry).toBeHidden();

  // The closing block's button, further down, starts as it nears the screen.
  const closing = page.getByRole('button', { name: 'Contact Our Team' }).last();
  await closing.scrollIntoViewIfNeeded();
  await closing.click();
  await expect(page.getByRole('dialog')).toContainText('Private office');
  await page.keyboard.press('Escape');

  // A legal page's button names its page.
  await page.goto('/privacy-policy');
  await hydrated(page);
  const legal = page.getByRole('button', { name: 'Contact Our Team' });
  await legal.scrollIntoViewIfNeeded();
  await legal.click();
  await expect(page.getByRole('dialog')).toContainText('Privacy Policy');
  expect(errors).toEqual([]);
});

test('the lists and the about page are served as islands, and each of their parts works', async ({ page, request }) => {
  const scripts = scriptsLoaded(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  for (const path of ['/blogs', '/all-areas', '/all-developments', '/about']) {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path} carries no router data`).not.toContain('__reactRouterContext');
  }

  // The posts: a long one's Read More opens its text and Show Less folds it.
  const token = await staffToken(request);
  const title = unique('Islands long read');
  const description = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
  const added = await staffApi(request, token, 'POST', 'add-post', { title, description });
  expect(added.status()).toBe(200);
  const { _id: postId } = ((await added.json()) as { post: { _id: string } }).post;
  try {
    // The page cache answers its kept list while one render makes the new one.
    await expect.poll(async () => (await page.request.get('/blogs')).text(), { timeout: 15_000 }).toContain(title);
    await page.goto('/blogs');
    await hydrated(page);
    const post = page.locator('.post-row').filter({ hasText: title });
    const text = post.locator('.post-row__text');
    await expect(text).not.toContainText('word79');
    await post.getByRole('button', { name: 'Read More' }).click();
    await expect(post.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toContainText('word79');
    await post.getByRole('button', { name: 'Show Less' }).click();
    await expect(post.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text).not.toContainText('word79');
  } finally {
    await staffApi(request, token, 'DELETE', `delete-post/${postId}`);
  }

  // The area guides' map starts as it nears the screen.
  await page.goto('/all-areas');
  await hydrated(page);
  const map = page.getByRole('region', { name: 'Map of the area guides' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

  // The developments' search changes its address in place; the sold ones turn in their carousel.
  await page.goto('/all-developments');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Dubai Marina');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/all-developments\?country=Dubai(\+|%20)Marina$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Developments in Dubai Marina' })).toBeVisible();
  expect(await samePage(), 'the search answered in place').toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'All developments' })).toBeVisible();
  const sold = page.getByRole('region', { name: 'Sold out developments' });
  await sold.scrollIntoViewIfNeeded();
  await expect(sold.locator('.card').first()).toBeVisible();

  // About: a team member's story opens in its dialog; the seller's button opens the enquiry.
  await page.goto('/about');
  await hydrated(page);
  const more = page.locator('.member-card__more').first();
  await more.scrollIntoViewIfNeeded();
  await more.click();
  const member = page.getByRole('dialog');
  await expect(member).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(member).toBeHidden();

  expect(outsideIslands(scripts), 'no script of the router').toEqual([]);
  expect(errors).toEqual([]);
});
