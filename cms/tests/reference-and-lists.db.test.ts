import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, COUNTRY_NAMES, ROUTES, SettingsSchema, TOTAL_COUNT_HEADER } from '@estate/contract';
import { form, get, image, post, put, staff, unique } from './harness/client';

/*
 * The reads every page starts from: the country list, the agency settings, the Instagram set and
 * every public list route (an array, newest first or in its documented order, paged with the total
 * in X-Total-Count).
 */

let token: string;
beforeAll(async () => {
  token = await staff();
  // At least two of everything, so paging has something to page.
  for (let i = 0; i < 2; i++) {
    await post('/add-post', { token, json: { title: unique('Listed post'), description: 'x' } });
    await post('/add-team', {
      token,
      json: {
        title: unique('Listed agent'),
        description: 'x',
        position: 'Agent',
        whatsapp: '+971',
        email: 'a@agency.test',
      },
    });
    await post('/add-review', { token, json: { title: unique('Listed review'), description: 'x', userName: 'R' } });
    await post('/add-area', { token, json: { title: unique('Listed area') } });
    await post('/add-property', { token, json: { title: unique('Listed property'), isFeatured: true } });
    await post('/add-development', {
      token,
      json: { title: unique('Listed development'), isFeatured: true, isSold: true },
    });
  }
});

describe('get-countries', () => {
  it('answers the configured list of about 125 names, Dubai first', async () => {
    const res = await get('/get-countries');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(120);
    expect(res.body[0]).toEqual({ name: 'Dubai' });
    expect(res.body.map((c: { name: string }) => c.name)).toEqual([...COUNTRY_NAMES]);
  });
});

describe('settings', () => {
  it('are read by anyone and changed by staff, every field at once', async () => {
    const values = {
      agencyName: 'Estate Dubai',
      phone: '+971 4 000 0000',
      email: 'hello@agency.test',
      whatsapp: '+971 50 000 0000',
      address: 'Gate Village, DIFC, Dubai',
      instagramUrl: 'https://instagram.com/estate',
      linkedinUrl: 'https://linkedin.com/company/estate',
      youtubeUrl: 'https://youtube.com/@estate',
      founderName: 'Founder Name',
    };
    const res = await put('/update-settings', { token, json: values });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject(values);
    const read = await get('/get-settings');
    expect(SettingsSchema.parse(read.body)).toMatchObject(values);
    const cleared = await put('/update-settings', { token, form: form({ youtubeUrl: '' }) });
    expect(cleared.body.settings).toMatchObject({ ...values, youtubeUrl: '' });
  });
});

describe('the Instagram set', () => {
  it('exists once: a second add answers 409 and points to update', async () => {
    if ((await get('/get-insta')).status === 404) {
      expect((await post('/add-insta', { token, form: form({}, { images: [image('insta.png')] }) })).status).toBe(200);
    }
    const again = await post('/add-insta', { token, form: form({}, { images: [image('insta2.png')] }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An Instagram set exists already: update it instead');
    const set = (await get('/get-insta')).body;
    expect(set).toMatchObject({ _id: expect.any(String), images: expect.any(Array) });
  });
});

describe('every public list route', () => {
  const lists = ROUTES.filter((r) => r.list && r.method === 'GET' && r.access === 'public');

  it('is one of the routes the public site and the admin lists call', () => {
    expect(lists.map((r) => r.path).sort()).toEqual(
      [
        '/get-areas',
        '/get-developments',
        '/get-featured-developments',
        '/get-featured-properties',
        '/get-posts',
        '/get-properties',
        '/get-reviews',
        '/get-sold-developments',
        '/get-teams',
      ].sort(),
    );
  });

  it.each(lists.map((r) => [r.path] as const))('%s answers an array with the total, and pages', async (path) => {
    const all = await get(`${API_PREFIX}${path}?limit=1000`);
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    const total = Number(all.headers.get(TOTAL_COUNT_HEADER));
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThanOrEqual(2);
    const page = await get(`${API_PREFIX}${path}?limit=1&offset=1`);
    expect(page.body).toEqual([all.body[1]]);
    expect(Number(page.headers.get(TOTAL_COUNT_HEADER))).toBe(total);
    // Without a limit, at most the default of 100.
    expect((await get(`${API_PREFIX}${path}`)).body.length).toBe(Math.min(total, 100));
  });

  it('orders posts and reviews newest first, team members as added, areas by title', async () => {
    const dates = (list: Array<{ createdAt: string }>) => list.map((x) => x.createdAt);
    const posts = (await get('/get-posts?limit=1000')).body;
    expect(dates(posts)).toEqual([...dates(posts)].sort().reverse());
    const reviews = (await get('/get-reviews?limit=1000')).body;
    expect(dates(reviews)).toEqual([...dates(reviews)].sort().reverse());
    const team = (await get('/get-teams?limit=1000')).body;
    expect(dates(team)).toEqual([...dates(team)].sort());
    const areas = (await get('/get-areas?limit=1000')).body.map((a: { title: string }) => a.title);
    // By the database's collation: byte order (SQLite) or the locale's (PostgreSQL).
    const byBytes = [...areas].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0));
    const byLocale = [...areas].sort((a: string, b: string) => a.localeCompare(b, 'en'));
    expect([byBytes, byLocale]).toContainEqual(areas);
  });
});
