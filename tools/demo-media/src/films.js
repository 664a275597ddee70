'use strict';
/**
 * The demo films: a slow push-in over an architectural rendering (renders/) as its light changes,
 * 12 s at 1280x720, H.264 in MP4. A film cross-fades two renderings of one scene made from the same
 * camera and geometry in two lights, or grades a single rendering gently towards the next hour.
 * They are made by `npm run generate:films -w @estate/demo-media` (scripts/films.js, needs ffmpeg)
 * and committed in films/, so neither the seed nor CI needs ffmpeg (as the site's hero film).
 */
const path = require('path');

/**
 * `renders`: the rendering keys, the first light and the last; with one key, `grade` makes the last
 * from it (`brightness` and `saturation` as multipliers, `tint` multiplies red, green and blue).
 * `focus`: where the push-in heads, in the 1920x1200 rendering; `zoom`: how far it goes.
 * @typedef {{ brightness: number, saturation: number, tint: [number, number, number] }} Grade
 * @typedef {{ key: string, file: string, alt: string, renders: string[], grade?: Grade,
 *   focus: { x: number, y: number }, zoom: number }} FilmSpec
 */

/** @type {FilmSpec[]} */
const FILMS = [
  {
    key: 'film-frond-villa',
    file: 'frond-villa.mp4',
    alt: 'Film: the villa’s glass pavilion and its pool in the afternoon sun, turning to dusk as the lights come on',
    renders: ['villa-midday-low', 'villa-dusk-low'],
    focus: { x: 760, y: 600 },
    zoom: 1.2,
  },
  {
    key: 'film-fountain-penthouse',
    file: 'fountain-penthouse.mp4',
    alt: 'Film: the penthouse living room and the Downtown skyline beyond its glass at dusk, the light cooling as evening falls',
    renders: ['living-dusk-skyline'],
    grade: { brightness: 0.82, saturation: 0.9, tint: [0.94, 0.88, 1.06] },
    focus: { x: 1200, y: 560 },
    zoom: 1.15,
  },
];

/** Where a film's committed file is. */
const filmFile = (spec) => path.join(__dirname, '..', 'films', spec.file);

module.exports = { FILMS, filmFile };
