import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { errorFields, form, post, staff, type Answer } from './harness/client';

/*
 * The searches of the public site: get-properties-filter and get-developments-filter, with every
 * parameter alone and combined, sent as multipart form data, as urlencoded form data and as JSON.
 * The fixtures carry a location no other test uses, so counts within it are exact; a parameter
 * alone is checked against the whole database (every answer matches, ours are in or out).
 */

const tag = randomBytes(3).toString('hex');
const PLACE = `Filterton ${tag}`;
const ELSEWHERE = `Otherbay ${tag}`;
const DEV_PLACE = `Devtown ${tag}`;
// Countries no other test file uses, so country matches are exact too.
const COUNTRY = 'Liechtenstein';
const OTHER_COUNTRY = 'Mongolia';

type Encoding = 'json' | 'multipart' | 'urlencoded';
const ENCODINGS: Encoding[] = ['json', 'multipart', 'urlencoded'];

async function search(route: 'properties' | 'developments', fields: Record<string, unknown>, as: Encoding = 'json') {
  const path = `/get-${route}-filter`;
  if (as === 'json') return post(path, { json: fields });
  if (as === 'multipart') return post(path, { form: form(fields) });
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return post(path, { raw: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((x) => x.title);
const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));

interface Fixture {
  _id: string;
  title: string;
  [k: string]: unknown;
}
const P: Record<string, Fixture> = {};
const D: Record<string, Fixture> = {};

beforeAll(async () => {
  const token = await staff();
  const add = async (key: string, fields: Record<string, unknown>) => {
    const res = await post('/add-property', { token, json: { title: `${key} ${tag}`, ...fields } });
    if (res.status !== 200) throw new Error(`fixture ${key}: ${JSON.stringify(res.body)}`);
    P[key] = res.body.property;
  };
  // Created in this order: "newest" is the reverse.
  await add('villa', {
    propertyType: 'Villa',
    beds: 5,
    baths: 6,
    price: 1_000_000,
    location: `  ${PLACE}  `,
    country: COUNTRY,
  });
  await add('apartment', {
    propertyType: 'Apartment',
    beds: 2,
    baths: 2,
    price: 300_000,
    location: PLACE,
    country: COUNTRY,
  });
  await add('penthouse', {
    propertyType: 'Penthouse',
    beds: 4,
    baths: 5,
    price: 2_500_000,
    location: PLACE,
    country: COUNTRY,
  });
  await add('townhouse', {
    propertyType: 'Townhouse',
    beds: 3,
    baths: 3,
    price: 100_000,
    location: PLACE,
    country: OTHER_COUNTRY,
  });
  await add('land', { propertyType: 'Land', location: ELSEWHERE, country: COUNTRY });
  await add('villa2', { propertyType: 'Villa', beds: 6, baths: 7, price: 4_000_000, location: ELSEWHERE });

  const addDev = async (key: string, fields: Record<string, unknown>) => {
    const res = await post('/add-development', { token, json: { title: `${key} ${tag}`, ...fields } });
    if (res.status !== 200) throw new Error(`fixture ${key}: ${JSON.stringify(res.body)}`);
    D[key] = res.body.development;
  };
  await addDev('mixed', {
    location: DEV_PLACE,
    country: COUNTRY,
    price: 2_000_000,
    properties: [P.villa._id, P.apartment._id],
  });
  await addDev('towers', {
    location: DEV_PLACE,
    country: OTHER_COUNTRY,
    price: 500_000,
    properties: [P.penthouse._id],
  });
  await addDev('empty', { location: DEV_PLACE, country: COUNTRY });
  // Two villas: a join on the properties must not list it twice.
  await addDev('villas', {
    location: ` ${DEV_PLACE} `,
    country: COUNTRY,
    price: 9_000_000,
    properties: [P.villa._id, P.villa2._id],
  });
});

describe('get-properties-filter', () => {
  it('stores the fixtures with their prices computed from the rates', () => {
    expect(P.villa).toMatchObject({ location: PLACE, price: 1_000_000, priceAed: 3_672_500, priceEur: 900_000 });
    expect(P.apartment).toMatchObject({ priceAed: 1_101_750, priceEur: 270_000 });
  });

  it.each(ENCODINGS)('matches country against the trimmed location, case-insensitively (%s)', async (as) => {
    for (const value of [PLACE, PLACE.toUpperCase(), `  ${PLACE.toLowerCase()} `]) {
      const res = await search('properties', { country: value }, as);
      expect(res.status).toBe(200);
      expect(titles(res).sort()).toEqual([P.apartment, P.penthouse, P.townhouse, P.villa].map((p) => p.title).sort());
      expect(total(res)).toBe(4);
    }
  });

  it.each(ENCODINGS)('matches country against the country, case-insensitively (%s)', async (as) => {
    const res = await search('properties', { country: COUNTRY.toLowerCase() }, as);
    expect(titles(res).sort()).toEqual([P.apartment, P.land, P.penthouse, P.villa].map((p) => p.title).sort());
  });

  it.each(ENCODINGS)('matches propertyType case-insensitively (%s)', async (as) => {
    for (const value of ['villa', 'VILLA', ' Villa ']) {
      const res = await search('properties', { propertyType: value }, as);
      expect(res.status).toBe(200);
      const items = res.body as Array<{ propertyType: string; title: string }>;
      expect(items.every((p) => p.propertyType === 'Villa')).toBe(true);
      expect(titles(res)).toEqual(expect.arrayContaining([P.villa.title, P.villa2.title]));
      expect(total(res)).toBe(items.length);
    }
  });

  it.each(ENCODINGS)('reads price as an upper bound in AED (%s)', async (as) => {
    const res = await search('properties', { price: 1_101_750, limit: 1000 }, as);
    const items = res.body as Array<{ priceAed: number | null; title: string }>;
    expect(items.every((p) => p.priceAed !== null && p.priceAed <= 1_101_750)).toBe(true);
    expect(titles(res)).toEqual(expect.arrayContaining([P.apartment.title, P.townhouse.title]));
    expect(titles(res)).not.toContain(P.villa.title);
    // An item without a price is not under any bound.
    expect(titles(res)).not.toContain(P.land.title);
  });

  it.each(ENCODINGS)('reads beds and baths as minimums (%s)', async (as) => {
    const beds = await search('properties', { beds: 4, limit: 1000 }, as);
    expect((beds.body as Array<{ beds: string }>).every((p) => Number(p.beds) >= 4)).toBe(true);
    expect(titles(beds)).toEqual(expect.arrayContaining([P.villa.title, P.penthouse.title, P.villa2.title]));
    expect(titles(beds)).not.toContain(P.townhouse.title);
    const baths = await search('properties', { baths: 6, limit: 1000 }, as);
    expect((baths.body as Array<{ baths: string }>).every((p) => Number(p.baths) >= 6)).toBe(true);
    expect(titles(baths)).toEqual(expect.arrayContaining([P.villa.title, P.villa2.title]));
    expect(titles(baths)).not.toContain(P.penthouse.title);
  });

  it('combines every parameter', async () => {
    const res = await search('properties', {
      country: PLACE,
      propertyType: 'villa',
      price: 4_000_000,
      beds: 5,
      baths: 6,
    });
    expect(titles(res)).toEqual([P.villa.title]);
    const none = await search('properties', { country: PLACE, propertyType: 'Villa', beds: 6 });
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
    const inCountry = await search('properties', { country: COUNTRY, beds: 3, baths: 3, price: 5_000_000 });
    expect(titles(inCountry)).toEqual([P.villa.title]);
    const byCountry = await search('properties', { country: COUNTRY, beds: 3, baths: 3 }, 'urlencoded');
    expect(titles(byCountry)).toEqual([P.penthouse.title, P.villa.title]);
  });

  it.each([
    ['AED', 1_101_750, 3_672_500],
    ['USD', 300_000, 1_000_000],
    ['EUR', 270_000, 900_000],
    ['eur', 270_000, 900_000],
  ] as const)('bounds minPrice and maxPrice in %s', async (currency, minPrice, maxPrice) => {
    for (const as of ENCODINGS) {
      const res = await search('properties', { country: PLACE, currency, minPrice, maxPrice }, as);
      expect(res.status).toBe(200);
      expect(titles(res).sort()).toEqual([P.apartment.title, P.villa.title].sort());
    }
  });

  it('takes minPrice or maxPrice alone, in AED when no currency is given', async () => {
    expect(titles(await search('properties', { country: PLACE, minPrice: 3_672_500 })).sort()).toEqual(
      [P.penthouse.title, P.villa.title].sort(),
    );
    expect(titles(await search('properties', { country: PLACE, maxPrice: 367_250 }))).toEqual([P.townhouse.title]);
    expect(titles(await search('properties', { country: PLACE, maxPrice: '367,250', currency: 'AED' }))).toEqual([
      P.townhouse.title,
    ]);
  });

  it('sorts newest first by default, or by price either way', async () => {
    expect(titles(await search('properties', { country: PLACE }))).toEqual(
      [P.townhouse, P.penthouse, P.apartment, P.villa].map((p) => p.title),
    );
    expect(titles(await search('properties', { country: PLACE, sort: 'price-asc' }))).toEqual(
      [P.townhouse, P.apartment, P.villa, P.penthouse].map((p) => p.title),
    );
    expect(titles(await search('properties', { country: PLACE, sort: 'price-desc' }, 'multipart'))).toEqual(
      [P.penthouse, P.villa, P.apartment, P.townhouse].map((p) => p.title),
    );
  });

  it.each(ENCODINGS)('pages with limit and offset, the total in X-Total-Count (%s)', async (as) => {
    const res = await search('properties', { country: PLACE, sort: 'price-asc', limit: 2, offset: 1 }, as);
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual([P.apartment.title, P.villa.title]);
    expect(total(res)).toBe(4);
    const past = await search('properties', { country: PLACE, limit: 2, offset: 10 }, as);
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(4);
  });

  it('ignores empty form fields, as the public search sends them', async () => {
    const res = await search(
      'properties',
      { country: PLACE, propertyType: '', price: '', beds: '', baths: '', minPrice: '', maxPrice: '' },
      'multipart',
    );
    expect(total(res)).toBe(4);
  });

  it('answers an array even when nothing matches, and everything (newest first) for an empty body', async () => {
    const none = await search('properties', { country: `Nowhere ${tag}` });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    const all = await post('/get-properties-filter', { form: new FormData() });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(total(all)).toBeGreaterThanOrEqual(6);
  });

  it.each([
    [{ beds: 'many' }, 'beds'],
    [{ baths: -1 }, 'baths'],
    [{ price: 'cheap' }, 'price'],
    [{ minPrice: 'x' }, 'minPrice'],
    [{ currency: 'GBP' }, 'currency'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 5000 }, 'limit'],
    [{ offset: -2 }, 'offset'],
    [{ propertyType: 'Castle' }, 'propertyType'],
  ] as const)('refuses %o with 400 naming %s', async (fields, field) => {
    for (const as of ENCODINGS) {
      const res = await search('properties', fields, as);
      expect(res.status, as).toBe(400);
      expect(errorFields(res.body)).toContain(field);
    }
  });
});

