import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signedIn, unique } from './support';

/** A forwarded address per request, so these submissions stay clear of the per-IP rate limit. */
let hop = 0;
const forwardedFor = () => {
  hop += 1;
  return `198.51.100.${(Date.now() + hop) % 250}`;
};

async function submit(
  request: APIRequestContext,
  path: 'send-email' | 'send-email-start-now',
  data: Record<string, string>,
) {
  const res = await request.post(`/api/admin/${path}`, { data, headers: { 'X-Forwarded-For': forwardedFor() } });
  expect(res.status(), `${path} answers 200`).toBe(200);
}

test.describe('Leads in the admin', () => {
  const tag = unique('e2e').replace(/\s+/g, '').toLowerCase();
  const enquiry = { fname: 'Amira', lname: `Lead${tag}`, email: `amira.${tag}@example.test` };
  const startNow = { fname: 'Omar', lname: `Start${tag}`, email: `omar.${tag}@example.test` };

  test.beforeAll(async ({ request }) => {
    await submit(request, 'send-email', {
      ...enquiry,
      phone: '+971 50 123 4567',
      message: `Please call me about the Palm villa (${tag}).`,
      pageURL: '/property/e2e-villa',
    });
    await submit(request, 'send-email-start-now', {
      ...startNow,
      phone: '+44 7700 900123',
      message: `Second home (${tag})`,
      purpose: 'Invest',
      propertyType: 'Villa',
      budget: 'AED 12M',
      community: 'Palm Jumeirah',
      timeline: 'Within 3 months',
    });
  });

  test('a staff user sees the enquiry and the Start Now lead with every answer, marks one handled, and exports CSV', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);

    await test.step('the enquiry is in the Enquiries table', async () => {
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: /^Leads/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/leads\/enquiry$/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      const row = page.getByRole('row').filter({ hasText: enquiry.email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Please call me about the Palm villa (${tag}).`);
      // Its mail state is shown (pending, sent or failed, depending on the SMTP server).
      await expect(row.locator('.pill')).toHaveText(/Pending|Sent|Failed|Not sent/);
    });

    await test.step('export what the filter shows as CSV', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^enquiry-leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await file.path())!, 'utf8');
      expect(csv).toContain(enquiry.email);
      expect(csv).toContain(enquiry.lname);
      // Only what the filter shows: one lead, plus the header line.
      expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
    });

    await test.step('the Start Now lead shows every answer', async () => {
      await page.getByRole('link', { name: /^Start Now/ }).click();
      await expect(page).toHaveURL(/\/admin\/leads\/start-now/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await page.getByRole('link', { name: `${startNow.fname} ${startNow.lname}`, exact: true }).click();
      await expect(page.getByRole('heading', { name: `${startNow.fname} ${startNow.lname}`, level: 1 })).toBeVisible();
      const answers = page.getByRole('region', { name: 'Start Now answers' });
      await expect(answers).toContainText('Invest');
      await expect(answers).toContainText('AED 12M');
      await expect(answers).toContainText('Palm Jumeirah');
      await expect(answers).toContainText('Within 3 months');
      await expect(page.getByText(`Second home (${tag})`)).toBeVisible();
    });

    await test.step('mark it handled', async () => {
      await page.getByRole('button', { name: 'Mark as handled' }).click();
      await expect(page.getByText('Marked as handled.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.getByRole('combobox', { name: 'Handled' }).selectOption('Handled');
      await expect(page.getByRole('link', { name: `${startNow.fname} ${startNow.lname}`, exact: true })).toBeVisible();
    });
  });
});
