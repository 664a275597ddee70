import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochurePdf } from '@estate/demo-media';
import { LIMITS } from './harness/env';
import { startWeb, type WebInstance } from './harness/stack';
import { baseUrl, errorFields, form, get, image, panelAdmin, post, put, staff, type Answer } from './harness/client';

/*
 * A listing's brochure (docs/decisions/0029): a PDF checked by its content, size
 * limited, stored under /uploads, served as a download; replaced or removed, the old file goes
 * when nothing else uses it; the Strapi panel's media field takes PDFs only.
 */

let token: string;
let apiToken: string;
const tag = () => `br${randomBytes(4).toString('hex')}`;
const pdf = (title = 'Marina Loft') => ({
  data: brochurePdf({ title, lines: ['Off-plan, handover Q4 2027'] }),
  name: 'brochure.pdf',
  type: 'application/pdf',
});
const file = (text: string | Buffer, name = 'brochure.pdf') => ({
  data: Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1'),
  name,
  type: 'application/pdf',
});

async function refused(res: Answer, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(String(res.body.message)).toContain('brochure');
  if (status === 400) expect(errorFields(res.body)).toContain('brochure');
}

const download = (path: string) => fetch(`${baseUrl()}${path}`);

beforeAll(async () => {
  token = await staff();
  const admin = await panelAdmin();
  const created = await post<{ data: { accessKey: string } }>(`${baseUrl()}/admin/api-tokens`, {
    token: admin,
    json: { name: `brochure ${tag()}`, description: 'brochure tests', type: 'full-access', lifespan: null },
  });
  expect(created.status).toBe(201);
  apiToken = created.body.data.accessKey;
});

