import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../admin/support';
import { firstProperty, hydrated } from './support';

/*
 * The Content-Security-Policy of both apps (web/server/security-headers.ts) in a real browser:
 * pages hydrate, maps, sliders, pictures and the rich-text editor work, and Chromium reports no
 * violation at all, neither as a `securitypolicyviolation` event nor on the console.
 */

type Violation = { directive: string; blocked: string; sample: string };

/** Collects every violation any document of the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const watch = { violations: [] as Violation[], console: [] as string[] };
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy|unsafe-eval/i.test(msg.text())) watch.console.push(msg.text());
  });
  await page.exposeFunction('__reportCspViolation', (v: Violation) => watch.violations.push(v));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  return watch;
}

test('the public pages run under their strict policy without a single violation', async ({ page, request }) => {
  const watch = await watchViolations(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  await hydrated(page);
  // Again, now from the page cache: the stored page gets this answer's own nonce.
  const nonceOf = (policy = '') => /'nonce-([^']+)'/.exec(policy)?.[1];
  const again = await page.goto('/');
  expect(nonceOf(again?.headers()['content-security-policy'])).not.toBe(
    nonceOf(home?.headers()['content-security-policy']),
  );
  expect(await again?.text()).toContain(`nonce="${nonceOf(again?.headers()['content-security-policy'])}"`);
  await hydrated(page);
  // The map of the home page (leaflet and its tiles).
  const map = page.locator('.listing-map').first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-status', 'loaded');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();

  const property = await firstProperty(request);
  await page.goto(`/property/${property.slug}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  // The gallery (embla) and everything further down.
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');

  // A client-side navigation loads route modules and data through the same policy.
  await page.goto('/all-properties');
  await hydrated(page);
  await page.getByRole('link', { name: property.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${property.slug}`));
  await page.waitForLoadState('networkidle');

  // A listing that is gone: its 404 page, which no cache keeps, runs under this answer's nonce too.
  const gone = await page.goto('/property/no-such-home');
  expect(gone?.status()).toBe(404);
  expect(await gone?.text()).toContain(`nonce="${nonceOf(gone?.headers()['content-security-policy'])}"`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is no longer on the market' })).toBeVisible();

  expect(watch.violations).toEqual([]);
  expect(watch.console).toEqual([]);
});

test('the staff admin runs under its own policy without a single violation, editor included', async ({
  page,
  request,
}) => {
  const watch = await watchViolations(page);
  const login = await page.goto('/admin/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(login?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signedIn(page, request);
  await page.goto('/admin/properties');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The rich-text editor builds its own frame, styles and pictures.
  await page.goto('/admin/add-post');
  const body = page.frameLocator('.editor-frame iframe').locator('body');
  await body.click();
  await body.pressSequentially('Policy check.');
  await expect(body).toContainText('Policy check.');
  // What the editor asked for gets time to arrive (and to break the policy, if it does); a loaded
  // machine may never see the admin's network quiet for long, which is not what is tested here.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

  expect(watch.violations).toEqual([]);
  expect(watch.console).toEqual([]);
});
