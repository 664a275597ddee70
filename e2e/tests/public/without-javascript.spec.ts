import { expect, test } from '@playwright/test';
import { firstProperty, leads, uniqueEmail } from './support';

/*
 * The site in a browser that runs no script (decision 0094): a listing's enquiry is a form the
 * web server takes and answers, and the search banner is a GET of the listing page.
 */
test.use({ javaScriptEnabled: false });

test('a listing enquiry sent without JavaScript names the missing field, then arrives and thanks', async ({
  page,
  request,
}) => {
  const property = await firstProperty(request);
  const email = uniqueEmail('nojs');
  await page.goto(`/property/${property.slug}?utm_source=nojs`);
  const form = page.locator('form#enquiry');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `I would like to know more about ${property.title}.`,
  );
  await form.getByRole('textbox', { name: 'Last name' }).fill('Khan');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  // The page again, with the field named and what was written kept; nothing was sent.
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Khan');
  expect(await leads(request, 'enquiry', email)).toHaveLength(0);

  await form.getByRole('textbox', { name: 'First name' }).fill('Amira');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${property.slug}\\?utm_source=nojs&sent=enquiry#enquiry$`));
  await expect(form.getByText('Thanks for contacting us...')).toBeVisible();

  const found = await leads<{ fname: string; pageURL: string; listingSlug: string; utm: Record<string, string> }>(
    request,
    'enquiry',
    email,
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ fname: 'Amira', listingSlug: property.slug, utm: { utm_source: 'nojs' } });
  expect(found[0]!.pageURL).toContain(`/property/${property.slug}`);

  // The thanks is this visitor's: the same page without the marker has none.
  await page.goto(`/property/${property.slug}`);
  await expect(page.locator('form#enquiry').getByText('Thanks for contacting us...')).toHaveCount(0);
});

test('the footer sign-up without JavaScript comes back with the thanks', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('nojs-subscriber'));
  await footer.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page).toHaveURL(/\/about\?sent=subscribe#subscribe$/);
  await expect(footer.getByText('Thank you for subscribing! Please check your email for confirmation.')).toBeVisible();
});

test('the search banner without JavaScript opens the filtered results', async ({ page }) => {
  await page.goto('/all-properties');
  await page.getByRole('combobox', { name: 'Property type' }).selectOption('Villa');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Dubai');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/all-properties\?propertyType=Villa&country=Dubai/);
  await expect(page.getByRole('heading', { level: 2, name: 'Villas in Dubai' })).toBeVisible();
  const cards = page.getByRole('article');
  for (const title of ['Signature Frond Villa with Private Beach', 'Garden Home with Sea Views on the Fronds'])
    await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Sky Penthouse in a Branded Residence on the Crescent' })).toHaveCount(0);
  // The form shows the search it opened.
  await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveValue('Villa');

  // The filters are open without script; a bedroom button sends the search with its choice.
  const bedrooms = page.getByRole('group', { name: 'Bedrooms' });
  await bedrooms.getByRole('button', { name: '3+ bedrooms' }).click();
  await expect(page).toHaveURL(/\/all-properties\?propertyType=Villa&country=Dubai&.*beds=3/);
  await expect(bedrooms.getByRole('button', { name: '3+ bedrooms' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveValue('Villa');
  // Pressed again, it clears the choice: its empty value comes before the one kept, and is the one read.
  await bedrooms.getByRole('button', { name: '3+ bedrooms' }).click();
  await expect(page).toHaveURL(/[?&]beds=&.*beds=3$/);
  await expect(bedrooms.getByRole('button', { name: '3+ bedrooms' })).toHaveAttribute('aria-pressed', 'false');
});