describe('a brochure sent with add-property and update-property', () => {
  it('is stored as /uploads/...pdf and served as a PDF download, never sniffed', async () => {
    const brochure = pdf();
    const res = await post('/add-property', {
      token,
      form: form({ title: `Loft ${tag()}` }, { brochure: [brochure] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const path = res.body.property.brochure as string;
    expect(path).toMatch(/^\/uploads\/[^/]+\.pdf$/);
    const got = await download(path);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(brochure.data)).toBe(true);
    // The staff read and the public page carry the same path.
    expect((await get(`/get-property/${res.body.property._id}`)).body.brochure).toBe(path);
  });

  it.each([
    ['HTML named .pdf', '<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'],
    ['a script named .pdf', 'fetch("/api/admin/get-leads").then((r) => r.text())'],
    ['a PDF header over HTML', '%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'],
    ['a truncated PDF', brochurePdf({ title: 'Cut' }).subarray(0, 400)],
    ['an unreadable header', '%PDF-9.9\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n'],
    [
      'a PDF that runs JavaScript',
      Buffer.concat([
        brochurePdf({ title: 'Run' }).subarray(0, 15),
        Buffer.from('9 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n'),
        brochurePdf({ title: 'Run' }).subarray(15),
      ]),
    ],
    ['an empty file', ''],
  ])('refuses %s with 400 naming brochure, and stores nothing', async (_, content) => {
    const title = `Bad ${tag()}`;
    await refused(await post('/add-property', { token, form: form({ title }, { brochure: [file(content)] }) }));
    expect((await get(`/get-properties?q=${title}`, { token })).body).toEqual([]);
  });

  it('refuses a file over BROCHURE_MAX_BYTES with 413, and takes one over the image limit', async () => {
    const big = brochurePdf({ title: 'Big' });
    const padded = (size: number) =>
      Buffer.concat([big.subarray(0, 15), Buffer.alloc(size - big.length, 0x20), big.subarray(15)]);
    const over = await post('/add-property', {
      token,
      form: form({ title: `Huge ${tag()}` }, { brochure: [file(padded(LIMITS.brochureBytes + 1024))] }),
    });
    expect(over.status).toBe(413);
    expect(String(over.body.message)).toContain('brochure');
    // Over the image limit but within the brochure's.
    const within = await post('/add-property', {
      token,
      form: form({ title: `Thick ${tag()}` }, { brochure: [file(padded(LIMITS.uploadBytes + 200 * 1024))] }),
    });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
  });

  it('keeps the stored brochure on updates that do not mention it, replaces it, and removes the old file', async () => {
    const added = await post('/add-property', {
      token,
      form: form({ title: `Swap ${tag()}` }, { brochure: [pdf('One')] }),
    });
    const id = added.body.property._id as string;
    const first = added.body.property.brochure as string;
    const kept = await put(`/update-property/${id}`, { token, json: { desc1: 'New words' } });
    expect(kept.body.property.brochure).toBe(first);
    const sentBack = await put(`/update-property/${id}`, { token, json: { brochure: first } });
    expect(sentBack.body.property.brochure).toBe(first);

    const replaced = await put(`/update-property/${id}`, { token, form: form({}, { brochure: [pdf('Two')] }) });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const second = replaced.body.property.brochure as string;
    expect(second).not.toBe(first);
    expect((await download(second)).status).toBe(200);
    expect((await download(first)).status).toBe(404);

    const removed = await put(`/update-property/${id}`, { token, json: { brochure: null } });
    expect(removed.body.property.brochure).toBeNull();
    expect((await download(second)).status).toBe(404);
  });

  it('keeps a brochure file another listing still uses', async () => {
    const a = await post('/add-property', { token, form: form({ title: `Share ${tag()}` }, { brochure: [pdf()] }) });
    const path = a.body.property.brochure as string;
    const b = await post('/add-property', { token, json: { title: `Share ${tag()}`, brochure: path } });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.property.brochure).toBe(path);
    // Empty text, as a form sends a cleared field, removes it from this listing only.
    const cleared = await put(`/update-property/${a.body.property._id}`, { token, json: { brochure: '' } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.property.brochure).toBeNull();
    expect((await download(path)).status).toBe(200);
  });

  it('refuses a path that is not a stored PDF, naming brochure', async () => {
    await refused(
      await post('/add-property', { token, json: { title: `Path ${tag()}`, brochure: '/uploads/nothing-here.pdf' } }),
    );
    await refused(
      await post('/add-property', { token, json: { title: `Path ${tag()}`, brochure: '/uploads/photo.jpg' } }),
    );
  });

  it('is not an image: a PDF is refused in an image field', async () => {
    const res = await post('/add-property', {
      token,
      form: form({ title: `Img ${tag()}` }, { featuredImage: [pdf()] }),
    });
    expect(res.status).toBe(415);
  });
});

describe('through the public site (port 3000)', () => {
  let web: WebInstance;
  beforeAll(async () => {
    web = await startWeb(baseUrl());
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('downloads as a PDF attachment, never sniffed', async () => {
    const added = await post('/add-property', { token, form: form({ title: `Web ${tag()}` }, { brochure: [pdf()] }) });
    const res = await fetch(`${web.url}${added.body.property.brochure}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('the Strapi panel’s media field', () => {
  const uploadThroughStrapi = async (f: { data: Buffer; name: string; type?: string }) => {
    const res = await post(`${baseUrl()}/api/upload`, { token: apiToken, form: form({}, { files: [f] }) });
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    return (res.body as Array<{ id: number }>)[0].id;
  };
  const saveWith = (brochure: number) =>
    post(`${baseUrl()}/api/properties`, { token: apiToken, json: { data: { title: `Panel ${tag()}`, brochure } } });
  const fieldsOf = (body: any): string[] =>
    ((body?.error?.details?.errors ?? []) as Array<{ path: string[] }>).map((e) => e.path.join('.'));

  it('takes a PDF', async () => {
    const res = await saveWith(await uploadThroughStrapi(pdf()));
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  });

  it('refuses an image, and HTML uploaded as a PDF, with 400 naming brochure', async () => {
    for (const f of [image('photo.png'), file('<html><script>alert(1)</script></html>', 'fake.pdf')]) {
      const res = await saveWith(await uploadThroughStrapi(f));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res.body)).toContain('brochure');
    }
  });
});
