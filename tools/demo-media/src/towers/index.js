'use strict';
/**
 * Skylines over water: layered towers with lit windows at dusk and blue hour (or glass catching
 * the sun by day), a supertall landmark, reflections, and a marina or creek foreground.
 */
const { supertall, tower, windowPatterns, yacht } = require('./parts');
const { landmark, skyline } = require('./scenes');

module.exports = { skyline, landmark, yacht, supertall, windowPatterns, tower };
