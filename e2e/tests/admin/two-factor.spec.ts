import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { inviteCode, staffApi, staffToken, unique } from './support';

/*
 * Two-factor sign-in in the browser: a member turns it on from Your sign-ins with the key shown
 * beside the QR code (the codes are made here as an authenticator app makes them), keeps the
 * recovery codes, and from then on signs in with their password and a code.
 */

const PASSWORD = 'Marina-Editor-Passw0rd-26';
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

test('a member turns on two-factor sign-in, then signs in with a code', async ({ page, request }) => {
  const admin = await staffToken(request);
  const email = `${unique('editor').replace(/\W+/g, '.')}@agency.test`;
  const invited = await staffApi(request, admin, 'POST', 'invite-staff-user', { email, role: 'editor' });
  expect(invited.status(), await invited.text()).toBe(200);
  const { username } = ((await invited.json()) as { user: { username: string } }).user;
  const set = await request.post('/api/admin/reset-password', {
    data: { code: await inviteCode(request, email), password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);

  const signIn = async () => {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  await signIn();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/sessions');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('.secret-key__value').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Signed out, the password alone no longer signs in: the app's next code does.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await signIn();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await code.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The administrator sees it on the Users screen.
  const users = await staffApi(request, admin, 'GET', 'get-staff-users');
  const listed = ((await users.json()) as Array<{ username: string; twoFactor: boolean }>).find(
    (u) => u.username === username,
  );
  expect(listed?.twoFactor).toBe(true);
});
