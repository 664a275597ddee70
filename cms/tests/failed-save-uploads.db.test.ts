import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { form, image, panelAdmin, baseUrl, post, put, staff, unique } from './harness/client';
import { runSql } from './harness/database';

/*
 * A save that fails stores nothing: the images uploaded for it (a row's pictures go first, through
 * upload-image, then the save names their paths; gallery files come in the save itself) leave the
 * media library again, whatever failed: the input's validation, a version conflict, the database.
 * Images something else shows, and files of the Strapi panel's own library, stay.
 */

const env = inject('cmsEnv');
const onPostgres = inject('dbClient') === 'postgres';
const FAULT_TITLE = 'Database fault on save';
let token: string;

const fileOnDisk = (url: string) => path.join(inject('uploadsDir'), url.replace(/^\/uploads\//, ''));

/** Media library records (and files on disk) of uploads whose name starts with `prefix`. */
async function library(prefix: string): Promise<string[]> {
  const rows = await runSql(env, 'SELECT url FROM files WHERE name LIKE ?', [`${prefix}%`]);
  return rows.map((r) => String(r.url));
}

async function expectGone(urls: string[], prefix: string) {
  expect(await library(prefix)).toEqual([]);
  for (const url of urls) expect(fs.existsSync(fileOnDisk(url)), url).toBe(false);
}

async function uploaded(name: string): Promise<string> {
  const res = await post('/upload-image', { token, form: form({}, { image: [image(name)] }) });
  expect(res.status).toBe(200);
  return res.body.image as string;
}

/** A row picture uploaded first (as the staff admin does), and the fields of a save that names it. */
async function rowsWithUpload(prefix: string) {
  const url = await uploaded(`${prefix}-row.png`);
  return { url, fields: { spaces: [{ title: 'Living', images: [url] }] } };
}

beforeAll(async () => {
  token = await staff();
  // The database refuses any property of this title: a fault inside the save's transaction.
  if (onPostgres) {
    await runSql(
      env,
      `CREATE OR REPLACE FUNCTION refuse_fault_title() RETURNS trigger AS $$ BEGIN
         IF NEW.title = '${FAULT_TITLE}' THEN RAISE EXCEPTION 'simulated database fault'; END IF;
         RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await runSql(
      env,
      'CREATE TRIGGER refuse_fault_title BEFORE INSERT OR UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION refuse_fault_title()',
    );
  } else {
    await runSql(
      env,
      `CREATE TRIGGER refuse_fault_title BEFORE INSERT ON properties WHEN NEW.title = '${FAULT_TITLE}'
       BEGIN SELECT RAISE(ABORT, 'simulated database fault'); END`,
    );
  }
});

afterAll(async () => {
  await runSql(
    env,
    onPostgres
      ? 'DROP TRIGGER IF EXISTS refuse_fault_title ON properties'
      : 'DROP TRIGGER IF EXISTS refuse_fault_title',
  );
});

describe('a save that fails stores nothing', () => {
  it('refused input (400): the row pictures uploaded for it are removed', async () => {
    const prefix = `invalid-${Date.now()}`;
    const { url, fields } = await rowsWithUpload(prefix);
    const res = await post('/add-property', {
      token,
      form: form({ ...fields, title: unique('Invalid'), price: 'lots' }, { galleryImages: [image(`${prefix}-g.png`)] }),
    });
    expect(res.status).toBe(400);
    await expectGone([url], prefix);
  });

  it('a version conflict (409): the row pictures and the gallery files of the save are removed', async () => {
    const created = await post('/add-property', { token, form: form({ title: unique('Conflict') }) });
    expect(created.status).toBe(200);
    const item = created.body.property as { _id: string; updatedAt: string };
    const moved = await put(`/update-property/${item._id}`, { token, json: { bedrooms: 4 } });
    expect(moved.status).toBe(200);
    const prefix = `conflict-${Date.now()}`;
    const { url, fields } = await rowsWithUpload(prefix);
    const res = await put(`/update-property/${item._id}`, {
      token,
      form: form({ ...fields, version: item.updatedAt }, { galleryImages: [image(`${prefix}-g.png`)] }),
    });
    expect(res.status).toBe(409);
    await expectGone([url], prefix);
  });

  it('a database fault: the row pictures and the gallery files of the save are removed', async () => {
    const prefix = `fault-${Date.now()}`;
    const { url, fields } = await rowsWithUpload(prefix);
    const res = await post('/add-property', {
      token,
      form: form({ ...fields, title: FAULT_TITLE }, { galleryImages: [image(`${prefix}-g.png`)] }),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await expectGone([url], prefix);
  });

  it('keeps what else shows and what the panel library holds, and a save that succeeds keeps its uploads', async () => {
    const prefix = `kept-${Date.now()}`;
    const shown = await uploaded(`${prefix}-shown.png`);
    const owner = await post('/add-property', {
      token,
      form: form({ title: unique('Owner'), spaces: [{ title: 'Hall', images: [shown] }] }),
    });
    expect(owner.status).toBe(200);
    // A file a panel administrator put in the media library, used by nothing yet.
    const panel = await fetch(`${baseUrl()}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await panelAdmin()}` },
      body: form(
        { fileInfo: JSON.stringify({ name: `${prefix}-panel.png` }) },
        { files: [image(`${prefix}-panel.png`)] },
      ),
    });
    expect(panel.status).toBe(201);
    const [panelFile] = (await panel.json()) as Array<{ url: string }>;
    const failed = await post('/add-property', {
      token,
      form: form({
        title: unique('Fails'),
        price: 'lots',
        spaces: [{ title: 'Both', images: [shown, panelFile.url] }],
      }),
    });
    expect(failed.status).toBe(400);
    expect((await library(prefix)).sort()).toEqual([panelFile.url, shown].sort());

    const fresh = await uploaded(`${prefix}-fresh.png`);
    const ok = await post('/add-property', {
      token,
      form: form({ title: unique('Succeeds'), spaces: [{ title: 'Fresh', images: [fresh] }] }),
    });
    expect(ok.status).toBe(200);
    expect(await library(`${prefix}-fresh`)).toEqual([fresh]);
    expect(fs.existsSync(fileOnDisk(fresh))).toBe(true);
  });
});
