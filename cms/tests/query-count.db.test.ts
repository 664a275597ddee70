import { beforeAll, describe, expect, it } from 'vitest';
import { form, get, image, post, staff, unique, type Answer } from './harness/client';

/*
 * Lists cost the same number of SQL statements whatever their length (no N+1): with QUERY_STATS
 * every answer reports its statements in X-Query-Count, and 2 items must cost what 20 cost.
 */

const statements = (res: Answer) => Number(res.headers.get('x-query-count'));

beforeAll(async () => {
  const token = await staff();
  const images = [];
  for (const name of ['a.png', 'b.png', 'c.png']) {
    images.push((await post('/upload-image', { token, form: form({}, { image: [image(name)] }) })).body.image);
  }
  const rows = {
    galleryImages: images,
    featuredImage: images[0],
    spaces: [{ title: 'Living', images }],
    amenities: [{ title: 'Pool', images: images.slice(1) }],
    inTheArea: [{ title: 'Beach', description: 'Near', image: images[2] }],
  };
  const properties: string[] = [];
  for (let i = 0; i < 22; i++) {
    const res = await post('/add-property', {
      token,
      json: {
        title: unique('Counted'),
        price: 1000 + i,
        location: 'Count Bay',
        propertyType: 'Villa',
        isFeatured: true,
        ...rows,
      },
    });
    properties.push(res.body.property._id);
  }
  for (let i = 0; i < 22; i++) {
    await post('/add-development', {
      token,
      json: {
        title: unique('Counted towers'),
        location: 'Count Bay',
        properties: properties.slice(i % 10, (i % 10) + 5),
        ...rows,
      },
    });
  }
  await post('/add-area', { token, json: { title: unique('Counted area'), properties, ...rows } });
  await post('/add-development', {
    token,
    json: { title: unique('Single towers'), properties: [properties[0]], ...rows },
  });
  await post('/add-area', { token, json: { title: unique('Single area'), properties: [properties[0]], ...rows } });
});

/** A fresh (uncached) answer's statement count for a list of `limit` items. */
async function countFor(limit: number, ask: (limit: number) => Promise<Answer>) {
  const res = await ask(limit);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(limit);
  expect(res.headers.get('x-cache')).not.toBe('HIT');
  const n = statements(res);
  expect(n).toBeGreaterThan(0);
  return n;
}

describe('the number of SQL statements', () => {
  it.each([
    ['GET get-properties', (limit: number) => get(`/get-properties?limit=${limit}&offset=0`)],
    ['GET get-featured-properties', (limit: number) => get(`/get-featured-properties?limit=${limit}&offset=0`)],
    ['GET get-developments', (limit: number) => get(`/get-developments?limit=${limit}&offset=0`)],
    [
      'POST get-properties-filter',
      (limit: number) => post('/get-properties-filter', { json: { limit, propertyType: 'villa' } }),
    ],
    [
      'POST get-developments-filter',
      (limit: number) => post('/get-developments-filter', { json: { limit, country: 'count bay' } }),
    ],
  ] as const)('of %s is the same for 2 items as for 20', async (_, ask) => {
    expect(await countFor(2, ask)).toBe(await countFor(20, ask));
  });

  it('of a detail does not grow with what it embeds', async () => {
    const devs = (await get('/get-developments?limit=1000')).body as Array<{
      _id: string;
      title: string;
      properties: unknown[];
    }>;
    // Same shape (images, rows), one embedded property against five, and one against twenty-two.
    const small = devs.find((d) => d.title.startsWith('Single towers'))!;
    const big = devs.find((d) => d.title.startsWith('Counted towers'))!;
    expect(statements(await get(`/get-development/${small._id}`))).toBe(
      statements(await get(`/get-development/${big._id}`)),
    );
    const areas = (await get('/get-areas?limit=1000')).body as Array<{
      _id: string;
      title: string;
      properties: unknown[];
    }>;
    const singleArea = areas.find((a) => a.title.startsWith('Single area'))!;
    const fullArea = areas.find((a) => a.title.startsWith('Counted area'))!;
    expect(statements(await get(`/get-area/${singleArea._id}`))).toBe(
      statements(await get(`/get-area/${fullArea._id}`)),
    );
  });
});
