'use strict';
/**
 * Every picture the demo uses, by a stable key: what draws it, at what size, and its alt text.
 * Content refers to pictures by key; the seed uploads each once and recognises it afterwards by
 * the key kept in the upload's provider metadata (cms/scripts/seed/media.js).
 */
const exterior = require('./exterior');
const towers = require('./towers');
const interiors = require('./interiors');
const landscapes = require('./landscapes');
const panoramas = require('./panoramas');
const people = require('./people');
const plans = require('./plans');
const { renderFile, renderedKeys } = require('./renders');

const WIDE = { width: 1920, height: 1200 };

/**
 * `render`: renderJpeg's finish when the default does not suit (a panorama has no vignette: its
 * edges meet, and its corners are the zenith and the floor).
 * `file`: a committed rendering (renders/), uploaded as it is.
 * @typedef {{ key: string, alt: string, draw?: () => string, file?: string, width: number, height: number, crop?: { from: string, left: number, top: number, size: number }, render?: { quality?: number, grainStrength?: number, vignette?: number } }} ImageSpec
 */

/** @type {ImageSpec[]} */
const IMAGES = [];
const wide = (key, alt, draw) => IMAGES.push({ key, alt, draw, ...WIDE });

// Exteriors.
wide('villa-golden', 'Contemporary villa over an infinity pool at golden hour', () =>
  exterior.villa({ seed: 'villa-golden', mood: 'golden' }),
);
wide('villa-blue', 'Villa lit from within at blue hour, pool glowing in the foreground', () =>
  exterior.villa({ seed: 'villa-blue', mood: 'blue' }),
);
wide('villa-midday', 'White villa and pool under a clear midday sky', () =>
  exterior.villa({ seed: 'villa-midday', mood: 'midday', flip: true }),
);
wide('villa-dusk-low', 'Single-storey pavilion villa at dusk', () =>
  exterior.villa({ seed: 'villa-dusk-low', mood: 'dusk', variant: 'low' }),
);
wide('villa-golden-low', 'Low-slung beach villa with loungers at sunset', () =>
  exterior.villa({ seed: 'villa-golden-low', mood: 'golden', variant: 'low', flip: true }),
);
wide('villa-night', 'Villa and palms at night, terraces softly lit', () =>
  exterior.villa({ seed: 'villa-night', mood: 'night', flip: true }),
);
wide('villa-midday-low', 'Garden villa with a long pool on a bright afternoon', () =>
  exterior.villa({ seed: 'villa-midday-low', mood: 'midday', variant: 'low' }),
);
wide('marbella-golden', 'Marbella villa with cypress trees and the sierra behind', () =>
  landscapes.marbellaVilla({ seed: 'marbella-golden', mood: 'golden' }),
);
wide('marbella-midday', 'Whitewashed modern villa above the Costa del Sol', () =>
  exterior.villa({ seed: 'marbella-midday', mood: 'midday', backdrop: 'hills', trees: 'cypress', flip: true }),
);
wide('london-day', 'White stucco terrace with porticoes and iron balconies in Belgravia', () =>
  landscapes.stuccoTerrace({ seed: 'london-day', mood: 'midday' }),
);
wide('london-evening', 'Stucco townhouses at dusk, windows and street lamps lit', () =>
  landscapes.stuccoTerrace({ seed: 'london-evening', mood: 'blue' }),
);
wide('mill-blue', 'Red-brick mill conversion on the canal at blue hour', () =>
  landscapes.millConversion({ seed: 'mill-blue', mood: 'blue' }),
);
wide('mill-dusk', 'Converted warehouse apartments reflected in the canal at dusk', () =>
  landscapes.millConversion({ seed: 'mill-dusk', mood: 'dusk' }),
);

