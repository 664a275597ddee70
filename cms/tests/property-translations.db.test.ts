import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  AreaSchema,
  DevelopmentSchema,
  PropertySchema,
  TOTAL_COUNT_HEADER,
  type TranslationSet,
} from '@estate/contract';
import { baseUrl, del, errorFields, get, post, put, sitemapEntry, staff, unique, type Answer } from './harness/client';
import { FEED_TOKEN } from './harness/env';
import { addProfile } from './harness/team';

/*
 * A listing's texts in Arabic, Russian and Chinese (docs/decisions/0102): a translation is the
 * listing's row in that locale, and every read the contract had for listings (public search,
 * staff table and its search, counts, featured, favourites, similar homes, the portals' feeds, the
 * export, the sitemap, the permit alerts) still sees each listing once, as its English row. The
 * public reads a listing in a language with its translated texts in place and its figures English.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const ARABIC = { title: 'بنتهاوس على الواجهة البحرية', desc1: 'إطلالة كاملة على الخليج من كل غرفة.' };
const RUSSIAN = { title: 'Пентхаус у моря', desc1: 'Вид на залив из каждой комнаты.' };
const CHINESE = { title: '海滨顶层公寓', desc1: '每个房间都能看到海湾。' };

const total = (res: Answer) => Number(res.headers.get(TOTAL_COUNT_HEADER));
const translate = (id: string, language: string, values: Record<string, unknown>) =>
  put(`/save-translation/property/${id}/${language}`, { token, json: { values } });

type Listed = { _id: string; title: string; slug: string; priceAed: number | null; translation?: unknown };

async function addListing(title: string, extra: Record<string, unknown> = {}) {
  const res = await post('/add-property', {
    token,
    json: {
      title,
      desc1: 'Full views of the Gulf from every room.',
      desc2: 'A private lift opens into the hall.',
      location: 'Dubai Marina',
      country: 'United Arab Emirates',
      propertyType: 'Penthouse',
      price: 2_500_000,
      beds: 4,
      baths: 5,
      space: 5200,
      isFeatured: true,
      permitNumber: '7117227381',
      permitExpiresAt: new Date(Date.now() + 7 * 86400000).toISOString(),
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as Listed & { referenceNumber: string };
}

/** Every answer that names listings, as counts and as the ids it lists for the search text. */
async function everyEnglishReading(word: string, slug: string) {
  const search = await post('/get-properties-filter', { json: { q: word, limit: 50 } });
  const staffTable = await get(`/get-properties?q=${encodeURIComponent(word)}&limit=50`, { token });
  const featured = await get('/get-featured-properties?limit=500');
  const favourites = await get(`/get-properties-by-slugs?slugs=${slug}`);
  const csv = await get<string>(`/export-properties?q=${encodeURIComponent(word)}`, { token });
  const alerts = await get('/get-permit-alerts', { token });
  const feed = await fetch(`${baseUrl()}${API_PREFIX}/feeds/property-finder?token=${FEED_TOKEN}`).then((r) =>
    r.status === 200 ? r.text() : '',
  );
  const ids = (body: Listed[]) => body.map((p) => p._id).sort();
  return {
    search: { total: total(search), ids: ids(search.body as Listed[]) },
    staffTable: { total: total(staffTable), ids: ids(staffTable.body as Listed[]) },
    featured: (featured.body as Listed[]).filter((p) => p.slug === slug).length,
    favourites: ids(favourites.body as Listed[]),
    csvRows: String(csv.body).trim().split('\n').length,
    alerts: JSON.stringify(alerts.body).split(slug).length,
    feedMentions: feed.split(slug).length,
  };
}

