import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Property } from '@estate/contract';
import { picture, signInWithForm, staffApi, staffToken, unique } from './support';

/** A small, genuine PDF with its cross-reference table (the CMS checks a brochure by its content). */
function brochurePdf(name: string) {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >>\nendobj\n',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(text.length);
    text += object;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

async function findProperty(request: APIRequestContext, token: string, title: string): Promise<Property | undefined> {
  const res = await staffApi(request, token, 'GET', `get-properties?q=${encodeURIComponent(title)}&limit=10`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Property[]).find((p) => p.title === title);
}

test.describe('A Dubai off-plan property, entered by staff', () => {
  const title = unique('E2E Creek Off-Plan');

  test.afterAll(async ({ request }) => {
    const token = await staffToken(request);
    const left = await findProperty(request, token, title);
    if (left) await staffApi(request, token, 'DELETE', `delete-property/${left._id}`);
  });

  test('status, agent, permit, payment plan, floor plan, brochure and tour are saved, found by reference, and shown again', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const teams = (await (await staffApi(request, token, 'GET', 'get-teams?limit=5')).json()) as Array<{
      _id: string;
      title: string;
    }>;
    const agent = teams[0]!;
    const expiry = new Date(Date.now() + 200 * 86400000).toISOString().slice(0, 10);

    await signInWithForm(page, '/admin/add-property');
    await expect(page).toHaveURL(/\/admin\/add-property$/);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Dubai');
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Dubai Creek Harbour');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('under-offer');
    await page.getByRole('combobox', { name: 'Agent' }).selectOption(agent._id);
    await page.getByRole('textbox', { name: 'Permit number' }).fill('7112345678');
    await page.getByLabel('Permit expiry date').fill(expiry);
    await page.getByRole('combobox', { name: 'Completion status' }).selectOption('off-plan');
    await page.getByRole('combobox', { name: 'Handover quarter' }).selectOption('Q4');
    await page.getByRole('combobox', { name: 'Handover year' }).selectOption('2028');
    await page.getByRole('button', { name: 'Add instalment' }).click();
    await page.getByRole('textbox', { name: 'Milestone 1' }).fill('On booking');
    await page.getByRole('textbox', { name: 'Percent 1' }).fill('30');
    await page.getByRole('button', { name: 'Add instalment' }).click();
    await page.getByRole('textbox', { name: 'Milestone 2' }).fill('On handover');
    await page.getByRole('textbox', { name: 'Percent 2' }).fill('70');
    await page.getByRole('textbox', { name: 'Due 2' }).fill('Q4 2028');
    await expect(page.getByText(/^Total/)).toHaveText(/Total\s*100 %/);
    await page.getByLabel('Add floor plan images').setInputFiles(picture('plan.png', [245, 245, 240], [40, 40, 40]));
    await page.getByLabel('Brochure file').setInputFiles(brochurePdf('creek-brochure.pdf'));
    await page.getByRole('textbox', { name: 'Virtual tour URL' }).fill('https://my.matterport.com/show/?m=e2eTour');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);

    const stored = await findProperty(request, token, title);
    expect(stored, 'the property was saved').toBeDefined();
    expect(stored!.referenceNumber).toMatch(/^[A-Z]+-\d{6}$/);
    expect(stored!.status).toBe('under-offer');
    expect(stored!.agent?._id).toBe(agent._id);
    expect(stored!.permitNumber).toBe('7112345678');
    expect(stored!.completionStatus).toBe('off-plan');
    expect(stored!.handoverDate).toBe('Q4 2028');
    expect(stored!.paymentPlan).toEqual([
      { milestone: 'On booking', percent: 30, due: '' },
      { milestone: 'On handover', percent: 70, due: 'Q4 2028' },
    ]);
    expect(stored!.floorPlans).toHaveLength(1);
    expect(stored!.brochure).toMatch(/\.pdf$/);
    expect(stored!.virtualTourUrl).toBe('https://my.matterport.com/show/?m=e2eTour');

    // The staff list finds it by its reference, and shows the reference.
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(stored!.referenceNumber);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(stored!.referenceNumber);

    // The edit page shows every section as saved.
    await page.goto(`/admin/update-property/${stored!._id}`);
    await expect(page.getByText(stored!.referenceNumber)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(agent._id);
    await expect(page.getByLabel('Permit expiry date')).toHaveValue(expiry);
    await expect(page.getByRole('textbox', { name: 'Percent 2' })).toHaveValue('70');
    await expect(page.getByRole('link', { name: /\.pdf/ })).toBeVisible();
  });
});
