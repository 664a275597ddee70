import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'child_process';
import os from 'os';
import zlib from 'zlib';
import { baseUrl, del, form, image, panelAdmin, pngWith, post, put, staff, unique } from '../harness/client';
import { startCms, type CmsInstance } from '../harness/stack';
import { leftSince, mediaRows, tempFiles, uploadFiles, uploadsDir } from '../harness/uploads';

/*
 * Uploads that must fail (docs/decisions/0011): image bombs are refused from the header; failed
 * uploads, full or read-only storage and media no entity shows any more leave nothing behind.
 */

/** 16000 x 16000 pixels (256 megapixels, 768 MB decoded) in a few KB: the first rows only. */
const bomb = () => ({ data: pngWith(16000, 16000, zlib.deflateSync(Buffer.alloc(16000 * 3 + 1))), name: 'bomb.png' });
/** The right signature and header, then data that is not a deflate stream. */
const corrupt = () => ({ data: pngWith(64, 48, Buffer.from('not deflate data '.repeat(20))), name: 'corrupt.png' });

describe('image bombs', () => {
  it('a 16000 x 16000 PNG is refused from its header (413 naming the limit) in well under a second', async () => {
    const token = await staff();
    const [files, rows, temp] = [uploadFiles(), await mediaRows(), tempFiles()];
    const started = Date.now();
    const res = await post('/upload-image', { token, form: form({}, { image: [bomb()] }) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('image: the image is 16000 x 16000 pixels, over the 50 megapixels limit');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(uploadFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
    expect(await leftSince(temp)).toEqual([]);
  });

  it('four bombs at once, on every image route, are all refused quickly', async () => {
    const token = await staff();
    const started = Date.now();
    const answers = await Promise.all([
      post('/upload-image', { token, form: form({}, { image: [bomb()] }) }),
      post('/add-property', { token, form: form({ title: unique('Bomb') }, { galleryImages: [image(), bomb()] }) }),
      post('/add-team', {
        token,
        form: form(
          { title: 'Agent', description: 'x', position: 'Agent', whatsapp: '+971', email: 'a@b.test' },
          { featuredImage: [bomb()] },
        ),
      }),
      post('/add-review', {
        token,
        form: form({ title: 'Review', description: 'x', userName: 'Reviewer' }, { userImage: [bomb()] }),
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413]);
    expect(answers[1].body.message).toMatch(/^galleryImages: the image is 16000 x 16000 pixels/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('a bomb sent to the media library by a panel administrator is refused too (413)', async () => {
    const token = await panelAdmin();
    const rows = await mediaRows();
    const res = await fetch(`${baseUrl()}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({}, { files: [bomb()] }),
    });
    expect(res.status).toBe(413);
    expect(JSON.stringify(await res.json())).toContain('50 megapixels');
    expect(await mediaRows()).toBe(rows);
  });
});

describe('failed uploads leave nothing behind', () => {
  it('a damaged PNG answers 415 and leaves no file, media row or temp file', async () => {
    const token = await staff();
    const [files, rows, temp] = [uploadFiles(), await mediaRows(), tempFiles()];
    const res = await post('/upload-image', { token, form: form({}, { image: [corrupt()] }) });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('image: the image is damaged or incomplete and cannot be read');
    // After a good image in the same request: the request fails whole, the good one is not kept.
    const add = await post('/add-property', {
      token,
      form: form({ title: unique('Corrupt gallery') }, { galleryImages: [image('good.png'), corrupt()] }),
    });
    expect(add.status).toBe(415);
    expect(add.body.message).toMatch(/^galleryImages: /);
    expect(uploadFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
    expect(await leftSince(temp)).toEqual([]);
  });
});

/*
 * A CMS of its own whose uploads folder can be made read-only or full: a small tmpfs when the
 * tests run as root (mount), else a folder without write permission (read-only case only).
 */
describe('storage failures answer clearly and leave nothing', () => {
  let cms: CmsInstance;
  let publicDir = '';
  let uploads = '';
  let mounted = false;
  const isRoot = process.getuid?.() === 0;

  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-storage-'));
    uploads = path.join(publicDir, 'uploads');
    fs.mkdirSync(uploads);
    if (isRoot) {
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', uploads], { stdio: 'ignore' });
        mounted = true;
      } catch {
        mounted = false;
      }
    }
    cms = await startCms({ PUBLIC_DIR: publicDir });
  });

  afterAll(async () => {
    await cms?.stop();
    if (mounted) execFileSync('umount', [uploads], { stdio: 'ignore' });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  const upload = async (name: string) =>
    post(`${cms.url}/api/admin/upload-image`, {
      token: await staff(),
      form: form({}, { image: [image(name, [640, 480])] }),
    });

  it('an uploads folder that cannot be written answers 503 with a clear message, and nothing stays', async (ctx) => {
    if (mounted) execFileSync('mount', ['-o', 'remount,ro', uploads], { stdio: 'ignore' });
    else if (!isRoot) fs.chmodSync(uploads, 0o555);
    else ctx.skip(); // root without mount: nothing makes a folder unwritable
    try {
      const [rows, temp] = [await mediaRows(cms.url), tempFiles()];
      const res = await upload('readonly.png');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(
        /^The server cannot write to the uploads folder \((EROFS|EACCES)\); nothing was stored/,
      );
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await mediaRows(cms.url)).toBe(rows);
      expect(await leftSince(temp)).toEqual([]);
    } finally {
      if (mounted) execFileSync('mount', ['-o', 'remount,rw', uploads], { stdio: 'ignore' });
      else if (!isRoot) fs.chmodSync(uploads, 0o755);
    }
    expect(fs.readdirSync(uploads)).toEqual([]);
    // Writable again: the same upload works.
    const again = await upload('writable.png');
    expect(again.status).toBe(200);
  });

  it('a full disk answers 507 with a clear message, and no partial file or media row stays', async (ctx) => {
    if (!mounted) return ctx.skip(); // needs a small file system of its own (root and mount)
    const before = new Set(fs.readdirSync(uploads));
    // Fill the file system but for one page (4 KB): the original fits, its thumbnail does not.
    const filler = path.join(uploads, 'filler.bin');
    const fd = fs.openSync(filler, 'w');
    try {
      const block = Buffer.alloc(64 * 1024);
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
    const size = fs.statSync(filler).size;
    fs.truncateSync(filler, Math.max(0, size - 4 * 1024));
    try {
      const [rows, temp] = [await mediaRows(cms.url), tempFiles()];
      const res = await upload('full.png');
      expect(res.status).toBe(507);
      expect(res.body.message).toMatch(
        /^The server has no room left to store files in the uploads folder \(ENOSPC\); nothing was stored/,
      );
      expect(await mediaRows(cms.url)).toBe(rows);
      expect(new Set(fs.readdirSync(uploads))).toEqual(new Set([...before, 'filler.bin']));
      expect(await leftSince(temp)).toEqual([]);
    } finally {
      fs.rmSync(filler, { force: true });
    }
  });
});

describe('media no entity uses is removed', () => {
  const fileOf = (p: string) => path.join(uploadsDir(), p.replace(/^\/uploads\//, ''));
  /** The original and every format Strapi made of an upload (the panel's thumbnail). */
  const allFilesOf = (p: string) => {
    const base = path.basename(p);
    return fs.readdirSync(uploadsDir()).filter((n) => n === base || n.endsWith(`_${base}`));
  };
  const uploaded = async (name: string) => {
    const res = await post('/upload-image', {
      token: await staff(),
      form: form({}, { image: [image(name, [800, 600])] }),
    });
    expect(res.status).toBe(200);
    return res.body.image as string;
  };

  it('deleting an entity removes the media only it showed, files, thumbnails and rows alike', async () => {
    const token = await staff();
    const rows = await mediaRows();
    const created = await post('/add-property', {
      token,
      form: form(
        { title: unique('Deleted with its media') },
        { featuredImage: [image('own-cover.png', [800, 600])], galleryImages: [image('own-g1.png')] },
      ),
    });
    expect(created.status).toBe(200);
    const p = created.body.property;
    expect(allFilesOf(p.featuredImage).length).toBeGreaterThan(1); // the original and its thumbnail
    expect(await mediaRows()).toBe(rows + 2);
    const res = await del(`/delete-property/${p._id}`, { token });
    expect(res.status).toBe(200);
    expect(allFilesOf(p.featuredImage)).toEqual([]);
    expect(fs.existsSync(fileOf(p.galleryImages[0]))).toBe(false);
    expect(await mediaRows()).toBe(rows);
  });

  it("an image another entity, or a post's rich text, still shows is kept until none does", async () => {
    const token = await staff();
    const shared = await uploaded('shared.png');
    const inText = await uploaded('in-text.png');
    const add = async (title: string, featuredImage: string) =>
      (await post('/add-property', { token, json: { title: unique(title), featuredImage, galleryImages: [inText] } }))
        .body.property;
    const a = await add('Shares A', shared);
    const b = await add('Shares B', shared);
    const article = await post('/add-post', {
      token,
      json: {
        title: unique('Shows an upload'),
        description: 'x',
        richContent: `<p>Look</p><img src="${inText}" alt="">`,
      },
    });
    expect(article.status).toBe(200);

    expect((await del(`/delete-property/${a._id}`, { token })).status).toBe(200);
    expect(fs.existsSync(fileOf(shared))).toBe(true);
    const removed = await post('/remove-image-property', { token, json: { propertyId: b._id, imageName: inText } });
    expect(removed.status).toBe(200);
    // No property shows it any more, but the post's text does.
    expect(fs.existsSync(fileOf(inText))).toBe(true);

    expect((await del(`/delete-property/${b._id}`, { token })).status).toBe(200);
    expect(fs.existsSync(fileOf(shared))).toBe(false);
    expect(fs.existsSync(fileOf(inText))).toBe(true);
    expect((await del(`/delete-post/${article.body.post._id}`, { token })).status).toBe(200);
    expect(fs.existsSync(fileOf(inText))).toBe(false);
  });

  it('a featured image replaced by a new file is removed when nothing else shows it', async () => {
    const token = await staff();
    const created = await post('/add-team', {
      token,
      form: form(
        { title: 'Agent', description: 'x', position: 'Agent', whatsapp: '+971', email: 'a@b.test' },
        { featuredImage: [image('portrait-old.png')] },
      ),
    });
    const old = created.body.team.featuredImage as string;
    const replaced = await put(`/update-team/${created.body.team._id}`, {
      token,
      form: form({}, { featuredImage: [image('portrait-new.png')] }),
    });
    expect(replaced.status).toBe(200);
    expect(fs.existsSync(fileOf(old))).toBe(false);
    expect(fs.existsSync(fileOf(replaced.body.team.featuredImage))).toBe(true);
  });
});

describe('limits (docs/decisions/0011)', () => {
  it('a CMS with a limit that is not a positive whole number does not start, naming the variable', async () => {
    await expect(startCms({ IMAGE_MAX_PIXELS: 'lots' })).rejects.toThrow(
      /IMAGE_MAX_PIXELS must be a whole number of at least 1 \(got "lots"\)/,
    );
  });
});
