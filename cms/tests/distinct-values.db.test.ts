import { beforeAll, describe, expect, it } from 'vitest';
import { ContentVersionSchema, DistinctValuesSchema } from '@estate/contract';
import { get, post, put, staff, unique, type Answer } from './harness/client';

/*
 * The search dropdowns' distinct locations and countries come from dedicated routes that walk an
 * index (cms/src/lib/read/distinct.ts): trimmed, one per case-insensitive spelling, newest first,
 * in a fixed number of SQL statements whatever the catalogue holds. The content version that page
 * caches poll changes with every save.
 */

const statements = (res: Answer) => Number(res.headers.get('x-query-count'));
let token: string;
const tag = unique('Walk').replace(/\s+/g, '-');
const place = (name: string) => `${name} ${tag}`;
const mine = (values: string[]) => values.filter((v) => v.toLowerCase().endsWith(tag.toLowerCase()));

beforeAll(async () => {
  token = await staff();
  // Oldest first: the newest spelling of a place wins and places come newest first.
  for (const [location, country] of [
    [place('Palm Jumeirah'), 'United Arab Emirates'],
    [place('Marbella'), 'Spain'],
    [`  ${place('palm jumeirah')}  `, 'United Arab Emirates'],
    [place('Dubai Marina'), 'United Arab Emirates'],
  ]) {
    await post('/add-property', { token, json: { title: unique('Walked'), location, country } });
    await post('/add-development', { token, json: { title: unique('Walked towers'), location, country } });
    // created_at has millisecond precision: keep the rows apart so "newest" is well defined.
    await new Promise((r) => setTimeout(r, 15));
  }
});

describe.each([
  ['properties', '/get-property-locations', '/get-property-countries'],
  ['developments', '/get-development-locations', '/get-development-countries'],
])('the distinct values of %s', (_kind, locationsPath, countriesPath) => {
  it('are the trimmed locations, one per spelling, newest first', async () => {
    const res = await get(locationsPath);
    expect(res.status).toBe(200);
    const values = DistinctValuesSchema.parse(res.body);
    expect(mine(values)).toEqual([place('Dubai Marina'), place('palm jumeirah'), place('Marbella')]);
    expect(values.every((v) => v === v.trim() && v !== '')).toBe(true);
    expect(new Set(values.map((v) => v.toLowerCase())).size).toBe(values.length);
  });

  it('list the countries the same way', async () => {
    const res = await get(countriesPath);
    expect(res.status).toBe(200);
    const values = DistinctValuesSchema.parse(res.body);
    expect(values).toEqual(expect.arrayContaining(['United Arab Emirates', 'Spain']));
    expect(values.indexOf('United Arab Emirates')).toBeLessThan(values.indexOf('Spain'));
  });

  it('follow a save at once', async () => {
    const fresh = place(`Jumeirah Bay ${unique('x')}`);
    const added = await post(locationsPath.includes('property') ? '/add-property' : '/add-development', {
      token,
      json: { title: unique('Moved'), location: fresh },
    });
    expect(added.status).toBe(200);
    expect((await get(locationsPath)).body[0]).toBe(fresh);
  });
});

describe('the cost of a distinct-values answer', () => {
  it('is a fixed number of statements, however many rows share or add values', async () => {
    const before = await get(`/get-property-locations?bust=${unique('a').replace(/\s/g, '')}`);
    for (let i = 0; i < 5; i++)
      await post('/add-property', { token, json: { title: unique('More'), location: place(`Extra ${i}`) } });
    const after = await get(`/get-property-locations?bust=${unique('b').replace(/\s/g, '')}`);
    expect(after.status).toBe(200);
    expect(before.headers.get('x-query-count')).not.toBeNull();
    expect(statements(after)).toBe(statements(before));
    expect(statements(after)).toBeLessThanOrEqual(2);
  });
});

describe('content-version', () => {
  it('answers an opaque token, never cached, that every save changes', async () => {
    const first = await get('/content-version');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { version } = ContentVersionSchema.parse(first.body);
    expect((await get('/content-version')).body.version).toBe(version);

    const added = await post('/add-property', { token, json: { title: unique('Versioned') } });
    expect(added.status).toBe(200);
    const after = ContentVersionSchema.parse((await get('/content-version')).body).version;
    expect(after).not.toBe(version);

    const saved = await put(`/update-property/${added.body.property._id}`, {
      token,
      json: { title: unique('Versioned again') },
    });
    expect(saved.status).toBe(200);
    expect((await get('/content-version')).body.version).not.toBe(after);
  });
});

describe("the places of the property search's country choice", () => {
  it('are those with public homes, counted as the search finds them, of the type asked, in the configured order', async () => {
    // Countries no other test of this file lists in.
    const add = (json: Record<string, unknown>) =>
      post('/add-property', { token, json: { title: unique('Placed'), location: unique('Place'), ...json } });
    await add({ country: 'Norway', propertyType: 'Villa' });
    await add({ country: 'Norway', propertyType: 'Apartment' });
    await add({ country: 'Malta', propertyType: 'Villa' });
    await add({ country: 'Malta', propertyType: 'Villa', status: 'off-market' });

    const all = await get('/get-property-places');
    expect(all.status).toBe(200);
    const places = all.body as Array<{ name: string; count: number }>;
    const found = async (country: string) =>
      Number((await post('/get-properties-filter', { json: { country, limit: 1 } })).headers.get('x-total-count'));
    for (const p of places) expect(p.count, p.name).toBe(await found(p.name));
    const names = places.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Norway', 'Malta']));
    // The configured order: Dubai and the agency's markets first, then alphabetical (Malta < Norway).
    expect(names.indexOf('Malta')).toBeLessThan(names.indexOf('Norway'));
    expect(names).not.toContain('Afghanistan');

    const villas = (await get('/get-property-places?propertyType=Villa')).body as Array<{
      name: string;
      count: number;
    }>;
    expect(villas.find((p) => p.name === 'Malta')?.count).toBe(1);
    expect(villas.find((p) => p.name === 'Norway')?.count).toBe(1);
    const land = (await get('/get-property-places?propertyType=Land')).body as Array<{ name: string }>;
    expect(land.map((p) => p.name)).not.toContain('Norway');
    expect((await get(`/get-property-places?propertyType=${'x'.repeat(60)}`)).status).toBe(400);
  });
});
