import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { encoded } from './harness/client';

/*
 * A client written from the admin specification alone (admin-area.md, section 7 "The calls it
 * makes"), as the original staff front-end called the server: paths under the API base ending in
 * /api, multipart bodies with lists JSON-encoded and files in their fields, JSON for login and
 * image removal, and only the documented response fields (token, image, property, development,
 * post, team, area, insta). It creates, reads, updates, removes an image from and deletes every
 * entity. Nothing here uses the contract package: only the spec's words.
 */

const base = () => `${inject('baseUrl')}/api`;
let token: string;

interface Reply {
  status: number;
  data: any;
}

async function send(method: string, path: string, body?: FormData | Record<string, unknown>): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.250.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base()}${path}`, { method, headers, body: payload, credentials: 'include' });
  const text = await res.text();
  return { status: res.status, data: text ? JSON.parse(text) : null };
}

/** The add and edit forms: text fields as they are, lists as JSON, files under their field name. */
function multipart(fields: Record<string, string | number | boolean | unknown[]>, files: Record<string, Blob[]> = {}) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    fd.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const [name, list] of Object.entries(files))
    list.forEach((file, i) => fd.append(name, file, `${name}-${i}.jpg`));
  return fd;
}

let jpeg: Blob;
const picture = () => jpeg;

/** POST /admin/upload-image, multipart with field image; the response field image is the stored path. */
async function uploadImage(): Promise<string> {
  const fd = new FormData();
  fd.append('image', picture(), 'picked.jpg');
  const res = await send('POST', '/admin/upload-image', fd);
  expect(res.status).toBe(200);
  return res.data.image;
}

/** List pages accept only an array; an added item is found in its list by title. */
async function findInList(listPath: string, title: string) {
  const res = await send('GET', listPath);
  expect(res.status).toBe(200);
  expect(Array.isArray(res.data)).toBe(true);
  return (res.data as Array<{ _id: string; title: string }>).find((x) => x.title === title);
}

const name = (what: string) => `${what} ${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  jpeg = new Blob([new Uint8Array(await encoded('jpeg', 40, 30))], { type: 'image/jpeg' });
  const { username, password } = inject('staff');
  const login = await send('POST', '/admin/login', { username, password });
  expect(login.status).toBe(200);
  token = login.data.token;
  expect(token).toEqual(expect.any(String));
});

