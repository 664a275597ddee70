import { beforeAll, describe, expect, it } from 'vitest';
import { errorFields, form, get, image, newUser, post, put, randomIp, staff, unique } from './harness/client';
import { MEMBER_PASSWORD } from './harness/team';

/*
 * A picture's alternative text and caption (docs/decisions/0087): staff describe a stored picture
 * once, and every property, development and area that shows it answers the texts in imageTexts,
 * to staff and to the public, the cached public answers included. Bad input is refused by field
 * and changes nothing; an agent describes only the pictures of their own listings.
 */

let token: string;
let property: { _id: string; slug: string; featuredImage: string; galleryImages: string[] };
let rowPicture: string;
let development: { _id: string; slug: string };
let area: { _id: string; slug: string };

type Texts = Record<string, { alt: string; caption: string }>;

const describeImage = (json: Record<string, unknown>, as = token) => put('/update-image-text', { token: as, json });

async function uploaded(name: string): Promise<string> {
  const res = await post('/upload-image', { token, form: form({}, { image: [image(name)] }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.image as string;
}

async function addProperty(title: string, fields: Record<string, unknown> = {}) {
  const res = await post('/add-property', {
    token,
    form: form(
      { title, country: 'United Kingdom', location: 'Belgravia', ...fields },
      { featuredImage: [image('front.png')], galleryImages: [image('hall.png'), image('garden.png')] },
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property;
}

beforeAll(async () => {
  token = await staff();
  rowPicture = await uploaded('kitchen.png');
  property = await addProperty(unique('Described villa'), { spaces: [{ title: 'Kitchen', images: [rowPicture] }] });
  development = (
    await post('/add-development', {
      token,
      json: { title: unique('Described towers'), spaces: [{ title: 'Lobby', images: [rowPicture] }] },
    })
  ).body.development;
  area = (
    await post('/add-area', {
      token,
      json: { title: unique('Described area'), amenities: [{ title: 'Cafe', images: [rowPicture] }] },
    })
  ).body.area;
});

describe('describing a picture', () => {
  it('stores the trimmed texts and answers them in every staff and public answer that shows the picture', async () => {
    const res = await describeImage({
      path: property.galleryImages[1],
      alt: '  Lawn and olive trees behind the villa  ',
      caption: ' The garden in May ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      path: property.galleryImages[1],
      alt: 'Lawn and olive trees behind the villa',
      caption: 'The garden in May',
    });

    const expected = { alt: 'Lawn and olive trees behind the villa', caption: 'The garden in May' };
    const staffRead = await get(`/get-property/${property._id}`, { token });
    expect(staffRead.body.imageTexts).toEqual({ [property.galleryImages[1]]: expected });
    const publicRead = await get(`/get-property-slug/${property.slug}`);
    expect(publicRead.body.imageTexts).toEqual({ [property.galleryImages[1]]: expected });
    const list = await get('/get-properties?limit=1000');
    const listed = (list.body as Array<{ _id: string; imageTexts: Texts }>).find((p) => p._id === property._id);
    expect(listed?.imageTexts).toEqual({ [property.galleryImages[1]]: expected });
    // The fields of the specification stay as they were.
    expect(publicRead.body.galleryImages).toEqual(property.galleryImages);
    expect(publicRead.body.featuredImage).toBe(property.featuredImage);
  });

  it('describes a picture of a row once for every entry that shows it', async () => {
    const res = await describeImage({ path: rowPicture, alt: 'Island kitchen in pale oak', caption: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const want = { [rowPicture]: { alt: 'Island kitchen in pale oak', caption: '' } };
    expect((await get(`/get-property/${property._id}`, { token })).body.imageTexts).toMatchObject(want);
    expect((await get(`/get-development/${development._id}`, { token })).body.imageTexts).toEqual(want);
    expect((await get(`/get-development-slug/${development.slug}`)).body.imageTexts).toEqual(want);
    expect((await get(`/get-area/${area._id}`, { token })).body.imageTexts).toEqual(want);
    expect((await get(`/get-area-slug/${area.slug}`)).body.imageTexts).toEqual(want);
  });

  it('refreshes a cached public answer at once', async () => {
    const path = `/get-property-slug/${property.slug}`;
    await get(path);
    const hit = await get(path);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.body.imageTexts[property.featuredImage]).toBeUndefined();

    expect((await describeImage({ path: property.featuredImage, alt: 'Stucco front with a black door' })).status).toBe(
      200,
    );
    const after = await get(path);
    expect(after.body.imageTexts[property.featuredImage]).toEqual({
      alt: 'Stucco front with a black door',
      caption: '',
    });
  });

  it('refreshes the stored forms of the lists, and is in the answer of a later save of the listing', async () => {
    const listed = async () =>
      ((await get('/get-properties?limit=1000')).body as Array<{ _id: string; imageTexts: Texts }>).find(
        (p) => p._id === property._id,
      )!.imageTexts;
    await listed();
    const res = await describeImage({ path: property.galleryImages[1], alt: 'The lawn', caption: 'Olives' });
    expect(res.status).toBe(200);
    expect((await listed())[property.galleryImages[1]]).toEqual({ alt: 'The lawn', caption: 'Olives' });
    const saved = await put(`/update-property/${property._id}`, { token, json: { desc1: unique('Words') } });
    expect(saved.status).toBe(200);
    expect(saved.body.property.imageTexts[property.galleryImages[1]]).toEqual({ alt: 'The lawn', caption: 'Olives' });
    // Put back as the first test left it.
    await describeImage({
      path: property.galleryImages[1],
      alt: 'Lawn and olive trees behind the villa',
      caption: 'The garden in May',
    });
  });

  it('removes a text sent empty; a picture with no text left is absent from imageTexts', async () => {
    const res = await describeImage({ path: property.featuredImage, alt: '', caption: '' });
    expect(res.status).toBe(200);
    const read = await get(`/get-property-slug/${property.slug}`);
    expect(read.body.imageTexts).not.toHaveProperty(property.featuredImage);
  });

  it('is in the audit trail of the entries that show the picture', async () => {
    const res = await get(`/get-audit-entries?kind=development&itemId=${development._id}`, { token });
    expect(res.status).toBe(200);
    const entry = (
      res.body as Array<{ action: string; restorable: boolean; changes: Array<Record<string, unknown>> }>
    ).find((e) => e.action === 'describe-image');
    expect(entry?.changes).toContainEqual({
      field: `alternative text of ${rowPicture}`,
      before: '',
      after: 'Island kitchen in pale oak',
    });
    expect(entry?.restorable).toBe(false);
  });
});

describe('bad input', () => {
  it('is refused naming the field, and changes nothing', async () => {
    const path = property.galleryImages[0];
    const long = await describeImage({ path, alt: 'a'.repeat(251), caption: 'c'.repeat(301) });
    expect(long.status).toBe(400);
    expect(errorFields(long.body).sort()).toEqual(['alt', 'caption']);
    const noPath = await describeImage({ alt: 'Hall' });
    expect(noPath.status).toBe(400);
    expect(errorFields(noPath.body)).toEqual(['path']);
    const notText = await describeImage({ path, alt: { x: 1 } });
    expect(notText.status).toBe(400);
    expect(errorFields(notText.body)).toEqual(['alt']);
    // At the limits: accepted.
    expect((await describeImage({ path, alt: 'a'.repeat(250), caption: 'c'.repeat(300) })).status).toBe(200);
    await describeImage({ path, alt: '', caption: '' });
    expect((await get(`/get-property/${property._id}`, { token })).body.imageTexts).not.toHaveProperty(path);
  });

  it('answers 404 for a path that is no stored upload', async () => {
    const res = await describeImage({ path: '/uploads/no-such-picture_0000.jpg', alt: 'Nothing' });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a staff token', async () => {
    const res = await put('/update-image-text', { json: { path: property.featuredImage, alt: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('an agent', () => {
  let agentToken: string;
  let own: { _id: string; galleryImages: string[] };

  beforeAll(async () => {
    const profile = (
      await post('/add-team', {
        token,
        json: {
          title: unique('Layla Haddad'),
          description: 'Prime central London',
          position: 'Property consultant',
          whatsapp: '+44 20 0000 0000',
          email: `layla.${Date.now()}@agency.test`,
        },
      })
    ).body.team._id as string;
    const user = await newUser('staff', MEMBER_PASSWORD);
    const made = await put(`/update-staff-user/${user.id}`, { token, json: { role: 'agent', teamMemberId: profile } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const signIn = await post('/login', {
      json: { username: user.username, password: MEMBER_PASSWORD },
      ip: randomIp(),
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    agentToken = signIn.body.token as string;
    own = await addProperty(unique('Agent villa'), { agent: profile });
  });

  it('describes the pictures of their own listings', async () => {
    const res = await describeImage(
      { path: own.galleryImages[0], alt: 'Entrance hall with a stone floor' },
      agentToken,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("is refused another agent's listing, a development's and an area's pictures, and nothing changes", async () => {
    const theirs = await describeImage({ path: property.galleryImages[0], alt: 'Not mine' }, agentToken);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/own listings/);
    const shared = await describeImage({ path: rowPicture, alt: 'Not mine either' }, agentToken);
    expect(shared.status).toBe(403);
    const read = await get(`/get-property/${property._id}`, { token });
    expect(read.body.imageTexts).not.toHaveProperty(property.galleryImages[0]);
    expect(read.body.imageTexts[rowPicture].alt).toBe('Island kitchen in pale oak');
  });
});
