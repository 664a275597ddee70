import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  COUNT_UP_TO_MAX,
  LISTING_STATUS_RANK,
  sizeInSqft,
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
  type ListingStatus,
} from '@estate/contract';
import { errorFields, form, get, post, staff, type Answer } from './harness/client';

/*
 * The public property search written as SQL of its own (docs/decisions/0089): every filter, alone
 * and combined, in every order and page, answers the rows a plain reading of the filters over the
 * seeded listings gives, in that order, with that total. The total is exact unless the caller
 * asks to count up to a number (`countUpTo`); past it the total is that number and the answer says
 * it is a lower bound. Every fixture carries this run's tag in its title and locations, so a
 * search scoped by the tag (or one of its places) finds these fixtures and nothing else.
 */

// A letter no reference number holds (EST-000123): the text search finds the fixtures by their titles and places only.
const tag = `x${randomBytes(3).toString('hex')}`;
const PLACE = `Countham ${tag}`;
const OTHER_PLACE = `Tallyport ${tag}`;
const COUNTRIES = ['Iceland', 'Estonia'] as const;
const TYPES = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Land', 'Flat', 'Home'] as const;
const BOX = { minLng: 40, minLat: -60, maxLng: 50, maxLat: -50 };
const postgres = inject('dbClient') === 'postgres';

interface Seeded {
  _id: string;
  title: string;
  n: number;
  propertyType: string;
  location: string;
  country: string;
  beds: number | null;
  baths: number | null;
  space: number | null;
  price: number | null;
  priceAed: number | null;
  priceEur: number | null;
  completionStatus: string | null;
  latitude: number | null;
  longitude: number | null;
  status: ListingStatus;
  expired: boolean;
}
const seeded: Seeded[] = [];

/** A small deterministic generator: the same fixtures on every database. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COUNT = 36;

beforeAll(async () => {
  const token = await staff();
  const r = random(89);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  for (let n = 0; n < COUNT; n++) {
    const propertyType = TYPES[n % TYPES.length]!;
    const status: ListingStatus =
      n === 5
        ? 'off-market'
        : n === 11
          ? 'withdrawn'
          : n % 6 === 1
            ? 'under-offer'
            : n % 9 === 2
              ? 'sold'
              : 'available';
    const fields: Record<string, unknown> = {
      title: `${propertyType} ${n} ${tag}`,
      propertyType,
      location: n % 3 === 0 ? OTHER_PLACE : PLACE,
      country: COUNTRIES[n % 2],
      status,
    };
    // Some listings without rooms, size, price, completion or position: a bound never finds them.
    if (n % 7 !== 3) fields.beds = n % 8 === 0 ? 0 : Math.floor(r() * 6);
    if (n % 5 !== 4) fields.baths = Math.floor(r() * 6);
    if (n % 6 !== 5) fields.space = pick([450, 900, 1_200, 2_000, 3_500, 8_000]);
    // Ties on price: the id decides the order.
    if (n % 8 !== 7) fields.price = pick([150_000, 300_000, 300_000, 600_000, 1_000_000, 2_500_000]);
    if (n % 4 === 1) {
      fields.completionStatus = 'off-plan';
      fields.handoverDate = 'Q2 2029';
    } else if (n % 4 !== 3) fields.completionStatus = 'ready';
    if (n % 5 !== 2) {
      fields.latitude = r() < 0.6 ? -55 + r() * 8 - 4 : 10;
      fields.longitude = r() < 0.7 ? 45 + r() * 8 - 4 : 10;
    }
    const expired = n === 17;
    if (expired) fields.permitExpiresAt = new Date(Date.now() - 86_400_000).toISOString();
    if (n === 23) fields.permitExpiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await post('/add-property', { token, json: fields });
    if (res.status !== 200) throw new Error(`fixture ${n}: ${JSON.stringify(res.body)}`);
    const p = res.body.property;
    const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
    seeded.push({
      _id: p._id,
      title: p.title,
      n,
      propertyType,
      location: fields.location as string,
      country: fields.country as string,
      beds: num(fields.beds),
      baths: num(fields.baths),
      space: num(fields.space),
      price: num(p.price),
      priceAed: num(p.priceAed),
      priceEur: num(p.priceEur),
      completionStatus: (fields.completionStatus as string | undefined) ?? null,
      latitude: num(fields.latitude),
      longitude: num(fields.longitude),
      status,
      expired,
    });
  }
});

type Filter = Record<string, unknown>;

const lower = (s: string) => (postgres ? s.toLowerCase() : s.replace(/[A-Z]/g, (c) => c.toLowerCase()));
const amount = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(String(v).replace(/,/g, '')));

/** The filters read plainly, over the fixtures: what the search must find. */
function matches(p: Seeded, f: Filter): boolean {
  if (LISTING_STATUS_RANK[p.status] >= LISTING_STATUS_RANK['off-market'] || p.expired) return false;
  if (f.q && ![p.title, p.location].some((text) => lower(text).includes(lower(String(f.q))))) return false;
  if (f.country) {
    const c = lower(String(f.country).trim());
    if (lower(p.country) !== c && lower(p.location) !== c) return false;
  }
  if (f.propertyType && p.propertyType.toLowerCase() !== String(f.propertyType).trim().toLowerCase()) return false;
  const within = (value: number | null, min: number | null, max: number | null) =>
    (min === null || (value !== null && value >= min)) && (max === null || (value !== null && value <= max));
  if (!within(p.priceAed, null, amount(f.price))) return false;
  const column = { AED: p.priceAed, USD: p.price, EUR: p.priceEur }[String(f.currency ?? 'AED').toUpperCase()] ?? null;
  if (!within(column, amount(f.minPrice), amount(f.maxPrice))) return false;
  if (!within(p.beds, amount(f.beds), null) || !within(p.baths, amount(f.baths), null)) return false;
  if (f.studio === true && p.beds !== 0) return false;
  if (f.completionStatus && p.completionStatus !== f.completionStatus) return false;
  const unit = f.sizeUnit === 'sqm' ? 'sqm' : 'sqft';
  const size = (v: unknown) => (amount(v) === null ? null : sizeInSqft(amount(v)!, unit));
  if (!within(p.space, size(f.minSize), size(f.maxSize))) return false;
  if (f.bbox) {
    const [minLng, minLat, maxLng, maxLat] = String(f.bbox).split(',').map(Number) as [number, number, number, number];
    if (!within(p.latitude, minLat, maxLat) || !within(p.longitude, minLng, maxLng)) return false;
  }
  return true;
}

