import { expect, test, type APIRequestContext } from '@playwright/test';
import { caughtMails, type Mail } from '../mail';
import { hydrated, staffToken, uniqueEmail } from './support';

/*
 * Saved searches: a visitor saves the current search of /all-properties with an e-mail address,
 * confirms it from the mailed link (double opt-in), and when staff add a matching listing, a
 * digest mail brings it, with a one-click unsubscribe (header) and a link that unsubscribes.
 */

async function mailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = await caughtMails(request);
        found = all.find((m) => m.to.includes(address) && subject.test(m.subject));
        return !!found;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const link = (mail: Mail, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`(https?://\\S+/saved-searches/${page}\\?token=[\\w%-]+)`).exec(mail.text)?.[1] ?? '';

test('save a search, confirm it by e-mail, get a digest of a new listing and unsubscribe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('alerts');
  const place = `Alert Cove ${Date.now()}`;

  await page.goto(`/all-properties?propertyType=Villa&country=${encodeURIComponent(place)}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Get alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog).toContainText(`Villas in ${place}`);
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByRole('status')).toContainText('Please confirm your alert');

  const confirmation = await mailTo(request, email, /Confirm your property alert/);
  await page.goto(link(confirmation, 'confirm'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your alert is confirmed');

  const token = await staffToken(request);
  const title = `Cove villa ${Date.now()}`;
  const added = await request.post('/api/admin/add-property', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, propertyType: 'Villa', country: 'Spain', location: place, price: 2_500_000, beds: 5 },
  });
  expect(added.status()).toBe(200);

  const digest = await mailTo(request, email, /new listing/);
  expect(digest.text).toContain(title);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(digest.headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/admin\/unsubscribe-saved-search\?token=/);

  await page.goto(link(digest, 'unsubscribe'));
  await hydrated(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');

  const res = await request.get('/api/admin/get-leads/saved-search', {
    params: { q: email },
    headers: { Authorization: `Bearer ${token}` },
  });
  const [lead] = (await res.json()) as Array<{ status: string; digestCount: number }>;
  expect(lead).toMatchObject({ status: 'unsubscribed', digestCount: 1 });
});
