import { expect, test, type Page } from '@playwright/test';
import { firstProperty, hydrated } from './support';

// A phone (the Lighthouse mobile device): the first view must be the page itself, at the phone's
// width, before any script has run; the route scripts follow the first paint and hydrate cleanly.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
test.use(PHONE);

async function pages(page: Page): Promise<string[]> {
  const property = await firstProperty(page.request);
  return ['/', '/all-properties', `/property/${property.slug}`];
}

test('before any script runs, every page fits the phone screen (no sideways overflow)', async ({ browser, page }) => {
  const paths = await pages(page);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const noScript = await context.newPage();
  for (const path of paths) {
    await noScript.goto(path);
    const width = await noScript.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide before hydration`).toBeLessThanOrEqual(412);
  }
  await context.close();
});

test("no rule of the site's stylesheet draws with an SVG image (each would be a document of its own to build)", async ({
  page,
}) => {
  for (const path of await pages(page)) {
    await page.goto(path);
    const svgImages = await page.evaluate(() => {
      const texts = (rules: CSSRuleList): string[] =>
        Array.from(rules).flatMap((rule) =>
          'cssRules' in rule ? texts((rule as CSSGroupingRule).cssRules) : [rule.cssText],
        );
      return Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
        .flatMap((sheet) => texts(sheet.cssRules))
        .filter((text) => /url\(\s*["']?(data:image\/svg|[^)"']*\.svg)/i.test(text));
    });
    expect(svgImages, path).toEqual([]);
  }
});

test('without JavaScript a listing page still shows its photos, price, calculator place and links', async ({
  browser,
  page,
}) => {
  const property = await firstProperty(page.request);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`/property/${property.slug}`);
  await expect(noScript.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await expect(noScript.locator('.listing-aside__price')).toContainText(/AED|\$|€/);
  await expect(noScript.getByRole('button', { name: /^View all \d+ photos$/ })).toBeAttached();
  // The calculator's code loads near the screen; its section and box are the server's.
  await expect(noScript.getByRole('region', { name: 'Mortgage and purchase costs' })).toBeAttached();
  await expect(noScript.getByRole('link', { name: 'Properties', exact: true }).first()).toHaveAttribute(
    'href',
    '/all-properties',
  );
  await context.close();
});

test('the route scripts start after the first contentful paint, then hydrate without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // How many module preloads were inserted and had loaded when the module script went in.
  await page.addInitScript(() => {
    const seen = { inserted: 0, loaded: 0, atModule: null as null | { inserted: number; loaded: number } };
    (window as { preloadsSeen?: typeof seen }).preloadsSeen = seen;
    const ended = (event: Event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'modulepreload') seen.loaded += 1;
    };
    document.addEventListener('load', ended, true);
    document.addEventListener('error', ended, true);
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') seen.inserted += 1;
        if (node instanceof HTMLScriptElement && node.type === 'module' && !seen.atModule)
          seen.atModule = { inserted: seen.inserted, loaded: seen.loaded };
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of await pages(page)) {
    await page.goto(path);
    // Hydration adopts the server's document: it neither builds a second page beside it nor drops it.
    await page.evaluate(() => ((window as { serverMain?: Element }).serverMain = document.querySelector('main')!));
    await hydrated(page);
    const shape = await page.evaluate(() => ({
      roots: document.querySelectorAll('html, head, body').length,
      // The site header, or on a page served as islands the header's island.
      landmarks: document.querySelectorAll('body > header, body > estate-island > header, main').length,
      sameMain: (window as { serverMain?: Element }).serverMain === document.querySelector('main'),
    }));
    expect(shape, `${path}: one html, head, body, site header and main, the server's`).toEqual({
      roots: 3,
      landmarks: 2,
      sameMain: true,
    });
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        // The router's chunks, or the islands' on a page served as islands (/assets/islands/).
        .filter((entry) => /\/assets\/(islands\/)?[^/]+\.js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { fcp, scripts, firstScript: Math.min(...scripts) };
    });
    expect(timing.fcp, `${path} reports its first contentful paint`).not.toBeNull();
    expect(timing.scripts.length, `${path} loads its route scripts`).toBeGreaterThan(0);
    expect(timing.firstScript, `${path}: scripts start after the first paint`).toBeGreaterThanOrEqual(timing.fcp!);
    // The modules start once every preload has loaded: none is still compiling when they run.
    const preloads = await page.evaluate(
      () => (window as { preloadsSeen?: { atModule: { inserted: number; loaded: number } | null } }).preloadsSeen,
    );
    expect(preloads?.atModule?.inserted, `${path} preloads its modules`).toBeGreaterThan(0);
    expect(preloads?.atModule?.loaded, `${path}: every preload loaded before the modules start`).toBe(
      preloads?.atModule?.inserted,
    );
    // Hydrated: the header's menu button works.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
  expect(errors, 'no errors while loading and hydrating').toEqual([]);
});

test('the route manifest of client navigations is cached for good, under one Cache-Control', async ({ page }) => {
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/__manifest');
  await page.goto('/favourites');
  await hydrated(page);
  const response = await manifest;
  expect(response.status()).toBe(200);
  const cacheControl = (await response.headersArray()).filter((h) => h.name.toLowerCase() === 'cache-control');
  expect(cacheControl.map((h) => h.value)).toEqual(['public, max-age=31536000, immutable']);
});

test('the stylesheet the server wrote stays through hydration and client navigations (the bundle carries none)', async ({
  page,
}) => {
  const styled = () =>
    page.evaluate(() => ({
      css: document.head.querySelector('style')?.textContent?.length ?? 0,
      font: getComputedStyle(document.body).fontFamily,
    }));
  // A page the router hydrates (most are served as islands: their links load documents).
  await page.goto('/favourites');
  const first = await styled();
  expect(first.css, 'the page arrives with its stylesheet').toBeGreaterThan(10_000);
  await hydrated(page);
  expect(await styled()).toEqual(first);
  // A client navigation re-renders the document's layout: the stylesheet must not be emptied.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await styled()).toEqual(first);
});
