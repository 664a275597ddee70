import { expect, test } from '@playwright/test';
import { signedIn, unique } from './support';

/*
 * The pipeline in the browser (docs/decisions/0068): an enquiry sent from the site arrives on the
 * board at New; staff move it to Contacted by dragging its card, then to Lost with a reason, and
 * its enquiry page shows where the deal stands.
 */

test('an enquiry arrives on the board, is dragged to Contacted and lost with a reason', async ({ page, request }) => {
  const tag = unique('deal').replace(/\W+/g, '').toLowerCase();
  const name = `Nadia ${tag}`;
  const sent = await request.post('/api/admin/send-email', {
    data: { fname: 'Nadia', lname: tag, email: `nadia.${tag}@example.test`, message: 'A sea view, please.' },
    headers: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.9` },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signedIn(page, request);
  await page.goto(`/admin/pipeline?q=${tag}`);
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}: \\d+ deals?$`) });
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(column('New').getByRole('link', { name })).toBeVisible();

  await card.dragTo(column('Contacted'));
  await expect(column('Contacted').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${name} moved to Contacted.` })).toBeVisible();

  await card.getByRole('combobox', { name: `Stage of ${name}'s deal` }).selectOption('lost');
  await card.getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why was this deal lost?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chose a villa elsewhere');
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(column('Lost').getByText('Chose a villa elsewhere')).toBeVisible();

  await column('Lost').getByRole('link', { name }).click();
  const panel = page.getByRole('region', { name: 'Pipeline' });
  await expect(panel.getByRole('combobox', { name: 'Stage' })).toHaveValue('lost');
  await expect(panel.getByText('Chose a villa elsewhere')).toBeVisible();
});
