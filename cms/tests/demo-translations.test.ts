import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import {
  AreaInputSchema,
  DevelopmentInputSchema,
  PostInputSchema,
  PropertyInputSchema,
  PropertySchema,
  slugify,
  ReviewInputSchema,
  SettingsInputSchema,
  SettingsSchema,
  TeamInputSchema,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslationSet,
} from '@estate/contract';
import { sanitizeRichText } from '../src/lib/save/rich-text';
import { del, get, post, put, staff } from './harness/client';

/*
 * The demo's listings, posts, team, developments, area guides and reviews in Arabic, Russian and
 * Chinese (scripts/seed/content/translations),
 * which the seed writes through the CMS's saveTranslation: every English item has each language,
 * no text is left empty, each text passes the contract's schema of its English field, an article
 * keeps the English one's markup tag for tag and its pictures (also once sanitised, as saved), and
 * the Russian addresses are valid and unique (an area's also unlike every post's and another
 * area's English one; a development's unlike every post's and area's and another item's English one).
 */

const require = createRequire(__filename);

interface Post {
  title: string;
  description: string;
  richContent: string;
  slug?: string;
}
type Languages<T> = Record<string, T>;

const { posts } = require('../scripts/seed/content/posts') as { posts: (url: (key: string) => string) => Post[] };
const { REVIEWS, team } = require('../scripts/seed/content/people') as {
  REVIEWS: Array<{ title: string; description: string }>;
  team: () => Array<{ title: string; position: string; description: string }>;
};
const { TEAM_TRANSLATIONS } = require('../scripts/seed/content/translations/team') as {
  TEAM_TRANSLATIONS: Record<string, Languages<{ position: string; description: string }>>;
};
const { postTranslations } = require('../scripts/seed/content/translations/posts') as {
  postTranslations: (url: (key: string) => string) => Record<string, Languages<Post>>;
};
const { REVIEW_TRANSLATIONS } = require('../scripts/seed/content/translations/reviews') as {
  REVIEW_TRANSLATIONS: Record<string, Languages<{ title: string; description: string }>>;
};

const { AREAS, COMMUNITIES } = require('../scripts/seed/content/places') as {
  AREAS: Array<{ title: string; community: string; desc1: string; desc2: string }>;
  COMMUNITIES: Record<string, { locationTitle: string; locationDescription: string }>;
};
const { AREA_TRANSLATIONS } = require('../scripts/seed/content/translations/areas') as {
  AREA_TRANSLATIONS: Record<string, Languages<AreaTexts & { slug?: string }>>;
};

const { DEVELOPMENTS } = require('../scripts/seed/content/developments') as {
  DEVELOPMENTS: Array<{ title: string; community: string; desc1: string; desc2: string }>;
};
const { DEVELOPMENT_TRANSLATIONS } = require('../scripts/seed/content/translations/developments') as {
  DEVELOPMENT_TRANSLATIONS: Record<string, Languages<AreaTexts & { slug?: string }>>;
};

interface PropertySeed {
  key: string;
  title: string;
  community: string;
  type: string;
  beds: number;
  baths: number;
  space: number;
  price: number;
  desc1: string;
  features: string[];
}
const {
  PROPERTIES,
  CLOSINGS,
  describe: describeListing,
} = require('../scripts/seed/content/properties') as {
  PROPERTIES: PropertySeed[];
  CLOSINGS: string[];
  describe: (p: PropertySeed, index: number) => string;
};
type ListingTexts = Record<Exclude<keyof typeof TRANSLATED_FIELDS.property, 'slug'>, string> & { slug?: string };
interface ListingLanguage {
  listings: Record<string, { title: string; desc1: string; features: string[]; slug?: string }>;
  closings: string[];
  communities: Record<string, { locationTitle: string; locationDescription: string }>;
}
const { PROPERTY_LANGUAGES, propertyTranslations } = require('../scripts/seed/content/translations/properties') as {
  PROPERTY_LANGUAGES: Record<string, ListingLanguage>;
  propertyTranslations: (p: PropertySeed, index: number) => Languages<ListingTexts>;
};

const { DEMO_ADDRESS, SETTINGS_TRANSLATIONS } = require('../scripts/seed/content/translations/settings') as {
  DEMO_ADDRESS: string;
  SETTINGS_TRANSLATIONS: Languages<{ address: string }>;
};

