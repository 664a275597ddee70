import { randomBytes } from 'crypto';
import { readFileSync } from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from './harness/env';
import {
  baseUrl,
  errorFields,
  form,
  get,
  image,
  panelAdmin,
  png,
  post,
  put,
  staff,
  type Answer,
} from './harness/client';

/*
 * A listing's life and its own media (docs/decisions/0091): a withdrawn listing answers 410 with
 * its reason and leaves every public list, while its similar homes stay on offer; a listing's film
 * (MP4 with H.264, or WebM) and its 360° panorama (an equirectangular image) are taken from the
 * contract and Strapi's doors only when the page can play them, and refused naming the field
 * otherwise; a film is served in byte ranges, as a <video> seeks.
 */

let token: string;
let admin: string;
let apiToken: string;
const tag = () => `wf${randomBytes(4).toString('hex')}`;
const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((i) => i.title);

/** A demo film (tools/demo-media/films): a real 12 s H.264 MP4. */
const FILM = readFileSync(path.resolve(__dirname, '../../tools/demo-media/films/fountain-penthouse.mp4'));

/** An ISO media box of a type around its children. */
function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A small MP4 of a brand, a track handler and a sample codec, as its boxes would hold them. */
function mp4({ brand = 'isom', handler = 'vide', codec = 'avc1', media = 64 } = {}): Buffer {
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(12));
  const stsd = box('stsd', Buffer.alloc(8), box(codec, Buffer.alloc(78)));
  return Buffer.concat([
    box('ftyp', Buffer.from(`${brand}\0\0\x02\0isom`, 'latin1')),
    box('moov', box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd))))),
    box('mdat', Buffer.alloc(media)),
  ]);
}

const film = (data: Buffer, name = 'tour.mp4', type = 'video/mp4') => ({ data, name, type });

