import { describe, expect, it } from 'vitest';
import {
  AreaInputSchema,
  DevelopmentInputSchema,
  PostInputSchema,
  PropertyInputSchema,
  slugify,
  ReviewInputSchema,
  SettingsInputSchema,
  TeamInputSchema,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
} from '@estate/contract';
import { sanitizeRichText } from '../src/lib/save/rich-text';
import {
  AREA_TEXTS,
  AREA_TRANSLATIONS,
  AREAS,
  CLOSINGS,
  DEMO_ADDRESS,
  DEVELOPMENT_TRANSLATIONS,
  DEVELOPMENTS,
  ENGLISH_AREAS,
  ENGLISH_DEVELOPMENTS,
  ENGLISH_LISTINGS,
  ENGLISH_POSTS,
  LISTINGS,
  POSTS,
  PROPERTIES,
  PROPERTY_LANGUAGES,
  REVIEW_TRANSLATIONS,
  REVIEWS,
  SETTINGS_TRANSLATIONS,
  team,
  TEAM_TRANSLATIONS,
  type ListingTexts,
} from './harness/demo-content';

/*
 * The demo's listings, posts, team, developments, area guides, reviews and settings in Arabic,
 * Russian and Chinese (scripts/seed/content/translations), which the seed writes through the
 * CMS's saveTranslation, complete and valid: every English item has each language, no text is
 * left empty, each text passes the contract's schema of its English field, an article keeps the
 * English one's markup tag for tag and its pictures (also once sanitised, as saved), and the
 * Russian addresses are valid and unique (an area's also unlike every post's and another area's
 * English one; a development's unlike every post's and area's and another item's English one).
 * Their reads by the public: demo-translations-read.test.ts.
 */

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
});
