import fs from 'fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX, ROUTE_BY_NAME, ROUTES, type RouteDef } from '@estate/contract';
import { LIMITS } from './harness/env';
import { bigPng, call, del, errorFields, form, get, image, post, put, staff, unique } from './harness/client';

/*
 * What the contract refuses, and how: 400 naming the field for missing and mistyped input (JSON
 * and multipart alike), 404 for unknown ids and slugs, 413 for files over the limit, 415 for
 * anything that is not an image, and no partial write or stray upload when a request fails.
 */

const ENTITIES = ['Property', 'Development', 'Post', 'Team', 'Area', 'Review'] as const;
type Entity = (typeof ENTITIES)[number];

/** The least each add route accepts. */
const MINIMAL: Record<Entity, Record<string, string>> = {
  Property: { title: 'Minimal property' },
  Development: { title: 'Minimal development' },
  Post: { title: 'Minimal post', description: 'A line of text' },
  Team: {
    title: 'Minimal Agent',
    description: 'Sells villas',
    position: 'Agent',
    whatsapp: '+971 50 123 4567',
    email: 'agent@agency.test',
  },
  Area: { title: 'Minimal area' },
  Review: { title: 'Great service', description: 'They found us a home', userName: 'A. Buyer' },
};

const requiredFields = (r: RouteDef) =>
  Object.entries(r.body!.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([name]) => name);

const uploadsDir = () => inject('uploadsDir');
const uploadCount = () => fs.readdirSync(uploadsDir()).length;

let token: string;
beforeAll(async () => {
  token = await staff();
});

