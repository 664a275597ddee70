import { expect, test } from '@playwright/test';
import { signedIn, staffApi, unique } from './support';

/*
 * The viewings calendar in the browser (docs/decisions/0083): a viewing booked on the site shows in
 * its week, is confirmed from its block's dialog, and on a phone's width the week is a list of days
 * that does not scroll sideways.
 */

const DAY_MS = 86_400_000;
/** A day in Dubai (UTC+4 all year), `n` days from today. */
const dubaiDay = (n: number) => new Date(Date.now() + 4 * 3_600_000 + n * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

test('a booked viewing shows in its week, is confirmed, and the week reads as a list on a phone', async ({
  page,
  request,
}) => {
  const token = await signedIn(page, request);
  const tag = unique('viewing').replace(/\W+/g, '').toLowerCase();
  const title = `Creek apartment ${tag}`;
  const added = await staffApi(request, token, 'POST', 'add-property', { title, country: 'United Arab Emirates' });
  expect(added.status(), await added.text()).toBe(200);
  const { slug } = ((await added.json()) as { property: { slug: string } }).property;

  const day = dubaiDay(5);
  const booked = await request.post('/api/admin/book-viewing', {
    data: { fname: 'Hana', lname: tag, email: `hana.${tag}@example.test`, listing: slug, date: day, time: '11:30' },
    headers: { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.9` },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.goto(`/admin/viewings?from=${mondayOf(day)}`);
  const block = page.getByRole('button', { name: new RegExp(`^11:30 Hana ${tag}.*Requested$`) });
  await expect(block).toBeVisible();
  await block.click();
  const dialog = page.getByRole('dialog', { name: `Viewing with Hana ${tag}` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('status')).toContainText('Viewing confirmed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^11:30 Hana ${tag}.*Confirmed$`) })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: new RegExp(`^11:30 Hana ${tag}`) })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
