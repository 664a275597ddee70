import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import {
  AreaInputSchema,
  DevelopmentInputSchema,
  PostInputSchema,
  slugify,
  ReviewInputSchema,
  TeamInputSchema,
  TRANSLATION_LANGUAGES,
} from '@estate/contract';
import { sanitizeRichText } from '../src/lib/save/rich-text';

/*
 * The demo's posts, team, developments, area guides and reviews in Arabic, Russian and Chinese
 * (scripts/seed/content/translations),
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
