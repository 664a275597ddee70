// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatPrice, type Property } from '@estate/contract';
import { IMAGES, renderJpeg } from '@estate/demo-media';
import express from 'express';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { aProperty, aTeamMember, SETTINGS } from '../../src/testing/fixtures';
import { server as msw } from '../../src/testing/server';
import { brochureHandler } from './service';

/*
 * The brochure made from a listing's data (docs/decisions/0081): the price the page shows in AED,
 * the permit and the reference in its text, one listing asked of the CMS per request however many
 * there are, and one PDF per content version.
 */

const LISTINGS = 10_000;
const listing: Property = aProperty({
  slug: 'marina-sky-residence',
  title: 'Marina Sky Residence',
  propertyType: 'Penthouse',
  location: 'Dubai Marina',
  beds: '4',
  baths: '5',
  space: '5200',
  // The USD price the demo brochures printed as AED (1,150,000), and the page's AED figure.
  price: 1_150_000,
  priceAed: 4_223_375,
  priceEur: 1_000_000,
  referenceNumber: 'EST-004217',
  permitNumber: '7101234567',
  completionStatus: 'off-plan',
  handoverDate: 'Q4 2027',
  paymentPlan: [
    { milestone: 'Down payment on booking', percent: 20, due: 'On signing the SPA' },
    { milestone: 'During construction', percent: 40, due: 'In 8 instalments to handover' },
    { milestone: 'On handover', percent: 40, due: 'On completion' },
  ],
  featuredImage: '/uploads/cover.jpg',
  galleryImages: ['/uploads/living.jpg', '/uploads/terrace.jpg'],
  floorPlans: ['/uploads/plan.jpg'],
  desc1:
    'A full-floor penthouse above the marina, with a wraparound terrace, a private pool and a view that runs from the Palm to the Ain Dubai.',
  desc2:
    'Highlights include a chef’s kitchen, a cinema room and a primary suite with its own dressing room. Viewings by appointment.',
  agent: (({ _id, title, position, whatsapp, phone, email, featuredImage }) => ({
    _id,
    title,
    position,
    whatsapp,
    phone,
    email,
    featuredImage,
  }))(aTeamMember({ title: 'Layla Haddad', position: 'Senior Partner', featuredImage: '/uploads/agent.jpg' })),
});

/** The demo pictures the listing's uploads are (demo-media draws or rendered them). */
const PICTURES: Record<string, string> = {
  '/uploads/cover.jpg': 'skyline-marina-golden',
  '/uploads/living.jpg': 'living-golden-sea',
  '/uploads/terrace.jpg': 'terrace-dusk-skyline',
  '/uploads/plan.jpg': 'plan-3-bed',
  '/uploads/agent.jpg': 'team-villas',
};
const pictures = new Map<string, Buffer>();
/** demo-media's renderJpeg, its size options typed (its JSDoc types them by their defaults only). */
const jpegOf = renderJpeg as (svg: string, size: { width: number; height: number }) => Promise<Buffer>;

/** Every address the CMS was asked for, and how many bytes of listings it answered. */
const asked: string[] = [];
let listingBytes = 0;
let version = 'v1';

const cms = http.createServer((req, res) => {
  const url = req.url ?? '';
  asked.push(url);
  const json = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    if (url.includes('propert')) listingBytes += Buffer.byteLength(text);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(text);
  };
  if (url === '/api/admin/get-property-slug/marina-sky-residence') return json(200, listing);
  if (url === '/api/admin/get-property-slug/withdrawn-villa')
    return json(410, { message: 'This listing is no longer advertised', reason: 'withdrawn' });
  if (url.startsWith('/api/admin/get-property-slug/')) return json(404, { message: 'Not found' });
  // A list of every listing, as a brochure must never ask for.
  if (url.startsWith('/api/admin/get-properties'))
    return json(
      200,
      Array.from({ length: LISTINGS }, (_, i) => ({ ...listing, slug: `home-${i}` })),
    );
  if (url === '/api/admin/get-settings')
    return json(200, { ...SETTINGS, agencyName: 'Estate', phone: '+971 4 000 0000', email: 'hello@estate.ae' });
  const picture = pictures.get(url);
  if (picture) {
    res.writeHead(200, { 'Content-Type': 'image/jpeg' });
    return void res.end(picture);
  }
  json(404, { message: 'Not found' });
});

