import { randomBytes } from 'crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@estate/contract';
import { FEED_TOKEN } from './harness/env';
import { baseUrl, form, image, post, put, staff } from './harness/client';
import { startWeb, type WebInstance } from './harness/stack';

/*
 * The portal feeds (docs/decisions/0028): every public listing with a valid permit, in
 * Property Finder's and Bayut's XML, each required element checked after parsing; guarded by
 * FEED_TOKEN; regenerated when content changes and when a permit runs out.
 */

type Node = Record<string, any>;
let token: string;
let agentId: string;
const tag = () => `fd${randomBytes(4).toString('hex')}`;
/** The test CMS has no PUBLIC_SITE_URL or PUBLIC_URL: the site's default origin. */
const ORIGIN = 'http://localhost:3000';
const PORTAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  isArray: (name) =>
    ['property', 'Property', 'url', 'Image', 'Feature', 'Floor_Plan', 'Portal', 'Video'].includes(name),
});

const feedUrl = (portal: string, t: string | null = FEED_TOKEN) =>
  `${baseUrl()}${API_PREFIX}/feeds/${portal}${t === null ? '' : `?token=${encodeURIComponent(t)}`}`;

async function feed(portal: 'property-finder' | 'bayut', headers: Record<string, string> = {}) {
  const res = await fetch(feedUrl(portal), { headers });
  const text = await res.text();
  if (res.status === 200) expect(XMLValidator.validate(text)).toBe(true);
  return { res, text, doc: res.status === 200 ? (parser.parse(text) as Node) : {} };
}
const pfItems = (doc: Node): Node[] => doc.list?.property ?? [];
const bayutItems = (doc: Node): Node[] => doc.Properties?.Property ?? [];
const pfRef = (doc: Node, ref: string) => pfItems(doc).find((p) => p.reference_number === ref);
const bayutRef = (doc: Node, ref: string) => bayutItems(doc).find((p) => p.Property_Ref_No === ref);

async function addProperty(fields: Record<string, unknown>, files: Record<string, any[]> = {}) {
  const res = await post('/add-property', { token, form: form(fields, files) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as Record<string, any>;
}

const future = (days: number) => new Date(Date.now() + days * 86400000).toISOString();

let listed: Record<string, any>;
let selfHosted: Record<string, any>;
let unlisted: Record<string, any>[];

/** The smallest MP4 the CMS takes as a film: its file type, a movie header with an H.264 video track, data. */
function smallFilm(): Buffer {
  const box = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('vide', 'latin1'), Buffer.alloc(12));
  const stsd = box('stsd', Buffer.alloc(8), box('avc1', Buffer.alloc(78)));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
    box('moov', box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd))))),
    box('mdat', Buffer.alloc(64)),
  ]);
}

beforeAll(async () => {
  token = await staff();
  const agent = await post('/add-team', {
    token,
    form: form(
      {
        title: 'Layla Haddad',
        description: 'Off-plan specialist',
        position: 'Senior consultant',
        whatsapp: '+971 50 123 4567',
        phone: '+971 (4) 555-0101',
        email: 'layla@agency.test',
      },
      { featuredImage: [image('layla.png')] },
    ),
  });
  expect(agent.status).toBe(200);
  agentId = agent.body.team._id;
  const t = tag();
  listed = await addProperty(
    {
      title: `Marina Loft & Sea <View> ${t}`,
      desc1: 'Light-filled loft above the marina.',
      desc2: 'Handover in the last quarter of 2027. ]]> is not the end.',
      propertyType: 'Penthouse',
      country: 'Dubai',
      location: 'Marina Gate, Dubai Marina',
      beds: '3',
      baths: '4',
      space: '2150',
      price: '4500000',
      latitude: '25.0805',
      longitude: '55.1403',
      permitNumber: '7123456789',
      permitExpiresAt: future(120),
      agent: agentId,
      completionStatus: 'off-plan',
      handoverDate: 'Q4 2027',
      paymentPlan: [
        { milestone: 'Booking', percent: 20, due: 'On signing' },
        { milestone: 'Handover', percent: 80, due: 'Q4 2027' },
      ],
      amenities: [
        { title: 'Private Pool', images: [] },
        { title: "Maid's Room", images: [] },
        { title: 'Rooftop cinema', images: [] },
      ],
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      featuredImage: [image('front.png')],
      galleryImages: [image('g1.png'), image('g2.png')],
      floorPlans: [image('plan.png')],
    },
  );
  // A listing with its own film and 360° panorama and no links: the feeds carry the files.
  selfHosted = await addProperty(
    { title: `Own media ${t}`, country: 'Dubai', permitNumber: '7123456790', permitExpiresAt: future(120) },
    {
      featuredImage: [image('own.png')],
      film: [{ data: smallFilm(), name: 'tour.mp4', type: 'video/mp4' }],
      panorama: [image('terrace.png', [2048, 1024])],
    },
  );
  unlisted = [
    await addProperty({ title: `Quiet ${t}`, status: 'off-market', permitNumber: '7100000001', country: 'Dubai' }),
    await addProperty({ title: `Withdrawn ${t}`, status: 'withdrawn', permitNumber: '7100000003', country: 'Dubai' }),
    await addProperty({ title: `Lapsed ${t}`, permitNumber: '7100000002', permitExpiresAt: '2020-01-01' }),
    await addProperty({ title: `Unpermitted ${t}`, country: 'Dubai' }),
  ];
});

