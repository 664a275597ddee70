import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support';

/*
 * Every public route in the default currency, and in another one every route that shows a figure
 * in it, loads, hydrates and is scrolled through with nothing on the console's error level and no
 * uncaught error: in particular no React hydration error (421, 418...) from prices the server
 * rendered in one currency and the browser in another. The server renders the visitor's currency
 * itself (docs/decisions/0072).
 */

/** The slug of the newest published item of a kind (the demo seed has some of each). */
async function firstSlug(request: APIRequestContext, list: string): Promise<string> {
  const res = await request.get(`/api/admin/${list}`, { params: { limit: 1 } });
  expect(res.status(), list).toBe(200);
  const [first] = (await res.json()) as { slug: string }[];
  expect(first, `the demo seed has ${list}`).toBeTruthy();
  return first!.slug;
}

/** Collects console errors and uncaught page errors from the first script on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return errors;
}

/** The whole page, top to bottom, so sections that load as they near the screen load too. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
}

/**
 * In another currency, the routes whose page shows a figure in the visitor's currency (every such
 * figure is marked `data-currency`), and one that shows none: the header's currency and the
 * layout are the same on every page, so one page proves them.
 */
async function inVisitorsCurrency(request: APIRequestContext, routes: string[]): Promise<string[]> {
  const marked = await Promise.all(
    routes.map(async (path) => (await (await request.get(path)).text()).includes('data-currency=')),
  );
  const plain = routes.find((_, i) => !marked[i]);
  return routes.filter((path, i) => marked[i] || path === plain);
}

// The pages as most visitors get them, films and transitions playing.
test.use({ reducedMotion: 'no-preference' });

for (const currency of ['AED', 'USD'] as const) {
  test(`every public route loads with no console or page error, prices in ${currency}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const [property, development, area, post] = await Promise.all(
      ['get-properties', 'get-developments', 'get-areas', 'get-posts'].map((list) => firstSlug(request, list)),
    );
    if (currency !== 'AED') {
      // As the currency popup keeps a choice: the cookie the server reads, and localStorage.
      await context.addCookies([{ name: 'currencySelected', value: currency, url: baseURL! }]);
      await context.addInitScript((c) => localStorage.setItem('currencySelected', c), currency);
    }
    const routes = [
      '/',
      '/all-properties',
      '/all-properties?view=map',
      `/property/${property}`,
      '/all-developments',
      `/development/${development}`,
      '/all-areas',
      `/area/${area}`,
      '/blogs',
      `/blog-single/${post}`,
      '/about',
      '/strategic-investment',
      '/careers',
      '/privateOffice',
      '/exclusive-buyer-representation',
      '/buyers-guide',
      '/sellers-guide',
      '/international-properties',
      '/privacy-policy',
      '/terms-condition',
      '/favourites',
      '/compare',
      '/saved-searches/confirm',
      '/saved-searches/unsubscribe',
    ];
    const found: Record<string, string[]> = {};
    for (const path of currency === 'AED' ? routes : await inVisitorsCurrency(request, routes)) {
      const errors = watchErrors(page);
      // Twice: rendered for this visit, then as the page cache keeps it. The stored copy is the
      // same document, so what the second visit adds is its hydration (its own nonce, the
      // visitor's currency): the sections loaded on the way down were proved by the first.
      for (let visit = 0; visit < 2; visit++) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(400);
        await hydrated(page);
        if (visit === 0) await scrollThrough(page);
      }
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      if (errors.length) found[path] = errors;
    }

    // The not-found page: its 404 status is the one message a browser logs for it.
    const errors = watchErrors(page);
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await hydrated(page);
    await scrollThrough(page);
    const rest = errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
    if (rest.length) found['/no/such/page'] = rest;

    expect(found).toEqual({});

    // The server rendered the listing's price in the chosen currency: the page arrives with it.
    const html = await (await page.goto(`/property/${property}`))!.text();
    expect(html).toContain(`data-currency="${currency}"`);
    expect(html).not.toContain(`data-currency="${currency === 'AED' ? 'USD' : 'AED'}"`);
  });
}
