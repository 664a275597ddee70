'use strict';
/**
 * The demo listings in Arabic, Russian and Chinese, composed as the English ones are: each
 * language's title, first description and features by the listing's key (properties-ar.js,
 * -ru.js, -zh.js); the second description from the features and a closing sentence, in that
 * language's words; the location texts of the listing's community, as its area guide's
 * translation has them or, for a community with no guide, as the language's file gives them.
 * A few Russian listings have an address of their own (`slug`); the others keep the English one.
 */
const { AREAS } = require('../places');
const { AREA_TRANSLATIONS } = require('./areas');
const { PROPERTIES_AR } = require('./properties-ar');
const { PROPERTIES_RU } = require('./properties-ru');
const { PROPERTIES_ZH } = require('./properties-zh');

/**
 * @typedef {{ title: string, desc1: string, features: string[], slug?: string }} ListingTexts
 * @typedef {{ locationTitle: string, locationDescription: string }} LocationTexts
 * @typedef {{ listings: Record<string, ListingTexts>, closings: string[],
 *   highlights: (features: string[]) => string, sentenceGap: string,
 *   communities: Record<string, LocationTexts> }} ListingLanguage
 */

/** @type {Record<'ar' | 'ru' | 'zh', ListingLanguage>} */
const PROPERTY_LANGUAGES = { ar: PROPERTIES_AR, ru: PROPERTIES_RU, zh: PROPERTIES_ZH };

/**
 * A community's location texts in a language: its area guide's translation where it has a guide,
 * otherwise the language's own; undefined where neither has them.
 * @returns {LocationTexts | undefined}
 */
function communityTexts(community, language) {
  const area = AREAS.find((a) => a.community === community);
  const texts = area ? AREA_TRANSLATIONS[area.title]?.[language] : PROPERTY_LANGUAGES[language].communities[community];
  return texts && { locationTitle: texts.locationTitle, locationDescription: texts.locationDescription };
}

/**
 * A listing's texts in each language that has them, as saveTranslation takes them.
 * @param {import('../properties').PropertySeed} p
 * @param {number} index its place in PROPERTIES (which closing sentence it has, as in English)
 * @returns {Record<string, { title: string, desc1: string, desc2: string, locationTitle: string, locationDescription: string, slug?: string }>}
 */
function propertyTranslations(p, index) {
  const languages = {};
  for (const [language, words] of Object.entries(PROPERTY_LANGUAGES)) {
    const listing = words.listings[p.key];
    const location = communityTexts(p.community, language);
    if (!listing || !location) continue;
    const closing = words.closings[index % words.closings.length];
    languages[language] = {
      title: listing.title,
      desc1: listing.desc1,
      desc2: `${words.highlights(listing.features)}${words.sentenceGap}${closing}`,
      ...location,
      ...(listing.slug ? { slug: listing.slug } : {}),
    };
  }
  return languages;
}

module.exports = { PROPERTY_LANGUAGES, communityTexts, propertyTranslations };
