import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import {
  baseUrl,
  del,
  errorFields,
  form,
  get,
  image,
  panelAdmin,
  post,
  put,
  staff,
  type Answer,
} from './harness/client';

/*
 * The Dubai listing (docs/decisions/0024): reference, permit, status, agent, off-plan
 * details and media links are stored and answered; bad values are refused with 400 naming the
 * field from every door; off-market listings and expired permits leave everything public by
 * themselves, while staff keep seeing them.
 */

let token: string;
let admin: string;
let apiToken: string;
let agentId: string;
const tag = () => `dx${randomBytes(4).toString('hex')}`;
const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((i) => i.title);
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

async function addProperty(fields: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as Record<string, any>;
}

async function refused(res: Answer, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(errorFields(res.body).some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
  expect(String(res.body.message)).toContain(field);
}

async function setPermitRule(on: boolean) {
  const res = await put('/update-settings', { token, json: { permitRequiredInDubai: on } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.settings.permitRequiredInDubai).toBe(on);
}

beforeAll(async () => {
  token = await staff();
  admin = await panelAdmin();
  const created = await post<{ data: { accessKey: string } }>(`${baseUrl()}/admin/api-tokens`, {
    token: admin,
    json: { name: `dubai ${tag()}`, description: 'dubai listing tests', type: 'full-access', lifespan: null },
  });
  expect(created.status).toBe(201);
  apiToken = created.body.data.accessKey;
  const agent = await post('/add-team', {
    token,
    json: {
      title: 'Layla Haddad',
      description: 'Off-plan specialist',
      position: 'Senior consultant',
      whatsapp: '+971 50 123 4567',
      phone: '+971 4 555 0101',
      email: 'layla@agency.test',
    },
  });
  expect(agent.status).toBe(200);
  agentId = agent.body.team._id;
});

afterAll(async () => {
  await setPermitRule(false);
});

describe('the new fields', () => {
  it('are stored and answered: permit, status, agent card, off-plan plan, floor plans and media links', async () => {
    const upload = await post('/upload-image', { token, form: form({}, { image: [image('plan.png')] }) });
    expect(upload.status).toBe(200);
    const floorPlan = upload.body.image as string;
    const t = tag();
    const created = await addProperty({
      title: `Creek tower ${t}`,
      country: 'Dubai',
      location: 'Dubai Creek Harbour',
      permitNumber: '7117227381',
      permitExpiresAt: '2099-12-31',
      status: 'under-offer',
      agent: agentId,
      completionStatus: 'off-plan',
      handoverDate: 'Q4 2027',
      paymentPlan: [
        { milestone: 'On booking', percent: 20, due: 'On signing' },
        { milestone: 'During construction', percent: 40, due: '2026-2027' },
        { milestone: 'On handover', percent: 40, due: 'Q4 2027' },
      ],
      floorPlans: [floorPlan],
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      virtualTourUrl: 'https://my.matterport.com/show/?m=abc123',
    });
    expect(created.referenceNumber).toMatch(/^EST-\d{6}$/);
    expect(created).toMatchObject({
      permitNumber: '7117227381',
      permitExpiresAt: '2099-12-31T20:00:00.000Z',
      status: 'under-offer',
      agent: { _id: agentId, title: 'Layla Haddad', position: 'Senior consultant', email: 'layla@agency.test' },
      completionStatus: 'off-plan',
      handoverDate: 'Q4 2027',
      floorPlans: [floorPlan],
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      virtualTourUrl: 'https://my.matterport.com/show/?m=abc123',
    });
    expect(created.paymentPlan.map((r: { percent: number }) => r.percent)).toEqual([20, 40, 40]);
    const read = await get(`/get-property-slug/${created.slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ referenceNumber: created.referenceNumber, agent: { _id: agentId } });
  });

  it('keep the specification payload working: a title alone gets a reference, available, and empty extras', async () => {
    const p = await addProperty({ title: `Plain ${tag()}` });
    expect(p).toMatchObject({
      permitNumber: '',
      permitExpiresAt: null,
      status: 'available',
      agent: null,
      completionStatus: null,
      handoverDate: null,
      paymentPlan: [],
      floorPlans: [],
      brochure: null,
      videoUrl: '',
      virtualTourUrl: '',
    });
    expect(p.referenceNumber).toMatch(/^EST-\d{6}$/);
  });

  it('show the agent as they are now, after the team member is renamed, and none once they are deleted', async () => {
    const member = await post('/add-team', {
      token,
      json: {
        title: 'Omar',
        description: 'x',
        position: 'Agent',
        whatsapp: '+971500000000',
        email: 'omar@agency.test',
      },
    });
    const p = await addProperty({ title: `Agent ${tag()}`, agent: member.body.team._id });
    expect((await get(`/get-property/${p._id}`)).body.agent.title).toBe('Omar');
    await put(`/update-team/${member.body.team._id}`, { token, json: { title: 'Omar Saleh' } });
    expect((await get(`/get-property/${p._id}`)).body.agent.title).toBe('Omar Saleh');
    await del(`/delete-team/${member.body.team._id}`, { token });
    expect((await get(`/get-property/${p._id}`)).body.agent).toBeNull();
    const cleared = await put(`/update-property/${p._id}`, { token, json: { agent: agentId } });
    expect(cleared.body.property.agent._id).toBe(agentId);
    expect((await put(`/update-property/${p._id}`, { token, json: { agent: null } })).body.property.agent).toBeNull();
  });

  it('are accepted from multipart forms as the admin sends them', async () => {
    const res = await post('/add-property', {
      token,
      form: form({
        title: `Form ${tag()}`,
        paymentPlan: [
          { milestone: 'Booking', percent: 10, due: 'Now' },
          { milestone: 'Handover', percent: 90, due: 'Q1 2028' },
        ],
        completionStatus: 'off-plan',
        handoverDate: 'Q1 2028',
        agent: agentId,
        status: 'Sold',
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.property).toMatchObject({ status: 'sold', handoverDate: 'Q1 2028', agent: { _id: agentId } });
    expect(res.body.property.paymentPlan).toHaveLength(2);
  });
});

describe('bad values are refused with 400 naming the field', () => {
  it.each([
    [
      'paymentPlan',
      {
        paymentPlan: [
          { milestone: 'Booking', percent: 30, due: '' },
          { milestone: 'Rest', percent: 60 },
        ],
      },
    ],
    ['paymentPlan', { paymentPlan: [{ milestone: '', percent: 100 }] }],
    ['paymentPlan', { paymentPlan: [{ milestone: 'All', percent: 120 }] }],
    ['videoUrl', { videoUrl: 'http://www.youtube.com/watch?v=1' }],
    ['videoUrl', { videoUrl: 'https://evil.example/watch?v=1' }],
    ['virtualTourUrl', { virtualTourUrl: 'https://tours.example/abc' }],
    ['virtualTourUrl', { virtualTourUrl: 'http://my.matterport.com/show/?m=1' }],
    ['handoverDate', { handoverDate: 'Q5 2027' }],
    ['completionStatus', { completionStatus: 'soon' }],
    ['status', { status: 'gone' }],
    ['agent', { agent: 'nobody-by-that-id' }],
    ['permitExpiresAt', { permitExpiresAt: 'next year' }],
    ['permitExpiresAt', { permitExpiresAt: '2027-02-30' }],
    ['permitNumber', { permitNumber: 'DLD 12<34>' }],
    ['brochure', { brochure: '/uploads/plan.png' }],
  ])('%s: %j', async (field, fields) => {
    const title = `Refused ${tag()}`;
    await refused(await post('/add-property', { token, json: { title, ...fields } }), field);
    expect(titles(await get(`/get-properties?q=${encodeURIComponent(title)}`, { token }))).toEqual([]);
  });

  it('refuses a development plan that does not add up to 100, and keeps the stored one', async () => {
    const res = await post('/add-development', {
      token,
      json: {
        title: `Dev ${tag()}`,
        paymentPlan: [
          { milestone: 'Booking', percent: 50 },
          { milestone: 'Handover', percent: 50 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const id = res.body.development._id;
    expect(res.body.development.paymentPlan).toHaveLength(2);
    await refused(
      await put(`/update-development/${id}`, { token, json: { paymentPlan: [{ milestone: 'All', percent: 99.5 }] } }),
      'paymentPlan',
    );
    expect((await get(`/get-development/${id}`)).body.paymentPlan.map((r: { percent: number }) => r.percent)).toEqual([
      50, 50,
    ]);
  });

  describe.each(['rest', 'panel'] as const)('through Strapi’s %s door', (door) => {
    const create = (data: Record<string, unknown>) =>
      door === 'rest'
        ? post(`${baseUrl()}/api/properties`, { token: apiToken, json: { data } })
        : post(`${baseUrl()}/content-manager/collection-types/api::property.property`, { token: admin, json: data });
    const fieldsOf = (body: any): string[] =>
      ((body?.error?.details?.errors ?? []) as Array<{ path: string[] }>).map((e) => e.path.join('.'));

    it.each([
      ['paymentPlan', { paymentPlan: [{ milestone: 'Booking', percent: 10 }] }],
      ['videoUrl', { videoUrl: 'https://evil.example/v' }],
      ['virtualTourUrl', { virtualTourUrl: 'https://evil.example/t' }],
    ])('refuses %s', async (field, data) => {
      const res = await create({ title: `Door ${tag()}`, ...data });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    });

    it('generates the reference whatever is typed, and ranks the status', async () => {
      const title = `Door ref ${tag()}`;
      const res = await create({ title, referenceNumber: 'EST-999998', listingStatus: 'sold' });
      expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
      const [found] = (await get(`/get-properties?q=${encodeURIComponent(title)}`, { token })).body;
      expect(found.referenceNumber).toMatch(/^EST-\d{6}$/);
      expect(found.referenceNumber).not.toBe('EST-999998');
      expect(found.status).toBe('sold');
    });
  });
});

describe('the reference number', () => {
  it('is unique under concurrent creates and never reused after a delete', async () => {
    const t = tag();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('/add-property', { token, json: { title: `Rush ${t} ${i}` } })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(200));
    const refs = created.map((r) => r.body.property.referenceNumber as string);
    expect(new Set(refs).size).toBe(12);
    const highest = Math.max(...refs.map((r) => Number(r.slice(4))));
    const last = created.find((r) => Number(r.body.property.referenceNumber.slice(4)) === highest)!;
    expect((await del(`/delete-property/${last.body.property._id}`, { token })).status).toBe(200);
    const next = await addProperty({ title: `After delete ${t}` });
    expect(Number(next.referenceNumber.slice(4))).toBeGreaterThan(highest);
  });

  it('cannot be changed by the contract, and is found by the staff search', async () => {
    const p = await addProperty({ title: `Searchable ${tag()}` });
    const res = await put(`/update-property/${p._id}`, { token, json: { referenceNumber: 'EST-999999' } });
    expect(res.body.property.referenceNumber).toBe(p.referenceNumber);
    const found = await get(`/get-properties?q=${p.referenceNumber.toLowerCase()}`, { token });
    expect(titles(found)).toEqual([p.title]);
  });
});

describe('what the public sees', () => {
  it('never shows an off-market listing; staff still do', async () => {
    const t = tag();
    const p = await addProperty({
      title: `Quiet ${t}`,
      status: 'off-market',
      location: `Hidden ${t}`,
      isFeatured: true,
    });
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([]);
    expect(titles(await get(`/get-properties?q=${t}`, { token }))).toEqual([p.title]);
    expect((await get(`/get-property-slug/${p.slug}`)).status).toBe(404);
    expect((await get(`/get-property/${p._id}`)).status).toBe(404);
    expect((await get(`/get-property/${p._id}`, { token })).status).toBe(200);
    expect((await get('/get-property-locations')).body).not.toContain(`Hidden ${t}`);
    expect(titles(await get('/get-featured-properties?limit=1000'))).not.toContain(p.title);
    const filtered = await post('/get-properties-filter', { json: { country: `Hidden ${t}` } });
    expect(filtered.body).toEqual([]);
  });

  it('drops a listing whose permit expired: 410 for its page, gone from lists and distinct values', async () => {
    const t = tag();
    const p = await addProperty({
      title: `Lapsed ${t}`,
      location: `Lapsed ${t}`,
      permitNumber: '123456',
      permitExpiresAt: '2020-01-01',
    });
    const page = await get(`/get-property-slug/${p.slug}`);
    expect(page.status).toBe(410);
    expect(page.body.message).toMatch(/permit/);
    expect((await get(`/get-property-slug/${p.slug}`, { token })).status).toBe(200);
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([]);
    expect((await get('/get-property-locations')).body).not.toContain(`Lapsed ${t}`);
  });

  it('drops a listing by itself when its permit runs out, even from cached answers', async () => {
    const t = tag();
    const p = await addProperty({ title: `Ticking ${t}`, location: `Ticking ${t}`, permitExpiresAt: soon(4000) });
    const before = await get(`/get-properties?q=${t}`);
    expect(titles(before)).toEqual([p.title]);
    expect((await get(`/get-properties?q=${t}`)).headers.get('x-cache')).toBe('HIT');
    expect((await get('/get-property-locations')).body).toContain(`Ticking ${t}`);
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(p.permitExpiresAt) - Date.now()) + 300));
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([]);
    expect((await get('/get-property-locations')).body).not.toContain(`Ticking ${t}`);
    expect((await get(`/get-property-slug/${p.slug}`)).status).toBe(410);
  });

  it('lists available listings before under-offer and sold ones', async () => {
    const t = tag();
    await addProperty({ title: `Sold ${t}`, status: 'sold', location: `Order ${t}` });
    await addProperty({ title: `Offer ${t}`, status: 'under-offer', location: `Order ${t}` });
    await addProperty({ title: `Free ${t}`, location: `Order ${t}` });
    const filtered = await post('/get-properties-filter', { json: { country: `Order ${t}` } });
    expect(titles(filtered)).toEqual([`Free ${t}`, `Offer ${t}`, `Sold ${t}`]);
    expect(filtered.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([`Free ${t}`, `Offer ${t}`, `Sold ${t}`]);
  });
});

describe('the permit rule, a setting staff switch on', () => {
  it('is off by default: a Dubai listing saves without a permit', async () => {
    expect((await get('/get-settings')).body.permitRequiredInDubai).toBe(false);
    await addProperty({ title: `No permit ${tag()}`, country: 'Dubai' });
  });

  it('when on, refuses a Dubai listing without a permit number from every door', async () => {
    await setPermitRule(true);
    await refused(
      await post('/add-property', { token, json: { title: `Rule ${tag()}`, country: 'Dubai' } }),
      'permitNumber',
    );
    await refused(
      await post('/add-property', {
        token,
        json: { title: `Rule ${tag()}`, country: 'United Arab Emirates', location: 'Palm Jumeirah, Dubai' },
      }),
      'permitNumber',
    );
    const rest = await post(`${baseUrl()}/api/properties`, {
      token: apiToken,
      json: { data: { title: `Rule ${tag()}`, country: 'Dubai' } },
    });
    expect(rest.status).toBe(400);
    await addProperty({ title: `Rule ok ${tag()}`, country: 'Dubai', permitNumber: '7117227381' });
    await addProperty({ title: `Rule quiet ${tag()}`, country: 'Dubai', status: 'off-market' });
    await addProperty({ title: `Rule Spain ${tag()}`, country: 'Spain' });
    const quiet = await addProperty({ title: `Rule later ${tag()}`, country: 'Dubai', status: 'off-market' });
    await refused(await put(`/update-property/${quiet._id}`, { token, json: { status: 'available' } }), 'permitNumber');
    await setPermitRule(false);
  });
});

describe('the permit dashboard', () => {
  it('lists permits expiring within 14 days and expired ones, to staff only', async () => {
    const t = tag();
    const expiring = await addProperty({
      title: `Expiring ${t}`,
      permitNumber: '111',
      permitExpiresAt: soon(5 * 86400_000),
    });
    const expired = await addProperty({ title: `Expired ${t}`, permitNumber: '222', permitExpiresAt: '2021-06-01' });
    const later = await addProperty({
      title: `Later ${t}`,
      permitNumber: '333',
      permitExpiresAt: soon(40 * 86400_000),
    });
    expect((await get('/get-permit-alerts')).status).toBe(401);
    const res = await get('/get-permit-alerts', { token });
    expect(res.status).toBe(200);
    const ids = (list: Array<{ _id: string }>) => list.map((a) => a._id);
    expect(ids(res.body.expiring)).toContain(expiring._id);
    expect(ids(res.body.expiring)).not.toContain(expired._id);
    expect(ids(res.body.expired)).toContain(expired._id);
    expect([...ids(res.body.expiring), ...ids(res.body.expired)]).not.toContain(later._id);
    expect(res.body.expired.find((a: { _id: string }) => a._id === expired._id)).toMatchObject({
      referenceNumber: expired.referenceNumber,
      permitNumber: '222',
      expired: true,
      draft: false,
    });
  });

  it("judges a published listing by the permit it is advertised under, and lists a draft's permit as a draft's", async () => {
    const t = tag();
    const alertOf = async (id: string) => {
      const res = await get('/get-permit-alerts', { token });
      expect(res.status).toBe(200);
      return [...res.body.expiring, ...res.body.expired].filter((a: { _id: string }) => a._id === id);
    };
    const draft = await addProperty({
      title: `Unsent ${t}`,
      permitNumber: '444',
      permitExpiresAt: soon(3 * 86400_000),
      draft: true,
    });
    expect(await alertOf(draft._id)).toEqual([
      expect.objectContaining({ permitNumber: '444', draft: true, expired: false }),
    ]);

    // Published with a permit running out, then renewed in a draft not yet published: the site still
    // advertises under the old permit, so the alert stays, once, about the published listing.
    const live = await addProperty({ title: `Live ${t}`, permitNumber: '555', permitExpiresAt: soon(2 * 86400_000) });
    const renewed = await put(`/update-property/${live._id}`, {
      token,
      json: { permitExpiresAt: soon(300 * 86400_000), draft: true },
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(await alertOf(live._id)).toEqual([expect.objectContaining({ permitNumber: '555', draft: false })]);

    // Unpublished, the listing's draft is what counts: its renewed permit needs nothing.
    expect((await post(`/unpublish-property/${live._id}`, { token, json: {} })).status).toBe(200);
    expect(await alertOf(live._id)).toEqual([]);
  });
});