describe('add routes', () => {
  it('require exactly the fields the admin spec marks required', () => {
    expect(requiredFields(ROUTE_BY_NAME.addProperty)).toEqual(['title']);
    expect(requiredFields(ROUTE_BY_NAME.addDevelopment)).toEqual(['title']);
    expect(requiredFields(ROUTE_BY_NAME.addPost).sort()).toEqual(['description', 'title']);
    expect(requiredFields(ROUTE_BY_NAME.addTeam).sort()).toEqual([
      'description',
      'email',
      'position',
      'title',
      'whatsapp',
    ]);
    expect(requiredFields(ROUTE_BY_NAME.addArea)).toEqual(['title']);
    expect(requiredFields(ROUTE_BY_NAME.addReview).sort()).toEqual(['description', 'title', 'userName']);
  });

  const missing = ENTITIES.flatMap((e) => requiredFields(ROUTE_BY_NAME[`add${e}`]).map((field) => [e, field] as const));

  it.each(missing)('add-%s without %s answers 400 naming the field, as JSON and as multipart', async (e, field) => {
    const body = { ...MINIMAL[e] };
    delete body[field];
    const path = `/add-${e.toLowerCase()}`;
    for (const res of [await post(path, { token, json: body }), await post(path, { token, form: form(body) })]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message: `${field} is required` });
      expect(res.body.message).toContain(field);
    }
  });

  it.each(missing)('add-%s with a blank %s answers 400: blank is missing', async (e, field) => {
    const res = await post(`/add-${e.toLowerCase()}`, { token, json: { ...MINIMAL[e], [field]: '   ' } });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
  });

  it.each(ENTITIES)('add-%s with the required fields only answers 200 with the entity', async (e) => {
    const res = await post(`/add-${e.toLowerCase()}`, { token, form: form(MINIMAL[e]) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${e} added successfully!`);
    expect(res.body[e.toLowerCase()]).toMatchObject({ _id: expect.any(String), title: MINIMAL[e].title });
  });
});

describe('mistyped input', () => {
  const JSON_CASES: Array<[string, string, Record<string, unknown>, string]> = [
    ['a price that is not a number', 'Property', { price: 'lots' }, 'price'],
    ['a negative price', 'Property', { price: -5 }, 'price'],
    ['a price given as a list', 'Property', { price: [1] }, 'price'],
    ['beds that are not whole', 'Property', { beds: 2.5 }, 'beds'],
    ['beds given as words', 'Property', { beds: 'three' }, 'beds'],
    ['negative baths', 'Property', { baths: -1 }, 'baths'],
    ['a space that is not an amount', 'Property', { space: 'big' }, 'space'],
    ['a flag that is not a boolean', 'Property', { isFeatured: 'maybe' }, 'isFeatured'],
    ['a title that is not text', 'Property', { title: 123 }, 'title'],
    ['a title over 200 characters', 'Property', { title: 'x'.repeat(201) }, 'title'],
    ['an unknown country', 'Property', { country: 'Atlantis' }, 'country'],
    ['an unknown property type', 'Property', { propertyType: 'Castle' }, 'propertyType'],
    ['spaces that are not a list', 'Property', { spaces: 5 }, 'spaces'],
    ['a space row with a numeric title', 'Property', { spaces: [{ title: 5, images: [] }] }, 'spaces.0.title'],
    ['a gallery path outside the uploads', 'Property', { galleryImages: ['/etc/passwd'] }, 'galleryImages.0'],
    ['a featured image that is a number', 'Property', { featuredImage: 7 }, 'featuredImage'],
    [
      'an in-the-area image that is not a path',
      'Property',
      { inTheArea: [{ title: 'x', image: 'x' }] },
      'inTheArea.0.image',
    ],
    ['a latitude out of range', 'Property', { latitude: 123, longitude: 10 }, 'latitude'],
    ['a slug with spaces', 'Property', { slug: 'not a slug' }, 'slug'],
    ['a sold flag that is not a boolean', 'Development', { isSold: 'perhaps' }, 'isSold'],
    ['properties that are not ids', 'Development', { properties: [{ id: 1 }] }, 'properties.0'],
    ['properties that do not exist', 'Development', { properties: ['no-such-property'] }, 'properties'],
    ['a description that is an object', 'Post', { description: { text: 'x' } }, 'description'],
    ['rich content that is a list', 'Post', { richContent: ['<p>x</p>'] }, 'richContent'],
    ['an e-mail that is not an address', 'Team', { email: 'not-an-email' }, 'email'],
    ['a WhatsApp number with letters', 'Team', { whatsapp: 'call me' }, 'whatsapp'],
    ['tags that are a number', 'Area', { tags: 5 }, 'tags'],
    ['tags that are broken JSON', 'Area', { tags: '["a",' }, 'tags'],
    ['developments that do not exist', 'Area', { developments: ['nope'] }, 'developments'],
    ['a user name that is a list', 'Review', { userName: ['A'] }, 'userName'],
    ['a user image outside the uploads', 'Review', { userImage: 'http://evil.test/x.png' }, 'userImage'],
  ];

  it.each(JSON_CASES)('JSON with %s (add-%s) answers 400 naming %s', async (_, e, fields, field) => {
    const res = await post(`/add-${e.toLowerCase()}`, { token, json: { ...MINIMAL[e as Entity], ...fields } });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain(field);
    expect(res.body.message).toContain(field.split('.').pop());
  });

  const FORM_CASES: Array<[string, string, Record<string, string>, string, string]> = [
    ['a price that is not a number', 'Property', { price: 'lots' }, 'price', 'price must be a number'],
    [
      'a flag that is not a boolean',
      'Property',
      { isFeatured: 'maybe' },
      'isFeatured',
      'isFeatured must be true or false',
    ],
    ['spaces that are not JSON', 'Property', { spaces: '[{"title": "Pool"' }, 'spaces', 'spaces must be valid JSON'],
    ['amenities that are not JSON', 'Property', { amenities: '{oops' }, 'amenities', 'amenities must be valid JSON'],
    [
      'in-the-area rows that are not JSON',
      'Property',
      { inTheArea: '[{]' },
      'inTheArea',
      'inTheArea must be valid JSON',
    ],
    [
      'properties that are not JSON',
      'Development',
      { properties: '["a",' },
      'properties',
      'properties must be valid JSON',
    ],
    [
      'galleryImages that are not JSON',
      'Area',
      { galleryImages: '[/uploads/x.png' },
      'galleryImages',
      'galleryImages must be valid JSON',
    ],
    [
      'developments that are not JSON',
      'Area',
      { developments: '{"a"' },
      'developments',
      'developments must be valid JSON',
    ],
    ['tags that are not JSON', 'Area', { tags: '["a", "b"' }, 'tags', 'tags must be valid JSON'],
  ];

  it.each(FORM_CASES)('multipart with %s (add-%s) answers 400 naming %s', async (_, e, fields, field, message) => {
    const res = await post(`/add-${e.toLowerCase()}`, { token, form: form({ ...MINIMAL[e as Entity], ...fields }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('a negative figure is refused as "must be 0 or more", from the staff form, JSON and a search alike', async () => {
    // The staff form sends multipart text: "-5" once answered "price must be a number".
    const fromForm = await post('/add-property', {
      token,
      form: form({ ...MINIMAL.Property, price: '-5', space: '-1,200.5', beds: '-1', baths: '-2' }),
    });
    expect(fromForm.status).toBe(400);
    expect(fromForm.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'price', message: 'price must be 0 or more' },
        { field: 'space', message: 'space must be 0 or more' },
        { field: 'beds', message: 'beds must be 0 or more' },
        { field: 'baths', message: 'baths must be 0 or more' },
      ]),
    );
    const development = await post('/add-development', { token, form: form({ ...MINIMAL.Development, price: '-5' }) });
    expect(development.body.errors).toContainEqual({ field: 'price', message: 'price must be 0 or more' });

    const fromJson = await post('/add-property', {
      token,
      json: { ...MINIMAL.Property, price: -5, space: -3.5, beds: -1, baths: -1.5 },
    });
    expect(fromJson.status).toBe(400);
    expect(fromJson.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'price', message: 'price must be 0 or more' },
        { field: 'space', message: 'space must be 0 or more' },
        { field: 'beds', message: 'beds must be 0 or more' },
        { field: 'baths', message: 'baths must be 0 or more' },
      ]),
    );
    // Other mistakes keep their own words.
    const notWhole = await post('/add-property', { token, json: { ...MINIMAL.Property, beds: 2.5, price: 'lots' } });
    expect(notWhole.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'beds', message: 'beds must be a whole number' },
        { field: 'price', message: 'price must be a number' },
      ]),
    );

    const search = await post('/get-properties-filter', { form: form({ minPrice: '-5', beds: '-1' }) });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'minPrice', message: 'minPrice must be 0 or more' },
        { field: 'beds', message: 'beds must be 0 or more' },
      ]),
    );
  });

  it('the same mistakes on update answer 400 too, and change nothing', async () => {
    const created = (await post('/add-property', { token, json: { title: unique('Typed'), price: 100 } })).body
      .property;
    const res = await put(`/update-property/${created._id}`, {
      token,
      form: form({ title: 'Changed title', price: 'a lot', spaces: '[' }),
    });
    expect(res.status).toBe(400);
    expect(errorFields(res.body).sort()).toEqual(['price', 'spaces']);
    expect((await get(`/get-property/${created._id}`)).body).toMatchObject({ title: created.title, price: 100 });
  });

  it('numbers and flags sent as text by JSON clients are read as numbers and flags', async () => {
    const res = await post('/add-property', {
      token,
      json: { title: unique('Text numbers'), price: '1,250,000', beds: '3', isFeatured: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({ price: 1250000, beds: '3', isFeatured: true });
  });

  it('list queries with a bad limit or offset answer 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
    ]) {
      const res = await get(`/get-properties?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorFields(res.body)).toContain(field);
    }
  });

  it('settings refuse a link that is not a URL, an invalid e-mail and a phone with letters', async () => {
    const res = await put('/update-settings', {
      token,
      json: { instagramUrl: 'instagram', email: 'nobody', phone: 'ring ring' },
    });
    expect(res.status).toBe(400);
    expect(errorFields(res.body).sort()).toEqual(['email', 'instagramUrl', 'phone']);
  });
});