// Skylines and towers.
wide('skyline-downtown-dusk', 'Downtown skyline at dusk with the supertall reflected in the water', () =>
  towers.skyline({ seed: 'sd-dusk', mood: 'dusk', kind: 'downtown' }),
);
wide('skyline-downtown-night', 'Downtown towers lit at night', () =>
  towers.skyline({ seed: 'sd-night', mood: 'night', kind: 'downtown' }),
);
wide('skyline-downtown-blue', 'The city skyline at blue hour', () =>
  towers.skyline({ seed: 'sd-blue', mood: 'blue', kind: 'downtown' }),
);
wide('skyline-marina-blue', 'Marina towers and yachts at blue hour', () =>
  towers.skyline({ seed: 'sm-blue', mood: 'blue', kind: 'marina' }),
);
wide('skyline-marina-dusk', 'Yachts in the marina at sunset', () =>
  towers.skyline({ seed: 'sm-dusk', mood: 'dusk', kind: 'marina' }),
);
wide('skyline-marina-golden', 'Marina promenade and towers in golden light', () =>
  towers.skyline({ seed: 'sm-golden', mood: 'golden', kind: 'marina' }),
);
wide('skyline-creek-golden', 'Creek waterfront towers in the evening sun', () =>
  towers.skyline({ seed: 'sc-golden', mood: 'golden', kind: 'creek' }),
);
wide('skyline-creek-dusk', 'Creek skyline at dusk', () =>
  towers.skyline({ seed: 'sc-dusk', mood: 'dusk', kind: 'creek' }),
);
wide('tower-golden', 'Slender residential tower among palms at golden hour', () =>
  towers.landmark({ seed: 'tower-golden', mood: 'golden' }),
);
wide('tower-blue', 'Branded residence tower lit at blue hour', () =>
  towers.landmark({ seed: 'tower-blue', mood: 'blue' }),
);
wide('tower-dusk', 'Glass tower with a lit crown at dusk', () => towers.landmark({ seed: 'tower-dusk', mood: 'dusk' }));
wide('tower-midday', 'Residential tower against a bright blue sky', () =>
  towers.landmark({ seed: 'tower-midday', mood: 'midday' }),
);

// Interiors.
const room = (key, alt, fn, opts) => wide(key, alt, () => interiors[fn]({ seed: key, ...opts }));
room('living-golden-sea', 'Living room with floor-to-ceiling windows onto the sea at sunset', 'living', {
  mood: 'golden',
  palette: 'ivory',
  viewKind: 'sea',
});
room('living-blue-skyline', 'Penthouse living room overlooking the lit skyline', 'living', {
  mood: 'blue',
  palette: 'noir',
  viewKind: 'skyline',
});
room('living-midday-sea', 'Bright marble living room with a sea view', 'living', {
  mood: 'midday',
  palette: 'marble',
  viewKind: 'sea',
});
room('living-dusk-skyline', 'Walnut-panelled lounge with skyline views at dusk', 'living', {
  mood: 'dusk',
  palette: 'walnut',
  viewKind: 'skyline',
});
room('living-golden-hills', 'Living room opening onto the hills and the sea', 'living', {
  mood: 'golden',
  palette: 'sage',
  viewKind: 'hills',
});
room('living-midday-skyline', 'Sunlit living room with a city view', 'living', {
  mood: 'midday',
  palette: 'ivory',
  viewKind: 'skyline',
});
room('bedroom-golden-sea', 'Principal bedroom facing the sea at golden hour', 'bedroom', {
  mood: 'golden',
  palette: 'walnut',
  viewKind: 'sea',
});
room('bedroom-blue-skyline', 'Bedroom with the skyline lit beyond the glass', 'bedroom', {
  mood: 'blue',
  palette: 'noir',
  viewKind: 'skyline',
});
room('bedroom-midday-sea', 'Calm white bedroom with a sea view', 'bedroom', {
  mood: 'midday',
  palette: 'ivory',
  viewKind: 'sea',
});
room('bedroom-dusk-hills', 'Bedroom suite overlooking the hills at dusk', 'bedroom', {
  mood: 'dusk',
  palette: 'sage',
  viewKind: 'hills',
});
room('kitchen-midday-skyline', 'Kitchen with a stone island and city views', 'kitchen', {
  mood: 'midday',
  palette: 'marble',
  viewKind: 'skyline',
});
room('kitchen-golden-sea', 'Oak kitchen with an island and a sea view', 'kitchen', {
  mood: 'golden',
  palette: 'walnut',
  viewKind: 'sea',
});
room('kitchen-blue-skyline', 'Dark kitchen lit by pendants at blue hour', 'kitchen', {
  mood: 'blue',
  palette: 'noir',
  viewKind: 'skyline',
});
room('bathroom-golden-sea', 'Marble bathroom with a freestanding tub before the sea', 'bathroom', {
  mood: 'golden',
  palette: 'marble',
  viewKind: 'sea',
});
room('bathroom-blue-skyline', 'Stone bathroom with a skyline view at night', 'bathroom', {
  mood: 'blue',
  palette: 'noir',
  viewKind: 'skyline',
});
room('bathroom-midday-hills', 'Bathroom with a tub and a view of the hills', 'bathroom', {
  mood: 'midday',
  palette: 'ivory',
  viewKind: 'hills',
});
room('dining-dusk-skyline', 'Dining room for eight with the skyline at dusk', 'dining', {
  mood: 'dusk',
  palette: 'walnut',
  viewKind: 'skyline',
});
room('dining-golden-sea', 'Dining room with sunset sea views', 'dining', {
  mood: 'golden',
  palette: 'ivory',
  viewKind: 'sea',
});
room('terrace-golden-sea', 'Terrace with loungers and a pergola above the sea', 'terrace', {
  mood: 'golden',
  palette: 'ivory',
  viewKind: 'sea',
});
room('terrace-midday-sea', 'Sunny terrace with a glass balustrade and sea view', 'terrace', {
  mood: 'midday',
  palette: 'sage',
  viewKind: 'sea',
});
room('terrace-dusk-skyline', 'Roof terrace facing the skyline at dusk', 'terrace', {
  mood: 'dusk',
  palette: 'walnut',
  viewKind: 'skyline',
});

