'use strict';
/**
 * Interiors in one-point perspective: floor-to-ceiling glass onto the sea, the skyline or the
 * hills, stone and oak floors, and furniture as lit volumes. Living rooms, bedrooms, kitchens,
 * bathrooms, dining rooms, terraces, and the amenities of a building (gym, spa pool, lobby).
 */
const { PALETTES } = require('./palettes');
const { dining, kitchen, living, terrace } = require('./living');
const { bathroom, bedroom } = require('./suite');
const { gym, lobby, spa } = require('./amenities');

module.exports = { living, bedroom, kitchen, bathroom, dining, terrace, gym, spa, lobby, PALETTES };