async function addProperty(fields: Record<string, unknown>, files: Record<string, any[]> = {}) {
  const res = await post('/add-property', { token, form: form(fields, files) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as Record<string, any>;
}

function refused(res: Answer, field: string, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(String(res.body.message)).toMatch(new RegExp(`^${field}\\b`));
  if (status === 400) expect(errorFields(res.body)).toContain(field);
}

async function setPermitRule(on: boolean) {
  const res = await put('/update-settings', { token, json: { permitRequiredInDubai: on } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  token = await staff();
  admin = await panelAdmin();
  const created = await post<{ data: { accessKey: string } }>(`${baseUrl()}/admin/api-tokens`, {
    token: admin,
    json: { name: `media ${tag()}`, description: 'film and panorama tests', type: 'full-access', lifespan: null },
  });
  expect(created.status).toBe(201);
  apiToken = created.body.data.accessKey;
});

afterAll(async () => {
  await setPermitRule(false);
});

describe('a withdrawn listing', () => {
  it('answers 410 with its reason to the public, and leaves lists, search, the map and favourites', async () => {
    const t = tag();
    const p = await addProperty({
      title: `Withdrawn ${t}`,
      status: 'withdrawn',
      location: `Gone ${t}`,
      isFeatured: true,
      latitude: '25.08',
      longitude: '55.14',
    });
    expect(p.status).toBe('withdrawn');
    const page = await get(`/get-property-slug/${p.slug}`);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({ reason: 'withdrawn' });
    expect(page.body.message).toMatch(/withdrawn/);
    const byId = await get(`/get-property/${p._id}`);
    expect(byId.status).toBe(410);
    expect(byId.body.reason).toBe('withdrawn');
    // Staff still open and list it.
    expect((await get(`/get-property-slug/${p.slug}`, { token })).status).toBe(200);
    expect(titles(await get(`/get-properties?q=${t}`, { token }))).toEqual([p.title]);

    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([]);
    expect((await post('/get-properties-filter', { json: { country: `Gone ${t}` } })).body).toEqual([]);
    expect((await post('/get-property-markers', { json: { country: `Gone ${t}` } })).body).toEqual([]);
    expect(titles(await get('/get-featured-properties?limit=1000'))).not.toContain(p.title);
    expect((await get('/get-property-locations')).body).not.toContain(`Gone ${t}`);
    expect((await get(`/get-properties-by-slugs?slugs=${p.slug}`)).body).toEqual([]);
  });

  it('says a lapsed permit apart from a withdrawal', async () => {
    const p = await addProperty({ title: `Lapsed ${tag()}`, permitNumber: '7100', permitExpiresAt: '2020-01-01' });
    const page = await get(`/get-property-slug/${p.slug}`);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({ reason: 'permit-expired' });
    expect(page.body.message).toMatch(/permit/);
  });

  it('leaves the answers cached while it was public, and its development’s cards, as soon as it is withdrawn', async () => {
    const t = tag();
    const p = await addProperty({ title: `Going ${t}`, location: `Going ${t}` });
    const dev = await post('/add-development', { token, json: { title: `Block ${t}`, properties: [p._id] } });
    expect(dev.status, JSON.stringify(dev.body)).toBe(200);
    const devSlug = dev.body.development.slug as string;
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([p.title]);
    expect((await get(`/get-properties?q=${t}`)).headers.get('x-cache')).toBe('HIT');
    expect((await get(`/get-development-slug/${devSlug}`)).body.properties).toHaveLength(1);

    const res = await put(`/update-property/${p._id}`, { token, json: { status: 'withdrawn' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(titles(await get(`/get-properties?q=${t}`))).toEqual([]);
    expect((await get(`/get-property-slug/${p.slug}`)).status).toBe(410);
    expect((await get(`/get-development-slug/${devSlug}`)).body.properties).toEqual([]);
    expect((await get(`/get-development-slug/${devSlug}`, { token })).body.properties).toHaveLength(1);
  });

  it('still has its similar homes (its page offers them); an off-market one has none to show', async () => {
    const t = tag();
    const place = `Similar ${t}`;
    const gone = await addProperty({
      title: `Gone ${t}`,
      status: 'withdrawn',
      location: place,
      propertyType: 'Villa',
      price: '1000000',
    });
    await addProperty({ title: `Alike ${t}`, location: place, propertyType: 'Villa', price: '1100000' });
    const similar = await get(`/get-similar-properties?slug=${gone.slug}`);
    expect(similar.status).toBe(200);
    expect(titles(similar)).toEqual([`Alike ${t}`]);
    const hidden = await addProperty({ title: `Quiet ${t}`, status: 'off-market', location: place });
    expect((await get(`/get-similar-properties?slug=${hidden.slug}`)).status).toBe(404);
  });

  it('needs no advertising permit when the agency requires one: it is not advertised', async () => {
    await setPermitRule(true);
    try {
      const withdrawn = await post('/add-property', {
        token,
        json: { title: `Dubai gone ${tag()}`, country: 'Dubai', status: 'withdrawn' },
      });
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      const available = await post('/add-property', { token, json: { title: `Dubai ${tag()}`, country: 'Dubai' } });
      expect(available.status).toBe(400);
      expect(errorFields(available.body)).toContain('permitNumber');
    } finally {
      await setPermitRule(false);
    }
  });
});

describe('a listing’s own film', () => {
  it('is taken as an MP4, answered as its path and served in byte ranges', async () => {
    const p = await addProperty({ title: `Film ${tag()}` }, { film: [film(FILM, 'Terrace tour.MP4')] });
    expect(p.film).toMatch(/^\/uploads\/[^/]+\.mp4$/);
    expect((await get(`/get-property-slug/${p.slug}`)).body.film).toBe(p.film);

    const whole = await fetch(`${baseUrl()}${p.film}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(FILM)).toBe(true);

    const part = await fetch(`${baseUrl()}${p.film}`, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${FILM.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(FILM.subarray(100, 200))).toBe(true);
    const tail = await fetch(`${baseUrl()}${p.film}`, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(FILM.subarray(FILM.length - 10))).toBe(true);
    const past = await fetch(`${baseUrl()}${p.film}`, { headers: { Range: `bytes=${FILM.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${FILM.length}`);
  });

  it('is kept by its path on update, and removed by null or by remove-image', async () => {
    const p = await addProperty({ title: `Kept ${tag()}` }, { film: [film(mp4())] });
    const kept = await put(`/update-property/${p._id}`, { token, json: { film: p.film, title: `${p.title} 2` } });
    expect(kept.body.property.film).toBe(p.film);
    const cleared = await put(`/update-property/${p._id}`, { token, json: { film: null } });
    expect(cleared.body.property.film).toBeNull();
    const again = await put(`/update-property/${p._id}`, { token, form: form({}, { film: [film(mp4())] }) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const removed = await post('/remove-image-property', {
      token,
      json: { propertyId: p._id, imageName: again.body.property.film },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await get(`/get-property/${p._id}`, { token })).body.film).toBeNull();
  });

  it.each([
    ['a picture', () => film(png(64, 32), 'film.mp4', 'video/mp4'), /not a film/],
    ['text', () => film(Buffer.from('just words, not a film'), 'film.mp4'), /not a film/],
    ['a QuickTime film', () => film(mp4({ brand: 'qt  ' }), 'film.mov', 'video/quicktime'), /QuickTime/],
    ['an HEVC film', () => film(mp4({ codec: 'hvc1' })), /HEVC/],
    ['sound only', () => film(mp4({ handler: 'soun', codec: 'mp4a' })), /no video track/],
    ['a cut-short upload', () => film(mp4().subarray(0, 90)), /incomplete|movie header/],
    ['an empty file', () => film(Buffer.alloc(0)), /empty/],
  ])('refuses %s with 400 naming film, and stores nothing', async (_what, make, reason) => {
    const title = `Bad film ${tag()}`;
    const res = await post('/add-property', { token, form: form({ title }, { film: [make()] }) });
    refused(res, 'film');
    expect(String(res.body.message)).toMatch(reason);
    expect(titles(await get(`/get-properties?q=${encodeURIComponent(title)}`, { token }))).toEqual([]);
  });

  it('refuses a film over FILM_MAX_BYTES with 413 naming film, and takes one over the image limit', async () => {
    const big = mp4({ media: LIMITS.filmBytes + 1024 });
    refused(
      await post('/add-property', { token, form: form({ title: `Huge ${tag()}` }, { film: [film(big)] }) }),
      'film',
      413,
    );
    const large = mp4({ media: LIMITS.uploadBytes + 1024 });
    await addProperty({ title: `Large ${tag()}` }, { film: [film(large)] });
  });

  it('refuses a stored path that is not a film', async () => {
    const res = await post('/add-property', { token, json: { title: `Path ${tag()}`, film: '/uploads/photo.jpg' } });
    refused(res, 'film');
  });
});

describe('a listing’s 360° panorama', () => {
  it('is taken as an equirectangular image and answered as its path', async () => {
    const p = await addProperty({ title: `Pano ${tag()}` }, { panorama: [image('terrace.png', [2048, 1024])] });
    expect(p.panorama).toMatch(/^\/uploads\/.+\.png$/);
    const read = await get(`/get-property-slug/${p.slug}`);
    expect(read.body.panorama).toBe(p.panorama);
    const cleared = await put(`/update-property/${p._id}`, { token, json: { panorama: '' } });
    expect(cleared.body.property.panorama).toBeNull();
  });

  it.each([
    ['a picture that is not 2:1', [1600, 1000] as [number, number]],
    ['a 2:1 picture too small to look sharp', [1024, 512] as [number, number]],
  ])('refuses %s with 400 naming panorama', async (_what, size) => {
    const res = await post('/add-property', {
      token,
      form: form({ title: `Flat ${tag()}` }, { panorama: [image('flat.png', size)] }),
    });
    refused(res, 'panorama');
    expect(String(res.body.message)).toMatch(/twice as wide as it is high/);
  });

  it('refuses a file that is not an image (415, naming panorama)', async () => {
    const res = await post('/add-property', {
      token,
      form: form({ title: `Text ${tag()}` }, { panorama: [{ data: Buffer.from('not a picture'), name: 'p.jpg' }] }),
    });
    refused(res, 'panorama', 415);
  });
});

describe('through Strapi’s REST API', () => {
  async function mediaId(data: Buffer, name: string, type: string): Promise<number> {
    const fd = new FormData();
    fd.append('files', new Blob([new Uint8Array(data)], { type }), name);
    const res = await post(`${baseUrl()}/api/upload`, { token: apiToken, form: fd });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as Array<{ id: number }>)[0]!.id;
  }
  const create = (data: Record<string, unknown>) =>
    post(`${baseUrl()}/api/properties`, { token: apiToken, json: { data } });
  const fieldsOf = (body: any): string[] =>
    ((body?.error?.details?.errors ?? []) as Array<{ path: string[] }>).map((e) => e.path.join('.'));

  it('refuses a picture as the film and a picture that is not 2:1 as the panorama, naming each', async () => {
    const picture = await mediaId(png(64, 48), 'p.png', 'image/png');
    const asFilm = await create({ title: `Door ${tag()}`, film: picture });
    expect(asFilm.status).toBe(400);
    expect(fieldsOf(asFilm.body)).toContain('film');
    const asPanorama = await create({ title: `Door ${tag()}`, panorama: picture });
    expect(asPanorama.status).toBe(400);
    expect(fieldsOf(asPanorama.body)).toContain('panorama');
  });

  it('takes a film and a panorama the page can show, and sets a withdrawn status', async () => {
    const video = await mediaId(FILM, 'f.mp4', 'video/mp4');
    const pano = await mediaId(png(2048, 1024), 'pano.png', 'image/png');
    const title = `Door ok ${tag()}`;
    const res = await create({ title, film: video, panorama: pano, listingStatus: 'withdrawn' });
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    const [found] = (await get(`/get-properties?q=${encodeURIComponent(title)}`, { token })).body;
    expect(found).toMatchObject({ status: 'withdrawn' });
    expect(found.film).toMatch(/\.mp4$/);
    expect(found.panorama).toMatch(/\.png$/);
  });
});