// Amenities.
room('gym-midday', 'Residents’ fitness centre with treadmills facing the view', 'gym', {
  mood: 'midday',
  palette: 'noir',
  viewKind: 'skyline',
});
room('gym-golden', 'Gym with a mirror wall and sea views', 'gym', {
  mood: 'golden',
  palette: 'marble',
  viewKind: 'sea',
});
room('spa-night', 'Candlelit spa pool with stone walls', 'spa', { mood: 'night', palette: 'noir' });
room('spa-dusk', 'Indoor pool and spa at dusk', 'spa', { mood: 'dusk', palette: 'walnut' });
room('lobby-dusk', 'Double-height lobby with a brass reception desk and chandelier', 'lobby', {
  mood: 'dusk',
  palette: 'marble',
});
room('lobby-blue', 'Concierge lobby at blue hour', 'lobby', { mood: 'blue', palette: 'walnut' });
wide('pool-golden', 'Infinity pool meeting the sea at sunset', () =>
  landscapes.resortPool({ seed: 'pool-golden', mood: 'golden' }),
);
wide('pool-midday', 'Resort pool with loungers and parasols', () =>
  landscapes.resortPool({ seed: 'pool-midday', mood: 'midday' }),
);

// Places.
wide('beach-midday', 'Beach club with parasols, the wheel and the Marina skyline beyond', () =>
  landscapes.beach({ seed: 'beach-midday', mood: 'midday' }),
);
wide('beach-golden', 'The beach at golden hour', () => landscapes.beach({ seed: 'beach-golden', mood: 'golden' }));
wide('desert-golden', 'Dunes at sunset outside the city', () =>
  landscapes.desert({ seed: 'desert-golden', mood: 'golden' }),
);
wide('desert-midday', 'Desert dunes under the midday sun', () =>
  landscapes.desert({ seed: 'desert-midday', mood: 'midday' }),
);
wide('golf-golden', 'Golf course lake and villas at golden hour', () =>
  landscapes.golf({ seed: 'golf-golden', mood: 'golden' }),
);
wide('golf-midday', 'Fairways and lakes in a golf community', () =>
  landscapes.golf({ seed: 'golf-midday', mood: 'midday' }),
);
wide('aerial-palm', 'The Palm seen from the air', () => landscapes.aerialPalm({ seed: 'aerial-palm' }));
wide('arches-golden', 'Colonnade of arches with the low sun on the floor', () =>
  landscapes.arches({ seed: 'arches-golden', mood: 'golden' }),
);
wide('arches-midday', 'Shaded arcade of white arches', () =>
  landscapes.arches({ seed: 'arches-midday', mood: 'midday' }),
);

