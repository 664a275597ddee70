import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { firstProperty, hydrated } from '../public/support';
import { signedIn, unique } from './support';

test.describe('Leads in the admin', () => {
  const tag = unique('e2e').replace(/\s+/g, '').toLowerCase();
  const enquiry = { fname: 'Amira', lname: `Lead${tag}`, email: `amira.${tag}@example.test` };
  const startNow = { fname: 'Omar', lname: `Start${tag}`, email: `omar.${tag}@example.test` };

  test('a visitor sends the contact form and Start Now on the site; staff see both leads with every answer, mark one handled, and export CSV', async ({
    page,
    request,
  }) => {
    await test.step('a visitor sends the contact form from a listing', async () => {
      const property = await firstProperty(request);
      await page.goto(`/property/${property.slug}`);
      await hydrated(page);
      await page.locator('.listing-aside').getByRole('button', { name: 'Arrange a private viewing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enquire now' });
      await dialog.getByRole('textbox', { name: 'First name' }).fill(enquiry.fname);
      await dialog.getByRole('textbox', { name: 'Last name' }).fill(enquiry.lname);
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill(enquiry.email);
      await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+971 50 123 4567');
      await dialog.getByRole('textbox', { name: /^Message/ }).fill(`Please call me about the Palm villa (${tag}).`);
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();
    });

    await test.step('a visitor goes through the five steps of Start Now', async () => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Start your search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start your search' });
      await dialog.getByRole('radio', { name: 'Invest', exact: true }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('textbox', { name: /^Which community/ }).fill('Palm Jumeirah');
      await dialog.getByRole('textbox', { name: /^What is your budget/ }).fill('AED 12M');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('radio', { name: 'Within 3 months', exact: true }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'First name' }).fill(startNow.fname);
      await dialog.getByRole('textbox', { name: 'Last name' }).fill(startNow.lname);
      await dialog.getByRole('textbox', { name: 'E-mail' }).fill(startNow.email);
      await dialog.getByRole('textbox', { name: /^Anything else/ }).fill(`Second home (${tag})`);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();
    });

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
