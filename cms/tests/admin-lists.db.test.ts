import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_SORT_FIELDS, TOTAL_COUNT_HEADER, type EditableResource } from '@estate/contract';
import { get, post, staff, type Answer } from './harness/client';

/*
 * The staff tables page, search and sort on the server (docs/decisions/0016): the six editable
 * lists take q (case-insensitive text in a few fields), sort (field:asc|desc from a whitelist),
 * limit/offset, and fields=_id,title for choice lists. Every test narrows the list with a tag of
 * its own, so the data other test files add never changes what it sees.
 */

const LISTS: Record<EditableResource, string> = {
  property: '/get-properties',
  development: '/get-developments',
  area: '/get-areas',
  post: '/get-posts',
  team: '/get-teams',
  review: '/get-reviews',
};

const ADD: Record<EditableResource, string> = {
  property: '/add-property',
  development: '/add-development',
  area: '/add-area',
  post: '/add-post',
  team: '/add-team',
  review: '/add-review',
};

/** The required fields of each add route, so that one helper adds any of the six. */
const REQUIRED: Record<EditableResource, Record<string, unknown>> = {
  property: {},
  development: {},
  area: {},
  post: { description: 'A post' },
  team: { description: 'An agent', position: 'Agent', whatsapp: '+971 50 000 0000', email: 'agent@agency.test' },
  review: { description: 'Lovely', userName: 'A client' },
};

