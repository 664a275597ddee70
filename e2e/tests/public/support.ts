import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A staff token for the contract's staff routes (to check what reached the CMS). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', {
    data: {
      username: process.env.E2E_STAFF_USERNAME ?? 'staff',
      password: process.env.E2E_STAFF_PASSWORD ?? 'Staff-Demo-2026!',
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Leads of a kind matching a search, newest first. */
export async function leads<T = Record<string, unknown>>(
  request: APIRequestContext,
  kind: 'enquiry' | 'start-now' | 'subscriber',
  q: string,
): Promise<T[]> {
  const token = await staffToken(request);
  const res = await request.get(`/api/admin/get-leads/${kind}`, {
    params: { q },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

/** A unique address per run, so checks find this run's lead and nothing else. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The first property of the demo content (newest first). */
export async function firstProperty(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const res = await request.get('/api/admin/get-properties', { params: { limit: 1 } });
  const [first] = (await res.json()) as { slug: string; title: string }[];
  expect(first, 'the demo seed has properties').toBeTruthy();
  return first!;
}

/** Waits until the page has hydrated (client navigation and handlers are live). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('load');
  // Two frames: what the hydrating commit scheduled has painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The first screen as a visitor sees it, for checks of layout: hydrated, the web fonts in (they
 * set every text's width) and the pictures in view loaded (what a screenshot shows). Pictures
 * below the fold are not waited for: each has its width and height, so none moves the layout,
 * and at a new width the site asks for every picture again, resized (seconds of waiting for the
 * network to go quiet, per width).
 */
export async function settled(page: Page): Promise<void> {
  // The router's modules loaded, or (a page served as islands) the islands it starts with hydrated.
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    // A picture the browser defers (lazy, in a section it skips rendering) may never start: the
    // wait is bounded, the screenshot then shows what a visitor would see at that moment.
    const loaded = Promise.all(
      inView.map((img) =>
        img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
