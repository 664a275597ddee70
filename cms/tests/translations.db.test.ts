import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  PostSchema,
  ReviewSchema,
  TranslationSetSchema,
  type Post,
  type TranslationSet,
} from '@estate/contract';
import { baseUrl, del, errorFields, get, post, put, sitemapEntry, staff, unique } from './harness/client';
import { addProfile, inviteMember } from './harness/team';

/*
 * The content's translations (docs/decisions/0102): staff write a post's or a review's texts in
 * Arabic, Russian and Chinese beside the English (Strapi's internationalisation keeps each as the
 * document's row in that locale); the public reads an item in a language and gets every
 * translated text in place, the rest in English and named as such. The translations never show
 * in the English answers, lists or counts, and follow their item onto the site and off it.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const ARABIC_TITLE = 'فيلا على الشاطئ: دليل المشتري';
const ARABIC_SUMMARY = 'كل ما يحتاج المشتري إلى معرفته قبل الشراء في دبي.';

async function addPost(title = unique('Beachfront guide')): Promise<Post> {
  const res = await post('/add-post', {
    token,
    json: { title, description: 'What a buyer should know.', richContent: '<p>English body</p>' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.post as Post;
}

const translate = (kind: string, id: string, language: string, values: Record<string, unknown>, as = token) =>
  put(`/save-translation/${kind}/${id}/${language}`, { token: as, json: { values } });

const publicPost = (slug: string, language?: string) =>
  get(`/get-post-slug/${encodeURIComponent(slug)}${language ? `?language=${language}` : ''}`);

describe('a post in another language', () => {
  it('is written beside the English and read by the public with its texts in place', async () => {
    const item = await addPost();
    const saved = await translate('post', item._id, 'ar', {
      title: ARABIC_TITLE,
      description: ARABIC_SUMMARY,
      richContent: '<p>نص المقال</p><script>alert(1)</script>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Arabic translation saved');
    const set = TranslationSetSchema.parse(saved.body.translations) as TranslationSet;
    expect(set.english.title).toBe(item.title);
    // How each text is written, for the staff admin's inputs: the article is HTML.
    expect(Object.fromEntries(set.fields.map((f) => [f.name, f.kind]))).toEqual({
      title: 'line',
      slug: 'slug',
      description: 'text',
      richContent: 'html',
    });
    const arabic = set.translations.find((t) => t.language === 'ar')!;
    expect(arabic).toMatchObject({ state: 'complete', published: true });
    expect(arabic.values.title).toBe(ARABIC_TITLE);
    // Sanitised as the English article is.
    expect(arabic.values.richContent).not.toMatch(/<script/);
    expect(set.translations.filter((t) => t.state === 'missing').map((t) => t.language)).toEqual(['ru', 'zh']);

    const read = await publicPost(item.slug, 'ar');
    expect(read.status).toBe(200);
    const data = PostSchema.parse(read.body.data);
    expect(data.title).toBe(ARABIC_TITLE);
    expect(data.description).toBe(ARABIC_SUMMARY);
    expect(data.richContent).toContain('نص المقال');
    expect(data.translation).toEqual({ language: 'ar', untranslated: [] });
    expect(data.slugs).toEqual({ en: item.slug, ar: item.slug, ru: item.slug, zh: item.slug });

    // The English answer is as it was.
    const english = await publicPost(item.slug);
    expect(english.body.data.title).toBe(item.title);
    expect(english.body.data.translation).toBeUndefined();
    // No translation has an address of its own: the English answer is as the contract always gave it.
    expect(english.body.data.slugs).toBeUndefined();
  });

  it('shows the English of a text not translated, and names it', async () => {
    const item = await addPost();
    expect((await translate('post', item._id, 'zh', { title: '海滨别墅指南', description: '买家须知。' })).status).toBe(
      200,
    );
    const data = (await publicPost(item.slug, 'zh')).body.data as Post;
    expect(data.title).toBe('海滨别墅指南');
    expect(data.richContent).toBe('<p>English body</p>');
    expect(data.translation).toEqual({ language: 'zh', untranslated: ['richContent'] });
    // A language with no translation at all: everything English, everything named.
    const russian = (await publicPost(item.slug, 'ru')).body.data as Post;
    expect(russian.title).toBe(item.title);
    expect(russian.translation?.untranslated).toEqual(['title', 'description', 'richContent']);
    const set = (await get(`/get-translations/post/${item._id}`, { token })).body as TranslationSet;
    expect(set.translations.find((t) => t.language === 'zh')?.state).toBe('partial');
  });

  it('has an address of its own in a language when staff give one', async () => {
    const item = await addPost();
    const slug = `plyazhnaya-villa-${Date.now()}`;
    const res = await translate('post', item._id, 'ru', { title: 'Вилла у моря', description: 'Что знать.', slug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = await publicPost(slug, 'ru');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: item._id, title: 'Вилла у моря', slug });
    expect(read.body.data.slugs).toMatchObject({ en: item.slug, ru: slug, ar: item.slug });
    // The English page names it too, for its alternates.
    expect((await publicPost(item.slug)).body.data.slugs).toEqual({
      en: item.slug,
      ar: item.slug,
      ru: slug,
      zh: item.slug,
    });
    // The sitemap names the Russian version by its own address.
    expect((await sitemapEntry('post', item.slug))?.slugs).toEqual({ ru: slug });
    // Each address finds it in every language (the language switcher keeps the address).
    expect((await publicPost(item.slug, 'ru')).body.data.title).toBe('Вилла у моря');
    expect((await publicPost(slug)).body.data).toMatchObject({ _id: item._id, title: item.title, slug: item.slug });
    expect((await publicPost(slug, 'zh')).body.data).toMatchObject({ _id: item._id, slug: item.slug });
    // Another post may not take that address, in any language, nor the English one of another.
    const other = await addPost();
    for (const [language, taken] of [
      ['ru', slug],
      ['ar', slug],
      ['zh', item.slug],
    ] as const) {
      const res = await translate('post', other._id, language, {
        title: 'Другая',
        description: 'Другая.',
        slug: taken,
      });
      expect(res.status).toBe(400);
      expect(errorFields(res.body)).toEqual(['slug']);
    }
  });

  it('refuses bad texts with a 400 naming each field, and stores nothing', async () => {
    const item = await addPost();
    const missing = await translate('post', item._id, 'ar', { title: '', description: 'x'.repeat(5001) });
    expect(missing.status).toBe(400);
    expect(errorFields(missing.body).sort()).toEqual(['description', 'title']);
    expect(missing.body.message).toMatch(/title is required in Arabic/);
    const unknownField = await translate('post', item._id, 'ar', { title: 'a', description: 'b', price: '1' });
    expect(unknownField.status).toBe(400);
    expect(errorFields(unknownField.body)).toEqual(['price']);
    const badSlug = await translate('post', item._id, 'ar', { title: 'a', description: 'b', slug: 'Not a slug!' });
    expect(badSlug.status).toBe(400);
    expect(errorFields(badSlug.body)).toEqual(['slug']);
    const notText = await put(`/save-translation/post/${item._id}/ar`, { token, json: { values: 'x' } });
    expect(notText.status).toBe(400);
    const set = (await get(`/get-translations/post/${item._id}`, { token })).body as TranslationSet;
    expect(set.translations.every((t) => t.state === 'missing')).toBe(true);
  });

  it('answers 404 for a kind without translations, a language the site lacks or an item that does not exist', async () => {
    const item = await addPost();
    expect((await translate('post', item._id, 'fr', { title: 'x', description: 'y' })).status).toBe(404);
    expect((await translate('post', item._id, 'en', { title: 'x', description: 'y' })).status).toBe(404);
    expect((await get(`/get-translations/property/${item._id}`, { token })).status).toBe(404);
    expect((await get('/get-translations/post/no-such-post', { token })).status).toBe(404);
    expect((await get(`/get-post-slug/${item.slug}?language=fr`)).status).toBe(400);
  });

  it('is for staff who may write the kind', async () => {
    const item = await addPost();
    expect((await get(`/get-translations/post/${item._id}`)).status).toBe(401);
    const agent = await inviteMember(`${baseUrl()}${API_PREFIX}`, token, 'agent');
    expect((await get(`/get-translations/post/${item._id}`, { token: agent.token })).status).toBe(403);
    expect((await translate('post', item._id, 'ar', { title: 'a', description: 'b' }, agent.token)).status).toBe(403);
    const marketing = await inviteMember(`${baseUrl()}${API_PREFIX}`, token, 'marketing');
    expect((await translate('post', item._id, 'ar', { title: 'a', description: 'b' }, marketing.token)).status).toBe(
      200,
    );
  });

  it('follows its post off the site and back, and goes with it', async () => {
    const item = await addPost();
    await translate('post', item._id, 'ar', { title: ARABIC_TITLE, description: ARABIC_SUMMARY });
    expect((await post(`/unpublish-post/${item._id}`, { token })).status).toBe(200);
    expect((await publicPost(item.slug, 'ar')).status).toBe(404);
    const set = (await get(`/get-translations/post/${item._id}`, { token })).body as TranslationSet;
    expect(set.translations.find((t) => t.language === 'ar')).toMatchObject({ state: 'partial', published: false });
    // Written while the post is a draft: kept as a draft too.
    await translate('post', item._id, 'zh', { title: '草稿', description: '草稿。' });
    expect((await post(`/publish-post/${item._id}`, { token })).status).toBe(200);
    expect((await publicPost(item.slug, 'ar')).body.data.title).toBe(ARABIC_TITLE);
    expect((await publicPost(item.slug, 'zh')).body.data.title).toBe('草稿');

    // The trail names each translation's write apart from the English, and never puts it back onto the English.
    const trail = (await get(`/get-audit-entries?itemId=${item._id}&limit=50`, { token })).body as Array<{
      action: string;
      title: string;
      restorable: boolean;
      changes: Array<{ field: string; after: unknown }>;
    }>;
    const arabic = trail.find((e) => e.action === 'translate-ar');
    expect(arabic).toMatchObject({ title: item.title, restorable: false });
    expect(arabic?.changes.find((c) => c.field === 'title')?.after).toBe(ARABIC_TITLE);
    expect(trail.filter((e) => e.action === 'publish')).toHaveLength(1);
    expect(trail.some((e) => e.action === 'update' && e.changes.some((c) => c.after === ARABIC_TITLE))).toBe(false);

    const removed = await del(`/delete-translation/post/${item._id}/ar`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Arabic translation removed');
    expect((await publicPost(item.slug, 'ar')).body.data.title).toBe(item.title);
    expect((await del(`/delete-translation/post/${item._id}/ar`, { token })).status).toBe(404);
    const after = (await get(`/get-audit-entries?itemId=${item._id}&limit=50`, { token })).body as Array<{
      action: string;
    }>;
    expect(after.map((e) => e.action)).toContain('translation-delete-ar');

    expect((await del(`/delete-post/${item._id}`, { token })).status).toBe(200);
    expect((await publicPost(item.slug, 'zh')).status).toBe(404);
    expect((await get(`/get-translations/post/${item._id}`, { token })).status).toBe(404);
  });
});

describe('the English answers', () => {
  it('never show a translation: the lists, their counts and the staff tables are as before', async () => {
    const before = await get('/get-posts?limit=100');
    const staffBefore = await get('/get-posts?limit=100', { token });
    const item = await addPost();
    for (const language of ['ar', 'ru', 'zh'])
      expect(
        (await translate('post', item._id, language, { title: `${language} title`, description: 'd' })).status,
      ).toBe(200);
    const after = await get('/get-posts?limit=100');
    expect(Number(after.headers.get('x-total-count'))).toBe(Number(before.headers.get('x-total-count')) + 1);
    const ids = (after.body as Post[]).map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((after.body as Post[]).find((p) => p._id === item._id)?.title).toBe(item.title);
    const staffAfter = await get('/get-posts?limit=100', { token });
    expect(Number(staffAfter.headers.get('x-total-count'))).toBe(Number(staffBefore.headers.get('x-total-count')) + 1);
    expect(staffAfter.body.filter((p: Post) => p._id === item._id)).toHaveLength(1);
    // The staff's own read of the post is its English draft.
    expect((await get(`/get-post/${item._id}`, { token })).body.title).toBe(item.title);
    // An English edit leaves the translations as they are.
    const edited = await put(`/update-post/${item._id}`, { token, json: { description: 'Edited in English.' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await publicPost(item.slug, 'ar')).body.data.title).toBe('ar title');
    expect((await publicPost(item.slug)).body.data.description).toBe('Edited in English.');
  });

  it('list each post in the language asked', async () => {
    const item = await addPost();
    await translate('post', item._id, 'ar', { title: ARABIC_TITLE, description: ARABIC_SUMMARY });
    const list = await get('/get-posts?limit=100&language=ar');
    expect(list.status).toBe(200);
    const found = (list.body as Post[]).find((p) => p._id === item._id)!;
    expect(found).toMatchObject({
      title: ARABIC_TITLE,
      translation: { language: 'ar', untranslated: ['richContent'] },
    });
    expect((list.body as Post[]).every((p) => p.translation?.language === 'ar')).toBe(true);
  });
});

describe('a review in another language', () => {
  it('is read on the home page and in the list in that language', async () => {
    const res = await post('/add-review', {
      token,
      json: { title: 'Exceptional service', description: 'They found our home in a week.', userName: unique('Client') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.review._id as string;
    const saved = await translate('review', id, 'ru', {
      title: 'Исключительный сервис',
      description: 'Нашли дом за неделю.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const half = await translate('review', id, 'ar', { title: 'خدمة استثنائية' });
    expect(half.status).toBe(400);
    expect(errorFields(half.body)).toEqual(['description']);

    const reviews = await get('/get-reviews?limit=100&language=ru');
    const found = ReviewSchema.parse((reviews.body as Array<{ _id: string }>).find((r) => r._id === id));
    expect(found.title).toBe('Исключительный сервис');
    const home = await get('/get-home?propertyType=Villa&language=ru');
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const onHome = (home.body.reviews as Array<{ _id: string; title: string }> | null)?.find((r) => r._id === id);
    expect(onHome?.title).toBe('Исключительный сервис');
    expect(
      ((await get('/get-reviews?limit=100')).body as Array<{ _id: string; title: string }>).find((r) => r._id === id)
        ?.title,
    ).toBe('Exceptional service');
  });
});

describe('a team member in another language', () => {
  it('is read in that language, keeps the English of its position, and stays the English agent of listings', async () => {
    const name = unique('Layla Haddad');
    const member = {
      title: name,
      _id: await addProfile(`${baseUrl()}${API_PREFIX}`, token, name, undefined, {
        position: 'CEO',
        description: 'Twenty years in prime property.',
      }),
    };
    const saved = await translate('team', member._id, 'ar', {
      position: 'الرئيسة التنفيذية',
      description: 'عشرون عاماً في العقارات الفاخرة.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const arabic = ((await get('/get-teams?limit=100&language=ar')).body as Array<Record<string, unknown>>).find(
      (t) => t._id === member._id,
    );
    expect(arabic).toMatchObject({
      title: member.title,
      position: 'الرئيسة التنفيذية',
      translation: { language: 'ar', untranslated: [], english: { position: 'CEO' } },
    });
    const english = await get('/get-teams?limit=100');
    expect((english.body as Array<{ _id: string }>).filter((t) => t._id === member._id)).toHaveLength(1);

    // A listing's agent is the member's English profile, whatever translations it has.
    const listing = await post('/add-property', { token, json: { title: unique('Agent villa'), agent: member._id } });
    expect(listing.status, JSON.stringify(listing.body)).toBe(200);
    const read = await get(`/get-property/${listing.body.property._id}`, { token });
    expect(read.body.agent).toMatchObject({ _id: member._id, position: 'CEO' });
    // An English edit of the member leaves its translation as it is.
    expect((await put(`/update-team/${member._id}`, { token, json: { position: 'Chief Executive' } })).status).toBe(
      200,
    );
    const again = ((await get('/get-teams?limit=100&language=ar')).body as Array<Record<string, unknown>>).find(
      (t) => t._id === member._id,
    );
    expect(again).toMatchObject({
      position: 'الرئيسة التنفيذية',
      translation: { english: { position: 'Chief Executive' } },
    });
    // Deleting the member deletes every language.
    expect((await del(`/delete-property/${listing.body.property._id}`, { token })).status).toBe(200);
    expect((await del(`/delete-team/${member._id}`, { token })).status).toBe(200);
    expect((await get(`/get-translations/team/${member._id}`, { token })).status).toBe(404);
  });
});

describe('an area guide in another language', () => {
  it('is read by any of its addresses in the language asked, its listings and figures the English ones', async () => {
    const title = unique('Palm Jumeirah');
    const added = await post('/add-area', {
      token,
      json: { title, desc1: 'Sixteen fronds of beachfront villas.', averageRentalYield: '5.6%' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const area = added.body.area as { _id: string; slug: string };
    const slug = `palm-dzhumeyra-${Date.now()}`;
    const saved = await translate('area', area._id, 'ru', {
      title: 'Палм-Джумейра',
      slug,
      desc1: 'Шестнадцать ветвей вилл на берегу моря.',
      locationTitle: 'Остров в десяти минутах от Марины',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const address of [slug, area.slug]) {
      const read = await get(`/get-area-slug/${address}?language=ru`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        _id: area._id,
        title: 'Палм-Джумейра',
        slug,
        desc1: 'Шестнадцать ветвей вилл на берегу моря.',
        averageRentalYield: '5.6%',
        translation: { language: 'ru', untranslated: ['desc2', 'locationDescription'] },
      });
    }
    const english = await get(`/get-area-slug/${slug}`);
    expect(english.body).toMatchObject({ _id: area._id, title, slug: area.slug });
    expect(english.body.slugs).toMatchObject({ en: area.slug, ru: slug, ar: area.slug });
    const list = (await get('/get-areas?limit=100&language=ru')).body as Array<{ _id: string; title: string }>;
    expect(list.filter((a) => a._id === area._id)).toEqual([expect.objectContaining({ title: 'Палм-Джумейра' })]);
    expect((await del(`/delete-area/${area._id}`, { token })).status).toBe(200);
    expect((await get(`/get-area-slug/${slug}?language=ru`)).status).toBe(404);
  });
});

describe('a development in another language', () => {
  it('is read in the language asked by its page, the lists, the search and the home, its figures the English ones', async () => {
    const title = unique('Marina Crown');
    const added = await post('/add-development', {
      token,
      json: { title, desc1: 'Forty floors above the Marina.', price: 1_000_000, isFeatured: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const item = added.body.development as { _id: string; slug: string; dPriceAed: number };
    const saved = await translate('development', item._id, 'zh', {
      title: '码头皇冠',
      desc1: '俯瞰迪拜码头的四十层。',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const inChinese = (found: { _id: string; title: string; translation?: { language: string } } | undefined) =>
      expect(found).toMatchObject({ title: '码头皇冠', translation: { language: 'zh' } });

    const page = await get(`/get-development-slug/${item.slug}?language=zh`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      title: '码头皇冠',
      desc1: '俯瞰迪拜码头的四十层。',
      dPriceAed: item.dPriceAed,
      translation: { language: 'zh', english: { title } },
    });
    type Listed = { _id: string; title: string; translation?: { language: string } };
    const find = (body: Listed[]) => body.find((d) => d._id === item._id);
    inChinese(find((await get('/get-featured-developments?limit=100&language=zh')).body as Listed[]));
    inChinese(find((await get('/get-developments?limit=100&language=zh')).body as Listed[]));
    const searched = await post('/get-developments-filter?language=zh', { json: { limit: 100 } });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    inChinese(find(searched.body as Listed[]));
    const home = await get('/get-home?propertyType=Villa&language=zh');
    const onHome = [...(home.body.developments ?? []), ...(home.body.featuredDevelopments ?? [])] as Listed[];
    expect(onHome.filter((d) => d._id === item._id).every((d) => d.title === '码头皇冠')).toBe(true);
    // English as before.
    expect(find((await get('/get-featured-developments?limit=100')).body as Listed[])?.title).toBe(title);
    expect((await get(`/get-development-slug/${item.slug}`)).body.title).toBe(title);
    expect((await get('/get-featured-developments?language=fr')).status).toBe(400);
    expect((await del(`/delete-development/${item._id}`, { token })).status).toBe(200);
  });

  it('has an address of its own in a language, which no other development may take', async () => {
    const add = async (title: string) => {
      const added = await post('/add-development', { token, json: { title: unique(title), price: 1_000_000 } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return added.body.development as { _id: string; slug: string; title: string };
    };
    const item = await add('Creek Gate');
    const slug = `krik-geyt-${Date.now()}`;
    const arabic = `bawwabat-al-khor-${Date.now()}`;
    expect((await translate('development', item._id, 'ru', { title: 'Крик Гейт', slug })).status).toBe(200);
    const saved = await translate('development', item._id, 'ar', { title: 'بوابة الخور', slug: arabic });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const slugs = { en: item.slug, ar: arabic, ru: slug, zh: item.slug };
    for (const [address, language, shown] of [
      [slug, 'ru', slug],
      [item.slug, 'ru', slug],
      [arabic, 'ar', arabic],
      [slug, 'ar', arabic],
      [arabic, undefined, item.slug],
    ] as const) {
      const read = await get(
        `/get-development-slug/${encodeURIComponent(address)}${language ? `?language=${language}` : ''}`,
      );
      expect(read.status, `${address} ${language}`).toBe(200);
      expect(read.body).toMatchObject({ _id: item._id, slug: shown, slugs });
    }
    let after: string | undefined;
    let entry: { slug: string; slugs?: Record<string, string> } | undefined;
    do {
      const page = await get(`/sitemap-entries?kind=development&limit=500${after ? `&after=${after}` : ''}`);
      entry ??= (page.body.items as Array<{ slug: string; slugs?: Record<string, string> }>).find(
        (e) => e.slug === item.slug,
      );
      after = page.body.next ?? undefined;
    } while (after && !entry);
    expect(entry?.slugs).toEqual({ ar: arabic, ru: slug });
    const other = await add('Creek Tower');
    for (const taken of [slug, arabic, item.slug]) {
      const res = await translate('development', other._id, 'zh', { title: '溪塔', slug: taken });
      expect(res.status).toBe(400);
      expect(errorFields(res.body)).toEqual(['slug']);
    }
    for (const id of [item._id, other._id])
      expect((await del(`/delete-development/${id}`, { token })).status).toBe(200);
    expect((await get(`/get-development-slug/${slug}?language=ru`)).status).toBe(404);
  });
});