describe('the Property Finder feed', () => {
  it('lists a public listing with a valid permit, element by element', async () => {
    const { res, text, doc } = await feed('property-finder');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.list['@last_update']).toMatch(PORTAL_TIME);
    expect(Number(doc.list['@listing_count'])).toBe(pfItems(doc).length);

    const p = pfRef(doc, listed.referenceNumber)!;
    expect(p, 'the listing is in the feed').toBeDefined();
    expect(p['@last_update']).toMatch(PORTAL_TIME);
    expect(p).toMatchObject({
      reference_number: listed.referenceNumber,
      permit_number: '7123456789',
      offering_type: 'RS',
      property_type: 'PH',
      price_on_application: 'No',
      price: String(Math.round(listed.priceAed)),
      city: 'Dubai',
      community: 'Dubai Marina',
      sub_community: 'Marina Gate',
      title_en: listed.title,
      size: '2150',
      bedroom: '3',
      bathroom: '4',
      completion_status: 'off_plan',
      geopoints: '55.1403,25.0805',
      video_tour_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(p.title_en).toContain('& Sea <View>');
    expect(p.description_en).toContain('Light-filled loft above the marina.');
    expect(p.description_en).toContain(']]> is not the end.');
    expect(p.private_amenities.split(',').sort()).toEqual(['MR', 'PP']);
    expect(p.agent).toMatchObject({
      id: agentId,
      name: 'Layla Haddad',
      email: 'layla@agency.test',
      phone: '97145550101',
    });
    expect(p.agent.photo).toMatch(new RegExp(`^${ORIGIN}/uploads/`));
    const photos = (p.photo.url as Node[]).map((u) => u['#text']);
    expect(photos).toEqual([listed.featuredImage, ...listed.galleryImages].map((path) => `${ORIGIN}${path}`));
    for (const u of p.photo.url as Node[]) expect(u['@last_updated']).toMatch(PORTAL_TIME);
    expect((p.floor_plan.url as Node[]).map((u) => u['#text'])).toEqual([`${ORIGIN}${listed.floorPlans[0]}`]);
  });

  it('carries a listing’s own film and panorama as absolute addresses where it has no links', async () => {
    const { doc } = await feed('property-finder');
    expect(selfHosted.film).toMatch(/\.mp4$/);
    expect(pfRef(doc, selfHosted.referenceNumber)).toMatchObject({
      video_tour_url: `${ORIGIN}${selfHosted.film}`,
      view360: `${ORIGIN}${selfHosted.panorama}`,
    });
    // The links staff gave come first: the listing with a YouTube link keeps it, and has no 360° view.
    expect(pfRef(doc, listed.referenceNumber)!.view360).toBeUndefined();
  });

  it('leaves out off-market and withdrawn listings, expired permits and listings without a permit', async () => {
    const { doc } = await feed('property-finder');
    for (const u of unlisted) expect(pfRef(doc, u.referenceNumber), u.title).toBeUndefined();
    for (const item of pfItems(doc)) expect(item.permit_number).not.toBe('');
  });
});

describe('the Bayut feed', () => {
  it('lists the same listing in Bayut’s elements', async () => {
    const { res, doc } = await feed('bayut');
    expect(res.status).toBe(200);
    expect(Number(doc.Properties['@listing_count'])).toBe(bayutItems(doc).length);
    const p = bayutRef(doc, listed.referenceNumber)!;
    expect(p).toBeDefined();
    expect(p).toMatchObject({
      Property_Ref_No: listed.referenceNumber,
      Permit_Number: '7123456789',
      Property_Status: 'live',
      Property_purpose: 'Buy',
      Property_Type: 'Penthouse',
      Property_Size: '2150',
      Property_Size_Unit: 'SQFT',
      Bedrooms: '3',
      Bathrooms: '4',
      Off_plan: 'Yes',
      offplanDetails_saleType: 'New',
      Completion_Date: 'Q4 2027',
      Property_Title: listed.title,
      Price: String(Math.round(listed.priceAed)),
      City: 'Dubai',
      Locality: 'Dubai Marina',
      Sub_Locality: 'Marina Gate',
      Listing_Agent: 'Layla Haddad',
      Listing_Agent_Phone: '+971 (4) 555-0101',
      Listing_Agent_Email: 'layla@agency.test',
      Latitude: '25.0805',
      Longitude: '55.1403',
    });
    expect(p.Last_Updated).toMatch(PORTAL_TIME);
    expect(p.Property_Description).toContain(']]> is not the end.');
    expect(p.Portals.Portal).toEqual(['Bayut', 'dubizzle']);
    expect((p.Images.Image as Node[]).map((i) => i['#text'])).toEqual(
      [listed.featuredImage, ...listed.galleryImages].map((path) => `${ORIGIN}${path}`),
    );
    expect(p.Features.Feature).toEqual(['Private Pool', "Maid's Room", 'Rooftop cinema']);
    expect(p.Videos.Video).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
    expect(bayutRef(doc, selfHosted.referenceNumber)!.Videos.Video).toEqual([`${ORIGIN}${selfHosted.film}`]);
    for (const u of unlisted) expect(bayutRef(doc, u.referenceNumber), u.title).toBeUndefined();
  });
});

describe('at the public site’s addresses', () => {
  let web: WebInstance;
  beforeAll(async () => {
    web = await startWeb(baseUrl());
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('serves /feeds/property-finder.xml and /feeds/bayut.xml on the web server, with the token only', async () => {
    for (const [portal, items] of [
      ['property-finder', pfItems],
      ['bayut', bayutItems],
    ] as const) {
      const res = await fetch(`${web.url}/feeds/${portal}.xml?token=${encodeURIComponent(FEED_TOKEN)}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.status, portal).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const refs = items(parser.parse(await res.text()) as Node).map((p) => p.reference_number ?? p.Property_Ref_No);
      expect(refs).toContain(listed.referenceNumber);
      for (const path of [`/feeds/${portal}.xml`, `/feeds/${portal}.xml?token=nope`]) {
        expect((await fetch(`${web.url}${path}`)).status, path).toBe(404);
      }
    }
  });
});

describe('access', () => {
  it('is 404 without the token, with another one, and for an unknown portal', async () => {
    for (const url of [
      feedUrl('property-finder', null),
      feedUrl('property-finder', ''),
      feedUrl('property-finder', `${FEED_TOKEN}x`),
      feedUrl('bayut', 'wrong'),
      feedUrl('zoopla'),
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('<list');
    }
  });
});

describe('cost', () => {
  it('takes the same number of SQL statements for 1 listing more or 20 (no statement per listing)', async () => {
    const built = async () => {
      // A save turns the content version, so each read below builds the feed again.
      await addProperty({ title: `Counted ${tag()}`, permitNumber: '7100000009', country: 'Dubai' });
      const res = await fetch(feedUrl('bayut'));
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return Number(res.headers.get('x-query-count'));
    };
    const before = await built();
    for (let i = 0; i < 19; i++)
      await addProperty({ title: `Counted ${tag()}`, permitNumber: `71000001${String(i).padStart(2, '0')}` });
    expect(await built()).toBeLessThanOrEqual(before);
  });
});

describe('freshness', () => {
  it('is kept while nothing changes (ETag, 304) and made again after a save', async () => {
    const first = await feed('property-finder');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(feedUrl('property-finder'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const title = `Renamed loft ${tag()}`;
    expect((await put(`/update-property/${listed._id}`, { token, json: { title } })).status).toBe(200);
    const after = await feed('property-finder');
    expect(after.res.headers.get('etag')).not.toBe(etag);
    expect(pfRef(after.doc, listed.referenceNumber)?.title_en).toBe(title);
    expect(bayutRef((await feed('bayut')).doc, listed.referenceNumber)?.Property_Title).toBe(title);
  });

  it('drops a listing by itself when its permit runs out', async () => {
    const p = await addProperty({
      title: `Ticking ${tag()}`,
      permitNumber: '7100000003',
      permitExpiresAt: new Date(Date.now() + 4000).toISOString(),
    });
    expect(pfRef((await feed('property-finder')).doc, p.referenceNumber)).toBeDefined();
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(p.permitExpiresAt) - Date.now()) + 300));
    expect(pfRef((await feed('property-finder')).doc, p.referenceNumber)).toBeUndefined();
    expect(bayutRef((await feed('bayut')).doc, p.referenceNumber)).toBeUndefined();
  });
});
