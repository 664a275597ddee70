import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochurePdf } from '@estate/demo-media';
import { form, get, image, post, put, type Answer } from './harness/client';
import { PANEL_ADMIN, STAFF } from './harness/env';
import { S3Fake } from './harness/s3';
import { filesIn, startCms, startWeb, type CmsInstance, type WebInstance } from './harness/stack';

/*
 * Uploads on S3-compatible storage (docs/decisions/0034). A CMS of its own, on a fresh
 * database, stores through @strapi/provider-upload-aws-s3 into a local server that speaks S3 (with
 * SigV4 checked); the contract keeps /uploads/... paths, the CMS serves them from the bucket, the
 * web server makes its image variants from them, deletes reach the bucket, and a bucket that cannot
 * be reached refuses new files with a 503 while nothing stored is lost.
 */

const pdf = (title: string) => ({
  data: brochurePdf({ title, lines: ['Stored in the bucket'] }),
  name: 'brochure.pdf',
  type: 'application/pdf',
});

let s3: S3Fake;
let cms: CmsInstance;
let web: WebInstance;
let token: string;
let uploadsDir: string;
const api = (p: string) => `${cms.url}/api/admin${p}`;
/** A bucket shared with other sites: every key under this prefix (S3_PREFIX). */
const PREFIX = 'estate/media';
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

