import { createRequire } from 'module';
import type { TRANSLATED_FIELDS } from '@estate/contract';

/*
 * The demo's content (scripts/seed/content) and its translations into Arabic, Russian and Chinese
 * (scripts/seed/content/translations), typed as the tests read them, with each item's English
 * texts as the seed writes them.
 */

const require = createRequire(__filename);

export interface Post {
  title: string;
  description: string;
  richContent: string;
  slug?: string;
}
/** An item's texts in each language, by language code. */
type Languages<T> = Record<string, T>;

const { posts } = require('../../scripts/seed/content/posts') as { posts: (url: (key: string) => string) => Post[] };
export const { REVIEWS, team } = require('../../scripts/seed/content/people') as {
  REVIEWS: Array<{ title: string; description: string }>;
  team: () => Array<{ title: string; position: string; description: string }>;
};
export const { TEAM_TRANSLATIONS } = require('../../scripts/seed/content/translations/team') as {
  TEAM_TRANSLATIONS: Record<string, Languages<{ position: string; description: string }>>;
};
const { postTranslations } = require('../../scripts/seed/content/translations/posts') as {
  postTranslations: (url: (key: string) => string) => Record<string, Languages<Post>>;
};
export const { REVIEW_TRANSLATIONS } = require('../../scripts/seed/content/translations/reviews') as {
  REVIEW_TRANSLATIONS: Record<string, Languages<{ title: string; description: string }>>;
};

export const { AREAS, COMMUNITIES } = require('../../scripts/seed/content/places') as {
  AREAS: Array<{ title: string; community: string; desc1: string; desc2: string }>;
  COMMUNITIES: Record<string, { locationTitle: string; locationDescription: string }>;
};
export const { AREA_TRANSLATIONS } = require('../../scripts/seed/content/translations/areas') as {
  AREA_TRANSLATIONS: Record<string, Languages<AreaTexts & { slug?: string }>>;
};

export const { DEVELOPMENTS } = require('../../scripts/seed/content/developments') as {
  DEVELOPMENTS: Array<{ title: string; community: string; desc1: string; desc2: string }>;
};
export const { DEVELOPMENT_TRANSLATIONS } = require('../../scripts/seed/content/translations/developments') as {
  DEVELOPMENT_TRANSLATIONS: Record<string, Languages<AreaTexts & { slug?: string }>>;
};

export interface PropertySeed {
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
const properties = require('../../scripts/seed/content/properties') as {
  PROPERTIES: PropertySeed[];
  CLOSINGS: string[];
  describe: (p: PropertySeed, index: number) => string;
};
export const { PROPERTIES, CLOSINGS } = properties;
export type ListingTexts = Record<Exclude<keyof typeof TRANSLATED_FIELDS.property, 'slug'>, string> & {
  slug?: string;
};
interface ListingLanguage {
  listings: Record<string, { title: string; desc1: string; features: string[]; slug?: string }>;
  closings: string[];
  communities: Record<string, { locationTitle: string; locationDescription: string }>;
}
const listingTranslations = require('../../scripts/seed/content/translations/properties') as {
  PROPERTY_LANGUAGES: Record<string, ListingLanguage>;
  propertyTranslations: (p: PropertySeed, index: number) => Languages<ListingTexts>;
};
/** Each language's words of the demo listings: their texts, the closing sentences, the communities without a guide. */
export const { PROPERTY_LANGUAGES } = listingTranslations;

export const { DEMO_ADDRESS, SETTINGS_TRANSLATIONS } = require('../../scripts/seed/content/translations/settings') as {
  DEMO_ADDRESS: string;
  SETTINGS_TRANSLATIONS: Languages<{ address: string }>;
};

export const AREA_TEXTS = ['title', 'desc1', 'desc2', 'locationTitle', 'locationDescription'] as const;
export type AreaTexts = Record<(typeof AREA_TEXTS)[number], string>;
/** An area guide's or a development's English texts, as the seed writes them: the location texts are its community's. */
const englishTexts = (item: { title: string; community: string; desc1: string; desc2: string }): AreaTexts => ({
  title: item.title,
  desc1: item.desc1,
  desc2: item.desc2,
  locationTitle: COMMUNITIES[item.community].locationTitle,
  locationDescription: COMMUNITIES[item.community].locationDescription,
});
export const ENGLISH_AREAS = AREAS.map(englishTexts);
export const ENGLISH_DEVELOPMENTS = DEVELOPMENTS.map(englishTexts);

const url = (key: string) => `/uploads/${key}.jpg`;
/** The demo's posts in English, and each one's translations by its English title. */
export const ENGLISH_POSTS = posts(url);
export const POSTS = postTranslations(url);

/** A listing's English texts, as the seed writes them: the second description composed, the location texts its community's. */
const englishListing = (p: PropertySeed, index: number): ListingTexts => ({
  title: p.title,
  desc1: p.desc1,
  desc2: properties.describe(p, index),
  locationTitle: COMMUNITIES[p.community].locationTitle,
  locationDescription: COMMUNITIES[p.community].locationDescription,
});
/** The demo listings' English texts and their translations, in the order of PROPERTIES. */
export const ENGLISH_LISTINGS = PROPERTIES.map(englishListing);
export const LISTINGS = PROPERTIES.map((p, index) => listingTranslations.propertyTranslations(p, index));
