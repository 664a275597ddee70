'use strict';
/**
 * Communities the listings sit in: the "About the Area" text and figures every listing there
 * shares, the places nearby, and which pictures suit them. Locations are the names the CMS
 * gazetteer places on the map.
 */

/**
 * @typedef {{ title: string, description: string, image: string }} Nearby
 * @typedef {{ location: string, country: string, locationTitle: string, locationDescription: string,
 *   medianPrice: string, medianPricePerSq: string, rentalYield: string, view: 'sea'|'skyline'|'hills',
 *   inTheArea: Nearby[] }} Community
 */

const { DUBAI_COMMUNITIES } = require('./dubai-communities');
const { INTERNATIONAL_COMMUNITIES } = require('./international-communities');
const { AREAS } = require('./area-guides');

/** @type {Record<string, Community>} */
const COMMUNITIES = { ...DUBAI_COMMUNITIES, ...INTERNATIONAL_COMMUNITIES };

module.exports = { COMMUNITIES, AREAS };
