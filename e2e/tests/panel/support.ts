import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1337';
export const SITE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** Signs in to the Strapi panel as the administrator the harness registered. */
export async function signInToPanel(page: Page) {
  await page.goto(`${CMS}/admin/auth/login`);
  await page.getByLabel('Email').fill(process.env.E2E_PANEL_EMAIL ?? '');
  await page.getByRole('textbox', { name: 'Password' }).fill(process.env.E2E_PANEL_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: /main/i }).or(page.getByText('Hello Panel'))).toBeVisible({
    timeout: 60_000,
  });
}

let session: Promise<Exclude<BrowserContextOptions['storageState'], undefined>> | undefined;

/**
 * The administrator's signed-in browser state (the panel's token and cookies), made by one sign-in
 * per worker: a test that is not about signing in opens the panel already signed in, instead of
 * loading the whole panel once more for its login page.
 */
export function panelSession(browser: Browser) {
  session ??= (async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signInToPanel(page);
      return await context.storageState();
    } finally {
      await context.close();
    }
  })();
  return session;
}
