'use strict';
/**
 * The demo listings: Dubai first, then the international private office (Marbella, London,
 * Manchester). Prices are in US dollars (the CMS derives AED and EUR on save); space is the
 * built-up area in square feet (the plot for land).
 */

/**
 * `status`: where the listing stands when it is not simply available (the demo shows a sold, an
 * under-offer and a withdrawn listing); `film` and `panorama`: the keys of its own film and 360°
 * tour (@estate/demo-media's FILMS and IMAGES).
 * @typedef {{ key: string, title: string, community: string, type: 'Apartment'|'Villa'|'Townhouse'|'Penthouse'|'Land'|'Flat'|'Home',
 *   beds: number, baths: number, space: number, price: number, isFeatured?: boolean, isFullWidthFeatured?: boolean,
 *   hero?: string, desc1: string, features: string[], status?: 'under-offer'|'sold'|'withdrawn',
 *   film?: string, panorama?: string }} PropertySeed
 */

const { DUBAI_PRIME } = require('./dubai-prime');
const { DUBAI_COMMUNITIES } = require('./dubai-communities');
const { INTERNATIONAL } = require('./international');

/** @type {PropertySeed[]} */
const PROPERTIES = [...DUBAI_PRIME, ...DUBAI_COMMUNITIES, ...INTERNATIONAL];

module.exports = { PROPERTIES };