const AREA_TEXTS = ['title', 'desc1', 'desc2', 'locationTitle', 'locationDescription'] as const;
type AreaTexts = Record<(typeof AREA_TEXTS)[number], string>;
/** An area guide's English texts, as the seed writes them: the location texts are its community's. */
const ENGLISH_AREAS: AreaTexts[] = AREAS.map((a) => ({
  title: a.title,
  desc1: a.desc1,
  desc2: a.desc2,
  locationTitle: COMMUNITIES[a.community].locationTitle,
  locationDescription: COMMUNITIES[a.community].locationDescription,
}));

/** A development's English texts, as the seed writes them: the location texts are its community's. */
const ENGLISH_DEVELOPMENTS: AreaTexts[] = DEVELOPMENTS.map((d) => ({
  title: d.title,
  desc1: d.desc1,
  desc2: d.desc2,
  locationTitle: COMMUNITIES[d.community].locationTitle,
  locationDescription: COMMUNITIES[d.community].locationDescription,
}));

const url = (key: string) => `/uploads/${key}.jpg`;
const ENGLISH_POSTS = posts(url);
const POSTS = postTranslations(url);

/** The names of an article's opening tags, in order. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1].toLowerCase());
const picturesOf = (html: string) => [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => m[1]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('the demo translations', () => {
  it('translate every English post and review into each language, and nothing else', () => {
    expect(Object.keys(POSTS).sort()).toEqual(ENGLISH_POSTS.map((p) => p.title).sort());
    expect(Object.keys(REVIEW_TRANSLATIONS).sort()).toEqual(REVIEWS.map((r) => r.title).sort());
    expect(Object.keys(TEAM_TRANSLATIONS).sort()).toEqual(
      team()
        .map((m) => m.title)
        .sort(),
    );
    for (const [title, languages] of [
      ...Object.entries(POSTS),
      ...Object.entries(REVIEW_TRANSLATIONS),
      ...Object.entries(TEAM_TRANSLATIONS),
    ])
      expect(Object.keys(languages).sort(), title).toEqual([...TRANSLATION_LANGUAGES].sort());
  });

  it('leave no text empty or in English, and pass the contract as the English texts do', () => {
    for (const p of ENGLISH_POSTS)
      for (const language of TRANSLATION_LANGUAGES) {
        const t = POSTS[p.title][language];
        const where = `${p.title} (${language})`;
        for (const name of ['title', 'description', 'richContent'] as const) {
          expect(t[name]?.trim(), `${where}: ${name}`).toBeTruthy();
          expect(t[name], `${where}: ${name}`).not.toBe(name === 'richContent' ? p.richContent.trim() : p[name]);
        }
        for (const name of ['title', 'slug', 'description', 'richContent'] as const)
          if (t[name] !== undefined)
            expect(PostInputSchema.shape[name].safeParse(t[name]).success, `${where}: ${name}`).toBe(true);
      }
    for (const r of REVIEWS)
      for (const language of TRANSLATION_LANGUAGES) {
        const t = REVIEW_TRANSLATIONS[r.title][language];
        for (const name of ['title', 'description'] as const) {
          expect(t[name]?.trim(), `${r.title} (${language}): ${name}`).toBeTruthy();
          expect(t[name]).not.toBe(r[name]);
          expect(ReviewInputSchema.shape[name].safeParse(t[name]).success, `${r.title} (${language}): ${name}`).toBe(
            true,
          );
        }
      }
    for (const m of team())
      for (const language of TRANSLATION_LANGUAGES) {
        const t = TEAM_TRANSLATIONS[m.title][language];
        for (const name of ['position', 'description'] as const) {
          expect(t[name]?.trim(), `${m.title} (${language}): ${name}`).toBeTruthy();
          expect(t[name]).not.toBe(m[name]);
          expect(TeamInputSchema.shape[name].safeParse(t[name]).success, `${m.title} (${language}): ${name}`).toBe(
            true,
          );
        }
      }
  });

  it('keep each article’s markup tag for tag, with the same pictures, also as the CMS saves it', () => {
    for (const p of ENGLISH_POSTS)
      for (const language of TRANSLATION_LANGUAGES) {
        const { richContent } = POSTS[p.title][language];
        const where = `${p.title} (${language})`;
        expect(tagsOf(richContent), where).toEqual(tagsOf(p.richContent));
        expect(picturesOf(richContent), where).toEqual(picturesOf(p.richContent));
        expect(picturesOf(richContent).length, where).toBeGreaterThan(0);
        expect(tagsOf(sanitizeRichText(richContent)), where).toEqual(tagsOf(sanitizeRichText(p.richContent)));
      }
  });

  it('give the Russian posts addresses of their own, valid and unique; Arabic and Chinese keep the English one', () => {
    const slugs = ENGLISH_POSTS.map((p) => POSTS[p.title].ru.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of ENGLISH_POSTS) {
      expect(POSTS[p.title].ar.slug).toBeUndefined();
      expect(POSTS[p.title].zh.slug).toBeUndefined();
    }
  });
});

describe('the demo area guides’ translations', () => {
  it('translate every English area guide into each language, and nothing else', () => {
    expect(Object.keys(AREA_TRANSLATIONS).sort()).toEqual(ENGLISH_AREAS.map((a) => a.title).sort());
    for (const [title, languages] of Object.entries(AREA_TRANSLATIONS))
      expect(Object.keys(languages).sort(), title).toEqual([...TRANSLATION_LANGUAGES].sort());
  });

  it('leave no text empty or in English, and pass the contract as the English texts do', () => {
    for (const a of ENGLISH_AREAS)
      for (const language of TRANSLATION_LANGUAGES) {
        const t = AREA_TRANSLATIONS[a.title][language];
        const where = `${a.title} (${language})`;
        expect(Object.keys(t).sort(), where).toEqual([...AREA_TEXTS, ...(language === 'ru' ? ['slug'] : [])].sort());
        for (const name of AREA_TEXTS) {
          expect(t[name]?.trim(), `${where}: ${name}`).toBeTruthy();
          expect(t[name], `${where}: ${name}`).not.toBe(a[name]);
          // Every English paragraph has its own in each language: none left untranslated in place.
          for (const other of ENGLISH_AREAS) expect(t[name], `${where}: ${name}`).not.toContain(other[name]);
          expect(AreaInputSchema.shape[name].safeParse(t[name]).success, `${where}: ${name}`).toBe(true);
        }
        if (t.slug !== undefined) expect(AreaInputSchema.shape.slug.safeParse(t.slug).success, where).toBe(true);
      }
  });

  it('give the Russian area guides addresses of their own, valid, unique and no post’s; Arabic and Chinese keep the English one', () => {
    const slugs = ENGLISH_AREAS.map((a) => AREA_TRANSLATIONS[a.title].ru.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    const postSlugs = new Set(ENGLISH_POSTS.map((p) => POSTS[p.title].ru.slug));
    for (const slug of slugs) expect(postSlugs.has(slug), slug).toBe(false);
    // An address belongs to one area in every language: no Russian one is another area's English one.
    for (const a of AREAS) {
      const others = AREAS.filter((o) => o !== a).map((o) => slugify(o.title));
      expect(others, a.title).not.toContain(AREA_TRANSLATIONS[a.title].ru.slug);
    }
    for (const a of ENGLISH_AREAS) {
      expect(AREA_TRANSLATIONS[a.title].ar.slug).toBeUndefined();
      expect(AREA_TRANSLATIONS[a.title].zh.slug).toBeUndefined();
    }
  });
});

describe('the demo developments’ translations', () => {
  it('translate every English development into each language, and nothing else', () => {
    expect(Object.keys(DEVELOPMENT_TRANSLATIONS).sort()).toEqual(ENGLISH_DEVELOPMENTS.map((d) => d.title).sort());
    for (const [title, languages] of Object.entries(DEVELOPMENT_TRANSLATIONS))
      expect(Object.keys(languages).sort(), title).toEqual([...TRANSLATION_LANGUAGES].sort());
  });

  it('leave no text empty or in English, and pass the contract as the English texts do', () => {
    for (const d of ENGLISH_DEVELOPMENTS)
      for (const language of TRANSLATION_LANGUAGES) {
        const t = DEVELOPMENT_TRANSLATIONS[d.title][language];
        const where = `${d.title} (${language})`;
        expect(Object.keys(t).sort(), where).toEqual([...AREA_TEXTS, ...(language === 'ru' ? ['slug'] : [])].sort());
        for (const name of AREA_TEXTS) {
          expect(t[name]?.trim(), `${where}: ${name}`).toBeTruthy();
          expect(t[name], `${where}: ${name}`).not.toBe(d[name]);
          for (const other of [...ENGLISH_DEVELOPMENTS, ...ENGLISH_AREAS])
            expect(t[name], `${where}: ${name}`).not.toContain(other[name]);
          expect(DevelopmentInputSchema.shape[name].safeParse(t[name]).success, `${where}: ${name}`).toBe(true);
        }
        if (t.slug !== undefined) expect(DevelopmentInputSchema.shape.slug.safeParse(t.slug).success, where).toBe(true);
      }
  });

  it('give a development the location texts its community’s area guide has in each language', () => {
    for (const d of DEVELOPMENTS) {
      const area = AREAS.find((a) => a.community === d.community);
      if (!area) continue;
      for (const language of TRANSLATION_LANGUAGES)
        for (const name of ['locationTitle', 'locationDescription'] as const)
          expect(DEVELOPMENT_TRANSLATIONS[d.title][language][name], `${d.title} (${language}): ${name}`).toBe(
            AREA_TRANSLATIONS[area.title][language][name],
          );
    }
  });

  it('give the Russian developments addresses of their own, valid, unique and no other item’s; Arabic and Chinese keep the English one', () => {
    const slugs = ENGLISH_DEVELOPMENTS.map((d) => DEVELOPMENT_TRANSLATIONS[d.title].ru.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    const otherRussian = new Set([
      ...ENGLISH_POSTS.map((p) => POSTS[p.title].ru.slug),
      ...AREAS.map((a) => AREA_TRANSLATIONS[a.title].ru.slug),
    ]);
    for (const slug of slugs) expect(otherRussian.has(slug), slug).toBe(false);
    // An address belongs to one item in every language: no Russian one is another item's English one.
    const english = [...DEVELOPMENTS, ...AREAS, ...ENGLISH_POSTS].map((item) => slugify(item.title));
    for (const d of DEVELOPMENTS) {
      const others = english.filter((slug) => slug !== slugify(d.title));
      expect(others, d.title).not.toContain(DEVELOPMENT_TRANSLATIONS[d.title].ru.slug);
    }
    for (const d of ENGLISH_DEVELOPMENTS) {
      expect(DEVELOPMENT_TRANSLATIONS[d.title].ar.slug).toBeUndefined();
      expect(DEVELOPMENT_TRANSLATIONS[d.title].zh.slug).toBeUndefined();
    }
  });
});

/** A listing's texts but its address, which a few Russian listings have of their own. */
const LISTING_TEXTS = Object.keys(TRANSLATED_FIELDS.property).filter((n) => n !== 'slug') as Array<
  Exclude<keyof ListingTexts, 'slug'>
