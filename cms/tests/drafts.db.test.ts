import { createHmac, randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX, TOTAL_COUNT_HEADER } from '@estate/contract';
import { baseUrl, del, errorFields, get, post, put, staff, type Answer } from './harness/client';
import { runSql, storeAsEarlierVersion } from './harness/database';
import { FEED_TOKEN } from './harness/env';
import { ownCms } from './harness/team';
import { startWeb, type WebInstance } from './harness/stack';

/*
 * Draft and publish (docs/decisions/0036): the specification's add and update calls
 * publish at once, as its clients expect; staff may instead keep a save as a draft, publish it,
 * and take an item off the site. The public never sees a draft, in any list, page or feed; staff
 * always see the latest version with where it stands. A database made before drafts existed
 * keeps every entry published.
 */

let token: string;
const tag = () => `dr${randomBytes(4).toString('hex')}`;
const titles = (res: Answer) => (res.body as Array<{ title: string }>).map((i) => i.title);

type Kind = 'property' | 'development' | 'area' | 'post';
const plural: Record<Kind, string> = {
  property: 'properties',
  development: 'developments',
  area: 'areas',
  post: 'posts',
};
const bodyOf: Record<Kind, (title: string) => Record<string, unknown>> = {
  property: (title) => ({ title, location: `Draftville ${title}`, country: 'Spain', price: 100000, isFeatured: true }),
  development: (title) => ({
    title,
    location: `Draftville ${title}`,
    country: 'Spain',
    price: 100000,
    isFeatured: true,
  }),
  area: (title) => ({ title, location: 'Draftville', country: 'Spain' }),
  post: (title) => ({ title, description: 'A post kept as a draft first' }),
};

