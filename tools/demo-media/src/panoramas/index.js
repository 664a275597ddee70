'use strict';
/**
 * 360° panoramas in the equirectangular projection a sphere viewer wraps around the visitor: the
 * picture's x is the direction (0 to 360 degrees, the left edge meeting the right), its y the
 * elevation (the zenith on top, the horizon across the middle, the floor under the visitor at the
 * bottom). A rooftop terrace suits the projection: the horizon is a straight line, a round
 * terrace's balustrade, sofa and paving rings are horizontal bands, and posts, trunks and towers
 * are vertical lines, so the scene is drawn straight in the picture and looks right in the viewer.
 * Everything that crosses the left or right edge is drawn on both sides, so the seam never shows.
 */
const { H, W } = require('./sphere');
const { rooftop } = require('./rooftop');

module.exports = { rooftop, PANORAMA_SIZE: { width: W, height: H } };