describe('get-developments-filter', () => {
  it('stores developments with prices computed from the rates', () => {
    expect(D.mixed).toMatchObject({ price: 2_000_000, dPriceAed: 7_345_000, dPriceEur: 1_800_000 });
    expect(D.villas.location).toBe(DEV_PLACE);
  });

  it.each(ENCODINGS)('matches country against the country or the location (%s)', async (as) => {
    const byPlace = await search('developments', { country: DEV_PLACE.toLowerCase() }, as);
    expect(titles(byPlace).sort()).toEqual([D.empty, D.mixed, D.towers, D.villas].map((d) => d.title).sort());
    expect(total(byPlace)).toBe(4);
    const byCountry = await search('developments', { country: OTHER_COUNTRY.toUpperCase() }, as);
    expect(titles(byCountry)).toEqual([D.towers.title]);
  });

  it.each(ENCODINGS)("matches propertyType through the development's properties, once each (%s)", async (as) => {
    const villas = await search('developments', { propertyType: 'VILLA', country: DEV_PLACE }, as);
    expect(titles(villas).sort()).toEqual([D.mixed.title, D.villas.title].sort());
    expect(total(villas)).toBe(2);
    const penthouses = await search('developments', { propertyType: 'penthouse', country: DEV_PLACE }, as);
    expect(titles(penthouses)).toEqual([D.towers.title]);
    const land = await search('developments', { propertyType: 'Land', country: DEV_PLACE }, as);
    expect(land.body).toEqual([]);
  });

  it('matches propertyType alone across the whole database', async () => {
    const res = await search('developments', { propertyType: 'Villa', limit: 1000 });
    const items = res.body as Array<{ properties: Array<{ propertyType: string }>; title: string }>;
    expect(items.every((d) => d.properties.some((p) => p.propertyType === 'Villa'))).toBe(true);
    expect(new Set(titles(res)).size).toBe(items.length);
    expect(total(res)).toBe(items.length);
    expect(titles(res)).toEqual(expect.arrayContaining([D.mixed.title, D.villas.title]));
  });

  it.each(ENCODINGS)('reads price as an upper bound in AED (%s)', async (as) => {
    const res = await search('developments', { country: DEV_PLACE, price: 7_345_000 }, as);
    expect(titles(res).sort()).toEqual([D.mixed.title, D.towers.title].sort());
  });

  it('bounds minPrice and maxPrice in each currency', async () => {
    for (const [currency, min, max] of [
      ['AED', 1_836_250, 7_345_000],
      ['USD', 500_000, 2_000_000],
      ['EUR', 450_000, 1_800_000],
    ] as const) {
      const res = await search(
        'developments',
        { country: DEV_PLACE, currency, minPrice: min, maxPrice: max },
        'multipart',
      );
      expect(titles(res).sort(), currency).toEqual([D.mixed.title, D.towers.title].sort());
    }
    const cheap = await search('developments', { country: DEV_PLACE, currency: 'USD', maxPrice: 600_000 });
    expect(titles(cheap)).toEqual([D.towers.title]);
  });

  it('combines every parameter and pages with the total in X-Total-Count', async () => {
    const combined = await search('developments', { country: COUNTRY, propertyType: 'villa', price: 8_000_000 });
    expect(titles(combined)).toEqual([D.mixed.title]);
    const page = await search('developments', { country: DEV_PLACE, limit: 2, offset: 1 }, 'urlencoded');
    expect(page.body).toHaveLength(2);
    expect(total(page)).toBe(4);
    // Newest first: the second and third of the four, counting from the last created.
    expect(titles(page)).toEqual([D.empty.title, D.towers.title]);
  });

  it.each([
    [{ price: 'lots' }, 'price'],
    [{ currency: 'JPY' }, 'currency'],
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ limit: -1 }, 'limit'],
  ] as const)('refuses %o with 400 naming %s', async (fields, field) => {
    const res = await search('developments', fields, 'multipart');
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
  });
});
