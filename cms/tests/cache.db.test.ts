import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { LIMITS } from './harness/env';
import { baseUrl, del, form, get, post, put, staff, unique } from './harness/client';

/*
 * The response cache of public reads: a write shows at once in every list and detail that embeds
 * what changed, however long after the previous write it comes; answers carry an ETag and a
 * matching If-None-Match answers 304.
 */

/** A GET with exactly these headers, its body as the bytes on the wire (fetch would decode it). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let token: string;
let property: { _id: string; slug: string; title: string };
let development: { _id: string; slug: string };
let area: { _id: string; slug: string };

beforeAll(async () => {
  token = await staff();
  property = (await post('/add-property', { token, json: { title: unique('Cached villa'), isFeatured: true } })).body
    .property;
  development = (
    await post('/add-development', { token, json: { title: unique('Cached towers'), properties: [property._id] } })
  ).body.development;
  area = (
    await post('/add-area', {
      token,
      json: { title: unique('Cached area'), properties: [property._id], developments: [development._id] },
    })
  ).body.area;
});

/** Every public answer that shows the property, by name. */
const views = () => ({
  list: async () =>
    (await get('/get-properties?limit=1000')).body.find((p: { _id: string }) => p._id === property._id)?.title,
  detail: async () => (await get(`/get-property/${property._id}`)).body.title,
  bySlug: async () => (await get(`/get-property-slug/${property.slug}`)).body.title,
  featured: async () =>
    (await get('/get-featured-properties?limit=1000')).body.find((p: { _id: string }) => p._id === property._id)?.title,
  search: async () =>
    (await post('/get-properties-filter', { form: form({ limit: 1000 }) })).body.find(
      (p: { _id: string }) => p._id === property._id,
    )?.title,
  inDevelopment: async () => (await get(`/get-development/${development._id}`)).body.properties[0]?.title,
  inDevelopmentBySlug: async () => (await get(`/get-development-slug/${development.slug}`)).body.properties[0]?.title,
  inDevelopments: async () =>
    (await get('/get-developments?limit=1000')).body.find((d: { _id: string }) => d._id === development._id)
      ?.properties[0]?.title,
  inArea: async () => (await get(`/get-area/${area._id}`)).body.properties[0]?.title,
  inAreaBySlug: async () => (await get(`/get-area-slug/${area.slug}`)).body.properties[0]?.title,
});

async function everyView(): Promise<Record<string, string | undefined>> {
  const out: Record<string, string | undefined> = {};
  for (const [name, read] of Object.entries(views())) out[name] = await read();
  return out;
}

