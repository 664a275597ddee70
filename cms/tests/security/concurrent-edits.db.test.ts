import fs from 'fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, errorFields, form, get, image, panelAdmin, post, put, staff, unique } from '../harness/client';

/*
 * No lost updates. Every update of the seven editable types may state the
 * version it was loaded from (its updatedAt); a save over a newer version answers 409 with a
 * message and writes nothing, whether the newer version came from another staff save or from the
 * Strapi panel, and however close together the saves arrive. Updates without a version (the
 * specification's calls) are saved without the check.
 */

type Kind = 'property' | 'development' | 'area' | 'post' | 'team' | 'review';

const REQUIRED: Record<Kind, Record<string, unknown>> = {
  property: {},
  development: {},
  area: {},
  post: { description: 'A post' },
  team: { description: 'An agent', position: 'Agent', whatsapp: '+971 50 000 0000', email: 'agent@agency.test' },
  review: { description: 'Lovely', userName: 'A client' },
};

let token: string;

interface Item {
  _id: string;
  title: string;
  updatedAt: string;
}

async function add(kind: Kind, title = unique(`Race ${kind}`)): Promise<Item> {
  const res = await post(`/add-${kind}`, { token, json: { ...REQUIRED[kind], title } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as Item;
}

const load = async (kind: Kind, id: string) => (await get(`/get-${kind}/${id}`)).body as Item;
const save = (kind: Kind, id: string, json: Record<string, unknown>) => put(`/update-${kind}/${id}`, { token, json });

/** Uploaded files on disk: a refused save must leave none behind. */
const uploads = () => fs.readdirSync(inject('uploadsDir')).length;

beforeAll(async () => {
  token = await staff();
});

describe('A save that states the version it was loaded from', () => {
  for (const kind of Object.keys(REQUIRED) as Kind[]) {
    it(`${kind}: succeeds on the current version and answers 409 on an older one, writing nothing`, async () => {
      const created = await add(kind);
      const loaded = await load(kind, created._id);

      const first = await save(kind, created._id, { title: unique('First'), version: loaded.updatedAt });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const firstTitle = first.body[kind].title as string;
      expect(first.body[kind].updatedAt).not.toBe(loaded.updatedAt);

      const stale = await save(kind, created._id, { title: unique('Second'), version: loaded.updatedAt });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/changed by someone else/);
      expect(errorFields(stale.body)).toEqual(['version']);
      expect((await load(kind, created._id)).title).toBe(firstTitle);

      // Reloaded, the same change goes through.
      const fresh = await load(kind, created._id);
      const retried = await save(kind, created._id, { title: unique('Second'), version: fresh.updatedAt });
      expect(retried.status).toBe(200);
    });
  }

  it('works as multipart, as the staff admin sends it', async () => {
    const created = await add('property');
    const ok = await put(`/update-property/${created._id}`, {
      token,
      form: form({ title: unique('Multipart'), version: created.updatedAt }),
    });
    expect(ok.status).toBe(200);
    const stale = await put(`/update-property/${created._id}`, {
      token,
      form: form({ title: unique('Multipart stale'), version: created.updatedAt }),
    });
    expect(stale.status).toBe(409);
  });

  it('stores no file when it is stale', async () => {
    const created = await add('property');
    expect((await save('property', created._id, { title: unique('Moved on') })).status).toBe(200);
    const before = uploads();
    const stale = await put(`/update-property/${created._id}`, {
      token,
      form: form({ title: unique('With a picture'), version: created.updatedAt }, { featuredImage: [image()] }),
    });
    expect(stale.status).toBe(409);
    expect(uploads()).toBe(before);
    expect((await load('property', created._id)).title).not.toMatch(/With a picture/);
  });

  it('of the Instagram set is checked the same way', async () => {
    let current = await get('/get-insta');
    if (current.status === 404) {
      const added = await post('/add-insta', { token, form: form({}, { images: [image()] }) });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      current = await get('/get-insta');
    }
    const insta = current.body as { _id: string; images: string[]; updatedAt: string };
    const first = await put(`/update-insta/${insta._id}`, {
      token,
      json: { images: insta.images, version: insta.updatedAt },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await put(`/update-insta/${insta._id}`, {
      token,
      json: { images: insta.images, version: insta.updatedAt },
    });
    expect(stale.status).toBe(409);
  });

  it('without a version saves as the specification says (last write wins)', async () => {
    const created = await add('property');
    expect((await save('property', created._id, { title: unique('One') })).status).toBe(200);
    const two = await save('property', created._id, { title: unique('Two') });
    expect(two.status).toBe(200);
    expect((await load('property', created._id)).title).toBe(two.body.property.title);
  });

  it('answers 400 naming the field for a version that is not a date-time', async () => {
    const created = await add('post');
    const res = await save('post', created._id, { title: unique('Odd'), version: 'yesterday' });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain('version');
  });

  it('answers 404, not 409, for an item that is gone', async () => {
    const res = await save('property', 'xxxxxxxxxxxxxxxxxxxxxxxx', {
      title: 'Gone',
      version: new Date().toISOString(),
    });
    expect(res.status).toBe(404);
  });
});

describe('Saves racing each other', () => {
  it('of the same version: exactly one wins, the others answer 409', async () => {
    const created = await add('property');
    const titles = Array.from({ length: 6 }, (_, i) => unique(`Racer ${i}`));
    const answers = await Promise.all(
      titles.map((title) => save('property', created._id, { title, version: created.updatedAt })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.property.title as string;
    expect((await load('property', created._id)).title).toBe(winner);
  });

  it('in the Strapi panel: a staff save loaded before a panel save answers 409', async () => {
    const created = await add('development');
    const loaded = await load('development', created._id);
    const panel = await put(
      `${baseUrl()}/content-manager/collection-types/api::development.development/${created._id}`,
      { token: await panelAdmin(), json: { title: unique('Saved in the panel') } },
    );
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    const stale = await save('development', created._id, { title: unique('Staff'), version: loaded.updatedAt });
    expect(stale.status).toBe(409);
    // The panel saved the development's draft (decision 0036): staff read it, visitors the published one.
    const staffView = (await get(`/get-development/${created._id}`, { token })).body as Item;
    expect(staffView.title).toBe(panel.body.data.title);
    expect((await load('development', created._id)).title).toBe(created.title);
  });
});