>;
/** A listing's English texts, as the seed writes them: the second description composed, the location texts its community's. */
const englishListing = (p: PropertySeed, index: number): ListingTexts => ({
  title: p.title,
  desc1: p.desc1,
  desc2: describeListing(p, index),
  locationTitle: COMMUNITIES[p.community].locationTitle,
  locationDescription: COMMUNITIES[p.community].locationDescription,
});
const ENGLISH_LISTINGS = PROPERTIES.map(englishListing);
const LISTINGS = PROPERTIES.map((p, index) => propertyTranslations(p, index));
/** The figures a text writes in digits (16,000, 360, 60/40), as digits alone. */
const figuresOf = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => m[0].replace(/,/g, ''));
const digitsOf = (text: string) => text.replace(/[,\s]/g, '');

describe('the demo listings’ translations', () => {
  it('translate every demo listing into each language, and nothing else', () => {
    for (const [language, words] of Object.entries(PROPERTY_LANGUAGES))
      expect(Object.keys(words.listings).sort(), language).toEqual(PROPERTIES.map((p) => p.key).sort());
    expect(Object.keys(PROPERTY_LANGUAGES).sort()).toEqual([...TRANSLATION_LANGUAGES].sort());
    for (const [index, p] of PROPERTIES.entries())
      expect(Object.keys(LISTINGS[index]).sort(), p.key).toEqual([...TRANSLATION_LANGUAGES].sort());
  });

  it('leave no text empty or in English, keep the English figures, and pass the contract as the English texts do', () => {
    for (const [index, p] of PROPERTIES.entries())
      for (const language of TRANSLATION_LANGUAGES) {
        const t = LISTINGS[index][language];
        const words = PROPERTY_LANGUAGES[language].listings[p.key];
        const where = `${p.key} (${language})`;
        expect(Object.keys(t).sort(), where).toEqual([...LISTING_TEXTS, ...(t.slug ? ['slug'] : [])].sort());
        for (const name of LISTING_TEXTS) {
          expect(t[name]?.trim(), `${where}: ${name}`).toBeTruthy();
          for (const english of ENGLISH_LISTINGS) expect(t[name], `${where}: ${name}`).not.toContain(english[name]);
          expect(PropertyInputSchema.shape[name].safeParse(t[name]).success, `${where}: ${name}`).toBe(true);
        }
        // One feature for each English one; the beds, sizes and plans the English gives in digits, in digits.
        expect(words.features, where).toHaveLength(p.features.length);
        const pairs: Array<[string, string]> = [
          [p.title, words.title],
          [p.desc1, words.desc1],
          ...p.features.map((f, i): [string, string] => [f, words.features[i]]),
        ];
        for (const [english, translated] of pairs)
          for (const figure of figuresOf(english))
            expect(digitsOf(translated), `${where}: ${english}`).toContain(figure);
      }
  });

  it('give a few Russian listings an address of their own, no other listing’s in any language', () => {
    const own = PROPERTIES.flatMap((p, index) => LISTINGS[index].ru.slug ?? []);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(new Set(own).size).toBe(own.length);
    const english = new Set(PROPERTIES.map((p) => slugify(p.title)));
    for (const slug of own) {
      expect(slug).toMatch(SLUG);
      expect(PropertyInputSchema.shape.slug.safeParse(slug).success, slug).toBe(true);
      expect(english.has(slug), slug).toBe(false);
    }
    // Arabic and Chinese keep the English address, as the posts and guides do.
    for (const index of PROPERTIES.keys()) {
      expect(LISTINGS[index].ar.slug).toBeUndefined();
      expect(LISTINGS[index].zh.slug).toBeUndefined();
    }
  });

  it('compose the second description as the English one is: every feature, then the closing sentence in turn', () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const { closings } = PROPERTY_LANGUAGES[language];
      expect(closings, language).toHaveLength(CLOSINGS.length);
      expect(new Set(closings).size, language).toBe(closings.length);
    }
    for (const [index, p] of PROPERTIES.entries())
      for (const language of TRANSLATION_LANGUAGES) {
        const { desc2 } = LISTINGS[index][language];
        const { listings, closings } = PROPERTY_LANGUAGES[language];
        const where = `${p.key} (${language})`;
        let from = 0;
        for (const feature of listings[p.key].features) {
          const at = desc2.indexOf(feature, from);
          expect(at, `${where}: ${feature}`).toBeGreaterThanOrEqual(from);
          from = at + feature.length;
        }
        expect(desc2.endsWith(closings[index % closings.length]), where).toBe(true);
      }
  });

  it('give a listing the location texts its community’s area guide has, and translate every other community once', () => {
    const guided = new Set(AREAS.map((a) => a.community));
    const unguided = [...new Set(PROPERTIES.map((p) => p.community))].filter((c) => !guided.has(c)).sort();
    for (const language of TRANSLATION_LANGUAGES)
      expect(Object.keys(PROPERTY_LANGUAGES[language].communities).sort(), language).toEqual(unguided);
    for (const [index, p] of PROPERTIES.entries()) {
      const area = AREAS.find((a) => a.community === p.community);
      for (const language of TRANSLATION_LANGUAGES) {
        const t = LISTINGS[index][language];
        const expected = area
          ? AREA_TRANSLATIONS[area.title][language]
          : PROPERTY_LANGUAGES[language].communities[p.community];
        expect([t.locationTitle, t.locationDescription], `${p.key} (${language})`).toEqual([
          expected.locationTitle,
          expected.locationDescription,
        ]);
      }
    }
  });

  it('are each read by the public in every language, complete, with the English figures and address', async () => {
    const token = await staff();
    for (const [index, p] of PROPERTIES.entries()) {
      const c = COMMUNITIES[p.community] as (typeof COMMUNITIES)[string] & { location: string; country: string };
      const english = ENGLISH_LISTINGS[index];
      const added = await post('/add-property', {
        token,
        json: {
          ...english,
          location: c.location,
          country: c.country,
          propertyType: p.type,
          beds: p.beds,
          baths: p.baths,
          space: p.space,
          price: p.price,
          // A Dubai listing is published with its advertising permit.
          ...(c.country === 'Dubai'
            ? {
                permitNumber: String(7100000000 + index),
                permitExpiresAt: new Date(Date.now() + 30 * 86400000).toISOString(),
              }
            : {}),
        },
      });
      expect(added.status, `${p.key}: ${JSON.stringify(added.body)}`).toBe(200);
      const { _id: id, slug, priceAed } = added.body.property as { _id: string; slug: string; priceAed: number };
      for (const language of TRANSLATION_LANGUAGES) {
        const saved = await put(`/save-translation/property/${id}/${language}`, {
          token,
          json: { values: LISTINGS[index][language] },
        });
        expect(saved.status, `${p.key} (${language}): ${JSON.stringify(saved.body)}`).toBe(200);
      }
      const set = (await get(`/get-translations/property/${id}`, { token })).body as TranslationSet;
      expect(
        set.translations.map((t) => [t.language, t.state, t.published]),
        p.key,
      ).toEqual(TRANSLATION_LANGUAGES.map((language) => [language, 'complete', true]));
      for (const language of TRANSLATION_LANGUAGES) {
        const page = await get(`/get-property-slug/${slug}?language=${language}`);
        expect(page.status, `${p.key} (${language})`).toBe(200);
        const read = PropertySchema.parse(page.body);
        expect(read, `${p.key} (${language})`).toMatchObject({
          ...LISTINGS[index][language],
          _id: id,
          slug: LISTINGS[index][language].slug ?? slug,
          priceAed,
          translation: { language, untranslated: [], english: { title: p.title } },
        });
      }
      expect((await del(`/delete-property/${id}`, { token })).status).toBe(200);
    }
  }, 300_000);
});

