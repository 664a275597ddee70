import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, put, staff, type Answer } from './harness/client';

/*
 * A development's and an area's property cards (docs/decisions/0024): the public sees
 * the public listings only (not off-market, permit not expired), available first, then under
 * offer, then sold; staff still see every linked listing, so their forms never lose one.
 */

let token: string;
const tag = () => `cx${randomBytes(4).toString('hex')}`;
const cardTitles = (res: Answer, field = 'properties') =>
  ((res.body as Record<string, Array<{ title: string }>>)[field] ?? []).map((c) => c.title);

async function add(path: string, field: string, json: Record<string, unknown>) {
  const res = await post(path, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[field] as Record<string, any>;
}

beforeAll(async () => {
  token = await staff();
});

describe('property cards of developments and areas', () => {
  it('leave out off-market and expired-permit listings for the public, available first', async () => {
    const t = tag();
    const sold = await add('/add-property', 'property', { title: `Sold ${t}`, status: 'sold' });
    const hidden = await add('/add-property', 'property', { title: `Hidden ${t}`, status: 'off-market' });
    const lapsed = await add('/add-property', 'property', {
      title: `Lapsed ${t}`,
      permitNumber: '7712345',
      permitExpiresAt: '2020-01-01',
    });
    const offer = await add('/add-property', 'property', { title: `Offer ${t}`, status: 'under-offer' });
    const free = await add('/add-property', 'property', {
      title: `Free ${t}`,
      permitNumber: '7712346',
      permitExpiresAt: new Date(Date.now() + 86400000 * 30).toISOString(),
    });
    const linked = [sold, hidden, lapsed, offer, free].map((p) => p._id);
    const dev = await add('/add-development', 'development', { title: `Tower ${t}`, properties: linked });
    const area = await add('/add-area', 'area', { title: `Quarter ${t}`, properties: linked });
    const shown = [`Free ${t}`, `Offer ${t}`, `Sold ${t}`];
    const all = [`Sold ${t}`, `Hidden ${t}`, `Lapsed ${t}`, `Offer ${t}`, `Free ${t}`];

    // The public: every door that answers a development or an area.
    expect(cardTitles(await get(`/get-development-slug/${dev.slug}`))).toEqual(shown);
    expect(cardTitles(await get(`/get-development/${dev._id}`))).toEqual(shown);
    expect(cardTitles(await get(`/get-area-slug/${area.slug}`))).toEqual(shown);
    expect(cardTitles(await get(`/get-area/${area._id}`))).toEqual(shown);
    const list = await get(`/get-developments?q=${t}`);
    expect((list.body as Array<Record<string, any>>).map((d) => d.properties.map((c: any) => c.title))).toEqual([
      shown,
    ]);

    // Staff keep every linked listing, in the order they set.
    expect(cardTitles(await get(`/get-development/${dev._id}`, { token }))).toEqual(all);
    expect(cardTitles(await get(`/get-development-slug/${dev.slug}`, { token }))).toEqual(all);
    expect(cardTitles(await get(`/get-area/${area._id}`, { token }))).toEqual(all);
    // Each card carries its status, for the public site's "Under offer" / "Sold" badge.
    const publicCards = (await get(`/get-development-slug/${dev.slug}`)).body.properties as Array<{ status: string }>;
    expect(publicCards.map((c) => c.status)).toEqual(['available', 'under-offer', 'sold']);
    // A card still answers exactly the card's fields.
    const card = (await get(`/get-development/${dev._id}`)).body.properties[0];
    expect(card).not.toHaveProperty('statusRank');
    expect(card).not.toHaveProperty('permitExpiresAt');
  });

  it('drop a listing when it goes off the market', async () => {
    const t = tag();
    const p = await add('/add-property', 'property', { title: `Going ${t}` });
    const dev = await add('/add-development', 'development', { title: `Block ${t}`, properties: [p._id] });
    expect(cardTitles(await get(`/get-development-slug/${dev.slug}`))).toEqual([`Going ${t}`]);
    const res = await put(`/update-property/${p._id}`, { token, json: { status: 'off-market' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cardTitles(await get(`/get-development-slug/${dev.slug}`))).toEqual([]);
    expect(cardTitles(await get(`/get-development-slug/${dev.slug}`, { token }))).toEqual([`Going ${t}`]);
  });
});
