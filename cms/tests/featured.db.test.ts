import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@estate/contract';
import { baseUrl, form, get, panelAdmin, post, put, staff, unique } from './harness/client';

/*
 * The home page's full-width featured property and development: at most one of each, whichever
 * way it is set (the contract's add and update, Strapi's own content manager, two saves at once),
 * and the featured and sold lists.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

describe.each([
  ['property', 'api::property.property'],
  ['development', 'api::development.development'],
] as const)('the full-width featured %s', (kind, uid) => {
  const add = async (fields: Record<string, unknown> = {}) =>
    (await post(`/add-${kind}`, { token, json: { title: unique(`Full width ${kind}`), ...fields } })).body[kind];
  const current = async () => (await get(`/get-fullwidth-featured-${kind}`)).body;
  const flagOf = async (id: string) => (await get(`/get-${kind}/${id}`)).body.isFullWidthFeatured;
  const everyFlagged = async () =>
    (
      (await get(`/get-${kind === 'property' ? 'properties' : 'developments'}?limit=1000`)).body as Array<{
        _id: string;
        isFullWidthFeatured: boolean;
      }>
    )
      .filter((x) => x.isFullWidthFeatured)
      .map((x) => x._id);

  it('is null while none is set', async () => {
    const before = await current();
    if (before) await put(`/update-${kind}/${before._id}`, { token, json: { isFullWidthFeatured: false } });
    const res = await get(`/get-fullwidth-featured-${kind}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toBeNull();
  });

  it('is the one set on add, and setting another on add clears the first', async () => {
    const first = await add({ isFullWidthFeatured: true });
    expect((await current())._id).toBe(first._id);
    const second = await add({ isFullWidthFeatured: true });
    expect((await current())._id).toBe(second._id);
    expect(await flagOf(first._id)).toBe(false);
    expect(await everyFlagged()).toEqual([second._id]);
  });

  it('moves on update, as the Settings screen sets it (multipart isFullWidthFeatured true)', async () => {
    const chosen = await add();
    const res = await put(`/update-${kind}/${chosen._id}`, { token, form: form({ isFullWidthFeatured: 'true' }) });
    expect(res.status).toBe(200);
    expect(res.body[kind].isFullWidthFeatured).toBe(true);
    expect((await current())._id).toBe(chosen._id);
    expect(await everyFlagged()).toEqual([chosen._id]);
  });

  it("moves when set through Strapi's own content manager too, once published (docs/decisions/0036)", async () => {
    const chosen = await add();
    const before = (await current())._id;
    const panel = `${baseUrl()}/content-manager/collection-types/${uid}/${chosen._id}`;
    const res = await put(panel, { token: await panelAdmin(), json: { isFullWidthFeatured: true } });
    expect(res.status).toBe(200);
    // The panel saved a draft: the public keeps its full-width item until it is published.
    expect((await current())._id).toBe(before);
    const published = await post(`${panel}/actions/publish`, { token: await panelAdmin(), json: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await current())._id).toBe(chosen._id);
    expect(await everyFlagged()).toEqual([chosen._id]);
  });

  it('stays unique when several are set at the same moment', async () => {
    const items = [];
    for (let i = 0; i < 6; i++) items.push(await add());
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        items.map((x) => put(`/update-${kind}/${x._id}`, { token, json: { isFullWidthFeatured: true } })),
      );
      expect(answers.map((a) => a.status)).toEqual(items.map(() => 200));
      const flagged = await everyFlagged();
      expect(flagged, `round ${round}`).toHaveLength(1);
      expect((await current())._id).toBe(flagged[0]);
    }
  });

  it('leaves the others alone when an item is saved without the flag', async () => {
    const featured = await current();
    await add({ isFullWidthFeatured: false });
    await put(`/update-${kind}/${featured._id}`, { token, json: { desc1: 'New words' } });
    expect((await current())._id).toBe(featured._id);
  });
});

describe('featured and sold lists', () => {
  it('list featured properties only, with the total in X-Total-Count', async () => {
    const featured = (await post('/add-property', { token, json: { title: unique('Featured'), isFeatured: true } }))
      .body.property;
    const plain = (await post('/add-property', { token, json: { title: unique('Plain') } })).body.property;
    const res = await get('/get-featured-properties?limit=1000');
    expect(res.status).toBe(200);
    const ids = (res.body as Array<{ _id: string; isFeatured: boolean }>).map((p) => p._id);
    expect(ids).toContain(featured._id);
    expect(ids).not.toContain(plain._id);
    expect((res.body as Array<{ isFeatured: boolean }>).every((p) => p.isFeatured)).toBe(true);
    expect(Number(res.headers.get(TOTAL_COUNT_HEADER))).toBe(ids.length);
  });

  it('list featured and sold developments', async () => {
    const sold = (await post('/add-development', { token, form: form({ title: unique('Sold out'), isSold: 'true' }) }))
      .body.development;
    const featured = (
      await post('/add-development', { token, form: form({ title: unique('Headline'), isFeatured: 'on' }) })
    ).body.development;
    const soldList = (await get('/get-sold-developments?limit=1000')).body as Array<{ _id: string; isSold: boolean }>;
    expect(soldList.map((d) => d._id)).toContain(sold._id);
    expect(soldList.map((d) => d._id)).not.toContain(featured._id);
    expect(soldList.every((d) => d.isSold)).toBe(true);
    const featuredList = (await get('/get-featured-developments?limit=1000')).body as Array<{ _id: string }>;
    expect(featuredList.map((d) => d._id)).toContain(featured._id);
    expect(featuredList.map((d) => d._id)).not.toContain(sold._id);
  });

  it('page with limit and offset, newest first', async () => {
    for (let i = 0; i < 3; i++)
      await post('/add-property', { token, json: { title: unique('Paged'), isFeatured: true } });
    const all = (await get('/get-featured-properties?limit=1000')).body as Array<{ _id: string }>;
    const page = await get('/get-featured-properties?limit=2&offset=1');
    expect(page.body.map((p: { _id: string }) => p._id)).toEqual(all.slice(1, 3).map((p) => p._id));
    expect(Number(page.headers.get(TOTAL_COUNT_HEADER))).toBe(all.length);
  });
});