describe('bodies that are not JSON objects', () => {
  const CASES: Array<[string, string, string]> = [
    ['truncated JSON', '{"title": "Villa"', 'The request body is not valid JSON'],
    ['JSON with a trailing comma', '{"title": "Villa",}', 'The request body is not valid JSON'],
    ['a JSON list', '[{"title": "Villa"}]', 'The request body must be a JSON object'],
  ];
  it.each(CASES)('%s answers 400 with a message', async (_, raw, message) => {
    const res = await post('/add-property', { token, raw });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('a JSON string or plain text answers 400, never 500', async () => {
    for (const [raw, type] of [
      ['"Villa"', 'application/json'],
      ['title=Villa', 'text/plain'],
    ]) {
      const res = await post('/add-property', { token, raw, headers: { 'content-type': type } });
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('bad JSON on a public route answers 400 too', async () => {
    const res = await post('/get-properties-filter', { raw: '{"country": ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });
});

describe('unknown ids and slugs', () => {
  const byId = ROUTES.filter((r) => r.path.includes(':id'));
  // A kind each route takes: leads are kinds of lead, a preview link is for a listing or a post,
  // a translation for a post or a review.
  const kindFor = (r: RouteDef) =>
    r.name === 'getPreviewLink'
      ? 'property'
      : r.name.endsWith('Translation') || r.name === 'getTranslations'
        ? 'post'
        : 'enquiry';
  const path = (r: RouteDef, id: string) =>
    API_PREFIX + r.path.replace(':id', id).replace(':kind', kindFor(r)).replace(':language', 'ar');

  it.each(byId.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 404 for an unknown id', async (_, r) => {
    // A body the route accepts, so that what answers is the unknown id.
    const valid: Record<string, unknown> = {
      updateLead: { handled: true },
      updateDeal: { stage: 'contacted' },
      updateNote: { text: 'A note' },
      eraseContact: { confirm: 'ERASE' },
      updateViewing: { action: 'confirm' },
      saveTranslation: { values: {} },
    };
    const body = r.name.startsWith('update') || r.name in valid ? { json: valid[r.name] ?? {} } : {};
    const res = await call(r.method, path(r, 'zz0000000000000000000000'), { token, ...body });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
  });

  it.each(ENTITIES)('remove-image-%s answers 404 for an unknown %s', async (e) => {
    const idField = `${e.toLowerCase()}Id`;
    const res = await post(`/remove-image-${e.toLowerCase()}`, {
      token,
      json: { [idField]: 'zz0000000000000000000000', imageName: '/uploads/x.png' },
    });
    expect(res.status).toBe(404);
  });

  it('remove-image-insta answers 404 for an unknown set', async () => {
    const res = await post('/remove-image-insta', { token, json: { instaId: 'zz000', imageName: '/uploads/x.png' } });
    expect(res.status).toBe(404);
  });

  it.each(['property', 'development', 'area', 'post'])('get-%s-slug answers 404 for an unknown slug', async (e) => {
    const res = await get(`/get-${e}-slug/no-such-${e}-anywhere`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
  });

  it('an id that cannot be one answers 404, not 500', async () => {
    for (const id of ['%27%20OR%201%3D1', '..%2F..%2Fetc', 'a'.repeat(300)]) {
      expect((await get(`/get-property/${id}`)).status, id).toBe(404);
    }
  });

  it('a deleted item is unknown afterwards', async () => {
    const created = (await post('/add-review', { token, json: MINIMAL.Review })).body.review;
    expect((await del(`/delete-review/${created._id}`, { token })).body.message).toBe('Review deleted successfully!');
    expect((await get(`/get-review/${created._id}`)).status).toBe(404);
    expect((await put(`/update-review/${created._id}`, { token, json: { title: 'x' } })).status).toBe(404);
  });

  it('an unknown lead kind answers 400 naming kind', async () => {
    const res = await get('/get-leads/spam', { token });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['kind']);
  });
});

describe('uploads', () => {
  const overLimit = () => ({ data: bigPng(LIMITS.uploadBytes + 1), name: 'huge.png' });

  it('a file over the size limit answers 413 with a message, on upload-image and on add routes', async () => {
    const before = uploadCount();
    const upload = await post('/upload-image', { token, form: form({}, { image: [overLimit()] }) });
    expect(upload.status).toBe(413);
    expect(upload.body.message).toMatch(/2 MB/);
    const add = await post('/add-property', {
      token,
      form: form({ title: unique('Too big') }, { galleryImages: [image('ok.png'), overLimit()] }),
    });
    expect(add.status).toBe(413);
    const featured = await post('/add-team', { token, form: form(MINIMAL.Team, { featuredImage: [overLimit()] }) });
    expect(featured.status).toBe(413);
    expect(uploadCount()).toBe(before);
  });

  const NOT_IMAGES: Array<[string, { data: Buffer; name: string; type: string }]> = [
    ['a text file renamed to .png', { data: Buffer.from('just some words\n'), name: 'notes.png', type: 'image/png' }],
    [
      'a PDF',
      { data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), name: 'brochure.pdf', type: 'application/pdf' },
    ],
    [
      'an SVG (it can carry scripts)',
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ],
    ['HTML renamed to .jpg', { data: Buffer.from('<html><body>hi</body></html>'), name: 'x.jpg', type: 'image/jpeg' }],
    ['a truncated PNG signature', { data: Buffer.from([0x89, 0x50, 0x4e, 0x47]), name: 'cut.png', type: 'image/png' }],
  ];

  it.each(NOT_IMAGES)('%s answers 415 with a message, and nothing is stored', async (_, file) => {
    const before = uploadCount();
    const upload = await post('/upload-image', { token, form: form({}, { image: [file] }) });
    expect(upload.status).toBe(415);
    expect(upload.body.message).toBe('image: only JPEG, PNG, WebP, AVIF and GIF images are accepted');
    const add = await post('/add-review', { token, form: form(MINIMAL.Review, { userImage: [file] }) });
    expect(add.status).toBe(415);
    expect(add.body.message).toMatch(/^userImage: /);
    expect(uploadCount()).toBe(before);
  });

  it('an empty file answers 400 naming the field', async () => {
    const res = await post('/upload-image', {
      token,
      form: form({}, { image: [{ data: Buffer.alloc(0), name: 'empty.png' }] }),
    });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['image']);
  });

  it('upload-image without a file answers 400 naming image', async () => {
    const res = await post('/upload-image', { token, form: form({ note: 'no file' }) });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['image']);
  });

  it('a file in a field the route does not take, or two in a single-image field, answers 400', async () => {
    const wrongField = await post('/add-property', { token, form: form({ title: 'x' }, { userImage: [image()] }) });
    expect(wrongField.status).toBe(400);
    expect(errorFields(wrongField.body)).toEqual(['userImage']);
    const two = await post('/add-property', {
      token,
      form: form({ title: 'x' }, { featuredImage: [image('a.png'), image('b.png')] }),
    });
    expect(two.status).toBe(400);
    expect(errorFields(two.body)).toEqual(['featuredImage']);
  });

  it('an image is stored under the extension of what it is, not what its name says', async () => {
    const res = await post('/upload-image', { token, form: form({}, { image: [image('holiday.jpg')] }) });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^\/uploads\/holiday_[^/]*\.png$/);
  });
});

describe('failed writes', () => {
  it('leave no item and no stored file behind when input is invalid', async () => {
    const title = unique('Never stored');
    const before = uploadCount();
    const res = await post('/add-property', {
      token,
      form: form({ title, galleryImages: ['/uploads/does-not-exist.png'] }, { featuredImage: [image()] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'galleryImages', message: 'no stored image at /uploads/does-not-exist.png' },
    ]);
    expect(uploadCount()).toBe(before);
    const all = await get('/get-properties?limit=1000');
    expect(all.body.map((p: { title: string }) => p.title)).not.toContain(title);
  });

  it('remove the files they stored when the save itself is refused (a slug clash)', async () => {
    const first = (await post('/add-property', { token, json: { title: unique('Clash') } })).body.property;
    const before = uploadCount();
    const res = await post('/add-property', {
      token,
      form: form({ title: unique('Other'), slug: first.slug }, { featuredImage: [image('clash.png')] }),
    });
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['slug']);
    expect(uploadCount()).toBe(before);
  });
});