describe('a write', () => {
  it("shows at once in every list and detail that embeds it (a property's new title inside its development)", async () => {
    // Read everything twice: the second answers come from the cache.
    await everyView();
    const before = await everyView();
    expect(new Set(Object.values(before))).toEqual(new Set([property.title]));

    const renamed = unique('Renamed villa');
    expect((await put(`/update-property/${property._id}`, { token, form: form({ title: renamed }) })).status).toBe(200);
    const after = await everyView();
    expect(after).toEqual(Object.fromEntries(Object.keys(after).map((k) => [k, renamed])));
  });

  it('shows at once however long after the previous write it comes', async () => {
    for (let round = 0; round < 2; round++) {
      const title = unique(`Round ${round}`);
      await put(`/update-property/${property._id}`, { token, json: { title } });
      expect(await views().detail()).toBe(title);
      expect(await views().detail()).toBe(title);
      expect(await views().inDevelopment()).toBe(title);
      // Longer than any short-lived key of the cache's bookkeeping.
      await new Promise((r) => setTimeout(r, 1_200));
    }
  });

  it('of a deletion shows at once: the item leaves the lists and the development that listed it', async () => {
    const doomed = (await post('/add-property', { token, json: { title: unique('Doomed') } })).body.property;
    await put(`/update-development/${development._id}`, { token, json: { properties: [property._id, doomed._id] } });
    expect((await get(`/get-development/${development._id}`)).body.properties).toHaveLength(2);
    const countBefore = Number((await get('/get-properties')).headers.get(TOTAL_COUNT_HEADER));
    expect((await del(`/delete-property/${doomed._id}`, { token })).status).toBe(200);
    const dev = (await get(`/get-development/${development._id}`)).body;
    expect(dev.properties.map((p: { _id: string }) => p._id)).toEqual([property._id]);
    expect(Number((await get('/get-properties')).headers.get(TOTAL_COUNT_HEADER))).toBe(countBefore - 1);
    expect((await get(`/get-property/${doomed._id}`)).status).toBe(404);
  });

  it('of settings shows at once in get-settings', async () => {
    const phone = `+971 4 ${Math.floor(100 + Math.random() * 900)} 0000`;
    await get('/get-settings');
    const res = await put('/update-settings', { token, json: { phone } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Settings updated!', settings: { phone } });
    expect((await get('/get-settings')).body.phone).toBe(phone);
  });
});

describe('cached answers', () => {
  it('carry an ETag; a matching If-None-Match answers 304 without a body, a stale one 200', async () => {
    const first = await get(`/get-property/${property._id}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${baseUrl()}/api/admin/get-property/${property._id}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await put(`/update-property/${property._id}`, { token, json: { desc1: unique('New words') } });
    const changed = await fetch(`${baseUrl()}/api/admin/get-property/${property._id}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keep the total of list answers', async () => {
    const miss = await get('/get-properties?limit=1');
    const hit = await get('/get-properties?limit=1');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get(TOTAL_COUNT_HEADER)).toBe(miss.headers.get(TOTAL_COUNT_HEADER));
    expect(hit.body).toEqual(miss.body);
  });

  it('are kept apart by body for the searches, in JSON and in form data', async () => {
    const a = await post('/get-properties-filter', { form: form({ country: `Nowhere ${property._id}` }) });
    const b = await post('/get-properties-filter', { form: form({ limit: 1 }) });
    expect(a.body).toEqual([]);
    expect(b.body).toHaveLength(1);
    const c = await post('/get-properties-filter', { json: { country: `Nowhere ${property._id}` } });
    const d = await post('/get-properties-filter', { json: { limit: 1 } });
    expect(c.body).toEqual([]);
    expect(d.body).toHaveLength(1);
  });

  it('answer a repeat with the same headers as the first time, gzipped only for clients that accept it', async () => {
    // An answer big enough to be worth compressing (small ones go out as they are).
    for (let i = 0; i < 2; i++)
      await post('/add-property', { token, json: { title: unique('Long read'), desc1: 'Sea views. '.repeat(150) } });
    const path = `/api/admin/get-properties?limit=30&cachecheck=${Date.now()}`;
    const first = await raw(path, { 'accept-encoding': 'identity' });
    const hit = await raw(path, { 'accept-encoding': 'gzip, deflate' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'etag'])
      expect(hit.headers[name], name).toBe(first.headers[name]);
    expect(hit.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(hit.body).toString()).toBe(first.body.toString());
    expect(first.body.length).toBeGreaterThan(2048);

    const plain = await raw(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(first.body.toString());
  });

  it('answer a repeated search (POST) with the same body and headers, bad bodies still refused', async () => {
    const json = { country: 'Dubai', limit: 2, offset: Number(Date.now() % 1000) };
    const first = await post('/get-properties-filter', { json });
    const again = await post('/get-properties-filter', { json: { ...json, notAFilter: 'ignored' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toEqual(first.body);
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', TOTAL_COUNT_HEADER])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    expect(again.headers.get('vary')).toMatch(/origin/i);
    // The same search in form data, multipart or urlencoded, is the same search; urlencoded
    // repeats are answered from the cache too.
    const asForm = await post('/get-properties-filter', { form: form(json) });
    expect(asForm.body).toEqual(first.body);
    const urlencoded = {
      raw: new URLSearchParams(Object.entries(json).map(([k, v]) => [k, String(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    const encoded = await post('/get-properties-filter', urlencoded);
    const encodedAgain = await post('/get-properties-filter', urlencoded);
    expect(encoded.body).toEqual(first.body);
    expect(encodedAgain.headers.get('x-cache')).toBe('HIT');
    expect(encodedAgain.body).toEqual(first.body);
    // Its body is read once, where the stack reads it: the stack's answers to bad bodies stand.
    const big = await post('/get-properties-filter', {
      raw: JSON.stringify({ ...json, country: 'x'.repeat(LIMITS.bodyJsonBytes + 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request is too large' });
    const broken = await post('/get-properties-filter', { raw: '{"country": "Dubai",' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON' });
    // Staff searches are never answered from the cache.
    const mine = await post('/get-properties-filter', { token, json });
    expect(mine.headers.get('x-cache')).toBeNull();
  });

  it('still carry the CORS answer for a cross-origin request', async () => {
    const path = `/api/admin/get-properties?limit=2&corscheck=${Date.now()}`;
    await raw(path, {});
    const cross = await raw(path, { origin: 'http://localhost:3000' });
    expect(cross.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const elsewhere = await raw(path, { origin: 'https://evil.example' });
    expect(elsewhere.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('are never kept for a visitor-specific answer: not-found, and a 304 only on a match', async () => {
    const missing = await get('/get-property/zz-not-there');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
