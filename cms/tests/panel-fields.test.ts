import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, get, panelAdmin, post, put, staff, unique, type Answer } from './harness/client';
import { LEAD_ROUTE, leadBody } from './harness/leads';
import { runSql } from './harness/database';
import { startCms } from './harness/stack';

/*
 * The Strapi panel as a safe editor: countries, property types and area tags hold only valid
 * values whichever door a save comes through (Strapi's own REST API with an API token, the
 * panel's content-manager, the contract), refused with 400 naming the field and nothing stored;
 * derived fields typed in the panel never stick.
 */

type Door = 'rest' | 'panel';
const PLURAL = {
  'api::property.property': 'properties',
  'api::development.development': 'developments',
  'api::area.area': 'areas',
} as const;
type Uid = keyof typeof PLURAL;

let admin: string;
let apiToken: string;
let staffToken: string;

beforeAll(async () => {
  admin = await panelAdmin();
  const created = await post<{ data: { accessKey: string } }>(`${baseUrl()}/admin/api-tokens`, {
    token: admin,
    json: { name: unique('panel fields'), description: 'panel-fields tests', type: 'full-access', lifespan: null },
  });
  expect(created.status).toBe(201);
  apiToken = created.body.data.accessKey;
  staffToken = await staff();
});

/** A create through Strapi's own REST API or the panel's content-manager. */
async function create(door: Door, uid: Uid, data: Record<string, unknown>) {
  return door === 'rest'
    ? post(`${baseUrl()}/api/${PLURAL[uid]}`, { token: apiToken, json: { data } })
    : post(`${baseUrl()}/content-manager/collection-types/${uid}`, { token: admin, json: data });
}

async function update(door: Door, uid: Uid, documentId: string, data: Record<string, unknown>) {
  return door === 'rest'
    ? put(`${baseUrl()}/api/${PLURAL[uid]}/${documentId}`, { token: apiToken, json: { data } })
    : put(`${baseUrl()}/content-manager/collection-types/${uid}/${documentId}`, { token: admin, json: data });
}

/** What is stored under a title, read through the panel's content-manager. */
async function stored(uid: Uid, title: string): Promise<Array<Record<string, any>>> {
  const res = await get(
    `${baseUrl()}/content-manager/collection-types/${uid}?filters[title][$eq]=${encodeURIComponent(title)}`,
    { token: admin },
  );
  expect(res.status).toBe(200);
  return res.body.results;
}