let token: string;
const tag = () => `zq${randomBytes(4).toString('hex')}`;
const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));
const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((i) => i.title);
const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function add(resource: EditableResource, fields: Record<string, unknown>): Promise<{ _id: string }> {
  const res = await post(ADD[resource], { token, json: { ...REQUIRED[resource], ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const field = resource === 'team' ? 'team' : resource;
  return res.body[field] as { _id: string };
}

beforeAll(async () => {
  token = await staff();
});

describe('q searches the title and a few text fields, case-insensitive', () => {
  it('finds properties by title, location or country in any case, and counts only the matches', async () => {
    const t = tag();
    await add('property', { title: `Marina ${t.toUpperCase()} Villa`, price: 1 });
    await add('property', { title: 'Palm apartment', location: `Street ${t} 4`, price: 2 });
    await add('property', { title: 'Hills townhouse', price: 3 });
    const res = await get(`${LISTS.property}?${qs({ q: t.toUpperCase().slice(0, 6) + t.slice(6) })}`);
    expect(res.status).toBe(200);
    expect(titles(res).sort()).toEqual([`Marina ${t.toUpperCase()} Villa`, 'Palm apartment']);
    expect(total(res)).toBe(2);
  });

  it('reads % and _ in the text as themselves, not as wildcards', async () => {
    const t = tag();
    await add('property', { title: `Yield 50% ${t}` });
    await add('property', { title: `Yield 500 ${t}` });
    await add('property', { title: `Yield_5 ${t}` });
    const percent = await get(`${LISTS.property}?${qs({ q: `50% ${t}` })}`);
    expect(titles(percent)).toEqual([`Yield 50% ${t}`]);
    const underscore = await get(`${LISTS.property}?${qs({ q: `d_5 ${t}` })}`);
    expect(titles(underscore)).toEqual([`Yield_5 ${t}`]);
  });

  it('searches the text fields of each list', async () => {
    const t = tag();
    await add('development', { title: 'Creek tower', location: `Bay ${t}` });
    await add('area', { title: 'Old town', location: `Near ${t}` });
    await add('post', { title: 'Market notes', description: `About ${t.toUpperCase()} prices` });
    await add('team', { title: 'Sara', email: `${t}@agency.test` });
    await add('review', { title: 'Great service', userName: `Client ${t}` });
    const expected: Partial<Record<EditableResource, string>> = {
      development: 'Creek tower',
      area: 'Old town',
      post: 'Market notes',
      team: 'Sara',
      review: 'Great service',
    };
    for (const [resource, title] of Object.entries(expected)) {
      const res = await get(`${LISTS[resource as EditableResource]}?${qs({ q: t })}`);
      expect(res.status, resource).toBe(200);
      expect(titles(res), resource).toEqual([title]);
      expect(total(res), resource).toBe(1);
    }
  });

  it('treats a blank q as no search', async () => {
    const all = await get(`${LISTS.review}?limit=1`);
    const blank = await get(`${LISTS.review}?q=%20%20&limit=1`);
    expect(blank.status).toBe(200);
    expect(total(blank)).toBe(total(all));
  });
});

describe('sort orders by a whitelisted field, either way', () => {
  let t: string;
  beforeAll(async () => {
    t = tag();
    // Added out of order, so that no order here is the order of creation.
    await add('property', { title: `Bravo ${t}`, price: 300, beds: 1, baths: 3 });
    await add('property', { title: `Alpha ${t}`, price: 200, beds: 3, baths: 1 });
    await add('property', { title: `Charlie ${t}`, price: 100, beds: 2, baths: 2 });
  });

  it('sorts properties by title, price, beds and baths', async () => {
    const by = async (sort: string) => titles(await get(`${LISTS.property}?${qs({ q: t, sort })}`));
    expect(await by('title:asc')).toEqual([`Alpha ${t}`, `Bravo ${t}`, `Charlie ${t}`]);
    expect(await by('title:desc')).toEqual([`Charlie ${t}`, `Bravo ${t}`, `Alpha ${t}`]);
    expect(await by('price:asc')).toEqual([`Charlie ${t}`, `Alpha ${t}`, `Bravo ${t}`]);
    expect(await by('price:desc')).toEqual([`Bravo ${t}`, `Alpha ${t}`, `Charlie ${t}`]);
    expect(await by('beds:desc')).toEqual([`Alpha ${t}`, `Charlie ${t}`, `Bravo ${t}`]);
    expect(await by('baths:asc')).toEqual([`Alpha ${t}`, `Charlie ${t}`, `Bravo ${t}`]);
    expect(await by('createdAt:asc')).toEqual([`Bravo ${t}`, `Alpha ${t}`, `Charlie ${t}`]);
    expect(await by('createdAt:desc')).toEqual([`Charlie ${t}`, `Alpha ${t}`, `Bravo ${t}`]);
  });

  it('keeps the spec order (newest first) when no sort is given', async () => {
    expect(titles(await get(`${LISTS.property}?${qs({ q: t })}`))).toEqual([
      `Charlie ${t}`,
      `Alpha ${t}`,
      `Bravo ${t}`,
    ]);
  });

  it('accepts every whitelisted field of every list', async () => {
    for (const [resource, fields] of Object.entries(LIST_SORT_FIELDS)) {
      for (const field of fields) {
        for (const direction of ['asc', 'desc']) {
          const res = await get(
            `${LISTS[resource as EditableResource]}?${qs({ sort: `${field}:${direction}`, limit: 5 })}`,
          );
          expect(res.status, `${resource} ${field}:${direction}`).toBe(200);
          expect(Array.isArray(res.body)).toBe(true);
        }
      }
    }
  });

  it('sorts the other lists by their own fields', async () => {
    const u = tag();
    await add('team', { title: `Omar ${u}`, position: 'Broker' });
    await add('team', { title: `Lina ${u}`, position: 'Associate' });
    await add('review', { title: `First ${u}`, userName: 'Zed' });
    await add('review', { title: `Second ${u}`, userName: 'Amy' });
    await add('development', { title: `Dune ${u}`, price: 5 });
    await add('development', { title: `Cove ${u}`, price: 9 });
    expect(titles(await get(`${LISTS.team}?${qs({ q: u, sort: 'position:asc' })}`))).toEqual([
      `Lina ${u}`,
      `Omar ${u}`,
    ]);
    expect(titles(await get(`${LISTS.review}?${qs({ q: u, sort: 'userName:asc' })}`))).toEqual([
      `Second ${u}`,
      `First ${u}`,
    ]);
    expect(titles(await get(`${LISTS.development}?${qs({ q: u, sort: 'price:desc' })}`))).toEqual([
      `Cove ${u}`,
      `Dune ${u}`,
    ]);
    expect(titles(await get(`${LISTS.development}?${qs({ q: u, sort: 'title:asc' })}`))).toEqual([
      `Cove ${u}`,
      `Dune ${u}`,
    ]);
  });
});

describe('limit and offset page through the matches', () => {
  it('answers pages that neither repeat nor skip a row, with the total of all matches', async () => {
    const t = tag();
    // Equal titles: the row id breaks the tie, so the pages still hold together.
    for (let i = 0; i < 7; i++) await add('post', { title: `Same ${t}` });
    const all = await get(`${LISTS.post}?${qs({ q: t, sort: 'title:asc' })}`);
    expect(total(all)).toBe(7);
    const ids: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await get(`${LISTS.post}?${qs({ q: t, sort: 'title:asc', limit: 3, offset })}`);
      expect(page.status).toBe(200);
      expect(total(page)).toBe(7);
      expect(page.body.length).toBe(Math.min(3, 7 - offset));
      ids.push(...(page.body as Array<{ _id: string }>).map((p) => p._id));
    }
    expect(ids).toEqual((all.body as Array<{ _id: string }>).map((p) => p._id));
    expect(new Set(ids).size).toBe(7);
    const past = await get(`${LISTS.post}?${qs({ q: t, limit: 3, offset: 50 })}`);
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(7);
  });
});

describe('fields=_id,title answers a choice list', () => {
  it('holds the id and title of each match and nothing more, searched, sorted and paged', async () => {
    const t = tag();
    const b = await add('development', { title: `Beta ${t}`, desc1: 'Long text '.repeat(50) });
    const a = await add('development', { title: `Alpha ${t}` });
    const res = await get(`${LISTS.development}?${qs({ q: t, sort: 'title:asc', fields: '_id,title' })}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: a._id, title: `Alpha ${t}` },
      { _id: b._id, title: `Beta ${t}` },
    ]);
    expect(total(res)).toBe(2);
    const second = await get(
      `${LISTS.development}?${qs({ q: t, sort: 'title:asc', fields: 'title,_id', limit: 1, offset: 1 })}`,
    );
    expect(second.body).toEqual([{ _id: b._id, title: `Beta ${t}` }]);
    expect(total(second)).toBe(2);
  });

  it('is answered by every list', async () => {
    for (const [resource, path] of Object.entries(LISTS)) {
      const res = await get(`${path}?fields=_id,title&limit=3`);
      expect(res.status, resource).toBe(200);
      for (const item of res.body as object[]) expect(Object.keys(item).sort(), resource).toEqual(['_id', 'title']);
    }
  });
});

describe('bad list queries answer 400 naming the parameter', () => {
  const cases: Array<[string, string]> = [
    ['sort=beds:asc', 'sort'], // beds is not a sort field of posts
    ['sort=title', 'sort'],
    ['sort=title:up', 'sort'],
    ['sort=title:asc&sort=title:desc', 'sort'],
    ['fields=_id,desc1', 'fields'],
    ['fields=title', 'fields'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['offset=-1', 'offset'],
    ['limit=ten', 'limit'],
  ];
  for (const [query, field] of cases) {
    it(`${query.slice(0, 40)} → 400 naming ${field}`, async () => {
      const res = await get(`${LISTS.post}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });
  }

  it('names the sort fields a list accepts', async () => {
    const res = await get(`${LISTS.property}?sort=desc1:asc`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('title:asc');
    expect(res.body.message).toContain('price:desc');
  });
});

describe('the specification calls are unchanged', () => {
  it('answers a plain array of whole entities without any parameter', async () => {
    for (const path of Object.values(LISTS)) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      if (res.body.length) expect(res.body[0]).toHaveProperty('_id');
      if (path === LISTS.property && res.body.length) expect(res.body[0]).toHaveProperty('galleryImages');
    }
  });
});
