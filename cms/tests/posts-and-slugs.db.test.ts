import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { slugify } from '@estate/contract';
import { baseUrl, encoded, errorFields, form, get, panelAdmin, post, put, staff, unique } from './harness/client';
import { runSql } from './harness/database';

/*
 * Blog posts (rich text sanitised on every save, inline images turned into uploads, read by slug
 * as { data: post }) and the slugs of every slugged type: from the title, unique, kept when the
 * title changes, and a client's own slug refused when another item has it.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const HOSTILE = [
  '<h2 style="text-align: center; color: red; position: fixed">Marina living</h2>',
  '<p>Sea views from <strong>every</strong> room, <em>private</em> beach.</p>',
  '<script>alert("stolen")</script>',
  '<img src="https://cdn.example.com/pool.jpg" alt="Pool" onerror="alert(1)">',
  '<p onclick="steal()" onmouseover="steal()">Hover me</p>',
  '<a href="javascript:alert(1)">Free upgrade</a>',
  '<a href="JaVaScRiPt:alert(1)">Shouting</a>',
  '<a href="https://agency.test/villas" target="_blank">Our villas</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<style>body{display:none}</style>',
  '<svg><script>alert(2)</script></svg>',
  '<ul><li>Five bedrooms</li><li>Staff quarters</li></ul>',
  '<table><tbody><tr><td colspan="2">Price on request</td></tr></tbody></table>',
].join('');

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<style|<svg/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/position|color: red/);
  expect(html).not.toContain('stolen');
}

describe('post rich text', () => {
  it('is sanitised on save: no scripts, handlers or javascript: URLs; allowed markup kept', async () => {
    const res = await post('/add-post', {
      token,
      form: form({ title: unique('Sanitised'), description: 'Teaser', richContent: HOSTILE }),
    });
    expect(res.status).toBe(200);
    const html: string = res.body.post.richContent;
    expectClean(html);
    expect(html).toContain('<h2 style="text-align:center">Marina living</h2>');
    expect(html).toContain('<p>Sea views from <strong>every</strong> room, <em>private</em> beach.</p>');
    expect(html).toContain('<img src="https://cdn.example.com/pool.jpg" alt="Pool" />');
    expect(html).toContain('<p>Hover me</p>');
    expect(html).toContain(
      '<a href="https://agency.test/villas" target="_blank" rel="noopener noreferrer">Our villas</a>',
    );
    expect(html).toContain('<ul><li>Five bedrooms</li><li>Staff quarters</li></ul>');
    expect(html).toContain('<td colspan="2">Price on request</td>');
    expect((await get(`/get-post/${res.body.post._id}`)).body.richContent).toBe(html);
  });

  it('is sanitised on update too', async () => {
    const created = (await post('/add-post', { token, json: { title: unique('Later'), description: 'x' } })).body.post;
    const res = await put(`/update-post/${created._id}`, { token, form: form({ richContent: HOSTILE }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Post updated successfully!');
    expectClean(res.body.post.richContent);
  });

  it("is sanitised when saved through Strapi's own content manager", async () => {
    const created = (await post('/add-post', { token, json: { title: unique('Panel'), description: 'x' } })).body.post;
    const res = await put(`${baseUrl()}/content-manager/collection-types/api::post.post/${created._id}`, {
      token: await panelAdmin(),
      json: { richContent: HOSTILE },
    });
    expect(res.status).toBe(200);
    expectClean((await get(`/get-post/${created._id}`)).body.richContent);
  });

  it('turns an inline data: image into an upload with a /uploads path', async () => {
    const png = (await encoded('png', 20, 10)).toString('base64');
    const jpeg = (await encoded('jpeg', 20, 10)).toString('base64');
    const richContent =
      `<p>Before</p><img alt="Terrace" src="data:image/png;base64,${png}">` +
      `<p>Between</p><img src='data:image/jpeg;base64,${jpeg}' alt="Lobby">`;
    const res = await post('/add-post', { token, json: { title: unique('Inline'), description: 'x', richContent } });
    expect(res.status).toBe(200);
    const html: string = res.body.post.richContent;
    expect(html).not.toContain('data:');
    const srcs = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toHaveLength(2);
    expect(srcs[0]).toMatch(/^\/uploads\/inline_image_1_[^/]*\.png$/);
    expect(srcs[1]).toMatch(/^\/uploads\/inline_image_2_[^/]*\.jpg$/);
    for (const src of srcs) expect(fs.existsSync(path.join(inject('uploadsDir'), path.basename(src)))).toBe(true);
    expect(html).toContain('alt="Terrace"');
    expect((await fetch(`${baseUrl()}${srcs[0]}`)).status).toBe(200);
  });

  it('drops an inline data: source that is not an accepted image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const res = await post('/add-post', {
      token,
      json: {
        title: unique('Inline svg'),
        description: 'x',
        richContent: `<p>Logo</p><img alt="logo" src="data:image/svg+xml;base64,${svg}"><img src="data:text/html;base64,PGgxPg==">`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.post.richContent).not.toContain('data:');
    expect(res.body.post.richContent).toContain('<p>Logo</p>');
  });
});

describe("a post's pictures of our own uploads", () => {
  // PUBLIC_SITE_URL of the test CMS is http://localhost:3000 (its default); any loopback address
  // is ours too. The site's CSP (img-src 'self') blocks an absolute source on every other host.
  const OWN = [
    'http://localhost:3000/uploads/marina_1.jpg',
    'http://127.0.0.1:1337/uploads/marina_2.jpg',
    'https://localhost/uploads/marina_3.jpg',
  ];
  const body = (srcs: string[]) =>
    srcs.map((src, i) => `<p>Room ${i}</p><img src="${src}" alt="Room ${i}">`).join('') +
    '<a href="http://localhost:3000/uploads/brochure.pdf">Brochure</a>' +
    '<img src="https://cdn.example.com/uploads/pool.jpg" alt="Elsewhere">';

  function expectRootRelative(html: string) {
    expect(html).not.toMatch(/(src|href)=["']https?:\/\/(localhost|127\.0\.0\.1)/);
    for (const [i, src] of OWN.entries()) expect(html).toContain(`src="${new URL(src).pathname}" alt="Room ${i}"`);
    expect(html).toContain('href="/uploads/brochure.pdf"');
    // Another site's picture is left as it is.
    expect(html).toContain('src="https://cdn.example.com/uploads/pool.jpg"');
  }

  it('are stored root-relative when a body arrives with their absolute URL', async () => {
    const res = await post('/add-post', {
      token,
      form: form({ title: unique('Absolute'), description: 'x', richContent: body(OWN) }),
    });
    expect(res.status).toBe(200);
    expectRootRelative(res.body.post.richContent);
    const [row] = await runSql(inject('cmsEnv'), 'SELECT rich_content FROM posts WHERE document_id = ? LIMIT 1', [
      res.body.post._id,
    ]);
    expectRootRelative(String(row.rich_content));
  });

  it('are answered root-relative when a body was stored with absolute URLs before', async () => {
    const created = (await post('/add-post', { token, json: { title: unique('Stored absolute'), description: 'x' } }))
      .body.post;
    // As bodies were written before, straight in the table (every row of the document).
    const stored = `${body(OWN)}<img src='http://localhost:3000/uploads/quoted.jpg' alt="Quoted">`;
    await runSql(inject('cmsEnv'), 'UPDATE posts SET rich_content = ? WHERE document_id = ?', [stored, created._id]);
    const bySlug = await get(`/get-post-slug/${created.slug}`);
    expect(bySlug.status).toBe(200);
    const byId = await get(`/get-post/${created._id}`, { token });
    expect(byId.status).toBe(200);
    for (const html of [bySlug.body.data.richContent as string, byId.body.richContent as string]) {
      expectRootRelative(html);
      expect(html).toContain("src='/uploads/quoted.jpg'");
    }
  });
});

describe('get-post-slug', () => {
  it('answers { data: post } with the body, title, description and featured image', async () => {
    const created = (
      await post('/add-post', {
        token,
        form: form(
          { title: unique('Buying in Dubai'), description: 'A guide', richContent: '<p>Step one</p>' },
          { featuredImage: [{ data: await encoded('jpeg'), name: 'guide.jpg' }] },
        ),
      })
    ).body.post;
    const res = await get(`/get-post-slug/${created.slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toEqual(created);
    expect(res.body.data).toMatchObject({ richContent: '<p>Step one</p>', description: 'A guide' });
    expect(res.body.data.featuredImage).toMatch(/^\/uploads\/guide_/);
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await get(`/get-post-slug/never-written-${randomBytes(3).toString('hex')}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Post not found');
  });
});

describe.each([
  ['property', 'property', (title: string) => ({ title })],
  ['development', 'development', (title: string) => ({ title })],
  ['area', 'area', (title: string) => ({ title })],
  ['post', 'post', (title: string) => ({ title, description: 'x' })],
] as const)('%s slugs', (kind, field, body) => {
  const add = async (title: string, extra: Record<string, unknown> = {}) =>
    post(`/add-${kind}`, { token, json: { ...body(title), ...extra } });
  const bySlug = async (slug: string) => {
    const res = await get(`/get-${kind}-slug/${slug}`);
    return kind === 'post' ? { status: res.status, body: res.body?.data } : res;
  };

  it('come from the title, and a second item with the same title gets -2, a third -3', async () => {
    const title = `Sea View Résidence & Spa ${randomBytes(2).toString('hex')}`;
    const base = slugify(title);
    expect(base).toMatch(/^sea-view-residence-and-spa-[0-9a-f]{4}$/);
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await add(title)).body[field].slug);
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    expect((await bySlug(`${base}-2`)).body.slug).toBe(`${base}-2`);
  });

  it('stay unique when items with the same title are saved at the same moment', async () => {
    const title = `Twin Towers ${randomBytes(2).toString('hex')}`;
    const results = await Promise.all([add(title), add(title), add(title), add(title)]);
    const slugs = results.map((r) => r.body[field]?.slug);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(slugs).size).toBe(4);
  });

  it('are kept when the title changes, so links keep working', async () => {
    const created = (await add(unique('First name'))).body[field];
    const res = await put(`/update-${kind}/${created._id}`, { token, form: form({ title: 'A completely new name' }) });
    expect(res.status).toBe(200);
    expect(res.body[field]).toMatchObject({ title: 'A completely new name', slug: created.slug });
    expect((await bySlug(created.slug)).body.title).toBe('A completely new name');
  });

  it("take the client's own slug when it is free, and refuse one that another item has with 400", async () => {
    const own = `hand-made-${randomBytes(3).toString('hex')}`;
    const first = await add(unique('Own slug'), { slug: own });
    expect(first.status).toBe(200);
    expect(first.body[field].slug).toBe(own);
    const clash = await add(unique('Clashing'), { slug: own });
    expect(clash.status).toBe(400);
    expect(errorFields(clash.body)).toEqual(['slug']);
    expect(clash.body.message).toContain(own);
    const other = (await add(unique('Other'))).body[field];
    const moved = await put(`/update-${kind}/${other._id}`, { token, json: { slug: own } });
    expect(moved.status).toBe(400);
    expect(errorFields(moved.body)).toEqual(['slug']);
    // Sending an item's own slug back is no clash.
    const same = await put(`/update-${kind}/${first.body[field]._id}`, {
      token,
      json: { slug: own, title: 'Renamed' },
    });
    expect(same.status).toBe(200);
    expect(same.body[field].slug).toBe(own);
  });

  it('are made even from a title with no letters', async () => {
    const res = await add('!!! ???');
    expect(res.status).toBe(200);
    expect(res.body[field].slug).toMatch(/^item(-\d+)?$/);
  });
});
