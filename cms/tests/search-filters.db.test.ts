import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAP_MARKERS_MAX, TOTAL_COUNT_HEADER, TOTAL_LOWER_BOUND_HEADER } from '@estate/contract';
import { del, errorFields, form, get, post, put, staff, type Answer } from './harness/client';

/*
 * Finding homes: the property search's keyword, size range, ready or off-plan,
 * studio and map bounds, the map's lean markers and the favourites' lookup by slug. The
 * fixtures sit in a location and a patch of sea no other test uses, so counts within them are exact.
 */

const tag = randomBytes(3).toString('hex');
const PLACE = `Findhaven ${tag}`;
// A box in the South Atlantic that no other fixture is placed in.
const BOX = { minLng: -20, minLat: -40, maxLng: -10, maxLat: -30 };
const bbox = (b = BOX) => `${b.minLng},${b.minLat},${b.maxLng},${b.maxLat}`;

type Encoding = 'json' | 'multipart';

function search(fields: Record<string, unknown>, as: Encoding = 'json', path = '/get-properties-filter') {
  return as === 'json' ? post(path, { json: fields }) : post(path, { form: form(fields) });
}
const markers = (fields: Record<string, unknown>, as: Encoding = 'json') => search(fields, as, '/get-property-markers');

const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((x) => x.title).sort();
const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));

const P: Record<string, { _id: string; title: string; slug: string; referenceNumber: string }> = {};
const names = (...keys: string[]) => keys.map((k) => P[k]!.title).sort();

beforeAll(async () => {
  const token = await staff();
  const add = async (key: string, fields: Record<string, unknown>) => {
    const res = await post('/add-property', {
      token,
      json: { title: `${key} ${tag}`, location: PLACE, ...fields },
    });
    if (res.status !== 200) throw new Error(`fixture ${key}: ${JSON.stringify(res.body)}`);
    P[key] = res.body.property;
  };
  await add('studio', {
    propertyType: 'Apartment',
    beds: 0,
    baths: 1,
    space: 450,
    price: 200_000,
    completionStatus: 'ready',
    latitude: -35,
    longitude: -15,
  });
  await add('flat', {
    propertyType: 'Flat',
    beds: 2,
    baths: 2,
    space: 1_200,
    price: 600_000,
    completionStatus: 'off-plan',
    handoverDate: 'Q4 2028',
    latitude: -31,
    longitude: -11,
  });
  await add('villa', {
    propertyType: 'Villa',
    beds: 5,
    baths: 6,
    space: 8_000,
    price: 3_000_000,
    completionStatus: 'ready',
    latitude: -45,
    longitude: -15,
  });
  await add('home', { propertyType: 'Home', beds: 3, space: 2_000, price: 900_000 });
  await add('hidden', {
    propertyType: 'Apartment',
    beds: 0,
    space: 500,
    price: 250_000,
    completionStatus: 'ready',
    latitude: -33,
    longitude: -12,
    status: 'off-market',
  });
});

