import { expect, test } from '@playwright/test';
import { STAFF, signInWithForm, staffApi } from './support';

test.describe('Staff sign-in', () => {
  test('a wrong password is refused with the server message and no session', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(STAFF.username);
    await page.getByLabel('Password').fill('definitely-not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a protected page visited while signed out goes to the login page, and back to it after signing in', async ({
    page,
  }) => {
    await page.goto('/admin/developments');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill(STAFF.username);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/developments$/);
    await expect(page.getByRole('heading', { name: 'Developments', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  test('signing in opens the dashboard; Logout ends the session', async ({ page, request }) => {
    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Total properties')).toBeVisible();
    // A signed-in visit to the login page goes to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // The server ended the session: a copy of the token no longer opens anything.
    expect((await staffApi(request, token ?? '', 'GET', 'get-leads/enquiry')).status()).toBe(401);
    await page.goto('/admin/properties');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a rejected token signs the user out with a clear message', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('token', 'expired.or.forged'));
    await page.goto('/admin/leads/enquiry');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});