describe('the demo settings’ translations', () => {
  /** Each language's own script. */
  const SCRIPT: Record<string, RegExp> = {
    ar: /\p{Script=Arabic}/u,
    ru: /\p{Script=Cyrillic}/u,
    zh: /\p{Script=Han}/u,
  };

  it('render the demo address in each language, its numbers kept, and pass the contract as the English does', () => {
    expect(Object.keys(SETTINGS_TRANSLATIONS).sort()).toEqual([...TRANSLATION_LANGUAGES].sort());
    for (const language of TRANSLATION_LANGUAGES) {
      const { address, ...rest } = SETTINGS_TRANSLATIONS[language];
      expect(rest, language).toEqual({});
      expect(address.trim(), language).toBeTruthy();
      expect(address).not.toBe(DEMO_ADDRESS);
      expect(address, language).toMatch(SCRIPT[language]);
      // The same building, floor and PO box.
      for (const figure of ['14', '26581']) expect(address, `${language}: ${figure}`).toContain(figure);
      expect(SettingsInputSchema.shape.address.safeParse(address).success, language).toBe(true);
    }
  });

  it('are read by the public in every language, the rest of the settings the English ones', async () => {
    const token = await staff();
    const before = SettingsSchema.parse((await get('/get-settings')).body);
    try {
      expect((await put('/update-settings', { token, json: { address: DEMO_ADDRESS } })).status).toBe(200);
      const english = SettingsSchema.parse((await get('/get-settings')).body);
      for (const language of TRANSLATION_LANGUAGES) {
        const saved = await put(`/save-translation/setting/settings/${language}`, {
          token,
          json: { values: SETTINGS_TRANSLATIONS[language] },
        });
        expect(saved.status, `${language}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      for (const language of TRANSLATION_LANGUAGES)
        expect(SettingsSchema.parse((await get(`/get-settings?language=${language}`)).body)).toEqual({
          ...english,
          address: SETTINGS_TRANSLATIONS[language].address,
          translation: { language, untranslated: [] },
        });
    } finally {
      for (const language of TRANSLATION_LANGUAGES)
        await del(`/delete-translation/setting/settings/${language}`, { token });
      await put('/update-settings', { token, json: { address: before.address } });
    }
  });
});