async function storedById(uid: Uid, documentId: string): Promise<Record<string, any>> {
  const res = await get(`${baseUrl()}/content-manager/collection-types/${uid}/${documentId}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The fields a Strapi validation error names. */
const namedFields = (body: any): string[] =>
  ((body?.error?.details?.errors ?? []) as Array<{ path: string[] }>).map((e) => e.path.join('.'));

async function expectRefused(res: Answer, field: string) {
  expect(res.status).toBe(400);
  expect(namedFields(res.body)).toContain(field);
  expect(String(res.body.error.message)).toContain(field);
}

describe.each(['rest', 'panel'] as const)('through %s', (door) => {
  describe.each(Object.keys(PLURAL) as Uid[])('%s', (uid) => {
    it.each([['UAE'], ['dubai '], ['Atlantis'], [42]])('refuses the country %j and stores nothing', async (country) => {
      const title = unique('Bad country');
      await expectRefused(await create(door, uid, { title, country }), 'country');
      expect(await stored(uid, title)).toHaveLength(0);
    });

    it('stores a configured country, and refuses an invalid one on update, keeping the stored one', async () => {
      const title = unique('Good country');
      const res = await create(door, uid, { title, country: 'United Kingdom', location: 'London' });
      expect([200, 201]).toContain(res.status);
      const [row] = await stored(uid, title);
      expect(row.country).toBe('United Kingdom');
      await expectRefused(await update(door, uid, row.documentId, { country: 'UK' }), 'country');
      expect((await storedById(uid, row.documentId)).country).toBe('United Kingdom');
    });
  });

  it('refuses a property type outside the list', async () => {
    const title = unique('Bad type');
    await expectRefused(
      await create(door, 'api::property.property', { title, propertyType: 'Castle' }),
      'propertyType',
    );
    expect(await stored('api::property.property', title)).toHaveLength(0);
  });

  it.each([
    ['an object', { beach: true }],
    ['a text', 'Beach, Family'],
    ['a number', 7],
    ['a list with a number', ['Beach', 3]],
    ['a list with a blank entry', ['Beach', '  ']],
    ['a list with an object', [{ name: 'Beach' }]],
  ])('refuses area tags as %s and stores nothing', async (_label, tags) => {
    const title = unique('Bad tags');
    await expectRefused(await create(door, 'api::area.area', { title, tags }), 'tags');
    expect(await stored('api::area.area', title)).toHaveLength(0);
  });

  it('stores area tags given as a list of texts, trimmed, and keeps them when an update is refused', async () => {
    const title = unique('Good tags');
    expect([200, 201]).toContain((await create(door, 'api::area.area', { title, tags: [' Beach', 'Family '] })).status);
    const [row] = await stored('api::area.area', title);
    expect(row.tags).toEqual(['Beach', 'Family']);
    await expectRefused(await update(door, 'api::area.area', row.documentId, { tags: { a: 1 } }), 'tags');
    expect((await storedById('api::area.area', row.documentId)).tags).toEqual(['Beach', 'Family']);
    // Staff read the latest version: the panel saves drafts (docs/decisions/0036).
    const read = await get(`/get-area/${row.documentId}`, { token: staffToken });
    expect(read.body.tags).toEqual(['Beach', 'Family']);
  });
});

describe('the contract', () => {
  it('still takes a country in any case and tags as comma-separated text, stored in their valid form', async () => {
    const title = unique('Contract area');
    const res = await post('/add-area', {
      token: staffToken,
      json: { title, country: 'united arab emirates', tags: 'Beach, , Family' },
    });
    expect(res.status).toBe(200);
    const [row] = await stored('api::area.area', title);
    expect(row.country).toBe('United Arab Emirates');
    expect(row.tags).toEqual(['Beach', 'Family']);
  });

  it('refuses an unknown country with 400 naming the field', async () => {
    const res = await post('/add-property', { token: staffToken, json: { title: unique('X'), country: 'UAE' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('country');
  });
});

/** SQL straight on the run's database: values stored before the panel's inputs were restricted. */
const sql = (statement: string, params: unknown[]) => runSql(inject('cmsEnv'), statement, params);

describe('values stored before the rules', () => {
  it('are normalised at start without losing any: aliases, case, text tags; unknown ones are kept', async () => {
    const titles = { alias: unique('Old alias'), lower: unique('Old lower'), unknown: unique('Old unknown') };
    for (const title of Object.values(titles)) {
      const res = await create('panel', 'api::area.area', { title, country: 'Dubai' });
      expect(res.status).toBe(201);
    }
    const tagsJson = (v: unknown) => JSON.stringify(v);
    await sql('UPDATE areas SET country = ?, tags = ? WHERE title = ?', [
      'UAE',
      tagsJson('Beach, Family'),
      titles.alias,
    ]);
    await sql('UPDATE areas SET country = ?, tags = ? WHERE title = ?', [
      ' spain',
      tagsJson([' Golf ', '', 3]),
      titles.lower,
    ]);
    await sql('UPDATE areas SET country = ?, tags = ? WHERE title = ?', [
      'Atlantis',
      tagsJson({ a: 1 }),
      titles.unknown,
    ]);
    const property = unique('Old type');
    expect((await create('panel', 'api::property.property', { title: property, propertyType: 'Villa' })).status).toBe(
      201,
    );
    await sql('UPDATE properties SET property_type = ? WHERE title = ?', ['villa ', property]);

    const restarted = await startCms({});
    try {
      const [alias] = await stored('api::area.area', titles.alias);
      expect(alias).toMatchObject({ country: 'United Arab Emirates', tags: ['Beach', 'Family'] });
      const [lower] = await stored('api::area.area', titles.lower);
      expect(lower).toMatchObject({ country: 'Spain', tags: ['Golf', '3'] });
      const [unknown] = await stored('api::area.area', titles.unknown);
      expect(unknown).toMatchObject({ country: 'Atlantis', tags: { a: 1 } });
      expect(restarted.process.log.join('')).toContain('country "Atlantis" is not a configured country');
      const [typed] = await stored('api::property.property', property);
      expect(typed.propertyType).toBe('Villa');
    } finally {
      await restarted.stop();
    }
  });
});

describe.each(['rest', 'panel'] as const)('derived and internal fields typed through %s', (door) => {
  it.each([
    ['api::property.property', 'priceAed', 'priceEur'],
    ['api::development.development', 'dPriceAed', 'dPriceEur'],
  ] as const)('%s: prices and coordinates typed on create and update never stick', async (uid, aed, eur) => {
    const title = unique('Typed derived');
    const created = await create(door, uid, {
      title,
      price: 1000,
      [aed]: 1,
      [eur]: 2,
      latitude: 12.5,
      longitude: 13.5,
      geocodedLocation: 'typed',
    });
    expect([200, 201]).toContain(created.status);
    const [row] = await stored(uid, title);
    expect(row[aed]).toBeGreaterThan(1000);
    expect(row[eur]).toBeGreaterThan(0);
    expect(row[eur]).not.toBe(2);
    expect(row.latitude).not.toBe(12.5);
    expect(row.longitude).not.toBe(13.5);
    const derived = { [aed]: row[aed], [eur]: row[eur], latitude: row.latitude, longitude: row.longitude };

    const updated = await update(door, uid, row.documentId, { [aed]: 5, [eur]: 6, latitude: 1, longitude: 2 });
    expect(updated.status).toBe(200);
    expect(await storedById(uid, row.documentId)).toMatchObject(derived);

    const repriced = await update(door, uid, row.documentId, { price: 2000, [aed]: 5 });
    expect(repriced.status).toBe(200);
    const after = await storedById(uid, row.documentId);
    expect(after[aed]).toBeCloseTo(row[aed] * 2, 2);
  });

  it("a lead: the mail state and lock are the outbox's", async () => {
    const typed = { mailAttempts: 42, mailLastError: 'typed by hand', mailSentAt: '2001-02-03T04:05:06.000Z' };
    const email = `typed-${randomBytes(4).toString('hex')}@example.test`;
    expect((await post(LEAD_ROUTE.enquiry, { json: leadBody('enquiry', email) })).status).toBe(200);
    const list = await get(
      `${baseUrl()}/content-manager/collection-types/api::enquiry.enquiry?filters[email][$eq]=${encodeURIComponent(email)}`,
      { token: admin },
    );
    const documentId = list.body.results[0].documentId as string;
    const path = `${baseUrl()}/content-manager/collection-types/api::enquiry.enquiry/${documentId}`;
    const read = async () => (await get(path, { token: admin })).body.data as Record<string, unknown>;
    const updated =
      door === 'rest'
        ? await put(`${baseUrl()}/api/enquiries/${documentId}`, { token: apiToken, json: { data: typed } })
        : await put(path, { token: admin, json: { ...typed, mailLockedUntil: '2099-01-01T00:00:00.000Z' } });
    // Leads have no Strapi REST routes; the panel saves, without the outbox's fields.
    if (door === 'rest') expect(updated.status).toBeGreaterThanOrEqual(400);
    else expect(updated.status).toBe(200);
    const row = await read();
    expect(row.mailAttempts).not.toBe(42);
    expect(row.mailLastError).not.toBe('typed by hand');
    expect(row.mailSentAt).not.toBe(typed.mailSentAt);
  });
});

describe("the panel's edit view", () => {
  const configuration = async (uid: string) => {
    const res = await get(`${baseUrl()}/content-manager/content-types/${uid}/configuration`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    return res.body.data.contentType as { settings: Record<string, unknown>; metadatas: Record<string, any> };
  };

  it.each([
    ['api::property.property', ['priceAed', 'priceEur', 'latitude', 'longitude', 'geocodedLocation']],
    ['api::development.development', ['dPriceAed', 'dPriceEur', 'latitude', 'longitude']],
    ['api::area.area', ['latitude', 'longitude']],
    ['api::enquiry.enquiry', ['mailStatus', 'mailAttempts', 'mailLastError', 'mailSentAt', 'mailLockedUntil']],
    ['api::subscriber.subscriber', ['mailStatus', 'mailLockedUntil']],
    ['api::start-now-enquiry.start-now-enquiry', ['mailStatus', 'mailLockedUntil']],
  ])("%s shows the server's fields read-only", async (uid, fields) => {
    const { metadatas } = await configuration(uid);
    for (const field of fields)
      expect({ field, editable: metadatas[field].edit.editable }).toEqual({ field, editable: false });
  });

  it.each(['api::property.property', 'api::development.development'])(
    '%s says that the full-width flag un-flags the current one',
    async (uid) => {
      const { metadatas } = await configuration(uid);
      expect(metadatas.isFullWidthFeatured.edit.description).toMatch(/un-flags/);
      expect(metadatas.isFullWidthFeatured.edit.editable).not.toBe(false);
    },
  );

  it("names the loan-to-value rule in the help text of the calculator's constants", async () => {
    const { metadatas } = await configuration('api::setting.setting');
    expect(metadatas.buyingCosts.edit.description).toContain('UAE Central Bank Resolution 31/2/2020');
    expect(metadatas.buyingCosts.edit.description).toContain('expatriates 80%, nationals 85%');
  });

  it('names the Instagram set by its name', async () => {
    const { settings } = await configuration('api::insta.insta');
    expect(settings.mainField).toBe('name');
  });
});

describe('area tags from the panel', () => {
  it('are edited as a tag list: a custom field stored as JSON, the list of texts the site reads', async () => {
    const res = await get(`${baseUrl()}/content-manager/content-types`, { token: admin });
    expect(res.status).toBe(200);
    const areaType = (res.body.data as Array<{ uid: string; attributes: Record<string, any> }>).find(
      (t) => t.uid === 'api::area.area',
    );
    expect(areaType?.attributes.tags).toMatchObject({ type: 'json', customField: 'global::tags' });
  });
});

describe('post bodies from the panel', () => {
  it('are edited with the HTML editor: a custom field stored as rich text', async () => {
    const res = await get(`${baseUrl()}/content-manager/content-types`, { token: admin });
    expect(res.status).toBe(200);
    const postType = (res.body.data as Array<{ uid: string; attributes: Record<string, any> }>).find(
      (t) => t.uid === 'api::post.post',
    );
    expect(postType?.attributes.richContent).toMatchObject({ type: 'richtext', customField: 'global::html' });
  });

  it.each(['rest', 'panel'] as const)(
    'through %s keep bold and headings as HTML and lose scripts and handlers',
    async (door) => {
      const title = unique('Panel post');
      const data = {
        title,
        description: 'A post written in the panel',
        richContent:
          '<h2>Why Dubai</h2><p>It is <strong>bold</strong> and <em>calm</em>.</p><script>alert(1)</script><p onclick="x()">Tap</p>',
      };
      const res =
        door === 'rest'
          ? await post(`${baseUrl()}/api/posts`, { token: apiToken, json: { data } })
          : await post(`${baseUrl()}/content-manager/collection-types/api::post.post`, { token: admin, json: data });
      expect([200, 201]).toContain(res.status);
      const read = await get(
        `${baseUrl()}/content-manager/collection-types/api::post.post?filters[title][$eq]=${encodeURIComponent(title)}`,
        {
          token: admin,
        },
      );
      expect(read.body.results[0].richContent).toBe(
        '<h2>Why Dubai</h2><p>It is <strong>bold</strong> and <em>calm</em>.</p><p>Tap</p>',
      );
    },
  );
});

describe("the panel's preview", () => {
  it.each([
    ['api::property.property', 'property', {}],
    ['api::development.development', 'development', {}],
    ['api::area.area', 'area', {}],
    ['api::post.post', 'blog-single', { description: 'A post to preview' }],
  ])('opens the public page of a %s', async (uid, page, fields) => {
    const title = unique('Preview me');
    const created = await post<{ data: { documentId: string; slug: string } }>(
      `${baseUrl()}/content-manager/collection-types/${uid}`,
      { token: admin, json: { title, ...fields } },
    );
    expect(created.status).toBe(201);
    const { documentId, slug } = created.body.data;
    const res = await get(
      `${baseUrl()}/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft&locale=`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.pathname).toBe(`/${page}/${slug}`);
    // A signed preview link (docs/decisions/0036): the panel's draft, though it is not published.
    const draft = await get(`/get-preview?token=${encodeURIComponent(url.searchParams.get('preview')!)}`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.item.title).toBe(title);
    // The panel may show that origin in its preview frame.
    expect(res.headers.get('content-security-policy')).toContain(`frame-src ${url.origin}`);
  });

  it('has no page for a type the site does not show on its own', async () => {
    const res = await get(`${baseUrl()}/content-manager/collection-types/api::team.team?pageSize=1`, { token: admin });
    const documentId = res.body.results[0]?.documentId ?? 'none';
    const preview = await get(`${baseUrl()}/content-manager/preview/url/api::team.team?documentId=${documentId}`, {
      token: admin,
    });
    expect(preview.status).toBe(204);
  });
});

describe('the panel calls no outside host', () => {
  it("lets the panel's pages load or call nothing from another host", async () => {
    // (Under /admin, Strapi opens connect-src for Vite's reloads when NODE_ENV is development or test.)
    const csp = (await get(`${baseUrl()}/api/admin/get-countries`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('connect-src').trim()).toMatch(/^connect-src( 'self')+$/);
    for (const name of ['img-src', 'media-src', 'font-src', 'style-src', 'script-src'])
      expect({ name, hosts: directive(name).match(/https?:|\.[a-z]{2,}\b/g) }).toEqual({ name, hosts: null });
  });

  it("answers the browser's favicon request with the brand's icon (it was a 500: no file at Strapi's default path)", async () => {
    const res = await fetch(`${baseUrl()}/favicon.ico`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('has no telemetry id, no NPS survey and no Enterprise promotion', async () => {
    const init = await get(`${baseUrl()}/admin/init`);
    expect(init.status).toBe(200);
    expect(init.body.data.uuid).toBe(false);
    const project = await get(`${baseUrl()}/admin/project-type`, { token: admin });
    expect(project.status).toBe(200);
    expect(project.body.data.flags).toMatchObject({ nps: false, promoteEE: false });
  });
});
