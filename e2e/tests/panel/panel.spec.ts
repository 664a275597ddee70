import { expect, test, type Page } from '@playwright/test';
import { CMS, signInToPanel, SITE } from './support';

// The panel is a large single-page app: its first load on a busy CI machine takes a while.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 90_000, actionTimeout: 60_000 });

/*
 * The Strapi panel as a power user meets it (served by the CMS, built once by the harness):
 * nothing is fetched from another host (the Marketplace is only a link to Strapi's site).
 */

const LOCAL_HOSTS = new Set([new URL(CMS).host, new URL(SITE).host]);

/** Every request the page makes to a host other than the CMS and the site, refused and recorded. */
async function recordOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) =>
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') &&
      !LOCAL_HOSTS.has(url.host),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

test('the panel fetches nothing from another host and nothing it asks for fails on the server, the post editor and Marketplace link included', async ({
  page,
}) => {
  const outside = await recordOutsideRequests(page);
  // The browser's own requests too (the favicon was a 500).
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) failed.push(`${res.status()} ${res.url()}`);
  });
  await signInToPanel(page);
  for (const path of [
    '/admin',
    '/admin/marketplace',
    '/admin/settings/application-infos',
    '/admin/content-manager/collection-types/api::post.post',
    // The post body's CKEditor: built into the panel, no CDN and no licence call.
    '/admin/content-manager/collection-types/api::post.post/create',
    '/admin/plugins/upload',
  ]) {
    await page.goto(`${CMS}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
  }
  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
});