/**
 * The public order: available, under offer, sold; then newest (created later, the later id), or
 * by price in AED with the id after it. A listing without a price sorts as each database puts a
 * NULL: below every price on SQLite (first going up, last going down), above them on PostgreSQL.
 */
function ordered(list: Seeded[], sort?: string): Seeded[] {
  const price = (p: Seeded) => p.priceAed ?? (postgres ? Infinity : -Infinity);
  const compare = (x: number, y: number) => (x === y ? 0 : x < y ? -1 : 1);
  return [...list].sort((a, b) => {
    const rank = LISTING_STATUS_RANK[a.status] - LISTING_STATUS_RANK[b.status];
    if (rank) return rank;
    if (sort === 'price-asc') return compare(price(a), price(b)) || a.n - b.n;
    if (sort === 'price-desc') return compare(price(b), price(a)) || b.n - a.n;
    return b.n - a.n;
  });
}

const ids = (res: Answer) => (res.body as Array<{ _id: string }>).map((x) => x._id);
const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));
const lowerBound = (res: Answer) => res.headers.get(TOTAL_LOWER_BOUND_HEADER);
const search = (fields: Filter) => post('/get-properties-filter', { json: fields });

/** Scopes that find these fixtures only, each a different way in: the text, a place in any case, a country. */
const SCOPES: Filter[] = [
  { q: tag },
  { country: PLACE },
  { country: `  ${OTHER_PLACE.toUpperCase()} ` },
  { q: tag.toUpperCase(), country: 'iceland' },
];

const FILTERS: Filter[] = [
  {},
  { beds: 2 },
  { baths: 3 },
  { beds: 1, baths: 2 },
  { studio: true },
  { price: 1_101_750 },
  { minPrice: 1_000_000, currency: 'AED' },
  { minPrice: 300_000, maxPrice: 1_000_000, currency: 'USD' },
  { maxPrice: '540,000', currency: 'EUR' },
  { propertyType: 'villa' },
  { propertyType: 'LAND' },
  { completionStatus: 'off-plan' },
  { completionStatus: 'ready', beds: 2 },
  { minSize: 900, maxSize: 3_500 },
  { minSize: 100, maxSize: 200, sizeUnit: 'sqm' },
  { bbox: `${BOX.minLng},${BOX.minLat},${BOX.maxLng},${BOX.maxLat}` },
  { bbox: `${BOX.minLng},${BOX.minLat},${BOX.maxLng},${BOX.maxLat}`, completionStatus: 'ready', minPrice: 500_000 },
  { propertyType: 'Apartment', beds: 1, baths: 1, maxPrice: 2_500_000, minSize: 400 },
];