let base = '';
let app: http.Server;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The text of every page, spaces of any kind read as one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  msw.close();
  for (const [url, key] of Object.entries(PICTURES)) {
    const spec = IMAGES.find((i) => i.key === key)!;
    // A picture rendered ahead (an architectural rendering) is its file; the others are drawn.
    pictures.set(
      url,
      spec.file
        ? fs.readFileSync(spec.file)
        : await jpegOf(spec.draw!(), { width: spec.width / 2, height: spec.height / 2 }),
    );
  }
  const cmsUrl = await listen(cms);
  const web = express();
  web.use(
    brochureHandler({
      cmsUrl,
      siteUrl: 'https://estate.ae',
      cacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'web-brochure-')),
      contentVersion: async () => version,
    }),
  );
  web.use((_req, res) => res.status(418).end());
  app = http.createServer(web);
  base = await listen(app);
}, 60_000);

afterAll(() => {
  cms.close();
  app.close();
});

describe('A listing’s generated brochure', () => {
  it('carries the AED price the page shows, the permit number and the reference', async () => {
    asked.length = 0;
    const res = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    if (process.env.BROCHURE_OUT) fs.writeFileSync(process.env.BROCHURE_OUT, pdf);
    const text = await pdfText(pdf);
    // The page's Price in AED: formatPrice of the stored AED price, whole dirhams.
    const pagePrice = formatPrice(listing.priceAed, 'AED').replace(/\s+/g, ' ');
    expect(pagePrice).toBe('AED 4,223,375');
    expect(text).toContain(pagePrice);
    expect(text).not.toContain('1,150,000');
    expect(text).toContain('7101234567');
    expect(text).toContain('EST-004217');
    expect(text).toContain('Marina Sky Residence');
    expect(text).toContain('Layla Haddad');
    expect(text).toContain('Down payment on booking');
    // A real brochure: the photographs and plan are in it, not text alone.
    expect(pdf.length).toBeGreaterThan(150_000);
  }, 60_000);

  it('asks the CMS for that one listing, never for the list of all of them', async () => {
    asked.length = 0;
    listingBytes = 0;
    version = 'v-scale';
    const res = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`);
    expect(res.status).toBe(200);
    const listingCalls = asked.filter((u) => u.startsWith('/api/') && u !== '/api/admin/get-settings');
    expect(listingCalls).toEqual(['/api/admin/get-property-slug/marina-sky-residence']);
    // One listing's worth of JSON, not ten thousand.
    expect(listingBytes).toBeLessThan(20_000);
  }, 60_000);

  it('is made once per content version: the same version reads the kept file, a new one makes it again', async () => {
    version = 'v-cache';
    asked.length = 0;
    const first = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`);
    const etag = first.headers.get('etag');
    expect(asked.filter((u) => u.includes('get-property-slug'))).toHaveLength(1);
    asked.length = 0;
    const again = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(asked).toEqual([]);
    const revalidated = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(revalidated.status).toBe(304);

    version = 'v-cache-2';
    const changed = await fetch(`${base}/property/marina-sky-residence/brochure.pdf`);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(asked.filter((u) => u.includes('get-property-slug'))).toHaveLength(1);
  }, 60_000);

  it('is a 404 for a listing the CMS does not have or no longer advertises, and leaves other addresses alone', async () => {
    expect((await fetch(`${base}/property/nowhere/brochure.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/property/withdrawn-villa/brochure.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/property/marina-sky-residence`)).status).toBe(418);
  });
});
