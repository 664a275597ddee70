import { expect, test } from '@playwright/test';
import { firstProperty, hydrated, leads, uniqueEmail } from './support';

test('a contact enquiry from a listing arrives in the CMS with its page and listing', async ({ page, request }) => {
  const property = await firstProperty(request);
  const email = uniqueEmail('enquiry');
  await page.goto(`/property/${property.slug}?utm_source=e2e&utm_campaign=launch`);
  await hydrated(page);
  await page.locator('.listing-aside').getByRole('button', { name: 'Arrange a private viewing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire now' });
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Amira');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Khan');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone (optional)' }).fill('+971 50 123 4567');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();
  // The thanks stays until the visitor closes the popup (decision 0070).
  await page.waitForTimeout(3000);
  await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const found = await leads<{ fname: string; pageURL: string; listingSlug: string; utm: Record<string, string> }>(
    request,
    'enquiry',
    email,
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    fname: 'Amira',
    listingSlug: property.slug,
    utm: { utm_source: 'e2e', utm_campaign: 'launch' },
  });
  expect(found[0]!.pageURL).toContain(`/property/${property.slug}`);
});

test('Start Now goes through five steps and sends every answer', async ({ page, request }) => {
  const email = uniqueEmail('startnow');
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Start your search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start your search' });
  await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Invest', exact: true }).check();
  for (let step = 2; step <= 5; step++) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Omar');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Saleh');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(dialog.getByText('Thanks for contacting us...')).toBeVisible();

  const found = await leads<Record<string, string>>(request, 'start-now', email);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    purpose: 'Invest',
    propertyType: 'Apartment',
    projectType: 'Ready now',
    usage: 'Personal use',
    timeline: 'Immediately',
    financeOption: 'Finance',
    visaHelp: 'Yes',
    locationStatus: 'Dubai',
    fname: 'Omar',
  });
});

test('subscribing twice with the same address succeeds twice and keeps one subscriber', async ({ page, request }) => {
  const email = uniqueEmail('subscriber');
  await page.goto('/about');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  for (let i = 0; i < 2; i++) {
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await footer.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(
      footer.getByText('Thank you for subscribing! Please check your email for confirmation.'),
    ).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    if (i === 0) await page.reload();
    await hydrated(page);
  }
  const found = await leads<{ email: string; subscribeCount: number }>(request, 'subscriber', email);
  expect(found).toHaveLength(1);
  expect(found[0]!.subscribeCount).toBe(2);
});
