import { beforeAll, describe, expect, it } from 'vitest';
import { DistinctValuesSchema, PROPERTY_TYPES } from '@estate/contract';
import { errorFields, get, post, put, staff, unique, type Answer } from './harness/client';

/*
 * The locations of one property type (docs/decisions/0047): get-property-locations
 * with propertyType answers the distinct trimmed locations of the public listings of that type,
 * in the order and shape of the route without it, from a walk of an index whose cost grows with
 * the distinct locations of the type only. The home search preselects from it.
 */

const statements = (res: Answer) => Number(res.headers.get('x-query-count'));
let token: string;
const tag = unique('Typed').replace(/\s+/g, '-');
const place = (name: string) => `${name} ${tag}`;
const mine = (values: string[]) => values.filter((v) => v.toLowerCase().endsWith(tag.toLowerCase()));

async function addProperty(json: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: { title: unique('Typed home'), ...json } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // created_at has millisecond precision: keep the rows apart so "newest" is well defined.
  await new Promise((r) => setTimeout(r, 15));
  return res.body.property as { _id: string };
}

async function locations(query = ''): Promise<string[]> {
  const res = await get(`/get-property-locations${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return DistinctValuesSchema.parse(res.body);
}

beforeAll(async () => {
  token = await staff();
  // Oldest first: the newest spelling of a place wins and places come newest first.
  await addProperty({ location: place('Palm Jumeirah'), propertyType: 'Villa' });
  await addProperty({ location: place('Marbella'), propertyType: 'Villa' });
  await addProperty({ location: place('Dubai Marina'), propertyType: 'Apartment' });
  await addProperty({ location: `  ${place('palm jumeirah')}  `, propertyType: 'Villa' });
  await addProperty({ location: place('Business Bay'), propertyType: 'Apartment' });
  await addProperty({ location: place('Dubai Hills'), propertyType: null });
});

describe('get-property-locations with propertyType', () => {
  it('answers the trimmed locations of listings of that type only, one per spelling, newest first', async () => {
    expect(mine(await locations('?propertyType=Villa'))).toEqual([place('palm jumeirah'), place('Marbella')]);
    expect(mine(await locations('?propertyType=Apartment'))).toEqual([place('Business Bay'), place('Dubai Marina')]);
    expect(mine(await locations('?propertyType=Land'))).toEqual([]);
    // Any case of a type is that type, as in the search.
    expect(mine(await locations('?propertyType=%20villa%20'))).toEqual([place('palm jumeirah'), place('Marbella')]);
    const all = await locations('?propertyType=Villa');
    expect(all.every((v) => v === v.trim() && v !== '')).toBe(true);
    expect(new Set(all.map((v) => v.toLowerCase())).size).toBe(all.length);
  });

  it('answers without it as the specification defines: every public location, in the same order', async () => {
    expect(mine(await locations())).toEqual([
      place('Dubai Hills'),
      place('Business Bay'),
      place('palm jumeirah'),
      place('Dubai Marina'),
      place('Marbella'),
    ]);
    // Unknown parameters are still ignored.
    expect(mine(await locations('?bust=1'))).toEqual(mine(await locations()));
  });

  it('orders the locations of a type as the route orders all of them', async () => {
    // On this file's listings, where each place's newest listing is of the type that names it:
    // elsewhere a place's newest listing of one type may be older than its newest of all types
    // (another file's listings), and the two orders may rightly differ there.
    const all = mine(await locations());
    for (const type of PROPERTY_TYPES) {
      const typed = mine(await locations(`?propertyType=${type}`));
      const lower = new Set(typed.map((v) => v.toLowerCase()));
      const subset = all.filter((v) => lower.has(v.toLowerCase()));
      expect(
        subset.map((v) => v.toLowerCase()),
        type,
      ).toEqual(typed.map((v) => v.toLowerCase()));
    }
  });

  it.each([['Castle'], [''], ['Villa,Apartment'], ['%20']])('answers 400 naming propertyType for %j', async (value) => {
    const res = await get(`/get-property-locations?propertyType=${value}`);
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['propertyType']);
    expect(res.body.message).toMatch(/propertyType must be one of Apartment, Villa/);
  });

  it('leaves out drafts, unpublished, off-market and expired listings of the type', async () => {
    const draftPlace = place('Draft Cove');
    await addProperty({ location: draftPlace, propertyType: 'Townhouse', draft: true });
    const withdrawn = await addProperty({ location: place('Withdrawn Cove'), propertyType: 'Townhouse' });
    expect(mine(await locations('?propertyType=Townhouse'))).toEqual([place('Withdrawn Cove')]);
    const off = await post(`/unpublish-property/${withdrawn._id}`, { token, json: {} });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await addProperty({ location: place('Quiet Cove'), propertyType: 'Townhouse', status: 'off-market' });
    await addProperty({
      location: place('Lapsed Cove'),
      propertyType: 'Townhouse',
      permitNumber: '123456',
      permitExpiresAt: '2020-01-01',
    });
    expect(mine(await locations('?propertyType=Townhouse'))).toEqual([]);
    // A listing's type changed: its location moves to the new type at once.
    const moved = await addProperty({ location: place('Moving Cove'), propertyType: 'Townhouse' });
    expect(mine(await locations('?propertyType=Townhouse'))).toEqual([place('Moving Cove')]);
    const saved = await put(`/update-property/${moved._id}`, { token, json: { propertyType: 'Penthouse' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(mine(await locations('?propertyType=Townhouse'))).toEqual([]);
    expect(mine(await locations('?propertyType=Penthouse'))).toEqual([place('Moving Cove')]);
  });

  it('costs a fixed number of statements, however many listings of the type there are', async () => {
    const fresh = async () => {
      const res = await get('/get-property-locations?propertyType=Flat');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).not.toBe('HIT');
      expect(res.headers.get('x-query-count')).not.toBeNull();
      return res;
    };
    await addProperty({ location: place('Flat Start'), propertyType: 'Flat' });
    const before = await fresh();
    for (let i = 0; i < 6; i++)
      await addProperty({ location: place(`Flat ${i % 2 ? 'Start' : `Extra ${i}`}`), propertyType: 'Flat' });
    const after = await fresh();
    expect(statements(after)).toBe(statements(before));
    expect(statements(after)).toBeLessThanOrEqual(2);
    expect(mine(after.body as string[])).toEqual([
      place('Flat Start'),
      place('Flat Extra 4'),
      place('Flat Extra 2'),
      place('Flat Extra 0'),
    ]);
  });

  it('is kept by the response cache per type until the next save', async () => {
    const first = await get('/get-property-locations?propertyType=Home');
    const again = await get('/get-property-locations?propertyType=Home');
    expect(again.body).toEqual(first.body);
    if (first.headers.get('x-cache') !== null) expect(again.headers.get('x-cache')).toBe('HIT');
    // Another type is another answer, not the cached one.
    const villas = await get('/get-property-locations?propertyType=Villa');
    expect(mine(villas.body as string[])).toEqual([place('palm jumeirah'), place('Marbella')]);
    await addProperty({ location: place('Home Harbour'), propertyType: 'Home' });
    expect(mine(await locations('?propertyType=Home'))).toEqual([place('Home Harbour')]);
  });
});
