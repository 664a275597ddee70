'use strict';
/**
 * Places rather than buildings: the beach, the desert, a golf community, the Palm from the air,
 * a colonnade of arches in low sun, a resort pool, and the agency's international markets (a
 * Belgravia stucco terrace, a Manchester mill conversion on the canal, a Marbella villa).
 */
const { parasol, sunbed, wheel } = require('./props');
const { beach, resortPool } = require('./coast');
const { aerialPalm, desert, golf } = require('./land');
const { arches } = require('./arches');
const { marbellaVilla, millConversion, stuccoTerrace } = require('./abroad');

module.exports = {
  beach,
  desert,
  golf,
  aerialPalm,
  arches,
  resortPool,
  stuccoTerrace,
  millConversion,
  marbellaVilla,
  wheel,
  parasol,
  sunbed,
};
