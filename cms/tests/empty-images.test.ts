import { beforeAll, describe, expect, it } from 'vitest';
import { form, get, image, post, put, staff, unique } from './harness/client';

/*
 * The specification's clients send an empty string for a missing image. On every route an empty
 * image value means "no image": an in-the-area row keeps its title and description with no
 * picture, a single-image field (featuredImage, userImage) is left as if it were null, and a blank
 * entry in an image list (gallery, the images of a space or amenity row) is dropped. Anything
 * else that is not a stored path is still refused with 400 naming the field.
 */

let token: string;
let stored: string;
beforeAll(async () => {
  token = await staff();
  const res = await post('/upload-image', { token, form: form({}, { image: [image('kept.png')] }) });
  expect(res.status).toBe(200);
  stored = res.body.image as string;
});

/** The fields each add route requires besides the title. */
const REQUIRED = {
  post: { description: 'A post' },
  team: { description: 'An agent', position: 'Agent', whatsapp: '+971 50 000 0000', email: 'agent@agency.test' },
  review: { description: 'Lovely', userName: 'A client' },
};

describe('in-the-area rows', () => {
  it('a property row with a title, a description and image "" is kept with no image (multipart, as the spec client sends it)', async () => {
    const res = await post('/add-property', {
      token,
      form: form({
        title: unique('Empty row image'),
        inTheArea: [
          { title: 'The Boardwalk', description: 'An 11 km promenade', image: '' },
          { title: 'Atlantis', description: 'Five minutes', image: stored },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = [
      { title: 'The Boardwalk', description: 'An 11 km promenade', image: null },
      { title: 'Atlantis', description: 'Five minutes', image: stored },
    ];
    expect(res.body.property.inTheArea).toEqual(expected);
    expect((await get(`/get-property/${res.body.property._id}`)).body.inTheArea).toEqual(expected);
  });

  it('a development row with image "" (JSON), on add and on update', async () => {
    const added = await post('/add-development', {
      token,
      json: { title: unique('Empty dev row'), inTheArea: [{ title: 'Marina', description: 'Walk', image: '' }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const dev = added.body.development;
    expect(dev.inTheArea).toEqual([{ title: 'Marina', description: 'Walk', image: null }]);

    const updated = await put(`/update-development/${dev._id}`, {
      token,
      json: {
        inTheArea: [
          { title: 'Marina', description: 'Walk', image: stored },
          { title: 'Beach', description: 'Two minutes', image: '  ' },
        ],
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await get(`/get-development/${dev._id}`)).body.inTheArea).toEqual([
      { title: 'Marina', description: 'Walk', image: stored },
      { title: 'Beach', description: 'Two minutes', image: null },
    ]);
  });

  it('still refuses a row image that is not a stored path, naming the field', async () => {
    const res = await post('/add-property', {
      token,
      json: {
        title: unique('Bad row image'),
        inTheArea: [{ title: 'Beach', description: 'Near', image: 'https://elsewhere.example/beach.jpg' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'inTheArea.0.image', message: 'image must be a stored image path (/uploads/...)' },
    ]);
  });
});

describe('image lists', () => {
  it('drops blank entries from the gallery and from space and amenity rows, keeping the stored ones in order', async () => {
    const res = await post('/add-property', {
      token,
      form: form({
        title: unique('Blank list entries'),
        galleryImages: ['', stored],
        spaces: [{ title: 'Living', images: [stored, ''] }],
        amenities: [{ title: 'Pool', images: [''] }],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.property;
    expect(p.galleryImages).toEqual([stored]);
    expect(p.spaces).toEqual([{ title: 'Living', images: [stored] }]);
    expect(p.amenities).toEqual([{ title: 'Pool', images: [] }]);

    const area = await post('/add-area', {
      token,
      json: { title: unique('Blank area list'), galleryImages: [''], spaces: [{ title: 'Beach club', images: [''] }] },
    });
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    expect(area.body.area).toMatchObject({ galleryImages: [], spaces: [{ title: 'Beach club', images: [] }] });
  });
});

describe('single image fields', () => {
  it.each([
    ['property', '/add-property', {}],
    ['development', '/add-development', {}],
    ['area', '/add-area', {}],
    ['post', '/add-post', REQUIRED.post],
    ['team', '/add-team', REQUIRED.team],
  ] as const)('a %s added with featuredImage "" has no featured image', async (resource, route, required) => {
    const res = await post(route, {
      token,
      form: form({ ...required, title: unique(`Empty ${resource}`), featuredImage: '' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[resource].featuredImage).toBeNull();
  });

  it('a review added with userImage "" has no picture', async () => {
    const res = await post('/add-review', {
      token,
      form: form({ ...REQUIRED.review, title: unique('Empty review'), userImage: '' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.review.userImage).toBeNull();
  });

  it('an update sending featuredImage "" changes the image no more than null would: the stored one stays', async () => {
    const added = await post('/add-post', {
      token,
      form: form({ ...REQUIRED.post, title: unique('Kept image') }, { featuredImage: [image('cover.png')] }),
    });
    expect(added.status).toBe(200);
    const { _id, featuredImage } = added.body.post;
    expect(featuredImage).toMatch(/^\/uploads\//);
    const updated = await put(`/update-post/${_id}`, {
      token,
      form: form({ title: unique('Kept image, new title'), featuredImage: '' }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.post.featuredImage).toBe(featuredImage);
    expect((await get(`/get-post/${_id}`)).body.featuredImage).toBe(featuredImage);
  });

  it('still refuses a single image that is not a stored path, naming the field', async () => {
    const res = await post('/add-team', {
      token,
      json: { ...REQUIRED.team, title: unique('Bad image'), featuredImage: 'not-an-image' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'featuredImage', message: 'featuredImage must be a stored image path (/uploads/...)' },
    ]);
  });
});