describe('the property search beyond the specification filters', () => {
  it.each<Encoding>(['json', 'multipart'])(
    'finds by keyword in the title, the location or the reference (%s)',
    async (as) => {
      expect(titles(await search({ q: `VILLA ${tag}` }, as))).toEqual(names('villa'));
      expect(titles(await search({ q: `findhaven ${tag}` }, as))).toEqual(names('flat', 'home', 'studio', 'villa'));
      const byRef = await search({ q: P.flat!.referenceNumber.toLowerCase() }, as);
      expect(titles(byRef)).toEqual(names('flat'));
    },
  );

  it('finds a listing by the title it has now: renamed, by the new words only; deleted, no more', async () => {
    const token = await staff();
    const added = await post('/add-property', {
      token,
      json: { title: `Quillmere ${tag} residence`, location: `Elsewhere ${tag}`, price: 700_000 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { _id: id, title } = added.body.property as { _id: string; title: string };
    expect(titles(await search({ q: `quillmere ${tag}` }))).toEqual([title]);
    const renamed = await put(`/update-property/${id}`, { token, json: { title: `Ravenholt ${tag} residence` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(titles(await search({ q: `quillmere ${tag}` }))).toEqual([]);
    expect(titles(await search({ q: `RAVENHOLT ${tag}` }))).toEqual([`Ravenholt ${tag} residence`]);
    expect((await del(`/delete-property/${id}`, { token })).status).toBe(200);
    expect(titles(await search({ q: `ravenholt ${tag}` }))).toEqual([]);
  });

  it('bounds the size in square feet, or in square metres when asked', async () => {
    expect(titles(await search({ country: PLACE, minSize: 1_000, maxSize: 2_000 }))).toEqual(names('flat', 'home'));
    // 120-200 m² is 1,292-2,153 sq ft.
    expect(titles(await search({ country: PLACE, minSize: 120, maxSize: 200, sizeUnit: 'sqm' }, 'multipart'))).toEqual(
      names('home'),
    );
    expect(titles(await search({ country: PLACE, maxSize: '1,200' }))).toEqual(names('flat', 'studio'));
  });

  it('tells ready homes from off-plan ones', async () => {
    expect(titles(await search({ country: PLACE, completionStatus: 'off-plan' }))).toEqual(names('flat'));
    expect(titles(await search({ country: PLACE, completionStatus: 'ready' }, 'multipart'))).toEqual(
      names('studio', 'villa'),
    );
  });

  it('finds studios, and ignores studio=false', async () => {
    expect(titles(await search({ country: PLACE, studio: true }))).toEqual(names('studio'));
    expect(titles(await search({ country: PLACE, studio: 'true' }, 'multipart'))).toEqual(names('studio'));
    expect(total(await search({ country: PLACE, studio: false }))).toBe(4);
  });

  it('finds every one of the seven property types', async () => {
    expect(titles(await search({ country: PLACE, propertyType: 'flat' }))).toEqual(names('flat'));
    expect(titles(await search({ country: PLACE, propertyType: 'Home' }))).toEqual(names('home'));
  });

  it('bounds the price in the chosen currency, converted as prices are stored', async () => {
    // 600,000 USD is 540,000 EUR and 2,203,500 AED at the test's rates (home: 810,000 EUR).
    const eur = await search({ country: PLACE, currency: 'EUR', minPrice: 500_000, maxPrice: 850_000 });
    expect(titles(eur)).toEqual(names('flat', 'home'));
    const aed = await search(
      { country: PLACE, currency: 'AED', minPrice: 2_000_000, maxPrice: 2_500_000 },
      'multipart',
    );
    expect(titles(aed)).toEqual(names('flat'));
  });

  it('keeps to the map bounds, leaving out listings without coordinates', async () => {
    expect(titles(await search({ country: PLACE, bbox: bbox() }))).toEqual(names('flat', 'studio'));
    expect(titles(await search({ bbox: [BOX.minLng, BOX.minLat, BOX.maxLng, BOX.maxLat] }))).toEqual(
      names('flat', 'studio'),
    );
    expect(titles(await search({ bbox: '-20,-50,-10,-30' }, 'multipart'))).toEqual(names('flat', 'studio', 'villa'));
  });

  it('combines the new filters with the specification ones', async () => {
    const res = await search({ q: tag, bbox: '-20,-50,-10,-30', completionStatus: 'ready', beds: 1, baths: 1 });
    expect(titles(res)).toEqual(names('villa'));
    expect(total(res)).toBe(1);
  });

  it.each([
    [{ minPrice: 900, maxPrice: 100 }, 'minPrice'],
    [{ minSize: 5_000, maxSize: 10 }, 'minSize'],
    [{ minSize: -1 }, 'minSize'],
    [{ maxSize: 'big' }, 'maxSize'],
    [{ sizeUnit: 'acres' }, 'sizeUnit'],
    [{ completionStatus: 'soon' }, 'completionStatus'],
    [{ studio: 'maybe' }, 'studio'],
    [{ studio: true, beds: 2 }, 'studio'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ bbox: '1,2,3' }, 'bbox'],
    [{ bbox: '10,0,5,1' }, 'bbox'],
    [{ bbox: '0,-91,1,1' }, 'bbox'],
    [{ bbox: 'a,b,c,d' }, 'bbox'],
    [{ propertyType: 'Castle' }, 'propertyType'],
  ] as const)('refuses %o with 400 naming %s', async (fields, field) => {
    for (const as of ['json', 'multipart'] as const) {
      for (const path of ['/get-properties-filter', '/get-property-markers']) {
        const res = await search(fields, as, path);
        expect(res.status, `${as} ${path}`).toBe(400);
        expect(errorFields(res.body)).toContain(field);
      }
    }
  });
});

describe('the map markers', () => {
  it('answer the lean markers of the public matches in the bounds, the total in X-Total-Count', async () => {
    const res = await markers({ bbox: '-20,-50,-10,-30' });
    expect(res.status).toBe(200);
    expect(total(res)).toBe(3);
    const studio = (res.body as Array<Record<string, unknown>>).find((m) => m.slug === P.studio!.slug);
    expect(studio).toEqual({
      _id: P.studio!._id,
      slug: P.studio!.slug,
      title: P.studio!.title,
      latitude: -35,
      longitude: -15,
      featuredImage: null,
      beds: 0,
      propertyType: 'Apartment',
      price: 200_000,
      priceAed: expect.any(Number),
      priceEur: expect.any(Number),
    });
    // The off-market listing in the box is not shown.
    expect(titles(res)).toEqual(names('flat', 'studio', 'villa'));
  });

  it('take the same filters as the search', async () => {
    expect(titles(await markers({ bbox: bbox(), studio: 'true' }, 'multipart'))).toEqual(names('studio'));
    // The home has no coordinates: no marker, and not in the total.
    const inPlace = await markers({ country: PLACE });
    expect(total(inPlace)).toBe(3);
  });

  it("come in the list's order for the same search, and count up to countUpTo when asked", async () => {
    for (const sort of [undefined, 'price-asc', 'price-desc']) {
      const list = await search({ country: PLACE, sort });
      const located = (list.body as Array<{ slug: string; latitude: number | null }>)
        .filter((p) => p.latitude !== null)
        .map((p) => p.slug);
      const res = await markers({ country: PLACE, sort });
      expect((res.body as Array<{ slug: string }>).map((m) => m.slug)).toEqual(located);
    }
    const capped = await markers({ country: PLACE, countUpTo: 2 });
    expect(total(capped)).toBe(2);
    expect(capped.headers.get(TOTAL_LOWER_BOUND_HEADER)).toBe('true');
    // The markers themselves are not capped by the count.
    expect(titles(capped)).toEqual(names('flat', 'studio', 'villa'));
    const exact = await markers({ country: PLACE, countUpTo: 3 });
    expect(total(exact)).toBe(3);
    expect(exact.headers.get(TOTAL_LOWER_BOUND_HEADER)).toBeNull();
  });

  it(`answer at most ${MAP_MARKERS_MAX}, whatever the limit asked`, async () => {
    const res = await markers({ limit: 1000 });
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBeLessThanOrEqual(MAP_MARKERS_MAX);
  });
});

describe('the favourites lookup by slug', () => {
  it('answers the public listings asked for, in the order asked, leaving out those no longer public', async () => {
    const slugs = [P.villa!.slug, P.hidden!.slug, 'no-such-home', P.studio!.slug];
    const res = await get(`/get-properties-by-slugs?slugs=${slugs.join(',')}`);
    expect(res.status).toBe(200);
    expect((res.body as Array<{ slug: string }>).map((p) => p.slug)).toEqual([P.villa!.slug, P.studio!.slug]);
    expect(res.body[1]).toMatchObject({
      beds: '0',
      completionStatus: 'ready',
      referenceNumber: P.studio!.referenceNumber,
    });
  });

  it.each([
    ['', 'slugs'],
    ['?slugs=', 'slugs'],
    ['?slugs=a%20b', 'slugs'],
    [`?slugs=${Array.from({ length: 49 }, (_, i) => `s${i}`).join(',')}`, 'slugs'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`/get-properties-by-slugs${query}`);
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
  });
});
