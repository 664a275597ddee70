import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_LIMITS, HOME_SECTIONS, HomeSchema, type Home, type HomeSection } from '@estate/contract';
import { errorFields, get, post, put, staff, unique } from './harness/client';

/*
 * The home page's sections in one call (docs/decisions/0054): get-home answers, section
 * by section, what each section's own route answers a visitor, projected to the shape the web
 * keeps of it (the contract's lean cards), so the two can never drift; drafts and listings the
 * public may not see stay out; a save shows in the next answer (the response cache turns with the
 * content version, as for every public read).
 */

let token: string;
const TYPE = 'Apartment';

/** Each section's own route, as the web calls it today. */
const ROUTE_OF: Record<HomeSection, string> = {
  locations: '/get-property-locations',
  typeLocations: `/get-property-locations?propertyType=${TYPE}`,
  teams: '/get-teams',
  fullwidthProperty: '/get-fullwidth-featured-property',
  featuredProperties: `/get-featured-properties?limit=${HOME_LIMITS.featuredProperties}`,
  developments: `/get-developments?limit=${HOME_LIMITS.developments}`,
  fullwidthDevelopment: '/get-fullwidth-featured-development',
  featuredDevelopments: `/get-featured-developments?limit=${HOME_LIMITS.featuredDevelopments}`,
  reviews: '/get-reviews',
  posts: '/get-posts',
  insta: '/get-insta',
};

async function home(query = `?propertyType=${TYPE}`): Promise<Home> {
  const res = await get(`/get-home${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return HomeSchema.parse(res.body);
}

/** What the section's route answers, as the web keeps it (insta's 404 is "none"). */
async function viaRoute(section: HomeSection): Promise<unknown> {
  const res = await get(ROUTE_OF[section]);
  if (section === 'insta' && res.status === 404) return null;
  expect(res.status, `${ROUTE_OF[section]}: ${JSON.stringify(res.body)}`).toBe(200);
  return HomeSchema.shape[section].parse(res.body);
}

const version = async () => (await get('/content-version')).body.version as string;

async function add(kind: 'property' | 'development' | 'post', json: Record<string, unknown>) {
  const res = await post(`/add-${kind}`, { token, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as { _id: string; slug: string; title: string };
}

beforeAll(async () => {
  token = await staff();
  const place = unique('Home place');
  // Something in every section, public and not.
  await add('property', { title: unique('Home villa'), location: place, propertyType: 'Villa', isFeatured: true });
  await add('property', {
    title: unique('Home flat'),
    location: place,
    propertyType: TYPE,
    isFeatured: true,
    isFullWidthFeatured: true,
    latitude: 25.1,
    longitude: 55.1,
  });
  await add('development', { title: unique('Home towers'), location: place, isFeatured: true, latitude: 25.2 });
  await add('development', { title: unique('Home heights'), location: place, isFullWidthFeatured: true });
  await add('post', { title: unique('Home note'), description: 'x', richContent: '<p>Body</p>' });
  await post('/add-team', {
    token,
    json: { title: unique('Home agent'), description: 'x', position: 'Agent', whatsapp: '+971', email: 'a@b.test' },
  });
  await post('/add-review', { token, json: { title: unique('Home review'), description: 'x', userName: 'R' } });
});

describe('get-home', () => {
  it('answers every section as its own route does, in the lean shape the web keeps', async () => {
    // Compared within one content version, so no save in between can make them differ.
    for (let attempt = 0; ; attempt++) {
      const before = await version();
      const bundle = await home();
      const routes = Object.fromEntries(await Promise.all(HOME_SECTIONS.map(async (s) => [s, await viaRoute(s)])));
      if ((await version()) !== before && attempt < 3) continue;
      expect(bundle.failed).toEqual([]);
      for (const section of HOME_SECTIONS) expect(bundle[section], section).toEqual(routes[section]);
      break;
    }
  });

  it('keeps the lists lean and within the home’s limits', async () => {
    const bundle = await home();
    expect(bundle.featuredProperties!.length).toBeGreaterThan(0);
    expect(bundle.featuredProperties!.length).toBeLessThanOrEqual(HOME_LIMITS.featuredProperties);
    expect(bundle.developments!.length).toBeLessThanOrEqual(HOME_LIMITS.developments);
    expect(bundle.featuredDevelopments!.length).toBeLessThanOrEqual(HOME_LIMITS.featuredDevelopments);
    const res = await get(`/get-home?propertyType=${TYPE}`);
    const card = res.body.featuredProperties[0];
    expect(card).toHaveProperty('latitude');
    expect(card).not.toHaveProperty('galleryImages');
    expect(card).not.toHaveProperty('desc1');
    expect(res.body.developments[0]).not.toHaveProperty('properties');
    expect(res.body.posts[0]).not.toHaveProperty('richContent');
    // The full-width banners keep the whole listing, as their routes do.
    expect(res.body.fullwidthProperty).toHaveProperty('galleryImages');
  });

  it('never shows a draft, an unpublished item or a listing off the market', async () => {
    const place = unique('Hidden place');
    const draftHome = await add('property', {
      title: unique('Draft villa'),
      location: place,
      propertyType: TYPE,
      isFeatured: true,
      draft: true,
    });
    const offMarket = await add('property', {
      title: unique('Off-market villa'),
      location: place,
      propertyType: TYPE,
      isFeatured: true,
      status: 'off-market',
    });
    const draftDev = await add('development', { title: unique('Draft towers'), isFeatured: true, draft: true });
    const post_ = await add('post', { title: unique('Withdrawn note'), description: 'x' });
    const res = await post(`/unpublish-post/${post_._id}`, { token, json: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const bundle = await home();
    const text = JSON.stringify(bundle);
    for (const hidden of [draftHome, offMarket, draftDev, post_]) expect(text).not.toContain(hidden._id);
    expect(bundle.locations).not.toContain(place);
    expect(bundle.typeLocations).not.toContain(place);
  });

  it('shows a save in the next answer', async () => {
    const first = await home();
    const target = first.featuredProperties![0]!;
    const renamed = unique('Renamed flat');
    const saved = await put(`/update-property/${target._id}`, { token, json: { title: renamed } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const next = await home();
    expect(next.featuredProperties!.find((p) => p._id === target._id)?.title).toBe(renamed);

    const title = unique('Fresh note');
    await add('post', { title, description: 'x' });
    expect((await home()).posts!.map((p) => p.title)).toContain(title);
  });

  it('is kept by the response cache like the other public reads', async () => {
    await home();
    const again = await get(`/get-home?propertyType=${TYPE}&bust=1`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('HIT');
  });

  it.each([['Castle'], [''], ['%20']])('answers 400 naming propertyType for %j', async (value) => {
    const res = await get(`/get-home?propertyType=${value}`);
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain('propertyType');
    expect(res.body.message).toMatch(/propertyType/);
  });

  it('answers 400 naming propertyType without one', async () => {
    const res = await get('/get-home');
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toContain('propertyType');
  });

  it('reads any case of a type as that type', async () => {
    const lower = await home('?propertyType=apartment');
    expect(lower.typeLocations).toEqual((await home()).typeLocations);
  });
});
