'use strict';
/**
 * Drawing primitives shared by the scene generators: a seeded random source (the same key always
 * draws the same picture), colour helpers, an SVG builder with unique gradient ids, skies, seas,
 * palms and a one-point-perspective helper for rooms.
 */
const { clamp, darken, f, lighten, mix, rng } = require('./numbers');
const { Svg, ellipse, group, line, pathEl, poly, rect } = require('./svg');
const { MOODS } = require('./moods');
const { palm, sea, sky } = require('./scenery');
const { box, perspective } = require('./perspective');

module.exports = {
  rng,
  clamp,
  f,
  mix,
  lighten,
  darken,
  Svg,
  rect,
  poly,
  ellipse,
  pathEl,
  line,
  group,
  MOODS,
  sky,
  sea,
  palm,
  perspective,
  box,
};