describe('the public search against the filters read plainly', () => {
  it('stores the fixtures, some of them not public', () => {
    expect(seeded).toHaveLength(COUNT);
    expect(seeded.filter((p) => matches(p, {})).length).toBe(COUNT - 3);
  });

  it.each(['newest', 'price-asc', 'price-desc'])(
    'finds the same listings in the same order, with the exact total, for every scope and filter (%s)',
    async (sort) => {
      let nonEmpty = 0;
      for (const scope of SCOPES)
        for (const filter of FILTERS) {
          const f = { ...scope, ...filter, ...(sort === 'newest' ? {} : { sort }), limit: 100 };
          const expected = ordered(
            seeded.filter((p) => matches(p, f)),
            f.sort as string | undefined,
          );
          const res = await search(f);
          expect(res.status, JSON.stringify(f)).toBe(200);
          expect(ids(res), JSON.stringify(f)).toEqual(expected.map((p) => p._id));
          expect(total(res), JSON.stringify(f)).toBe(expected.length);
          expect(lowerBound(res)).toBeNull();
          if (expected.length) nonEmpty += 1;
        }
      // The combinations are not all empty: most find something.
      expect(nonEmpty).toBeGreaterThan((SCOPES.length * FILTERS.length) / 2);
    },
  );

  it('pages through the same order, the total on every page and past the end', async () => {
    for (const sort of [undefined, 'price-asc', 'price-desc']) {
      const expected = ordered(
        seeded.filter((p) => matches(p, { q: tag })),
        sort,
      );
      for (const offset of [0, 4, 9, expected.length - 1, expected.length + 3]) {
        const res = await search({ q: tag, sort, limit: 5, offset });
        expect(ids(res), `${sort} ${offset}`).toEqual(expected.slice(offset, offset + 5).map((p) => p._id));
        expect(total(res)).toBe(expected.length);
      }
    }
  });

  it('takes the filters as form data too', async () => {
    const f = { country: PLACE, beds: '1', minPrice: '300,000', currency: 'usd', studio: 'false', sort: 'price-asc' };
    const expected = ordered(
      seeded.filter((p) => matches(p, { ...f, studio: false })),
      'price-asc',
    );
    const res = await post('/get-properties-filter', { form: form(f) });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected.map((p) => p._id));
  });
});

describe('the total, exact by default and capped when asked', () => {
  const all = () => seeded.filter((p) => matches(p, { q: tag })).length;

  it('is exact without countUpTo, as the specification calls it', async () => {
    const res = await search({ q: tag, limit: 2 });
    expect(total(res)).toBe(all());
    expect(lowerBound(res)).toBeNull();
  });

  it('stops at countUpTo and says the total is a lower bound when more match', async () => {
    const res = await search({ q: tag, limit: 2, countUpTo: 5 });
    expect(res.status).toBe(200);
    expect(total(res)).toBe(5);
    expect(lowerBound(res)).toBe('true');
    // The page itself is the same page.
    expect(ids(res)).toEqual(
      ordered(seeded.filter((p) => matches(p, { q: tag })))
        .slice(0, 2)
        .map((p) => p._id),
    );
    // A second asking (from the response cache, when it is on) says the same.
    const again = await search({ q: tag, limit: 2, countUpTo: 5 });
    expect(total(again)).toBe(5);
    expect(lowerBound(again)).toBe('true');
  });

  it('is exact, and not flagged, when the matches are at most countUpTo', async () => {
    for (const countUpTo of [all(), all() + 1, 1_000]) {
      const res = await search({ q: tag, limit: 2, countUpTo });
      expect(total(res), String(countUpTo)).toBe(all());
      expect(lowerBound(res)).toBeNull();
    }
    const none = await search({ q: tag, propertyType: 'Land', beds: 5, countUpTo: 1 });
    expect(total(none)).toBe(0);
    expect(lowerBound(none)).toBeNull();
  });

  it('takes countUpTo as form data', async () => {
    const res = await post('/get-properties-filter', { form: form({ q: tag, limit: '1', countUpTo: '3' }) });
    expect(total(res)).toBe(3);
    expect(lowerBound(res)).toBe('true');
  });

  it.each([0, -1, 2.5, 'many', COUNT_UP_TO_MAX + 1])('refuses countUpTo %o with 400 naming it', async (countUpTo) => {
    const res = await search({ q: tag, countUpTo });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain('countUpTo');
  });
});

describe('the places of the search', () => {
  it('count what the search finds, and follow a save at once', async () => {
    const count = async (name: string) =>
      ((await get('/get-property-places')).body as Array<{ name: string; count: number }>).find((p) => p.name === name)
        ?.count ?? 0;
    const found = async (country: string) => total(await search({ country, limit: 1 }));
    const before = await count('Estonia');
    expect(before).toBe(await found('Estonia'));
    const token = await staff();
    const added = await post('/add-property', {
      token,
      json: { title: `Placed ${tag}`, location: PLACE, country: 'Estonia', propertyType: 'Villa' },
    });
    expect(added.status).toBe(200);
    expect(await count('Estonia')).toBe(before + 1);
    expect(await count('Estonia')).toBe(await found('Estonia'));
    const villas = (await get('/get-property-places?propertyType=villa')).body as Array<{
      name: string;
      count: number;
    }>;
    expect(villas.find((p) => p.name === 'Estonia')?.count).toBe(
      total(await search({ country: 'Estonia', propertyType: 'Villa', limit: 1 })),
    );
    expect((await get('/get-property-places?propertyType=Castle')).status).toBe(400);
  });
});