describe('a client written from the admin spec alone', () => {
  const ids: Record<string, string> = {};

  it('creates, reads, updates and removes an image from a property', async () => {
    const rowImage = await uploadImage();
    const title = name('Frond Villa');
    const add = await send(
      'POST',
      '/admin/add-property',
      multipart(
        {
          title,
          beds: '5',
          baths: '6',
          space: '7,500',
          price: 3500000,
          priceAed: 0,
          priceEur: 0,
          desc1: 'A villa on the Palm.',
          desc2: 'Private beach.',
          location: 'Palm Jumeirah',
          locationTitle: 'The Palm',
          locationDescription: 'Iconic island',
          medianPrice: 'AED 12M',
          medianPricePerSq: 'AED 3,200',
          rentalYield: '5.5%',
          isFeatured: true,
          country: 'Dubai',
          propertyType: 'Villa',
          spaces: [{ title: 'Living room', images: [rowImage] }],
          amenities: [{ title: 'Pool', images: [] }],
          inTheArea: [{ title: 'Atlantis', description: 'Five minutes', image: rowImage }],
        },
        { galleryImages: [picture(), picture()], featuredImage: [picture()] },
      ),
    );
    expect(add.status).toBe(200);

    const listed = await findInList('/admin/get-properties', title);
    expect(listed).toBeDefined();
    ids.property = listed!._id;
    const read = await send('GET', `/admin/get-property/${ids.property}`);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ title, price: 3500000, priceAed: 12853750, priceEur: 3150000, country: 'Dubai' });
    expect(read.data.galleryImages).toHaveLength(2);

    const update = await send(
      'PUT',
      `/admin/update-property/${ids.property}`,
      multipart(
        { ...pick(read.data, ['title', 'beds', 'baths', 'price', 'location']), price: 3600000 },
        { galleryImages: [picture()] },
      ),
    );
    expect(update.status).toBe(200);
    expect(update.data.property.price).toBe(3600000);
    expect(update.data.property.galleryImages).toHaveLength(3);

    const removed = await send('POST', '/admin/remove-image-property', {
      propertyId: ids.property,
      imageName: update.data.property.galleryImages[0],
    });
    expect(removed.status).toBe(200);
    const after = await send('GET', `/admin/get-property/${ids.property}`);
    expect(after.data.galleryImages).toHaveLength(2);
    const featured = await send('POST', '/admin/remove-image-property', {
      propertyId: ids.property,
      imageName: after.data.featuredImage,
    });
    expect(featured.status).toBe(200);
    expect((await send('GET', `/admin/get-property/${ids.property}`)).data.featuredImage).toBeNull();
  });

  it('creates, reads, updates and removes an image from a development with its properties', async () => {
    const title = name('Marina Towers');
    const add = await send(
      'POST',
      '/admin/add-development',
      multipart(
        {
          title,
          units: '120',
          bedUnits: '1-4',
          pentHouses: '6',
          price: 900000,
          dPriceAed: 0,
          dPriceEur: 0,
          desc1: 'Waterfront towers.',
          location: 'Dubai Marina',
          isFeatured: false,
          isSold: false,
          country: 'Dubai',
          properties: [ids.property],
          spaces: [],
          amenities: [{ title: 'Gym', images: [await uploadImage()] }],
          inTheArea: [],
        },
        { galleryImages: [picture()], featuredImage: [picture()] },
      ),
    );
    expect(add.status).toBe(200);
    ids.development = (await findInList('/admin/get-developments', title))!._id;
    const read = await send('GET', `/admin/get-development/${ids.development}`);
    expect(read.data).toMatchObject({ title, dPriceAed: 3305250, dPriceEur: 810000 });
    expect(read.data.properties.map((p: { _id: string }) => p._id)).toEqual([ids.property]);

    const update = await send(
      'PUT',
      `/admin/update-development/${ids.development}`,
      multipart({ isSold: true, units: '118' }),
    );
    expect(update.status).toBe(200);
    expect(update.data.development).toMatchObject({ isSold: true, units: '118' });

    const removed = await send('POST', '/admin/remove-image-development', {
      developmentId: ids.development,
      imageName: read.data.amenities[0].images[0],
    });
    expect(removed.status).toBe(200);
    expect((await send('GET', `/admin/get-development/${ids.development}`)).data.amenities[0].images).toEqual([]);
  });

  it('creates, reads, updates and removes an image from a post, with pasted images uploaded first', async () => {
    const pasted = await uploadImage();
    const title = name('Buying off-plan');
    const add = await send(
      'POST',
      '/admin/add-post',
      multipart(
        { title, description: 'What to know', richContent: `<p>Intro</p><img src="${pasted}" alt="Site">` },
        { featuredImage: [picture()] },
      ),
    );
    expect(add.status).toBe(200);
    ids.post = (await findInList('/admin/get-posts', title))!._id;
    const read = await send('GET', `/admin/get-post/${ids.post}`);
    expect(read.data.richContent).toContain(`src="${pasted}"`);
    const update = await send('PUT', `/admin/update-post/${ids.post}`, multipart({ title, description: 'Updated' }));
    expect(update.status).toBe(200);
    expect(update.data.post.description).toBe('Updated');
    const removed = await send('POST', '/admin/remove-image-post', {
      postId: ids.post,
      imageName: read.data.featuredImage,
    });
    expect(removed.status).toBe(200);
    expect((await send('GET', `/admin/get-post/${ids.post}`)).data.featuredImage).toBeNull();
  });

  it('creates, reads, updates and removes an image from a team member', async () => {
    const title = name('Sara Al Amiri');
    const add = await send(
      'POST',
      '/admin/add-team',
      multipart(
        {
          title,
          description: 'Palm specialist',
          position: 'Senior Broker',
          whatsapp: '+971501234567',
          email: 'sara@agency.test',
        },
        { featuredImage: [picture()] },
      ),
    );
    expect(add.status).toBe(200);
    ids.team = (await findInList('/admin/get-teams', title))!._id;
    const read = await send('GET', `/admin/get-team/${ids.team}`);
    expect(read.data).toMatchObject({ title, position: 'Senior Broker' });
    const update = await send('PUT', `/admin/update-team/${ids.team}`, multipart({ position: 'Director' }));
    expect(update.data.team.position).toBe('Director');
    const removed = await send('POST', '/admin/remove-image-team', {
      teamId: ids.team,
      imageName: read.data.featuredImage,
    });
    expect(removed.status).toBe(200);
  });

  it('creates, reads, updates and removes an image from an area with tags, properties and developments', async () => {
    const highlight = await uploadImage();
    const title = name('Palm Jumeirah guide');
    const add = await send(
      'POST',
      '/admin/add-area',
      multipart(
        {
          title,
          desc1: 'The island.',
          desc2: 'Living there.',
          location: 'Palm Jumeirah',
          locationTitle: 'Where',
          locationDescription: 'Off Jumeirah',
          averageRentalYield: '5%',
          averageRentalYield2: '6%',
          averagePropertyPrice: 'AED 9M',
          tags: ['Beach', 'Luxury'],
          isFeatured: true,
          country: 'Dubai',
          properties: [ids.property],
          developments: [ids.development],
          spaces: [{ title: 'Beach clubs', images: [highlight] }],
          amenities: [{ title: 'Schools', images: [] }],
        },
        { galleryImages: [picture()], featuredImage: [picture()] },
      ),
    );
    expect(add.status).toBe(200);
    ids.area = (await findInList('/admin/get-areas', title))!._id;
    const read = await send('GET', `/admin/get-area/${ids.area}`);
    expect(read.data).toMatchObject({ title, tags: ['Beach', 'Luxury'] });
    expect(read.data.properties[0]._id).toBe(ids.property);
    expect(read.data.developments[0]._id).toBe(ids.development);
    const update = await send('PUT', `/admin/update-area/${ids.area}`, multipart({ tags: ['Beach', 'Family'] }));
    expect(update.data.area.tags).toEqual(['Beach', 'Family']);
    const removed = await send('POST', '/admin/remove-image-area', { areaId: ids.area, imageName: highlight });
    expect(removed.status).toBe(200);
    expect((await send('GET', `/admin/get-area/${ids.area}`)).data.spaces[0].images).toEqual([]);
  });

  it('creates, reads, updates and removes an image from a review', async () => {
    const title = name('Flawless purchase');
    const add = await send(
      'POST',
      '/admin/add-review',
      multipart({ title, description: 'Handled everything.', userName: 'J. Morgan' }, { userImage: [picture()] }),
    );
    expect(add.status).toBe(200);
    ids.review = (await findInList('/admin/get-reviews', title))!._id;
    const read = await send('GET', `/admin/get-review/${ids.review}`);
    expect(read.data.userImage).toMatch(/^\/uploads\//);
    const update = await send('PUT', `/admin/update-review/${ids.review}`, multipart({ userName: 'Jane Morgan' }));
    expect(update.status).toBe(200);
    expect((await send('GET', `/admin/get-review/${ids.review}`)).data.userName).toBe('Jane Morgan');
    const removed = await send('POST', '/admin/remove-image-review', {
      reviewId: ids.review,
      imageName: read.data.userImage,
    });
    expect(removed.status).toBe(200);
  });

  it('creates (or finds), reads, updates and removes an image from the Instagram set', async () => {
    const before = await send('GET', '/admin/get-insta');
    let insta = before.data;
    if (before.status === 404) {
      expect(before.data.message).toBe('Insta posts not found!');
      const add = await send('POST', '/admin/add-insta', multipart({}, { images: [picture(), picture()] }));
      expect(add.status).toBe(200);
      insta = add.data.insta;
    }
    const read = await send('GET', '/admin/get-insta');
    expect(read.status).toBe(200);
    expect(read.data._id).toBe(insta._id);
    const count = read.data.images.length;
    const update = await send('PUT', `/admin/update-insta/${insta._id}`, multipart({}, { images: [picture()] }));
    expect(update.status).toBe(200);
    expect(update.data.message).toBe('Insta updated successfully!');
    expect(update.data.insta.images).toHaveLength(count + 1);
    const removed = await send('POST', '/admin/remove-image-insta', {
      instaId: insta._id,
      imageName: update.data.insta.images[0],
    });
    expect(removed.status).toBe(200);
    expect((await send('GET', '/admin/get-insta')).data.images).toHaveLength(count);
  });

  it('sets the full-width featured property and development as the Settings screen does', async () => {
    expect(
      (await send('PUT', `/admin/update-property/${ids.property}`, multipart({ isFullWidthFeatured: true }))).status,
    ).toBe(200);
    expect(
      (await send('PUT', `/admin/update-development/${ids.development}`, multipart({ isFullWidthFeatured: true })))
        .status,
    ).toBe(200);
    expect((await send('GET', '/admin/get-fullwidth-featured-property')).data._id).toBe(ids.property);
    expect((await send('GET', '/admin/get-fullwidth-featured-development')).data._id).toBe(ids.development);
  });

  it('deletes every entity, after which each is unknown', async () => {
    for (const [kind, id] of [
      ['area', ids.area],
      ['development', ids.development],
      ['property', ids.property],
      ['post', ids.post],
      ['team', ids.team],
      ['review', ids.review],
    ]) {
      const res = await send('DELETE', `/admin/delete-${kind}/${id}`);
      expect(res.status, kind).toBe(200);
      expect((await send('GET', `/admin/get-${kind}/${id}`)).status, kind).toBe(404);
    }
  });
});

function pick(source: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, source[k] as string]));
}