beforeAll(async () => {
  s3 = await S3Fake.start();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-s3-public-'));
  fs.mkdirSync(path.join(uploadsDir, 'uploads'));
  cms = await startCms(
    s3.env({ PUBLIC_DIR: uploadsDir, BROCHURE_MAX_BYTES: String(8 * 1024 * 1024), S3_PREFIX: PREFIX }),
    {
      freshDatabase: true,
    },
  );
  web = await startWeb(cms.url);
  const res = await post<{ token: string }>(api('/login'), {
    json: { username: STAFF.username, password: STAFF.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  token = res.body.token;
}, 120_000);

afterAll(async () => {
  await web?.stop();
  await cms?.stop();
  await s3?.stop();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('with UPLOAD_PROVIDER=s3', () => {
  let imagePath: string;

  it("stores an image and the panel's thumbnail in the bucket, none on disk, and answers a /uploads path", async () => {
    const wide = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#b48c5a' } })
      .jpeg()
      .toBuffer();
    const res = await post(api('/upload-image'), {
      token,
      form: form({}, { image: [{ data: wide, name: 'pool.jpg' }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    imagePath = res.body.image as string;
    expect(imagePath).toMatch(/^\/uploads\/estate\/media\/pool_[A-Za-z0-9_]+\.jpg$/);
    const key = keyOf(imagePath);
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');
    const name = key.slice(PREFIX.length + 1);
    expect(s3.objects.has(`${PREFIX}/thumbnail_${name}`)).toBe(true);
    expect([...s3.objects.keys()].filter((k) => k.endsWith(`_${name}`))).toEqual([`${PREFIX}/thumbnail_${name}`]);
    expect(filesIn(path.join(uploadsDir, 'uploads'))).toEqual([]);
  });

  it('serves the file from the bucket under its /uploads path, cached for a year, 304 when unchanged', async () => {
    const res = await fetch(`${cms.url}${imagePath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(s3.objects.get(keyOf(imagePath))!.body)).toBe(true);
    // fetch() adds Cache-Control: no-cache to conditional requests; a browser revalidating does not.
    const again = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${cms.url}${imagePath}`, { headers: { 'if-none-match': res.headers.get('etag')! } }, (r) => {
          r.resume();
          resolve(r.statusCode);
        })
        .on('error', reject),
    );
    expect(again).toBe(304);
    expect((await fetch(`${cms.url}${imagePath}`, { method: 'HEAD' })).headers.get('content-length')).toBe(
      String(bytes.length),
    );
  });

  it('serves a listing’s film from the bucket in byte ranges, as a <video> seeks', async () => {
    const film = fs.readFileSync(path.resolve(__dirname, '../../tools/demo-media/films/frond-villa.mp4'));
    const res = await post(api('/add-property'), {
      token,
      form: form({ title: 'Filmed in the bucket' }, { film: [{ data: film, name: 'villa.mp4', type: 'video/mp4' }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const filmPath = res.body.property.film as string;
    expect(s3.objects.get(keyOf(filmPath))?.body.equals(film)).toBe(true);
    const part = await fetch(`${cms.url}${filmPath}`, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${film.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer()).equals(film.subarray(1000, 2000))).toBe(true);
    const viaSite = await fetch(`${web.url}${filmPath}`, { headers: { Range: 'bytes=0-99' } });
    expect(viaSite.status).toBe(206);
    expect((await viaSite.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${cms.url}${filmPath}`, { headers: { Range: `bytes=${film.length}-` } })).status).toBe(416);
  });

  it('answers 404 for a missing key and for paths that climb, and never lists the bucket', async () => {
    expect((await fetch(`${cms.url}/uploads/nothing-here.jpg`)).status).toBe(404);
    expect((await fetch(`${cms.url}/uploads/%2e%2e/secret`)).status).toBe(404);
    expect((await fetch(`${cms.url}/uploads/a//b.jpg`)).status).toBe(404);
    const listing = await fetch(`${cms.url}/uploads/`);
    expect(listing.status).toBe(404);
    expect(s3.calls).not.toContain('ListObjects');
  });

  it('gives the web server what it needs: the listing image through the site and its resized variants', async () => {
    const viaSite = await fetch(`${web.url}${imagePath}`);
    expect(viaSite.status).toBe(200);
    const variant = await fetch(`${web.url}/img/480${imagePath}`, { headers: { accept: 'image/webp,*/*' } });
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(meta.width).toBe(480);
  });

  it('keeps a listing’s photos and brochure as /uploads paths through the contract', async () => {
    const added = await post(api('/add-property'), {
      token,
      form: form({ title: 'Bucket Villa', featuredImage: imagePath }, { brochure: [pdf('Bucket Villa')] }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const brochure = added.body.property.brochure as string;
    expect(brochure).toMatch(/^\/uploads\/estate\/media\/[^/]+\.pdf$/);
    expect(s3.objects.get(keyOf(brochure))?.body.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await fetch(`${web.url}${brochure}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);

    const detail = await get(api(`/get-property/${added.body.property._id}`));
    expect(detail.body.featuredImage).toBe(imagePath);

    // Replaced, the old brochure leaves the bucket; removed, the new one too.
    const replaced = await put(api(`/update-property/${added.body.property._id}`), {
      token,
      form: form({}, { brochure: [pdf('Second edition')] }),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const second = replaced.body.property.brochure as string;
    expect(s3.objects.has(keyOf(brochure))).toBe(false);
    expect(s3.objects.has(keyOf(second))).toBe(true);
    const removed = await put(api(`/update-property/${added.body.property._id}`), { token, json: { brochure: null } });
    expect(removed.status).toBe(200);
    expect(s3.objects.has(keyOf(second))).toBe(false);
    expect(s3.calls).toContain('DeleteObject');
  });

  it('stores a file larger than one S3 part through a multipart upload', async () => {
    const pad = Buffer.alloc(6 * 1024 * 1024, 0x20);
    const base = brochurePdf({ title: 'Large', lines: ['Many pages'] });
    // Padding as a PDF comment after the header keeps it a plain, complete document.
    const headerEnd = base.indexOf(0x0a) + 1;
    const big = Buffer.concat([
      base.subarray(0, headerEnd),
      Buffer.from('%'),
      pad,
      Buffer.from('\n'),
      base.subarray(headerEnd),
    ]);
    const added = await post(api('/add-property'), {
      token,
      form: form(
        { title: 'Large brochure' },
        { brochure: [{ data: big, name: 'large.pdf', type: 'application/pdf' }] },
      ),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(s3.calls).toContain('CompleteMultipartUpload');
    const stored = s3.objects.get(keyOf(added.body.property.brochure as string));
    expect(stored?.body.length).toBe(big.length);
  });

  it('checks a brochure chosen in the Strapi panel by its content, read back from the bucket', async () => {
    // The CMS made its panel administrator on its first start (a fresh database): sign in as them.
    const registered = await post<{ data: { token: string } }>(`${cms.url}/admin/login`, {
      json: { email: PANEL_ADMIN.email, password: PANEL_ADMIN.password },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const created = await post<{ data: { accessKey: string } }>(`${cms.url}/admin/api-tokens`, {
      token: registered.body.data.token,
      json: { name: 's3 panel', description: 's3 tests', type: 'full-access', lifespan: null },
    });
    const apiToken = created.body.data.accessKey;
    const upload = async (f: { data: Buffer; name: string; type: string }) => {
      const res = await post(`${cms.url}/api/upload`, { token: apiToken, form: form({}, { files: [f] }) });
      expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
      return (res.body as Array<{ id: number }>)[0].id;
    };
    const save = (brochure: number) =>
      post(`${cms.url}/api/properties`, { token: apiToken, json: { data: { title: 'Panel bucket', brochure } } });

    expect([200, 201]).toContain((await save(await upload(pdf('Panel')))).status);
    const html = {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'fake.pdf',
      type: 'application/pdf',
    };
    const refused = await save(await upload(html));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('brochure');
  });

  it('refuses new files with a 503 naming the storage while the bucket is down, and loses nothing stored', async () => {
    const before = new Map([...s3.objects].map(([k, v]) => [k, v.etag]));
    s3.down();
    let res: Answer;
    try {
      res = await post(api('/upload-image'), { token, form: form({}, { image: [image('down.png')] }) });
      expect((await fetch(`${cms.url}${imagePath}`)).status).toBe(503);
    } finally {
      s3.up();
    }
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(String(res.body.message)).toMatch(/storage/i);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(new Map([...s3.objects].map(([k, v]) => [k, v.etag]))).toEqual(before);
    // Back up, it stores again and serves what it had.
    expect((await fetch(`${cms.url}${imagePath}`)).status).toBe(200);
    const after = await post(api('/upload-image'), { token, form: form({}, { image: [image('back.png')] }) });
    expect(after.status).toBe(200);
  });

  it('is refused by a bucket that does not know its credentials', async () => {
    const other = await S3Fake.start({ secretAccessKey: 'a-different-secret' });
    try {
      // The same access key with another secret: SigV4 fails, as S3 refuses a wrong secret.
      const wrong = await startCms(
        { ...s3.env({ PUBLIC_DIR: uploadsDir }), S3_ENDPOINT: other.url },
        { freshDatabase: true },
      );
      try {
        const login = await post<{ token: string }>(`${wrong.url}/api/admin/login`, {
          json: { username: STAFF.username, password: STAFF.password },
        });
        const res = await post(`${wrong.url}/api/admin/upload-image`, {
          token: login.body.token,
          form: form({}, { image: [image('nope.png')] }),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(other.objects.size).toBe(0);
      } finally {
        await wrong.stop();
      }
    } finally {
      await other.stop();
    }
  }, 120_000);
});
