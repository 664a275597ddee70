import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYING_COSTS_DEFAULTS, viewingDays, type EnquiryLead, type Property } from '@estate/contract';
import { errorFields, eventually, get, mails, post, put, randomIp, staff } from './harness/client';

/*
 * The listing page's buyer tools (decision 0037): the calculator's constants in the
 * settings, similar homes from their own route, and a viewing booked as a lead with its listing,
 * agent, day and slot.
 */

let token: string;
const tag = () => randomBytes(4).toString('hex');

async function addListing(fields: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as Property;
}

beforeAll(async () => {
  token = await staff();
});

describe('the buying-cost constants in the settings', () => {
  afterAll(async () => {
    await put('/update-settings', { token, json: { buyingCosts: null } });
  });

  it('answers the 2026 defaults until staff change them, and the spec call keeps working', async () => {
    await put('/update-settings', { token, json: { buyingCosts: null } });
    const res = await get('/get-settings');
    expect(res.status).toBe(200);
    expect(res.body.buyingCosts).toEqual(BUYING_COSTS_DEFAULTS);
    const saved = await put('/update-settings', { token, json: { agencyName: 'Estate Dubai' } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.agencyName).toBe('Estate Dubai');
    expect(saved.body.settings.buyingCosts).toEqual(BUYING_COSTS_DEFAULTS);
  });

  it('changes only the constants sent, the loan-to-value groups key by key, and null restores the defaults', async () => {
    let res = await put('/update-settings', {
      token,
      json: { buyingCosts: { dldTransferRate: 0.05, ltvExpat: { firstHomeUpToThreshold: 0.8 } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await put('/update-settings', { token, json: { buyingCosts: { valuationFeeAed: 3500 } } });
    const costs = (await get('/get-settings')).body.buyingCosts;
    expect(costs.dldTransferRate).toBe(0.05);
    expect(costs.valuationFeeAed).toBe(3500);
    expect(costs.ltvExpat).toEqual({ ...BUYING_COSTS_DEFAULTS.ltvExpat, firstHomeUpToThreshold: 0.8 });
    expect(costs.brokerageRate).toBe(BUYING_COSTS_DEFAULTS.brokerageRate);

    await put('/update-settings', { token, json: { buyingCosts: null } });
    expect((await get('/get-settings')).body.buyingCosts).toEqual(BUYING_COSTS_DEFAULTS);
  });

  it.each([
    [{ vatRate: 2 }, 'buyingCosts.vatRate'],
    [{ ltvNational: { laterHome: -0.1 } }, 'buyingCosts.ltvNational.laterHome'],
    [{ maxTermYears: 2.5 }, 'buyingCosts.maxTermYears'],
    [{ dldAdminFeeAed: 'free' }, 'buyingCosts.dldAdminFeeAed'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (buyingCosts, field) => {
    const res = await put('/update-settings', { token, json: { agencyName: 'Changed?', buyingCosts } });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
    expect((await get('/get-settings')).body.agencyName).not.toBe('Changed?');
  });
});

describe('more listings, nearest by place', () => {
  const place = `Nearby Marina ${tag()}`;
  // A country no other test lists in, so that its homes are these alone.
  const country = 'Montenegro';
  let self: Property;
  let local: Property[];
  let national: Property;
  let abroad: Property;

  beforeAll(async () => {
    self = await addListing({ title: `Penthouse ${tag()}`, location: place, country, price: 9_000_000 });
    national = await addListing({ title: `Elsewhere ${tag()}`, location: `${place} Hills`, country, price: 100 });
    // Added after the others: newest, and still after the homes of the listing's own place.
    abroad = await addListing({
      title: `Abroad ${tag()}`,
      location: 'Manchester',
      country: 'United Kingdom',
      price: 1,
    });
    local = [
      await addListing({ title: `Local one ${tag()}`, location: place, country, propertyType: 'Villa', price: 5 }),
      await addListing({ title: `Local two ${tag()}`, location: place, country, price: 50_000_000 }),
    ];
    await addListing({ title: `Hidden ${tag()}`, location: place, country, status: 'off-market' });
  });

  it('answers homes of the same place first, then of the same country, then the rest, the listing left out', async () => {
    const res = await get(`/get-nearby-properties?slug=${encodeURIComponent(self.slug)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const homes = res.body as Property[];
    expect(homes.slice(0, 3).map((p) => p.title)).toEqual([local[1].title, local[0].title, national.title]);
    expect(homes.map((p) => p.title)).toContain(abroad.title);
    expect(homes.some((p) => p.slug === self.slug || p.title.startsWith('Hidden'))).toBe(false);
    expect(homes.slice(3).every((p) => p.country !== country)).toBe(true);
  });

  it('answers at most limit homes, and a 404 or a 400 naming the field as similar homes do', async () => {
    const res = await get(`/get-nearby-properties?slug=${encodeURIComponent(self.slug)}&limit=2`);
    expect((res.body as Property[]).map((p) => p.title)).toEqual([local[1].title, local[0].title]);
    expect((await get('/get-nearby-properties?slug=no-such-home')).status).toBe(404);
    const bad = await get(`/get-nearby-properties?slug=${self.slug}&limit=50`);
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toContain('limit');
  });
});

describe('similar homes', () => {
  const place = `Similar Bay ${tag()}`;
  let self: Property;
  let near: Property;
  let farther: Property;
  let below: Property;
  let elsewhere: Property;
  let never: Property[] = [];

  beforeAll(async () => {
    const base = { location: place, country: 'United Arab Emirates', propertyType: 'Villa' };
    // Prices a few dollars off round figures, so that other tests' villas never tie with these.
    self = await addListing({ ...base, title: `Palm villa ${tag()}`, price: 1_000_003 });
    near = await addListing({ ...base, title: `Near villa ${tag()}`, price: 1_050_000 });
    farther = await addListing({ ...base, title: `Farther villa ${tag()}`, price: 1_250_000 });
    below = await addListing({ ...base, title: `Below villa ${tag()}`, price: 900_000 });
    elsewhere = await addListing({
      ...base,
      title: `Elsewhere ${tag()}`,
      location: `${place} North`,
      price: 1_000_004,
    });
    // Outside the band, another type, another country, off the market: never similar.
    never = await Promise.all([
      addListing({ ...base, title: `Dear villa ${tag()}`, price: 1_400_000 }),
      addListing({ ...base, title: `Flat ${tag()}`, propertyType: 'Apartment', price: 1_000_004 }),
      addListing({
        ...base,
        title: `Abroad ${tag()}`,
        location: `${place} Abroad`,
        country: 'Monaco',
        price: 1_000_004,
      }),
      addListing({ ...base, title: `Hidden villa ${tag()}`, price: 1_010_000, status: 'off-market' }),
    ]);
  });

  it('answers homes of the same place and type within 30% of the price, nearest first, then the same type and band elsewhere in the country', async () => {
    const res = await get(`/get-similar-properties?slug=${encodeURIComponent(self.slug)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const titles = (res.body as Property[]).map((p) => p.title);
    expect(titles.slice(0, 4)).toEqual([near.title, below.title, farther.title, elsewhere.title]);
    expect(titles.length).toBeLessThanOrEqual(6);
    expect(titles.filter((t) => [self, ...never].some((p) => p.title === t))).toEqual([]);
  });

  it('answers at most limit homes', async () => {
    const res = await get(`/get-similar-properties?slug=${encodeURIComponent(self.slug)}&limit=1`);
    expect((res.body as Property[]).map((p) => p.title)).toEqual([near.title]);
  });

  it('answers an empty list for a listing with none like it', async () => {
    const lone = await addListing({
      title: `Lone ${tag()}`,
      location: `Lonely ${tag()}`,
      // A country no other test lists in: filters.test counts Liechtenstein's and Mongolia's.
      country: 'Iceland',
      propertyType: 'Land',
      price: 5,
    });
    const res = await get(`/get-similar-properties?slug=${encodeURIComponent(lone.slug)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('is a 404 for an unknown or off-market listing, and a 400 naming the field for a bad query', async () => {
    expect((await get('/get-similar-properties?slug=no-such-home')).status).toBe(404);
    const hidden = await addListing({ title: `Gone ${tag()}`, location: place, status: 'off-market' });
    expect((await get(`/get-similar-properties?slug=${hidden.slug}`)).status).toBe(404);
    for (const [query, field] of [
      ['', 'slug'],
      [`slug=${self.slug}&limit=50`, 'limit'],
      [`slug=${self.slug}&limit=two`, 'limit'],
    ]) {
      const res = await get(`/get-similar-properties?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorFields(res.body)).toContain(field);
    }
  });

  it('costs the same number of statements for one home as for three', async () => {
    const count = async (limit: number) => {
      const res = await get(`/get-similar-properties?slug=${encodeURIComponent(self.slug)}&limit=${limit}&n=${tag()}`);
      expect(res.headers.get('x-cache')).not.toBe('HIT');
      return Number(res.headers.get('x-query-count'));
    };
    // Unknown query parameters are not part of the cache key: a fresh listing gives a fresh answer.
    const one = await count(1);
    const three = await count(3);
    expect(one).toBeGreaterThan(0);
    expect(three).toBe(one);
  });
});

describe('booking a viewing', () => {
  const days = () => viewingDays();
  const book = (email: string, extra: Record<string, unknown>) =>
    post('/book-viewing', {
      ip: randomIp(),
      json: {
        fname: 'Layla',
        lname: 'Haddad',
        email,
        phone: '+971 50 123 4567',
        date: days()[1],
        time: '10:30',
        ...extra,
      },
    });

  it('stores the viewing as an enquiry with its listing, agent, day and slot, and notifies', async () => {
    const t = tag();
    const team = await post('/add-team', {
      token,
      json: {
        title: `Agent ${t}`,
        position: 'Consultant',
        description: 'Agent',
        whatsapp: '+971 50 000 0000',
        email: `agent.${t}@agency.test`,
      },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const listing = await addListing({ title: `Viewing villa ${t}`, agent: team.body.team._id, price: 2_000_000 });
    const email = `layla.${t}@visitor.test`;
    const res = await book(email, { listing: listing.slug, listingSlug: listing.slug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/viewing/i);

    const lead = await eventually(async () => {
      const found = await get(`/get-leads/enquiry?q=${encodeURIComponent(email)}`, { token });
      return (found.body as EnquiryLead[]).find((l) => l.email === email);
    });
    expect(lead.viewing).toEqual({ date: days()[1], time: '10:30' });
    expect(lead.listing).toMatchObject({ _id: listing._id, title: listing.title });
    expect(lead.agent).toMatchObject({ name: `Agent ${t}`, email: `agent.${t}@agency.test` });
    expect(lead.message).toContain('10:30');
    expect((await get(`/get-lead/enquiry/${lead._id}`, { token })).body.viewing).toEqual(lead.viewing);

    const sent = await eventually(async () => {
      const found = (await mails()).filter((m) => m.replyTo === email);
      return found.length >= 2 && found;
    });
    expect(sent[0]!.subject).toContain(`Viewing request for ${listing.referenceNumber}`);
    expect(sent[0]!.subject).toContain(`${days()[1]} at 10:30`);

    const csv = await get<string>(`/export-leads/enquiry?q=${encodeURIComponent(email)}`, { token });
    expect(String(csv.body)).toContain(`${days()[1]} 10:30`);
  });

  it.each([
    [{ date: '2020-01-01' }, 'date'],
    [{ date: 'tomorrow' }, 'date'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: undefined }, 'date'],
    [{ time: '10:15' }, 'time'],
    [{ time: '08:30' }, 'time'],
    [{ time: '19:30' }, 'time'],
    [{ time: 'noon' }, 'time'],
    [{ listing: '' }, 'listing'],
    [{ email: 'not-an-address' }, 'email'],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const res = await book(`bad.${tag()}@visitor.test`, { listing: 'some-home', ...change });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
  });

  it('refuses a day past the next 14', async () => {
    const last = new Date(Date.parse(`${days()[13]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await book(`late.${tag()}@visitor.test`, { listing: 'some-home', date: last });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain('date');
  });
});
