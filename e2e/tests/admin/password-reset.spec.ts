import { expect, test, type APIRequestContext } from '@playwright/test';
import { caughtMails, type Mail } from '../mail';
import { STAFF, staffApi, staffToken } from './support';

/*
 * A staff member who forgot the password resets it from the staff admin:
 * the login page's link, the mail (caught by the e2e mail catcher) linking to
 * /admin/reset-password?code=…, the new password, and signing in with it. Every session of the
 * user ends with the change. The original password is put back the same way afterwards, so the
 * specs that run next sign in as before.
 */

const EMAIL = process.env.E2E_STAFF_EMAIL ?? 'e2e-staff@estate.test';
async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  return (await caughtMails(request)).filter((m) => m.to.includes(address) && /new password/.test(m.subject));
}

/** The reset link of the first reset mail newer than `afterId`. */
async function resetLink(request: APIRequestContext, afterId: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, EMAIL)).find((m) => m.id > afterId);
        link = /(https?:\/\/\S+\/admin\/reset-password\?code=[\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

const lastMailId = async (request: APIRequestContext) =>
  Math.max(0, ...(await mailsTo(request, EMAIL)).map((m) => m.id));

/** Sets the staff password through the API (forgot, mail, reset): the clean-up path. */
async function setPasswordByMail(request: APIRequestContext, password: string) {
  const after = await lastMailId(request);
  expect((await request.post('/api/admin/forgot-password', { data: { email: EMAIL } })).status()).toBe(200);
  const code = new URL(await resetLink(request, after)).searchParams.get('code');
  const res = await request.post('/api/admin/reset-password', {
    data: { code, password, passwordConfirmation: password },
  });
  expect(res.status()).toBe(200);
}

test.describe('Password reset', () => {
  const NEW_PASSWORD = `Reset-${Date.now().toString(36)}-Passw0rd`;
  let changed = false;

  test.afterEach(async ({ request }) => {
    if (changed) await setPasswordByMail(request, STAFF.password);
    changed = false;
  });

  test('from the login page: the mailed link sets a new password, which signs in; old tokens end', async ({
    page,
    request,
  }) => {
    const earlierToken = await staffToken(request);
    const after = await lastMailId(request);

    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');

    const link = await resetLink(request, after);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    changed = true;

    // The token signed in before the change no longer opens anything.
    expect((await staffApi(request, earlierToken, 'GET', 'get-leads/enquiry')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Username' }).fill(STAFF.username);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The link works once.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another-Passw0rd-2026');
    await page.getByLabel(/^Repeat the new password/).fill('Another-Passw0rd-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has already been used');
  });
});
