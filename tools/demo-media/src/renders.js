'use strict';
/**
 * The demo pictures made as architectural renderings: 3D scenes (blender/*.py) rendered with
 * Blender's Cycles path tracer by `npm run generate:renders -w @estate/demo-media`. Rendering takes
 * minutes a picture, so the JPEGs are committed (renders/) and the seed uploads them as they are;
 * the catalogue (catalog.js) takes a rendered picture in place of the drawing of the same key.
 */
const fs = require('fs');
const path = require('path');

const { PANORAMA_SIZE } = require('./panoramas');

const RENDERS_DIR = path.join(__dirname, '..', 'renders');

/**
 * `scene`: the script in blender/; `options`: what it builds (mood, variant, backdrop);
 * `flip`: the finished picture mirrored (a second composition from the same scene);
 * `samples`: paths per pixel (evening scenes, lit by many small lights, need more);
 * `scale`: the share of the full size actually rendered, the picture enlarged to the full size after
 * (a room's soft light takes several times the paths of a sunlit facade to come out clean);
 * `width`, `height`: the full size, 1920x1200 unless given (a 360° panorama's is 4096x2048, as
 * its drawing's in catalog.js).
 * @typedef {{ key: string, scene: string, options: Record<string, unknown>, flip?: boolean, samples: number, scale?: number, width?: number, height?: number }} RenderSpec
 */

