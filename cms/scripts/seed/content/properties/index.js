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

/** The last sentence of a listing's second description, one of these in turn. */
const CLOSINGS = [
  'Viewings are by appointment, and for buyers overseas we are happy to arrange a live video tour.',
  'Floor plans, service charges and title details are available on request.',
  'Our team can share recent comparable sales and a valuation note before you view.',
  'Please enquire for a private viewing; we can also introduce trusted mortgage and legal advisers.',
];

const list = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A listing's second description: its features, then a closing sentence.
 * @param {PropertySeed} p
 * @param {number} index its place in PROPERTIES
 */
function describe(p, index) {
  return `${capitalise(`highlights include ${list(p.features)}.`)} ${CLOSINGS[index % CLOSINGS.length]}`;
}

module.exports = { PROPERTIES, CLOSINGS, describe };
