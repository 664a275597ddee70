import { expect, test, type Page } from '@playwright/test';
import { staffApi, staffToken, unique } from '../admin/support';
import { hydrated } from './support';

/*
 * A listing's own media and life on the public site, in Chromium (docs/decisions/0091): the demo
 * penthouse plays its film in the page's <video> and opens its 360° tour in Photo Sphere Viewer
 * (WebGL on a canvas) under the page's strict Content-Security-Policy; the demo's withdrawn home
 * answers 410 with its own page and similar homes, and is not in the site map; a listing withdrawn
 * by staff leaves its page, the page cache and the public lists.
 */

const PENTHOUSE = 'full-floor-penthouse-facing-the-fountain';
const WITHDRAWN = 'two-bedroom-residence-on-the-boulevard';

/** Every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('the demo penthouse plays its own film and opens its 360° tour, with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const panoramaRequests: string[] = [];
  page.on('request', (r) => {
    if (/panorama-viewer|terrace/.test(r.url())) panoramaRequests.push(r.url());
  });
  const res = await page.goto(`/property/${PENTHOUSE}`);
  expect(res?.status()).toBe(200);
  await hydrated(page);
  // Nothing of the viewer is fetched with the page.
  expect(panoramaRequests).toEqual([]);

  const media = page.getByRole('region', { name: 'Explore the residence' });
  await media.scrollIntoViewIfNeeded();

  await test.step('the film poster starts the film in the page’s own video, muted and inline', async () => {
    await media.getByRole('button', { name: 'Play film' }).click();
    const video = media.getByLabel(/: film$/);
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', /^\/uploads\/.+\.mp4$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.controls && v.playsInline)).toBe(true);
    // It plays: the browser reads the film (in byte ranges) and its clock runs.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(1280);
  });

  await test.step('the tour opens in a dialog: the viewer’s canvas, keys, Escape, focus back', async () => {
    const opener = media.getByRole('button', { name: 'Open 360° tour' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Full-Floor Penthouse Facing the Fountain' });
    await expect(dialog).toBeVisible();
    const canvas = dialog.locator('.panorama-stage__viewer canvas');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(200);
    // The picture turns with the arrow keys: what the canvas shows changes.
    const before = await canvas.screenshot();
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(600);
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
    // A drag turns it too (the pointer and a finger alike).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(panoramaRequests.some((u) => /panorama-viewer/.test(u))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  expect(violations).toEqual([]);
});

test('the demo’s withdrawn home answers 410 with its own page and the homes most like it', async ({ page }) => {
  const res = await page.goto(`/property/${WITHDRAWN}`);
  expect(res?.status()).toBe(410);
  await expect(page).toHaveTitle(/^No longer advertised \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'This home has been withdrawn from sale' })).toBeVisible();
  await expect(page.getByText('Its owner has taken it off the market')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/all-properties');
  await hydrated(page);
  const similar = page.getByRole('region', { name: 'Similar homes' });
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole('link').first()).toHaveAttribute('href', /^\/property\//);
  // A second visit is the same page: a gone page is never kept as a live one.
  expect((await page.goto(`/property/${WITHDRAWN}`))?.status()).toBe(410);
  // The site map lists the penthouse and not the withdrawn home: the index names the listings'
  // parts, which list the pages.
  const index = await (await page.request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/properties-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(parts.length).toBeGreaterThan(0);
  const sitemap = (await Promise.all(parts.map(async (part) => (await page.request.get(part)).text()))).join('');
  expect(sitemap).toContain(`/property/${PENTHOUSE}`);
  expect(sitemap).not.toContain(`/property/${WITHDRAWN}`);
});

test('a listing staff withdraw leaves its page, the page cache and the public lists', async ({ page, request }) => {
  const token = await staffToken(request);
  const title = unique('Withdrawn in the browser test');
  const added = await staffApi(request, token, 'POST', 'add-property', { title, location: 'Dubai Marina' });
  expect(added.status()).toBe(200);
  const { _id: id, slug } = ((await added.json()) as { property: { _id: string; slug: string } }).property;
  try {
    expect((await page.goto(`/property/${slug}`))?.status()).toBe(200);
    // Kept by the page cache now (once the version the add made has reached the web server); asked
    // as a visitor (staff sign-ins mark their requests, which the cache passes by).
    await expect
      .poll(async () => (await page.request.get(`/property/${slug}`)).headers()['x-page-cache'], { timeout: 15_000 })
      .toBe('hit');

    const withdrawn = await staffApi(request, token, 'PUT', `update-property/${id}`, { status: 'withdrawn' });
    expect(withdrawn.status()).toBe(200);

    // The page cache answers what it kept at most while one render makes the new page (as after
    // any save); that render finds the listing gone and drops the kept page.
    await expect
      .poll(async () => (await page.request.get(`/property/${slug}`)).status(), { timeout: 15_000 })
      .toBe(410);
    // Each process of the web server drops its own copy with its own render: a visit that reaches
    // the other one may still get the kept page, once.
    const visit: { last?: Awaited<ReturnType<typeof page.goto>> } = {};
    await expect
      .poll(async () => (visit.last = await page.goto(`/property/${slug}`))?.status(), { timeout: 15_000 })
      .toBe(410);
    expect(visit.last?.headers()['x-page-cache']).toBe('miss');
    await expect(page.getByRole('heading', { level: 1, name: 'This home has been withdrawn from sale' })).toBeVisible();
    const list = (await (
      await page.request.get('/api/admin/get-properties', { params: { q: title } })
    ).json()) as unknown[];
    expect(list).toEqual([]);
  } finally {
    await staffApi(request, token, 'DELETE', `delete-property/${id}`);
  }
});
