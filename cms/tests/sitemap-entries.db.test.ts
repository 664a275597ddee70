import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorFields, get, post, put, staff, type Answer } from './harness/client';
import { runSql } from './harness/database';

/*
 * The sitemap's entries (docs/decisions/0088): the slug and last change of every public page of
 * a kind, in keyset pages that the web server's sitemap build follows by their cursor. Only what
 * a visitor may open is listed; a save leaves a listing where it was in the walk; each page is one
 * statement on an index of its own.
 */

type Kind = 'property' | 'development' | 'area' | 'post';
let token: string;
const tag = `sm${randomBytes(4).toString('hex')}`;

async function add(kind: Kind, fields: Record<string, unknown>) {
  const res = await post(`/add-${kind}`, { token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[kind] as { _id: string; slug: string; updatedAt: string };
}

/** Every entry of a kind, walked page by page with the cursor each page answers; every answer kept. */
async function walk(kind: Kind, limit: number) {
  const answers: Answer[] = [];
  const items: Array<{ slug: string; updatedAt: string }> = [];
  let after: string | null = null;
  do {
    const res: Answer = await get(
      `/sitemap-entries?kind=${kind}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    answers.push(res);
    items.push(...res.body.items);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    after = res.body.next;
  } while (after);
  return { items, answers };
}
const ours = (items: Array<{ slug: string }>) => items.map((i) => i.slug).filter((s) => s.includes(tag));

let listed: Array<{ _id: string; slug: string; updatedAt: string }>;
const hidden: string[] = [];

beforeAll(async () => {
  token = await staff();
  listed = [];
  for (let i = 0; i < 5; i++)
    listed.push(await add('property', { title: `Sitemap villa ${tag} ${i}`, location: 'Keyset Bay', price: 1000 + i }));
  const off = [
    await add('property', { title: `Sitemap draft ${tag}`, location: 'Keyset Bay', draft: true }),
    await add('property', { title: `Sitemap quiet ${tag}`, location: 'Keyset Bay', status: 'off-market' }),
    await add('property', {
      title: `Sitemap lapsed ${tag}`,
      location: 'Keyset Bay',
      permitNumber: '7100000009',
      permitExpiresAt: '2020-01-01',
    }),
  ];
  hidden.push(...off.map((p) => p.slug));
  await add('development', { title: `Sitemap tower ${tag}`, location: 'Keyset Bay', country: 'Spain', price: 1 });
  await add('area', { title: `Sitemap area ${tag}`, location: 'Keyset Bay', country: 'Spain' });
  await add('post', { title: `Sitemap guide ${tag}`, description: 'Listed in the sitemap' });
  hidden.push((await add('post', { title: `Sitemap draft guide ${tag}`, description: 'Not yet', draft: true })).slug);
});

describe('the sitemap entries route', () => {
  it("lists every public listing once, in pages joined by their cursor, with the listing's own updatedAt", async () => {
    const { items, answers } = await walk('property', 2);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.at(-1)!.body.next).toBeNull();
    const slugs = items.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(ours(items).sort()).toEqual(listed.map((p) => p.slug).sort());
    for (const slug of hidden) expect(slugs).not.toContain(slug);
    for (const p of listed)
      expect(items.find((i) => i.slug === p.slug)!.updatedAt).toBe(
        (await get(`/get-property-slug/${p.slug}`)).body.updatedAt,
      );
    // As many as the public list counts (both read decision 0024's public condition).
    const total = Number((await get('/get-properties?limit=1')).headers.get('x-total-count'));
    expect(items.length).toBe(total);
  });

  it('lists the published developments, areas and posts, never a draft', async () => {
    for (const kind of ['development', 'area', 'post'] as const) {
      const { items } = await walk(kind, 5000);
      expect(ours(items), kind).toHaveLength(1);
      for (const slug of hidden) expect(items.map((i) => i.slug)).not.toContain(slug);
    }
  });

  it('keeps a listing in its place in the walk when it is saved again', async () => {
    const before = ours((await walk('property', 3)).items);
    const saved = await put(`/update-property/${listed[0]._id}`, { token, json: { price: 99_000 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await walk('property', 3)).items;
    expect(ours(after)).toEqual(before);
    const shown = (await get(`/get-property-slug/${listed[0].slug}`)).body;
    expect(shown.price).toBe(99_000);
    expect(after.find((i) => i.slug === listed[0].slug)!.updatedAt).toBe(shown.updatedAt);
  });

  it('answers each page with two statements on its own index, whatever the page', async () => {
    const { answers } = await walk('property', 2);
    // The page's English rows, then its translations' own addresses, read by the page's document ids.
    for (const res of answers) expect(Number(res.headers.get('x-query-count'))).toBe(2);
    expect(answers[0].headers.get('cache-control')).toBe('no-store');
    const env = inject('cmsEnv');
    if (env.DATABASE_CLIENT !== 'postgres') {
      const plan = await runSql(
        env,
        `EXPLAIN QUERY PLAN SELECT document_id, slug, updated_at FROM properties
          WHERE published_at IS NOT NULL AND locale = 'en' AND status_rank < 3 AND (permit_expires_at IS NULL OR permit_expires_at > ?)
          AND slug IS NOT NULL AND slug <> '' AND document_id > ? ORDER BY document_id LIMIT 3`,
        [Date.now(), ''],
      );
      expect(plan.map((r) => String(r.detail)).join('\n')).toMatch(
        /USING COVERING INDEX properties_sitemap_language_idx/,
      );
      const translations = await runSql(
        env,
        `EXPLAIN QUERY PLAN SELECT document_id, locale, slug FROM properties
          WHERE published_at IS NOT NULL AND locale <> 'en' AND document_id IN (?, ?)`,
        ['a', 'b'],
      );
      expect(translations.map((r) => String(r.detail)).join('\n')).toMatch(
        /USING COVERING INDEX properties_sitemap_language_idx/,
      );
    } else {
      const rows = await runSql(
        env,
        "SELECT indexdef FROM pg_indexes WHERE indexname = 'properties_sitemap_language_idx'",
      );
      expect(String(rows[0]?.indexdef)).toMatch(/WHERE \(published_at IS NOT NULL\)/);
    }
  });

  it('answers 400 naming the field for a kind, cursor or limit it does not take', async () => {
    for (const [query, field] of [
      ['', 'kind'],
      ['kind=enquiry', 'kind'],
      ['kind=property&limit=0', 'limit'],
      ['kind=property&limit=5001', 'limit'],
      ['kind=property&limit=many', 'limit'],
      [`kind=property&after=${'x'.repeat(65)}`, 'after'],
    ]) {
      const res = await get(`/sitemap-entries?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorFields(res.body), query).toContain(field);
      expect(res.body.message, query).toContain(field);
    }
  });
});
