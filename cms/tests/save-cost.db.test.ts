import http from 'http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, eventually, form, get, image, panelAdmin, post, put, staff, unique, type Answer } from './harness/client';
import { startCms, type CmsInstance } from './harness/stack';

/*
 * What a listing save costs (docs/decisions/0049): the same number of SQL statements whatever the
 * catalogue around it, and Strapi's announcements of the write still reach a webhook that listens
 * (they are loaded only when something listens).
 */

const statements = (res: Answer) => Number(res.headers.get('x-query-count'));

let token: string;
let images: string[];

async function addListing(title: string) {
  const res = await post('/add-property', {
    token,
    json: {
      title,
      price: 2_000_000,
      location: 'Cost Bay',
      propertyType: 'Villa',
      galleryImages: images,
      featuredImage: images[0],
      spaces: [{ title: 'Living', images }],
      amenities: [{ title: 'Pool', images: images.slice(1) }],
      inTheArea: [{ title: 'Beach', description: 'Near', image: images[2] }],
    },
  });
  expect(res.status).toBe(200);
  return res.body.property as { _id: string };
}

/** A price change, stating the version it was loaded from, as the staff admin saves. */
async function savePrice(id: string, price: number) {
  const loaded = await get(`/get-property/${id}`, { token });
  const res = await put(`/update-property/${id}`, { token, json: { price, version: loaded.body.updatedAt } });
  expect(res.status).toBe(200);
  expect(res.body.property.price).toBe(price);
  return res;
}

beforeAll(async () => {
  token = await staff();
  images = [];
  for (const name of ['a.png', 'b.png', 'c.png']) {
    images.push((await post('/upload-image', { token, form: form({}, { image: [image(name)] }) })).body.image);
  }
});

describe('a listing save', () => {
  it('runs the same statements however many listings, developments and areas there are', async () => {
    const listing = await addListing(unique('Cost listing'));
    await savePrice(listing._id, 2_100_000);
    const before = statements(await savePrice(listing._id, 2_200_000));
    expect(before).toBeGreaterThan(0);

    // The catalogue grows around it: more listings, a development and an area that show them.
    const others: string[] = [];
    for (let i = 0; i < 6; i++) others.push((await addListing(unique('Cost neighbour')))._id);
    for (const kind of ['development', 'area'] as const) {
      const res = await post(`/add-${kind}`, {
        token,
        json: { title: unique(`Cost ${kind}`), location: 'Cost Bay', properties: others },
      });
      expect(res.status).toBe(200);
    }

    expect(statements(await savePrice(listing._id, 2_300_000))).toBe(before);
  });

  describe('with a webhook that listens', () => {
    // Strapi refuses a webhook on a loopback address in production: this instance (on the run's
    // database) runs in development so that the test's own receiver can be registered.
    let cms: CmsInstance;
    beforeAll(async () => {
      cms = await startCms({ NODE_ENV: 'development' });
    });
    afterAll(async () => {
      await cms?.stop();
    });

    it('still announces the save, with the saved listing', async () => {
      const received: Array<{ event: string; entry?: { documentId?: string; price?: number } }> = [];
      const receiver = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push(JSON.parse(body));
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const port = (receiver.address() as { port: number }).port;
      const admin = await panelAdmin();
      const hook = await post(`${cms.url}/admin/webhooks`, {
        token: admin,
        json: {
          name: unique('save announcements'),
          url: `http://127.0.0.1:${port}/hook`,
          headers: {},
          events: ['entry.update', 'entry.publish'],
        },
      });
      expect(hook.status).toBe(201);
      try {
        const listing = await addListing(unique('Announced listing'));
        const loaded = await get(`${cms.url}/api/admin/get-property/${listing._id}`, { token });
        const saved = await put(`${cms.url}/api/admin/update-property/${listing._id}`, {
          token,
          json: { price: 3_300_000, version: loaded.body.updatedAt },
        });
        expect(saved.status).toBe(200);
        const heard = await eventually(async () => {
          const mine = received.filter((r) => r.entry?.documentId === listing._id && r.entry.price === 3_300_000);
          const events = new Set(mine.map((r) => r.event));
          return events.has('entry.update') && events.has('entry.publish') ? mine : undefined;
        });
        expect(heard.length).toBeGreaterThanOrEqual(2);
      } finally {
        await del(`${cms.url}/admin/webhooks/${hook.body.data.id}`, { token: admin });
        await new Promise((resolve) => receiver.close(resolve));
      }
    });
  });

  it('is no longer announced once the webhook is gone', async () => {
    // Nothing listens now: the save still succeeds and answers the saved listing.
    const listing = await addListing(unique('Quiet listing'));
    const res = await savePrice(listing._id, 4_400_000);
    expect(res.body.property._id).toBe(listing._id);
  });
});