async function add(kind: Kind, fields: Record<string, unknown>) {
  const res = await post(`/add-${kind}`, { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as Record<string, any>;
}

async function update(kind: Kind, id: string, fields: Record<string, unknown>) {
  const res = await put(`/update-${kind}/${id}`, { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as Record<string, any>;
}

async function publication(kind: Kind, action: 'publish' | 'unpublish', id: string) {
  const res = await post(`/${action}-${kind}/${id}`, { token, json: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as Record<string, any>;
}

/** What a visitor gets for an item: by id, by slug, and whether a public list shows it. */
async function publicView(kind: Kind, item: { _id: string; slug: string; title: string }) {
  const byId = await get(`/get-${kind}/${item._id}`);
  const bySlug = await get(`/get-${kind}-slug/${item.slug}`);
  const list = await get(`/get-${plural[kind]}?q=${encodeURIComponent(item.title)}`);
  const slugTitle = kind === 'post' ? bySlug.body?.data?.title : bySlug.body?.title;
  return {
    byId: byId.status,
    bySlug: bySlug.status,
    title: byId.status === 200 ? (byId.body.title as string) : null,
    slugTitle: bySlug.status === 200 ? (slugTitle as string) : null,
    listed: titles(list),
    total: Number(list.headers.get(TOTAL_COUNT_HEADER)),
  };
}

/** What staff get: the item by id and its row in their list. */
async function staffView(kind: Kind, item: { _id: string; title: string }) {
  const one = await get(`/get-${kind}/${item._id}`, { token });
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  const list = await get(`/get-${plural[kind]}?q=${encodeURIComponent(item.title)}`, { token });
  expect(list.status).toBe(200);
  const rows = list.body as Array<{ _id: string; title: string; publication: string }>;
  return { item: one.body as Record<string, any>, rows: rows.filter((r) => r._id === item._id) };
}

beforeAll(async () => {
  token = await staff();
});

describe.each(['property', 'development', 'area', 'post'] as const)('a %s', (kind) => {
  it("is published at once by the specification's add and update calls", async () => {
    const title = tag();
    const created = await add(kind, bodyOf[kind](title));
    expect(created.publication).toBe('published');
    expect(await publicView(kind, created as never)).toMatchObject({ byId: 200, bySlug: 200, listed: [title] });

    const renamed = `${title} renamed`;
    const updated = await update(kind, created._id, { title: renamed });
    expect(updated.publication).toBe('published');
    const seen = await publicView(kind, { ...created, title: renamed } as never);
    expect(seen).toMatchObject({ title: renamed, slugTitle: renamed, listed: [renamed], total: 1 });
    const { rows } = await staffView(kind, { _id: created._id, title: renamed });
    expect(rows).toEqual([expect.objectContaining({ title: renamed, publication: 'published' })]);
  });

  it('saved as a draft is the staff’s only, until published; unpublished, it leaves the site again', async () => {
    const title = tag();
    const draft = await add(kind, { ...bodyOf[kind](title), draft: true });
    expect(draft.publication).toBe('draft');
    expect(await publicView(kind, draft as never)).toMatchObject({ byId: 404, bySlug: 404, listed: [], total: 0 });
    const staffSees = await staffView(kind, draft as never);
    expect(staffSees.item).toMatchObject({ title, publication: 'draft' });
    expect(staffSees.rows).toEqual([expect.objectContaining({ publication: 'draft' })]);

    const published = await publication(kind, 'publish', draft._id);
    expect(published).toMatchObject({ _id: draft._id, title, publication: 'published' });
    expect(await publicView(kind, draft as never)).toMatchObject({ byId: 200, bySlug: 200, listed: [title] });

    // A change kept as a draft: the public keeps the published version, staff see the change.
    const changed = `${title} changed`;
    const pending = await update(kind, draft._id, { title: changed, draft: true, version: published.updatedAt });
    expect(pending).toMatchObject({ title: changed, publication: 'modified', slug: draft.slug });
    expect(await publicView(kind, draft as never)).toMatchObject({ title, slugTitle: title, listed: [title] });
    const staffNow = await staffView(kind, { _id: draft._id, title: changed });
    expect(staffNow.item).toMatchObject({ title: changed, publication: 'modified' });
    expect(staffNow.rows).toHaveLength(1);

    // A stale version is still refused: the draft moved on.
    const stale = await put(`/update-${kind}/${draft._id}`, {
      token,
      json: { title: 'stale', version: published.updatedAt },
    });
    expect(stale.status).toBe(409);

    const republished = await publication(kind, 'publish', draft._id);
    expect(republished).toMatchObject({ title: changed, publication: 'published' });
    expect(await publicView(kind, { ...draft, title: changed } as never)).toMatchObject({
      title: changed,
      listed: [changed],
      total: 1,
    });

    const withdrawn = await publication(kind, 'unpublish', draft._id);
    expect(withdrawn).toMatchObject({ title: changed, publication: 'draft' });
    expect(await publicView(kind, { ...draft, title: changed } as never)).toMatchObject({
      byId: 404,
      bySlug: 404,
      listed: [],
    });
    expect((await staffView(kind, { _id: draft._id, title: changed })).item.publication).toBe('draft');
  });

  it('answers 404 to publish and unpublish of an unknown id, and 401 without a staff token', async () => {
    expect((await post(`/publish-${kind}/nosuchdocument000000000`, { token, json: {} })).status).toBe(404);
    expect((await post(`/unpublish-${kind}/nosuchdocument000000000`, { token, json: {} })).status).toBe(404);
    const item = await add(kind, { ...bodyOf[kind](tag()), draft: true });
    expect((await post(`/publish-${kind}/${item._id}`, { json: {} })).status).toBe(401);
    expect((await publicView(kind, item as never)).byId).toBe(404);
  });
});

describe('a draft property', () => {
  it('stays out of every public list, filter, dropdown, feed and the featured slots', async () => {
    const title = tag();
    const location = `Hidden Bay ${title}`;
    const draft = await add('property', {
      title,
      location,
      country: 'United Arab Emirates',
      price: 123456,
      isFeatured: true,
      isFullWidthFeatured: true,
      permitNumber: '7000123456',
      draft: true,
    });
    const filter = await post('/get-properties-filter', { json: { country: location, limit: 100 } });
    expect(filter.status).toBe(200);
    expect(titles(filter)).toEqual([]);
    expect(titles(await get('/get-featured-properties?limit=100'))).not.toContain(title);
    expect((await get('/get-fullwidth-featured-property')).body?.title).not.toBe(title);
    expect(await get('/get-property-locations').then((r) => r.body as string[])).not.toContain(location);
    const feed = await fetch(`${baseUrl()}${API_PREFIX}/feeds/property-finder?token=${FEED_TOKEN}`).then((r) =>
      r.text(),
    );
    expect(feed).not.toContain(title);

    await publication('property', 'publish', draft._id);
    expect(titles(await post('/get-properties-filter', { json: { country: location, limit: 100 } }))).toEqual([title]);
    expect(titles(await get('/get-featured-properties?limit=100'))).toContain(title);
    expect((await get('/get-fullwidth-featured-property')).body?.title).toBe(title);
    expect(await get('/get-property-locations').then((r) => r.body as string[])).toContain(location);
    const published = await fetch(`${baseUrl()}${API_PREFIX}/feeds/property-finder?token=${FEED_TOKEN}`).then((r) =>
      r.text(),
    );
    expect(published).toContain(title);
  });

  it('keeps its reference through drafts and publication; no other listing may take it', async () => {
    const first = await add('property', { title: tag(), draft: true });
    expect(first.referenceNumber).toMatch(/^[A-Z0-9]+-\d{6}$/);
    await publication('property', 'publish', first._id);
    const changed = await update('property', first._id, { title: `${first.title} again`, draft: true });
    expect(changed.referenceNumber).toBe(first.referenceNumber);
    const live = await publication('property', 'publish', first._id);
    expect(live.referenceNumber).toBe(first.referenceNumber);
    expect((await get(`/get-property/${first._id}`)).body.referenceNumber).toBe(first.referenceNumber);

    const second = await add('property', { title: tag() });
    expect(second.referenceNumber).not.toBe(first.referenceNumber);
    // The database refuses a second document with the same reference, draft or published alike.
    const env = inject('cmsEnv');
    for (const published of [false, true]) {
      await expect(
        runSql(
          env,
          `UPDATE properties SET reference_number = ? WHERE document_id = ? AND published_at IS ${published ? 'NOT ' : ''}NULL`,
          [first.referenceNumber, second._id],
        ),
      ).rejects.toThrow(/unique/i);
    }
  });

  it('in Dubai may wait for its permit while a draft, but is not published without one when the rule is on', async () => {
    const settings = await put('/update-settings', { token, json: { permitRequiredInDubai: true } });
    expect(settings.status).toBe(200);
    try {
      const draft = await add('property', { title: tag(), location: 'Dubai Marina', country: 'Dubai', draft: true });
      expect(draft.publication).toBe('draft');
      const refused = await post(`/publish-property/${draft._id}`, { token, json: {} });
      expect(refused.status).toBe(400);
      expect(errorFields(refused.body)).toContain('permitNumber');
      expect((await get(`/get-property/${draft._id}`)).status).toBe(404);
      await update('property', draft._id, { permitNumber: '7100234567', draft: true });
      expect((await publication('property', 'publish', draft._id)).publication).toBe('published');
    } finally {
      await put('/update-settings', { token, json: { permitRequiredInDubai: false } });
    }
  });

  it('is not shown inside a published development, which shows the published listing once it is', async () => {
    const listing = await add('property', { title: tag(), draft: true });
    const development = await add('development', { title: tag(), properties: [listing._id] });
    const cards = async (t?: string) =>
      ((await get(`/get-development/${development._id}`, { token: t })).body.properties as Array<{ _id: string }>).map(
        (c) => c._id,
      );
    expect(await cards()).toEqual([]);
    expect(await cards(token)).toEqual([listing._id]);
    await publication('property', 'publish', listing._id);
    expect(await cards()).toEqual([listing._id]);
  });
});

describe('a database made before drafts existed', () => {
  const own = ownCms();
  const url = own.url;

  it('keeps every entry published and public, and staff can edit and publish them', async () => {
    const login = own.staffToken;
    let t = await login();
    const made: Record<Kind, Record<string, any>> = {} as never;
    for (const kind of ['property', 'development', 'area', 'post'] as const) {
      const res = await post(url(`/add-${kind}`), { token: t, json: bodyOf[kind](`Old ${kind} ${tag()}`) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made[kind] = res.body[kind];
    }
    const linked = await put(url(`/update-development/${made.development._id}`), {
      token: t,
      json: { properties: [made.property._id] },
    });
    expect(linked.status).toBe(200);

    // What the earlier version stored: one published row per entry, and types without drafts.
    await own.cms.process.stop();
    const kinds = ['property', 'development', 'area', 'post'] as const;
    await storeAsEarlierVersion(
      own.cms.env,
      kinds.map((kind) => `DELETE FROM ${plural[kind]} WHERE published_at IS NULL`),
      (schemas) => {
        for (const kind of kinds)
          schemas[`api::${kind}.${kind}`].options = {
            ...schemas[`api::${kind}.${kind}`].options,
            draftAndPublish: false,
          };
      },
    );
    await own.cms.process.start();
    t = await login();

    for (const kind of ['property', 'development', 'area', 'post'] as const) {
      const item = made[kind];
      const seen = await get(url(`/get-${kind}/${item._id}`));
      expect(seen.status, kind).toBe(200);
      expect(seen.body).toMatchObject({ title: item.title, publication: 'published' });
      expect(titles(await get(url(`/get-${plural[kind]}?q=${encodeURIComponent(item.title)}`)))).toEqual([item.title]);
      const staffList = await get(url(`/get-${plural[kind]}?q=${encodeURIComponent(item.title)}`), { token: t });
      expect(staffList.body).toEqual([expect.objectContaining({ _id: item._id, publication: 'published' })]);
      // Staff edit the entry as a draft and publish it: no clash of slugs or references.
      const renamed = `${item.title} edited`;
      const pending = await put(url(`/update-${kind}/${item._id}`), {
        token: t,
        json: { title: renamed, draft: true },
      });
      expect(pending.status, JSON.stringify(pending.body)).toBe(200);
      expect(pending.body[kind]).toMatchObject({ title: renamed, publication: 'modified', slug: item.slug });
      const live = await post(url(`/publish-${kind}/${item._id}`), { token: t, json: {} });
      expect(live.status, JSON.stringify(live.body)).toBe(200);
      expect((await get(url(`/get-${kind}/${item._id}`))).body.title).toBe(renamed);
    }
    expect((await get(url(`/get-property/${made.property._id}`))).body.referenceNumber).toBe(
      made.property.referenceNumber,
    );
    // The development still shows its listing, to the public and to staff.
    for (const who of [undefined, t]) {
      const dev = await get(url(`/get-development/${made.development._id}`), { token: who });
      expect((dev.body.properties as Array<{ _id: string }>).map((p) => p._id)).toEqual([made.property._id]);
    }
  }, 240_000);
});

/**
 * A preview token as the CMS signs them (lib/auth/preview-token): the test run sets no
 * PREVIEW_SECRET, so the key is the one derived from JWT_SECRET. Used to make a link that has
 * already expired.
 */
function previewToken(kind: string, id: string, expiresAt: number): string {
  const key = createHmac('sha256', inject('jwtSecret')).update('estate draft preview').digest('base64url');
  const payload = Buffer.from(JSON.stringify({ k: kind, i: id, e: expiresAt })).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** The same token with one character of its signature changed. */
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe('a preview link', () => {
  let web: WebInstance;

  beforeAll(async () => {
    web = await startWeb(baseUrl());
  }, 120_000);

  afterAll(async () => {
    await web?.stop();
  });

  async function draftWithLink(kind: Kind) {
    const title = tag();
    const draft = await add(kind, { ...bodyOf[kind](title), draft: true });
    const link = await get(`/get-preview-link/${kind}/${draft._id}`, { token });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    return { title, draft, link: link.body as { url: string; expiresAt: string } };
  }

  it('is signed for staff only, works for an hour, and opens the draft for whoever holds it', async () => {
    expect((await get('/get-preview-link/property/whatever')).status).toBe(401);
    expect((await get('/get-preview-link/review/whatever', { token })).status).toBe(400);
    expect((await get('/get-preview-link/property/nosuchdocument000000000', { token })).status).toBe(404);

    const { title, draft, link } = await draftWithLink('property');
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/property/${draft.slug}`);
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);

    const seen = await get(`/get-preview?token=${encodeURIComponent(url.searchParams.get('preview')!)}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ kind: 'property', item: { _id: draft._id, title, publication: 'draft' } });
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    // The public still cannot see it.
    expect((await get(`/get-property/${draft._id}`)).status).toBe(404);
  });

  it('answers 403 to a token the CMS did not sign, 410 once it expired, 404 once the draft is gone', async () => {
    const { draft, link } = await draftWithLink('post');
    const signed = new URL(link.url).searchParams.get('preview')!;
    const preview = (t: string) => get(`/get-preview?token=${encodeURIComponent(t)}`);
    expect((await preview(tampered(signed))).status).toBe(403);
    expect((await preview('not-a-token')).status).toBe(403);
    expect((await get('/get-preview')).status).toBe(400);
    const expired = await preview(previewToken('post', draft._id, Date.now() - 1000));
    expect(expired.status).toBe(410);
    expect(String(expired.body.message)).toContain('expired');
    expect((await preview(previewToken('post', draft._id, Date.now() + 60_000))).status).toBe(200);
    expect((await del(`/delete-post/${draft._id}`, { token })).status).toBe(200);
    expect((await preview(signed)).status).toBe(404);
  });

  it.each(['property', 'development', 'area', 'post'] as const)(
    'shows a %s draft on the public site, unindexed and kept by no cache; a bad link has its own page',
    async (kind) => {
      const { title, draft, link } = await draftWithLink(kind);
      const url = new URL(link.url);
      const page = (t: string | null) =>
        fetch(`${web.url}${url.pathname}${t === null ? '' : `?preview=${encodeURIComponent(t)}`}`);
      const signed = url.searchParams.get('preview')!;

      for (let round = 0; round < 2; round++) {
        const res = await page(signed);
        const html = await res.text();
        expect(res.status, html.slice(0, 500)).toBe(200);
        expect(html).toContain(title);
        expect(html).toContain('<meta name="robots" content="noindex"');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(res.headers.get('x-robots-tag')).toContain('noindex');
        expect(res.headers.get('x-page-cache')).not.toBe('hit');
      }
      // Without the link, the draft is not there.
      expect((await page(null)).status).toBe(404);

      const forged = await page(tampered(signed));
      expect(forged.status).toBe(403);
      expect(await forged.text()).toContain('This preview link is not valid');
      const old = await page(previewToken(kind, draft._id, Date.now() - 1000));
      expect(old.status).toBe(410);
      expect(await old.text()).toContain('This preview link has expired');
    },
  );
});