/** @type {RenderSpec[]} */
const RENDERS = [
  { key: 'villa-golden', scene: 'villa', options: { mood: 'golden' }, samples: 96 },
  { key: 'villa-blue', scene: 'villa', options: { mood: 'blue' }, samples: 192 },
  { key: 'villa-midday', scene: 'villa', options: { mood: 'midday' }, flip: true, samples: 64 },
  { key: 'villa-dusk-low', scene: 'villa', options: { mood: 'dusk', variant: 'low' }, samples: 160 },
  { key: 'villa-golden-low', scene: 'villa', options: { mood: 'golden', variant: 'low' }, flip: true, samples: 96 },
  { key: 'villa-night', scene: 'villa', options: { mood: 'night' }, flip: true, samples: 192 },
  { key: 'villa-midday-low', scene: 'villa', options: { mood: 'midday', variant: 'low' }, samples: 64 },
  {
    key: 'marbella-midday',
    scene: 'villa',
    options: { mood: 'midday', backdrop: 'hills' },
    flip: true,
    samples: 64,
  },
  {
    key: 'marbella-golden',
    scene: 'villa',
    options: { mood: 'golden', backdrop: 'hills', trees: 'cypress' },
    samples: 96,
    scale: 2 / 3,
  },
  { key: 'pool-golden', scene: 'resort', options: { mood: 'golden', sun: 14, exposure: -1.2 }, samples: 96 },
  { key: 'pool-midday', scene: 'resort', options: { mood: 'midday', exposure: -0.3 }, samples: 64 },
  {
    key: 'beach-midday',
    scene: 'beach',
    options: { mood: 'midday', skyline: true, exposure: -0.5 },
    samples: 64,
  },
  { key: 'beach-golden', scene: 'beach', options: { mood: 'golden', sun: 0, exposure: -1.6 }, samples: 96 },
  {
    key: 'golf-golden',
    scene: 'golf',
    options: { mood: 'golden', exposure: -1.1 },
    samples: 64,
    scale: 2 / 3,
  },
  {
    key: 'golf-midday',
    scene: 'golf',
    options: { mood: 'midday', exposure: -0.9 },
    flip: true,
    samples: 20,
    scale: 2 / 3,
  },
  {
    key: 'aerial-palm',
    scene: 'palm',
    options: { mood: 'midday', exposure: -0.4 },
    samples: 20,
    scale: 2 / 3,
  },
  {
    key: 'desert-golden',
    scene: 'desert',
    options: { mood: 'golden', sun: 75, exposure: -0.8 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'desert-midday',
    scene: 'desert',
    options: { mood: 'midday', sun: 80, elevation: 40, exposure: -1.0 },
    samples: 40,
    scale: 2 / 3,
  },
  {
    key: 'arches-golden',
    scene: 'arches',
    options: { mood: 'golden', sun: 50, elevation: 16 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'arches-midday',
    scene: 'arches',
    options: { mood: 'midday', sun: 110, elevation: 30 },
    flip: true,
    samples: 64,
    scale: 2 / 3,
  },
  {
    key: 'mill-blue',
    scene: 'mill',
    options: { mood: 'blue' },
    samples: 56,
    scale: 2 / 3,
  },
  {
    key: 'mill-dusk',
    scene: 'mill',
    options: { mood: 'dusk', sun: 300, elevation: 0 },
    flip: true,
    samples: 56,
    scale: 2 / 3,
  },
  {
    key: 'tower-golden',
    scene: 'tower',
    options: { mood: 'golden', variant: 'terraces', view: 'park' },
    samples: 96,
  },
  {
    key: 'tower-blue',
    scene: 'tower',
    options: { mood: 'blue', variant: 'terraces', view: 'plaza' },
    flip: true,
    samples: 160,
  },
  { key: 'tower-dusk', scene: 'tower', options: { mood: 'dusk', variant: 'fins', view: 'water' }, samples: 144 },
  {
    key: 'tower-midday',
    scene: 'tower',
    options: { mood: 'midday', variant: 'fins', view: 'side' },
    flip: true,
    samples: 64,
  },
  {
    key: 'living-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'living', palette: 'ivory', view: 'sea', sun: 24 },
    samples: 64,
  },
  {
    key: 'living-blue-skyline',
    scene: 'interior',
    options: { mood: 'blue', room: 'living', palette: 'noir', view: 'skyline', sun: 200 },
    samples: 40,
    scale: 2 / 3,
  },
  {
    key: 'living-midday-sea',
    scene: 'interior',
    options: { mood: 'midday', room: 'living', palette: 'marble', view: 'sea', sun: 60 },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'living-dusk-skyline',
    scene: 'interior',
    options: { mood: 'dusk', room: 'living', palette: 'walnut', view: 'skyline', sun: 80 },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'living-golden-hills',
    scene: 'interior',
    options: { mood: 'golden', room: 'living', palette: 'sage', view: 'hills', sun: 10 },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'living-midday-skyline',
    scene: 'interior',
    options: { mood: 'midday', room: 'living', palette: 'ivory', view: 'skyline', sun: 50, sharp_view: true },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'bedroom-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'bedroom', palette: 'walnut', view: 'sea', sun: 24 },
    samples: 64,
  },
  {
    key: 'kitchen-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'kitchen', palette: 'walnut', view: 'sea', sun: 24 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'bathroom-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'bathroom', palette: 'marble', view: 'sea', sun: 24 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'bedroom-midday-sea',
    scene: 'interior',
    options: { mood: 'midday', room: 'bedroom', palette: 'ivory', view: 'sea', sun: 60, exposure: 0.3 },
    samples: 112,
    scale: 2 / 3,
  },
  {
    key: 'bedroom-dusk-hills',
    scene: 'interior',
    options: { mood: 'dusk', room: 'bedroom', palette: 'sage', view: 'hills', sun: 80, lamps: 0.5, exposure: -1.5 },
    samples: 64,
    scale: 2 / 3,
  },
  {
    key: 'kitchen-midday-skyline',
    scene: 'interior',
    options: {
      mood: 'midday',
      room: 'kitchen',
      palette: 'marble',
      view: 'skyline',
      sun: 50,
      sharp_view: true,
      exposure: 0.4,
    },
    samples: 112,
    scale: 2 / 3,
  },
  {
    key: 'bathroom-midday-hills',
    scene: 'interior',
    options: { mood: 'midday', room: 'bathroom', palette: 'ivory', view: 'hills', sun: 60, exposure: 0.3 },
    samples: 72,
    scale: 2 / 3,
  },
  {
    key: 'bedroom-blue-skyline',
    scene: 'interior',
    options: { mood: 'blue', room: 'bedroom', palette: 'noir', view: 'skyline', sun: 200 },
    samples: 64,
  },
  {
    key: 'kitchen-blue-skyline',
    scene: 'interior',
    options: { mood: 'blue', room: 'kitchen', palette: 'noir', view: 'skyline', sun: 200 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'bathroom-blue-skyline',
    scene: 'interior',
    options: { mood: 'blue', room: 'bathroom', palette: 'noir', view: 'skyline', sun: 200 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'dining-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'dining', palette: 'ivory', view: 'sea', sun: 24 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'dining-dusk-skyline',
    scene: 'interior',
    options: { mood: 'dusk', room: 'dining', palette: 'walnut', view: 'skyline', sun: 80 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'terrace-golden-sea',
    scene: 'interior',
    options: { mood: 'golden', room: 'terrace', palette: 'ivory', view: 'sea', sun: 45, exposure: -0.8, lens: 26 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'terrace-midday-sea',
    scene: 'interior',
    options: { mood: 'midday', room: 'terrace', palette: 'sage', view: 'sea', sun: 60, exposure: -1.2, lens: 26 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'terrace-dusk-skyline',
    scene: 'interior',
    options: { mood: 'dusk', room: 'terrace', palette: 'walnut', view: 'skyline', sun: 30, exposure: -2.0, lens: 26 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'gym-midday',
    scene: 'interior',
    options: {
      mood: 'midday',
      room: 'gym',
      palette: 'noir',
      view: 'skyline',
      sun: 50,
      sharp_view: true,
      exposure: 0.3,
    },
    samples: 112,
    scale: 2 / 3,
  },
  {
    key: 'gym-golden',
    scene: 'interior',
    options: { mood: 'golden', room: 'gym', palette: 'marble', view: 'sea', sun: 24 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'spa-night',
    scene: 'interior',
    options: { mood: 'night', room: 'spa', palette: 'noir', view: 'skyline', sun: 200, exposure: -0.5 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'spa-dusk',
    scene: 'interior',
    options: { mood: 'dusk', room: 'spa', palette: 'walnut', view: 'sea', sun: 95, exposure: -0.4 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'lobby-dusk',
    scene: 'interior',
    options: {
      mood: 'dusk',
      room: 'lobby',
      palette: 'marble',
      view: 'sea',
      sun: -50,
      shift: 0.08,
      exposure: -1.2,
      lamps: 0.6,
    },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'lobby-blue',
    scene: 'interior',
    options: {
      mood: 'blue',
      room: 'lobby',
      palette: 'walnut',
      view: 'skyline',
      sun: 200,
      shift: 0.08,
      exposure: -1.0,
      lamps: 0.6,
    },
    flip: true,
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'london-day',
    scene: 'terrace_house',
    options: { mood: 'midday', elevation: 40, exposure: -0.3, aim: 38 },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'london-evening',
    scene: 'terrace_house',
    options: { mood: 'blue', aim: 38 },
    samples: 128,
    scale: 2 / 3,
  },
  {
    key: 'skyline-marina-dusk',
    scene: 'skyline',
    options: { mood: 'dusk', place: 'marina' },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'skyline-marina-blue',
    scene: 'skyline',
    options: { mood: 'blue', place: 'marina' },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'skyline-marina-golden',
    scene: 'skyline',
    options: { mood: 'golden', place: 'marina', sun: 218 },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'skyline-downtown-dusk',
    scene: 'skyline',
    options: { mood: 'dusk', place: 'downtown' },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'skyline-downtown-blue',
    scene: 'skyline',
    options: { mood: 'blue', place: 'downtown' },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'skyline-downtown-night',
    scene: 'skyline',
    options: { mood: 'night', place: 'downtown' },
    samples: 32,
    scale: 2 / 3,
  },
  {
    key: 'skyline-creek-golden',
    scene: 'skyline',
    options: { mood: 'golden', place: 'creek', sun: 240, elevation: 4.5 },
    samples: 48,
    scale: 2 / 3,
  },
  {
    key: 'skyline-creek-dusk',
    scene: 'skyline',
    options: { mood: 'dusk', place: 'creek' },
    samples: 32,
    scale: 2 / 3,
  },
  // 360° panoramas from penthouses' roof terraces, for the listing page's virtual tour.
  {
    key: 'pano-downtown-terrace',
    scene: 'rooftop',
    options: { mood: 'dusk', place: 'downtown', exposure: -0.3 },
    samples: 64,
    ...PANORAMA_SIZE,
  },
  {
    key: 'pano-marina-terrace',
    scene: 'rooftop',
    options: { mood: 'blue', place: 'marina', exposure: -0.4 },
    samples: 64,
    ...PANORAMA_SIZE,
  },
];

/** The committed JPEG of a rendering. */
const renderFile = (key) => path.join(RENDERS_DIR, `${key}.jpg`);

/** The keys whose rendering is committed: those the catalogue serves as rendered. */
const renderedKeys = () => new Set(RENDERS.map((r) => r.key).filter((key) => fs.existsSync(renderFile(key))));

module.exports = { RENDERS, RENDERS_DIR, renderFile, renderedKeys };
