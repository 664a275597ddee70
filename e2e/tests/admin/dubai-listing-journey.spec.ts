import { expect, test } from '@playwright/test';
import type { Property, Team } from '@estate/contract';
import demoMedia from '@estate/demo-media';
import { picture, signInWithForm, staffApi, staffToken, unique } from './support';

/*
 * The Dubai listing from end to end: staff create an off-plan property in Dubai with an
 * agent, a permit, a payment plan, a floor plan and a PDF brochure through the admin form, as a
 * draft that visitors cannot see, preview it through its signed link, then publish it
 * (docs/decisions/0036); the public page shows
 * each of them; the Property Finder feed lists it; when its permit expires the
 * listing leaves the site and the feed by itself (410 for its page).
 */

const FEED = `/feeds/property-finder.xml?token=${process.env.E2E_FEED_TOKEN ?? ''}`;
const PERMIT = String(7_000_000_000 + Math.floor(Math.random() * 999_999_999));

/** A date N days from today, as the date input takes it (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('A Dubai off-plan listing, from the admin form to the site and the portal feed', () => {
  const title = unique('E2E Hills Residence');
  let id = '';

  test.afterAll(async ({ request }) => {
    if (!id) return;
    const token = await staffToken(request);
    await staffApi(request, token, 'DELETE', `delete-property/${id}`);
  });

  test('created with agent, permit, plan, floor plan and brochure; shown on the site and in the feed; gone when its permit expires', async ({
    page,
    request,
  }) => {
    const agents = (await (await request.get('/api/admin/get-teams', { params: { limit: 1 } })).json()) as Team[];
    const agent = agents[0]!;
    const brochure = demoMedia.brochurePdf({ title, subtitle: 'Dubai Hills Estate', lines: ['Four bedrooms'] });

    await test.step('add it in the admin form, as a draft', async () => {
      await signInWithForm(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto('/admin/add-property');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('combobox', { name: 'Property type' }).selectOption('Villa');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('Dubai');
      await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Dubai Hills Estate');
      await page.getByRole('spinbutton', { name: 'Price (USD)' }).fill('2400000');
      await page.getByRole('textbox', { name: 'Beds', exact: true }).fill('4');
      await page.getByRole('textbox', { name: 'Baths', exact: true }).fill('5');
      await page.getByRole('textbox', { name: 'First description' }).fill('A family villa on the golf course.');

      await page.getByRole('combobox', { name: 'Agent' }).selectOption({ label: agent.title });
      await page.getByRole('textbox', { name: 'Permit number' }).fill(PERMIT);
      await page.getByLabel('Permit expiry date').fill(day(60));

      await page.getByRole('combobox', { name: 'Completion status' }).selectOption({ label: 'Off-plan' });
      await page.getByRole('combobox', { name: 'Handover quarter' }).selectOption('Q4');
      await page.getByRole('combobox', { name: 'Handover year' }).selectOption(String(new Date().getFullYear() + 1));
      const plan: Array<[string, string, string]> = [
        ['Down payment', '20', 'On booking'],
        ['During construction', '40', 'Quarterly'],
        ['On handover', '40', 'On completion'],
      ];
      for (const [i, [milestone, percent, due]] of plan.entries()) {
        await page.getByRole('button', { name: 'Add instalment' }).click();
        await page.getByRole('textbox', { name: `Milestone ${i + 1}` }).fill(milestone);
        await page.getByLabel(`Percent ${i + 1}`).fill(percent);
        await page.getByRole('textbox', { name: `Due ${i + 1}` }).fill(due);
      }
      await page
        .getByLabel('Add floor plan images')
        .setInputFiles(picture('ground-floor.png', [245, 240, 230], [60, 60, 60]));
      await page
        .getByLabel('Brochure file')
        .setInputFiles({ name: 'hills-residence.pdf', mimeType: 'application/pdf', buffer: brochure });
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      await expect(
        page.getByRole('row', { name: new RegExp(title) }).getByText('Draft', { exact: true }),
      ).toBeVisible();
    });

    const token = await staffToken(request);
    const found = (await (
      await staffApi(request, token, 'GET', `get-properties?q=${encodeURIComponent(title)}&limit=5`)
    ).json()) as Property[];
    const stored = found.find((p) => p.title === title)!;
    expect(stored, 'the listing is stored').toBeTruthy();
    id = stored._id;
    expect(stored).toMatchObject({
      referenceNumber: expect.stringMatching(/^EST-\d{6}$/),
      permitNumber: PERMIT,
      status: 'available',
      completionStatus: 'off-plan',
      agent: expect.objectContaining({ _id: agent._id, title: agent.title }),
      paymentPlan: [
        { milestone: 'Down payment', percent: 20, due: 'On booking' },
        { milestone: 'During construction', percent: 40, due: 'Quarterly' },
        { milestone: 'On handover', percent: 40, due: 'On completion' },
      ],
      floorPlans: [expect.stringMatching(/^\/uploads\//)],
      brochure: expect.stringMatching(/^\/uploads\/.+\.pdf$/),
      publication: 'draft',
    });

    await test.step('a draft is not on the public site', async () => {
      expect((await page.goto(`/property/${stored.slug}`))?.status()).toBe(404);
      const publicList = (await (
        await request.get('/api/admin/get-properties', { params: { q: title, limit: 5 } })
      ).json()) as Property[];
      expect(publicList).toEqual([]);
    });

    await test.step('preview the draft on the public site, from its edit form', async () => {
      await page.goto(`/admin/update-property/${id}`);
      const preview = page.getByRole('region', { name: 'Publication' }).getByRole('link', { name: 'Preview draft' });
      const href = (await preview.getAttribute('href'))!;
      expect(new URL(href).pathname).toBe(`/property/${stored.slug}`);
      const res = await page.goto(href);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // A changed link is refused with its own page.
      const forged = await page.goto(`${href.slice(0, -1)}${href.endsWith('A') ? 'B' : 'A'}`);
      expect(forged?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'This preview link is not valid' })).toBeVisible();
    });

    await test.step('publish it from its edit form', async () => {
      await page.goto(`/admin/update-property/${id}`);
      const card = page.getByRole('region', { name: 'Publication' });
      await expect(card.getByText('Draft', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Publish' }).click();
      await expect(card.getByText('Published', { exact: true })).toBeVisible();
    });

    await test.step('see it on the public site', async () => {
      const res = await page.goto(`/property/${stored.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Ref. ${stored.referenceNumber}`)).toBeVisible();
      const permit = page.getByRole('region', { name: 'Advertising permit' });
      await expect(permit).toContainText(PERMIT);
      await expect(permit.getByRole('img', { name: new RegExp(`QR code: check permit ${PERMIT}`) })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your agent' })).toContainText(agent.title);
      const table = page.getByRole('table', { name: 'Payment plan' });
      await expect(table.getByRole('row')).toHaveCount(5);
      const link = page.getByRole('link', { name: 'Download brochure (PDF)' });
      const pdf = await request.get((await link.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    await test.step('find it in the Property Finder feed', async () => {
      const feed = await request.get(FEED);
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain(stored.referenceNumber);
      expect(xml).toContain(PERMIT);
      expect((await request.get('/feeds/property-finder.xml?token=wrong')).status()).toBe(404);
    });

    await test.step('let its permit expire: it leaves the page, the lists and the feed', async () => {
      const res = await staffApi(request, token, 'PUT', `update-property/${id}`, { permitExpiresAt: day(-2) });
      expect(res.status()).toBe(200);
      await expect
        .poll(async () => (await page.goto(`/property/${stored.slug}`))?.status(), { timeout: 15_000 })
        .toBe(410);
      await expect.poll(async () => (await request.get(FEED)).text(), { timeout: 15_000 }).not.toContain(PERMIT);
      const publicList = (await (
        await request.get('/api/admin/get-properties', { params: { q: title, limit: 5 } })
      ).json()) as Property[];
      expect(publicList.map((p) => p.title)).not.toContain(title);
    });
  });
});
