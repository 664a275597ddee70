'use strict';
/**
 * The demo films: a slow push-in over a drawn scene as its light changes (a villa from golden hour
 * to dusk, a penthouse living room from dusk to blue hour), 12 s at 1280x720, H.264 in MP4. They
 * are drawn by `npm run generate:films -w @estate/demo-media` (scripts/films.js, needs ffmpeg) and
 * committed in films/, so neither the seed nor CI needs ffmpeg (as the site's hero film).
 */
const path = require('path');
const exterior = require('./exterior');
const interiors = require('./interiors');

/**
 * @typedef {{ key: string, file: string, alt: string, moods: [string, string], draw: (mood: string) => string,
 *   focus: { x: number, y: number }, zoom: number }} FilmSpec
 */

/** @type {FilmSpec[]} */
const FILMS = [
  {
    key: 'film-frond-villa',
    file: 'frond-villa.mp4',
    alt: 'Film: the villa and its pool as golden hour turns to dusk and the lights come on',
    moods: ['golden', 'dusk'],
    draw: (mood) => exterior.villa({ seed: 'film-villa', mood }),
    // Where the push-in heads, in the 1920x1200 drawing, and how far it goes.
    focus: { x: 640, y: 520 },
    zoom: 1.22,
  },
  {
    key: 'film-fountain-penthouse',
    file: 'fountain-penthouse.mp4',
    alt: 'Film: the living room and the skyline beyond its glass, from dusk into blue hour',
    moods: ['dusk', 'blue'],
    draw: (mood) => interiors.living({ seed: 'film-living', mood, palette: 'noir', viewKind: 'skyline' }),
    focus: { x: 900, y: 560 },
    zoom: 1.28,
  },
];

/** Where a film's committed file is. */
const filmFile = (spec) => path.join(__dirname, '..', 'films', spec.file);

module.exports = { FILMS, filmFile };
