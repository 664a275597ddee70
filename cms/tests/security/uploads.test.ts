import fs from 'fs';
import http from 'http';
import path from 'path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, form, image, panelAdmin, png, post, staff } from '../harness/client';
import { startWeb, type WebInstance } from '../harness/stack';
import { leftSince, tempFiles } from '../harness/uploads';

/*
 * Uploads (docs/decisions/0011): multipart bodies are only read on the routes that take files,
 * after their authentication, and refused early by the CMS and the web server alike; image bombs
 * and failed uploads are in upload-failures.test.ts.
 */

/** A multipart body with one file part of `bytes` bytes (a PNG head, then filler). */
function multipartWithFile(bytes = 512 * 1024): FormData {
  const head = png(8, 8);
  const data = Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x41)]);
  return form(
    { username: 'someone', identifier: 'someone', password: 'x', email: 'a@b.test' },
    { file: [{ data, name: 'fill.png' }] },
  );
}

/**
 * A POST that declares a body of `declared` bytes but sends only its start: the answer must come
 * before the rest is read (and without writing any of it).
 */
function declareLarge(url: string, declared: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const boundary = 'x-boundary-0011';
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declared),
        ...headers,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(error));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    req.write(Buffer.alloc(64 * 1024, 0x41));
    // The rest is never sent: an early answer is the only way this request ends.
    setTimeout(() => req.destroy(new Error('no answer before the body was complete')), 10_000);
  });
}

describe('multipart is only read where files are taken', () => {
  it.each([
    ['/api/properties'],
    ['/api/auth/local'],
    ['/api/auth/local/register'],
    ['/uploads/x'],
    ['/admin/login'],
    ['/api/admin/login'],
    ['/api/admin/no-such-route'],
  ])('an anonymous multipart POST to %s is refused (415) and leaves no temp file', async (route) => {
    const before = tempFiles();
    const res = await fetch(`${baseUrl()}${route}`, { method: 'POST', body: multipartWithFile() });
    expect(res.status).toBe(415);
    const text = await res.text();
    expect(text).toMatch(/multipart|files/i);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a public contract route takes text fields as multipart but refuses a file part (415) before writing it', async () => {
    const before = tempFiles();
    const fields = await post('/get-properties-filter', { form: form({ limit: '1' }) });
    expect(fields.status).toBe(200);
    const withFile = await post('/send-email', { form: multipartWithFile() });
    expect(withFile.status).toBe(415);
    expect(withFile.body.message).toMatch(/takes no files/);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a file route reads nothing without a staff token (401) and leaves no temp file', async () => {
    const before = tempFiles();
    const res = await post('/upload-image', { form: form({}, { image: [image('anon.png')] }) });
    expect(res.status).toBe(401);
    const update = await post('/add-property', { form: form({ title: 'Anonymous' }, { featuredImage: [image()] }) });
    expect(update.status).toBe(401);
    // Strapi's content API upload: no role of an anonymous caller may upload.
    const strapiUpload = await fetch(`${baseUrl()}/api/upload`, { method: 'POST', body: multipartWithFile() });
    expect(strapiUpload.status).toBe(403);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a staff upload is stored and its temp file removed', async () => {
    const token = await staff();
    const before = tempFiles();
    const res = await post('/upload-image', { token, form: form({}, { image: [image('kept.png')] }) });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/uploads\/kept_/);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a file part in a field the route does not take is refused (400, naming it) and nothing stays', async () => {
    const token = await staff();
    const before = tempFiles();
    const res = await post('/upload-image', { token, form: form({}, { other: [image('x.png')] }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'other', message: 'unexpected file' }]);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a body declared larger than the limit is refused (413) before it is read', async () => {
    const token = await staff();
    const before = tempFiles();
    const started = Date.now();
    const res = await declareLarge(`${baseUrl()}/api/admin/upload-image`, 2 * 1024 * 1024 * 1024, {
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/larger than the .* MB this route accepts/);
    expect(Date.now() - started).toBeLessThan(5_000);
    const anonymous = await declareLarge(`${baseUrl()}/api/properties`, 2 * 1024 * 1024 * 1024);
    expect(anonymous.status).toBe(415);
    expect(await leftSince(before)).toEqual([]);
  });

  it('a staff upload the client abandons half-way leaves no temp file', async () => {
    const token = await staff();
    const before = tempFiles();
    const boundary = 'x-boundary-abandoned';
    const req = http.request(`${baseUrl()}/api/admin/upload-image`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(1536 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    req.write(Buffer.concat([png(8, 8), Buffer.alloc(512 * 1024, 0x41)]));
    // The part is being written to the temp folder; then the client goes away.
    const deadline = Date.now() + 5_000;
    while (![...tempFiles()].some((f) => !before.has(f)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect([...tempFiles()].some((f) => !before.has(f))).toBe(true);
    req.destroy();
    expect(await leftSince(before)).toEqual([]);
  });

  it('a file over UPLOAD_MAX_BYTES is cut off while it arrives (413 naming the field) and nothing stays', async () => {
    const token = await staff();
    const before = tempFiles();
    const big = Buffer.concat([png(8, 8), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await post('/upload-image', { token, form: form({}, { image: [{ data: big, name: 'big.png' }] }) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('image: the file big.png is larger than the 2 MB limit');
    expect(res.body.errors).toEqual([{ field: 'image', message: 'The file big.png is larger than the 2 MB limit' }]);
    expect(await leftSince(before)).toEqual([]);
  });

  it("Strapi's media library (/upload) still takes files from a panel administrator, and only from one", async () => {
    const before = tempFiles();
    const anonymous = await fetch(`${baseUrl()}/upload`, {
      method: 'POST',
      body: form({}, { files: [image('panel.png')] }),
    });
    expect(anonymous.status).toBe(401);
    const token = await panelAdmin();
    const res = await fetch(`${baseUrl()}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({ fileInfo: JSON.stringify({ name: 'panel.png' }) }, { files: [image('panel.png')] }),
    });
    expect(res.status).toBe(201);
    const [file] = (await res.json()) as Array<{ url: string }>;
    expect(file.url).toMatch(/^\/uploads\/panel_/);
    expect(fs.existsSync(path.join(inject('uploadsDir'), file.url.replace('/uploads/', '')))).toBe(true);
    expect(await leftSince(before)).toEqual([]);
  });
});

describe('the web server refuses the same early', () => {
  let web: WebInstance;
  beforeAll(async () => {
    web = await startWeb(baseUrl());
  });
  afterAll(async () => {
    await web?.stop();
  });

  it.each([['/api/properties'], ['/api/auth/local'], ['/uploads/x'], ['/']])(
    'an anonymous multipart POST to :3000%s is refused (415) and leaves no temp file in the CMS',
    async (route) => {
      const before = tempFiles();
      const res = await fetch(`${web.url}${route}`, { method: 'POST', body: multipartWithFile() });
      expect(res.status).toBe(415);
      expect(await leftSince(before)).toEqual([]);
    },
  );

  it('a body declared larger than WEB_MAX_BODY_BYTES is refused (413) before it is read', async () => {
    const res = await declareLarge(`${web.url}/api/admin/upload-image`, 2 * 1024 * 1024 * 1024);
    expect(res.status).toBe(413);
  });

  it('a staff upload through :3000 still works', async () => {
    const token = await staff();
    const res = await fetch(`${web.url}/api/admin/upload-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({}, { image: [image('through-web.png')] }),
    });
    expect(res.status).toBe(200);
  });
});