// Team portrait cards (800 x 1000): the member's initials (cms/scripts/seed/content/people.js).
const PORTRAITS = {
  'team-founder': { initials: 'AW', ground: ['#1b2434', '#c9a96a'] },
  'team-ceo': { initials: 'LH', ground: ['#2b2623', '#d4b47c'] },
  'team-international': { initials: 'SM', ground: ['#1f302c', '#d7bb7d'] },
  'team-villas': { initials: 'KN', ground: ['#22262b', '#cfae6c'] },
  'team-offplan': { initials: 'PR', ground: ['#3a1f26', '#e0c58f'] },
  'team-branded': { initials: 'DO', ground: ['#1c2a3d', '#e6d3ad'] },
};
for (const [key, { initials, ground }] of Object.entries(PORTRAITS)) {
  IMAGES.push({
    key,
    alt: `Portrait card of a member of the team, the initials ${initials} under a gold arch`,
    draw: () => people.portraitCard({ seed: key, initials, ground }),
    width: 800,
    height: 1000,
  });
}

/** Monogram cards for reviewers, keyed by initials. */
function monogramSpec(initials) {
  const key = `monogram-${initials.toLowerCase()}`;
  return {
    key,
    alt: `Monogram ${initials}`,
    draw: () => people.monogram({ seed: key, initials }),
    width: 800,
    height: 800,
  };
}

// Floor plans of the off-plan listings.
for (const beds of [1, 2, 3]) {
  IMAGES.push({
    key: `plan-${beds}-bed`,
    alt: `Floor plan of a typical ${beds}-bedroom residence`,
    draw: () => plans.floorPlan({ beds }),
    width: 1600,
    height: 1200,
  });
}

// 360° panoramas of two penthouses' roof terraces (equirectangular, 2:1), opened in the page's tour.
const PANORAMA = { ...panoramas.PANORAMA_SIZE, render: { quality: 82, grainStrength: 16, vignette: 0 } };
IMAGES.push({
  key: 'pano-downtown-terrace',
  alt: '360° view of a roof terrace at dusk above Downtown, the supertall across the city',
  draw: () => panoramas.rooftop({ seed: 'pano-downtown', mood: 'dusk', kind: 'downtown' }),
  ...PANORAMA,
});
IMAGES.push({
  key: 'pano-marina-terrace',
  alt: '360° view of a roof terrace at blue hour over the Marina towers and the sea',
  draw: () => panoramas.rooftop({ seed: 'pano-marina', mood: 'blue', kind: 'marina' }),
  ...PANORAMA,
});

// A picture made as an architectural rendering (renders.js) is served as rendered, in place of its drawing.
const RENDERED = renderedKeys();
for (const [i, spec] of IMAGES.entries()) {
  if (RENDERED.has(spec.key))
    IMAGES[i] = { key: spec.key, alt: spec.alt, file: renderFile(spec.key), width: spec.width, height: spec.height };
}

// Instagram squares: crops of the wide pictures, re-framed.
const INSTA = [
  ['insta-palm', 'aerial-palm', 360],
  ['insta-arches', 'arches-golden', 360],
  ['insta-terrace', 'terrace-golden-sea', 600],
  ['insta-bath', 'bathroom-golden-sea', 360],
  ['insta-villa', 'villa-blue', 500],
  ['insta-dunes', 'desert-golden', 720],
  ['insta-tower', 'tower-golden', 520],
  ['insta-beach', 'beach-midday', 300],
  ['insta-lobby', 'lobby-dusk', 360],
  ['insta-living', 'living-golden-sea', 360],
  ['insta-marina', 'skyline-marina-dusk', 160],
];
for (const [key, from, left] of INSTA) {
  const source = IMAGES.find((i) => i.key === from);
  IMAGES.push({ key, alt: source.alt, from, crop: { left, top: 0, size: 1200 }, width: 1080, height: 1080 });
}

module.exports = { IMAGES, monogramSpec, INSTA_KEYS: INSTA.map(([k]) => k) };