describe('a listing in another language', () => {
  it('is read by the public in the language asked, its figures and address the English ones', async () => {
    const title = unique('Gulf Penthouse');
    const agent = await addProfile(`${baseUrl()}${API_PREFIX}`, token, unique('Omar Farouk'), undefined, {
      position: 'Senior Partner',
      description: 'Fifteen years on the Palm.',
    });
    expect(
      (
        await put(`/save-translation/team/${agent}/ar`, {
          token,
          json: { values: { position: 'شريك أول', description: 'خمسة عشر عاماً في النخلة.' } },
        })
      ).status,
    ).toBe(200);
    const item = await addListing(title, { agent });
    for (const [language, values] of [
      ['ar', ARABIC],
      ['ru', RUSSIAN],
      ['zh', CHINESE],
    ] as const) {
      const saved = await translate(item._id, language, values);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const set = (await get(`/get-translations/property/${item._id}`, { token })).body as TranslationSet;
    // An address of its own per language is optional: without one, the English address is the language's too.
    expect(set.fields.map((f) => f.name)).toEqual([
      'title',
      'slug',
      'desc1',
      'desc2',
      'locationTitle',
      'locationDescription',
    ]);
    expect(set.fields.find((f) => f.name === 'slug')?.kind).toBe('slug');
    expect(set.translations.map((t) => [t.language, t.state, t.published])).toEqual([
      ['ar', 'partial', true],
      ['ru', 'partial', true],
      ['zh', 'partial', true],
    ]);

    const page = await get(`/get-property-slug/${item.slug}?language=ar`);
    expect(page.status).toBe(200);
    const arabic = PropertySchema.parse(page.body);
    expect(arabic).toMatchObject({
      _id: item._id,
      slug: item.slug,
      title: ARABIC.title,
      desc1: ARABIC.desc1,
      desc2: 'A private lift opens into the hall.',
      priceAed: item.priceAed,
      translation: { language: 'ar', english: { title } },
    });
    expect(arabic.translation?.untranslated).toEqual(['desc2', 'locationTitle', 'locationDescription']);
    // Its agent's card in the language too, where the member's translation gives the position.
    expect(arabic.agent).toMatchObject({ _id: agent, position: 'شريك أول' });
    const russian = (await get(`/get-property-slug/${item.slug}?language=ru`)).body as typeof arabic;
    expect(russian.agent?.position).toBe('Senior Partner');

    const inRussian = (found: Listed | undefined) => expect(found).toMatchObject({ title: RUSSIAN.title });
    const find = (body: Listed[]) => body.find((p) => p._id === item._id);
    const word = title.split(' ').pop()!;
    const searched = await post('/get-properties-filter?language=ru', { json: { q: word, limit: 10 } });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(total(searched)).toBe(1);
    inRussian(find(searched.body as Listed[]));
    inRussian(find((await get('/get-featured-properties?limit=500&language=ru')).body as Listed[]));
    inRussian(find((await get(`/get-properties-by-slugs?slugs=${item.slug}&language=ru`)).body as Listed[]));
    const home = await get('/get-home?propertyType=Penthouse&language=zh');
    expect(home.status).toBe(200);
    const onHome = (home.body.featuredProperties ?? []) as Listed[];
    expect(onHome.filter((p) => p._id === item._id).every((p) => p.title === CHINESE.title)).toBe(true);
    // The portals' feeds carry the Arabic title and description (only the Arabic texts given).
    const feed = (portal: string) =>
      fetch(`${baseUrl()}${API_PREFIX}/feeds/${portal}?token=${FEED_TOKEN}`).then((r) => r.text());
    const propertyFinder = await feed('property-finder');
    const entry = propertyFinder.split('<property ').find((p) => p.includes(item.referenceNumber))!;
    expect(entry).toContain(`<title_ar>${ARABIC.title}</title_ar>`);
    expect(entry).toContain(`<description_ar><![CDATA[${ARABIC.desc1}]]></description_ar>`);
    expect(entry).toContain(`<title_en>${title}</title_en>`);
    const bayut = (await feed('bayut')).split('<Property>').find((p) => p.includes(item.referenceNumber))!;
    expect(bayut).toContain(`<Property_Title_AR><![CDATA[${ARABIC.title}]]></Property_Title_AR>`);
    expect(bayut).toContain(`<Property_Description_AR><![CDATA[${ARABIC.desc1}]]></Property_Description_AR>`);

    // English as before; an unknown language is a 400 naming it.
    expect((await get(`/get-property-slug/${item.slug}`)).body).toMatchObject({ title });
    expect((await get(`/get-property-slug/${item.slug}`)).body.translation).toBeUndefined();
    const french = await get(`/get-property-slug/${item.slug}?language=fr`);
    expect(french.status).toBe(400);
    expect(errorFields(french.body)).toContain('language');
    expect((await del(`/delete-property/${item._id}`, { token })).status).toBe(200);
    expect((await del(`/delete-team/${agent}`, { token })).status).toBe(200);
  });

  it('is never counted, listed, searched, exported or alerted as a listing of its own', async () => {
    const title = unique('Harbour Loft');
    const word = title.split(' ').pop()!;
    const item = await addListing(title);
    const before = await everyEnglishReading(word, item.slug);
    expect(before.search.total).toBe(1);
    expect(before.staffTable.total).toBe(1);
    for (const [language, values] of [
      ['ar', ARABIC],
      ['ru', RUSSIAN],
      ['zh', CHINESE],
    ] as const) {
      // Addresses of their own too: the English one still names the listing everywhere else.
      const slug = `${language}-${item.slug}`;
      const saved = await translate(item._id, language, { ...values, title: `${values.title} ${word}`, slug });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    expect(await everyEnglishReading(word, item.slug)).toEqual(before);
    // The staff table searches the English texts: a translation's words find nothing there.
    const byArabic = await get(`/get-properties?q=${encodeURIComponent(ARABIC.title)}&limit=5`, { token });
    expect(total(byArabic)).toBe(0);

    // The reference stays one per listing: a translation shares its listing's, and the next listing gets its own.
    const next = await addListing(unique('Harbour Loft'));
    expect(next.referenceNumber).not.toBe(item.referenceNumber);
    const staffRow = (await get(`/get-property/${item._id}`, { token })).body as Listed & { referenceNumber: string };
    expect(staffRow).toMatchObject({ title, referenceNumber: item.referenceNumber });
    for (const id of [item._id, next._id]) expect((await del(`/delete-property/${id}`, { token })).status).toBe(200);
  });

  it('follows its listing: a new price, taken off the site and back, and deleted with it', async () => {
    const title = unique('Palm Villa');
    const item = await addListing(title);
    expect((await translate(item._id, 'ar', ARABIC)).status).toBe(200);

    const updated = await put(`/update-property/${item._id}`, { token, json: { price: 3_000_000 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const newPrice = (updated.body.property as Listed).priceAed;
    expect(newPrice).not.toBe(item.priceAed);
    expect((await get(`/get-property-slug/${item.slug}?language=ar`)).body).toMatchObject({
      title: ARABIC.title,
      priceAed: newPrice,
    });

    expect((await post(`/unpublish-property/${item._id}`, { token })).status).toBe(200);
    expect((await get(`/get-property-slug/${item.slug}?language=ar`)).status).toBe(404);
    expect((await post(`/publish-property/${item._id}`, { token })).status).toBe(200);
    expect((await get(`/get-property-slug/${item.slug}?language=ar`)).body).toMatchObject({ title: ARABIC.title });

    const tooLong = await translate(item._id, 'ru', { title: 'Вилла '.repeat(60) });
    expect(tooLong.status).toBe(400);
    expect(errorFields(tooLong.body)).toEqual(['title']);
    const badSlug = await translate(item._id, 'ru', { title: RUSSIAN.title, slug: 'Вилла на Пальме!' });
    expect(badSlug.status).toBe(400);
    expect(errorFields(badSlug.body)).toEqual(['slug']);

    expect((await del(`/delete-property/${item._id}`, { token })).status).toBe(200);
    expect((await get(`/get-translations/property/${item._id}`, { token })).status).toBe(404);
    expect((await get(`/get-property-slug/${item.slug}?language=ar`)).status).toBe(404);
  });

  it('has an address of its own in a language, while its English address stays its name', async () => {
    const title = unique('Creek Residence');
    const item = await addListing(title);
    const slug = `rezidentsiya-u-zaliva-${Date.now()}`;
    const saved = await translate(item._id, 'ru', { ...RUSSIAN, slug });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const slugs = { en: item.slug, ar: item.slug, ru: slug, zh: item.slug };

    // Its own address and the English one find it in Russian, its own address named as the page's.
    for (const address of [slug, item.slug]) {
      const read = await get(`/get-property-slug/${address}?language=ru`);
      expect(read.status).toBe(200);
      expect(PropertySchema.parse(read.body)).toMatchObject({ _id: item._id, title: RUSSIAN.title, slug, slugs });
    }
    // The English page (by either address) names the English address, and the Russian one for its alternates.
    for (const address of [slug, item.slug]) {
      const english = await get(`/get-property-slug/${address}`);
      expect(english.status).toBe(200);
      expect(english.body).toMatchObject({ _id: item._id, title, slug: item.slug, slugs });
    }
    // A language without an address of its own answers with the English one.
    expect((await get(`/get-property-slug/${slug}?language=zh`)).body).toMatchObject({ slug: item.slug, slugs });
    // The lists read in Russian link the Russian address and carry the English one (favourites, comparisons).
    const favourites = (await get(`/get-properties-by-slugs?slugs=${item.slug}&language=ru`)).body as Array<
      Listed & { slugs?: Record<string, string> }
    >;
    expect(favourites).toEqual([expect.objectContaining({ _id: item._id, slug, slugs })]);
    // The similar and nearby homes are asked by the English address; a page that knows only its own
    // address (a listing no longer advertised) finds the same homes by it.
    for (const route of ['get-similar-properties', 'get-nearby-properties']) {
      const byEnglish = await get(`/${route}?slug=${item.slug}&language=ru`);
      expect(byEnglish.status, route).toBe(200);
      const byOwn = await get(`/${route}?slug=${slug}&language=ru`);
      expect(byOwn.status, route).toBe(200);
      expect((byOwn.body as Listed[]).map((p) => p._id)).toEqual((byEnglish.body as Listed[]).map((p) => p._id));
    }

    // The sitemap names the Russian version by its own address.
    expect((await sitemapEntry('property', item.slug))?.slugs).toEqual({ ru: slug });

    // Another listing may take neither address, in a translation nor in English; nothing is stored.
    const other = await addListing(unique('Creek Studio'));
    for (const [language, taken] of [
      ['ru', slug],
      ['ar', slug],
      ['zh', item.slug],
    ] as const) {
      const res = await translate(other._id, language, { title: 'Другой', slug: taken });
      expect(res.status).toBe(400);
      expect(errorFields(res.body)).toEqual(['slug']);
    }
    expect(
      ((await get(`/get-translations/property/${other._id}`, { token })).body as TranslationSet).translations.map(
        (t) => t.state,
      ),
    ).toEqual(['missing', 'missing', 'missing']);
    const english = await put(`/update-property/${other._id}`, { token, json: { slug } });
    expect(english.status).toBe(400);
    expect(errorFields(english.body)).toEqual(['slug']);
    expect((await get(`/get-property-slug/${slug}?language=ru`)).body._id).toBe(item._id);

    // Without its own address the Russian page is at the English one again; deleted, no address finds it.
    expect((await translate(item._id, 'ru', { ...RUSSIAN, slug: '' })).status).toBe(200);
    expect((await get(`/get-property-slug/${slug}?language=ru`)).status).toBe(404);
    expect((await get(`/get-property-slug/${item.slug}?language=ru`)).body).toMatchObject({ slug: item.slug });
    expect((await get(`/get-property-slug/${item.slug}`)).body.slugs).toBeUndefined();
    for (const id of [item._id, other._id]) expect((await del(`/delete-property/${id}`, { token })).status).toBe(200);
  });

  it('is linked at its own address in a language from an area’s and a development’s cards and from its map marker', async () => {
    const title = unique('Marina Duplex');
    const word = title.split(' ').pop()!;
    const item = await addListing(title, { latitude: 25.08, longitude: 55.14 });
    const slug = `dupleks-v-marine-${Date.now()}`;
    expect((await translate(item._id, 'ru', { ...RUSSIAN, slug })).status).toBe(200);
    const slugs = { en: item.slug, ar: item.slug, ru: slug, zh: item.slug };
    const development = (
      await post('/add-development', { token, json: { title: unique('Marina Towers'), properties: [item._id] } })
    ).body.development as Listed;
    const towers = `bashni-v-marine-${Date.now()}`;
    const translated = await put(`/save-translation/development/${development._id}/ru`, {
      token,
      json: { values: { title: 'Башни в Марине', slug: towers } },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    const area = (
      await post('/add-area', {
        token,
        json: { title: unique('Marina Quarter'), properties: [item._id], developments: [development._id] },
      })
    ).body.area as Listed;

    // Read in Russian, each card names the listing's Russian address and keeps its English one
    // (the card's favourite saves it), as a list's card does.
    const card = { _id: item._id, slug, slugs, title: RUSSIAN.title };
    const russianArea = AreaSchema.parse((await get(`/get-area-slug/${area.slug}?language=ru`)).body);
    expect(russianArea.properties).toEqual([expect.objectContaining(card)]);
    expect(russianArea.developments).toEqual([
      expect.objectContaining({ _id: development._id, slug: towers, title: 'Башни в Марине' }),
    ]);
    const russianDevelopment = DevelopmentSchema.parse((await get(`/get-development-slug/${towers}?language=ru`)).body);
    expect(russianDevelopment.properties).toEqual([expect.objectContaining(card)]);
    const markers = (language: string) =>
      post(`/get-property-markers${language ? `?language=${language}` : ''}`, { json: { q: word } });
    const russianMarkers = await markers('ru');
    expect(russianMarkers.status, JSON.stringify(russianMarkers.body)).toBe(200);
    expect(russianMarkers.body).toEqual([
      expect.objectContaining({ _id: item._id, slug, title: RUSSIAN.title, latitude: 25.08 }),
    ]);
    // A marker stays lean: no card's notes.
    expect(Object.keys(russianMarkers.body[0]).sort()).toEqual(Object.keys((await markers('')).body[0]).sort());
    // A language without an address of its own links the English one.
    expect((await get(`/get-area-slug/${area.slug}?language=zh`)).body.properties).toEqual([
      expect.objectContaining({ _id: item._id, slug: item.slug }),
    ]);
    // Its title still English there: the marker says so (the map marks that text's language).
    expect((await markers('zh')).body).toEqual([
      expect.objectContaining({
        _id: item._id,
        slug: item.slug,
        title,
        translation: { language: 'zh', untranslated: ['title'] },
      }),
    ]);
    expect(russianMarkers.body[0]).not.toHaveProperty('translation');

    // English answers as before: the English address, the English title, no notes.
    const englishCard = { _id: item._id, slug: item.slug, title };
    const englishArea = (await get(`/get-area-slug/${area.slug}`)).body as {
      properties: Listed[];
      developments: Listed[];
    };
    expect(englishArea.properties).toEqual([expect.objectContaining(englishCard)]);
    expect(englishArea.properties[0]).not.toHaveProperty('slugs');
    expect(englishArea.properties[0]).not.toHaveProperty('translation');
    expect(englishArea.developments).toEqual([expect.objectContaining({ slug: development.slug })]);
    const englishDevelopment = (await get(`/get-development-slug/${development.slug}`)).body as {
      properties: Listed[];
    };
    expect(englishDevelopment.properties).toEqual([expect.objectContaining(englishCard)]);
    expect(englishDevelopment.properties[0]).not.toHaveProperty('slugs');
    expect((await markers('')).body).toEqual([expect.objectContaining(englishCard)]);
    expect((await markers('')).body[0]).not.toHaveProperty('translation');

    expect((await del(`/delete-area/${area._id}`, { token })).status).toBe(200);
    expect((await del(`/delete-development/${development._id}`, { token })).status).toBe(200);
    expect((await del(`/delete-property/${item._id}`, { token })).status).toBe(200);
  });
});
