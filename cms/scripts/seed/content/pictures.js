'use strict';
/**
 * Which pictures suit a listing: a hero, a gallery and the "View spaces" and "Explore amenities"
 * tabs, chosen by the kind of home and what its windows look onto. Rotation by index keeps
 * neighbouring listings from looking alike.
 */

const ROOMS = {
  sea: {
    living: ['living-golden-sea', 'living-midday-sea'],
    bedroom: ['bedroom-golden-sea', 'bedroom-midday-sea'],
    kitchen: ['kitchen-golden-sea'],
    bathroom: ['bathroom-golden-sea'],
    dining: ['dining-golden-sea'],
    terrace: ['terrace-golden-sea', 'terrace-midday-sea'],
  },
  skyline: {
    living: ['living-blue-skyline', 'living-dusk-skyline', 'living-midday-skyline'],
    bedroom: ['bedroom-blue-skyline', 'bedroom-midday-sea'],
    kitchen: ['kitchen-midday-skyline', 'kitchen-blue-skyline'],
    bathroom: ['bathroom-blue-skyline', 'bathroom-golden-sea'],
    dining: ['dining-dusk-skyline'],
    terrace: ['terrace-dusk-skyline'],
  },
  hills: {
    living: ['living-golden-hills', 'living-golden-sea'],
    bedroom: ['bedroom-dusk-hills', 'bedroom-golden-sea'],
    kitchen: ['kitchen-golden-sea'],
    bathroom: ['bathroom-midday-hills'],
    dining: ['dining-golden-sea'],
    terrace: ['terrace-midday-sea', 'terrace-golden-sea'],
  },
};

const VILLAS = [
  'villa-golden',
  'villa-blue',
  'villa-midday',
  'villa-golden-low',
  'villa-night',
  'villa-midday-low',
  'villa-dusk-low',
];
const BUILDINGS = {
  downtown: ['skyline-downtown-dusk', 'tower-dusk', 'skyline-downtown-night', 'skyline-downtown-blue'],
  marina: ['skyline-marina-blue', 'skyline-marina-golden', 'skyline-marina-dusk', 'tower-golden'],
  businessBay: ['tower-midday', 'skyline-creek-golden', 'tower-blue'],
  creekHarbour: ['skyline-creek-dusk', 'skyline-creek-golden', 'tower-golden'],
  jvc: ['tower-midday', 'tower-blue'],
  london: ['london-day', 'london-evening'],
  manchester: ['mill-blue', 'mill-dusk'],
  marbella: ['marbella-golden', 'marbella-midday'],
  default: ['tower-golden', 'tower-blue', 'pool-golden', 'beach-midday'],
};
const EXTERIOR_BY_COMMUNITY = {
  marbella: ['marbella-golden', 'marbella-midday'],
  london: ['london-day', 'london-evening'],
  manchester: ['mill-blue', 'mill-dusk'],
};
const LAND = {
  palm: ['aerial-palm', 'beach-golden', 'villa-golden-low'],
  emiratesHills: ['golf-golden', 'golf-midday', 'villa-blue'],
  dubaiHills: ['golf-midday', 'golf-golden', 'villa-midday-low'],
  default: ['desert-golden', 'golf-golden', 'desert-midday'],
};

const at = (list, i) => list[((i % list.length) + list.length) % list.length];

/**
 * @param {{ type: string, community: string, view: string, index: number, hero?: string }} p
 * @returns {{ featuredImage: string, galleryImages: string[], spaces: Array<[string, string[]]>, amenities: Array<[string, string[]]> }}
 */
function picturesFor({ type, community, view, index, hero }) {
  const rooms = ROOMS[view] ?? ROOMS.sea;
  const i = index;
  const living = [at(rooms.living, i), at(rooms.living, i + 1)];
  const bedroom = [at(rooms.bedroom, i), at(rooms.bedroom, i + 1)];
  const kitchen = [at(rooms.kitchen, i)];
  const bathroom = [at(rooms.bathroom, i)];
  const terrace = [at(rooms.terrace, i)];
  const dining = [at(rooms.dining, i)];

  if (type === 'Land') {
    const pics = LAND[community] ?? LAND.default;
    const featuredImage = hero ?? pics[0];
    return {
      featuredImage,
      galleryImages: [...pics.filter((p) => p !== featuredImage), 'villa-golden', 'pool-golden'].slice(0, 4),
      spaces: [
        ['The plot', [pics[0], pics[1]]],
        ['What could be built', ['villa-golden', 'villa-blue']],
        ['Views', [pics[2], 'terrace-golden-sea']],
      ],
      amenities: [
        ['Community', ['golf-golden', 'arches-golden']],
        ['Beach and leisure', ['beach-golden', 'pool-midday']],
      ],
    };
  }

  const isHouse = type === 'Villa' || type === 'Townhouse' || type === 'Home';
  const exteriors =
    EXTERIOR_BY_COMMUNITY[community] ?? (isHouse ? VILLAS : (BUILDINGS[community] ?? BUILDINGS.default));
  const featuredImage = hero ?? at(exteriors, i);
  const others = exteriors.filter((e) => e !== featuredImage);
  const exterior = [featuredImage, at(others.length ? others : VILLAS, i + 1)];
  const galleryImages = [
    ...new Set([at(rooms.living, i), exterior[1], bedroom[0], kitchen[0], terrace[0], bathroom[0], dining[0]]),
  ]
    .filter((k) => k !== featuredImage)
    .slice(0, 6);

  const spaces = [
    ['Living Area', living],
    ['Bedrooms', bedroom],
    ['Kitchen', [...kitchen, ...dining]],
    ['Bathroom', bathroom],
    [isHouse ? 'Exterior' : 'Terrace', isHouse ? [...exterior, ...terrace] : [...terrace, featuredImage]],
  ];
  const amenities = isHouse
    ? [
        ['Private Pool', [type === 'Townhouse' ? 'pool-midday' : 'pool-golden', exterior[0]]],
        ['Gardens & Terraces', [terrace[0], 'golf-golden']],
        [
          view === 'sea' ? 'Beach' : 'Community',
          view === 'sea' ? ['beach-golden', 'beach-midday'] : ['golf-midday', 'arches-golden'],
        ],
        ['Wellness', ['spa-dusk', 'gym-golden']],
      ]
    : [
        ['Pool', [at(['pool-golden', 'pool-midday'], i), 'pool-midday']],
        ['Fitness Centre', [at(['gym-midday', 'gym-golden'], i)]],
        ['Spa', [at(['spa-night', 'spa-dusk'], i)]],
        ['Concierge & Lobby', [at(['lobby-dusk', 'lobby-blue'], i)]],
      ];
  return { featuredImage, galleryImages, spaces, amenities };
}

/**
 * The captions the public gallery shows under the demo's listing pictures (docs/decisions/0087);
 * their alternative texts are the catalogue's (@estate/demo-media). Pictures of people, floor
 * plans and the Instagram set have none.
 */
const CAPTIONS = {
  'villa-golden': 'The pool terrace catches the last of the sun',
  'villa-blue': 'Evening, with the pool lit',
  'villa-midday': 'The villa from the garden',
  'villa-dusk-low': 'A single storey, open to the garden on every side',
  'villa-golden-low': 'Steps from the sand',
  'villa-night': 'The terraces after dark',
  'villa-midday-low': 'A long pool along the garden',
  'marbella-golden': 'Cypresses and the Sierra Blanca beyond',
  'marbella-midday': 'Above the coast, with the sea on the horizon',
  'london-day': 'A Belgravia stucco terrace',
  'london-evening': 'The street at dusk',
  'mill-blue': 'The mill on the canal at blue hour',
  'mill-dusk': 'Canal-side apartments in a converted mill',
  'skyline-downtown-dusk': 'Downtown at dusk',
  'skyline-downtown-night': 'Downtown after dark',
  'skyline-downtown-blue': 'The skyline at blue hour',
  'skyline-marina-blue': 'The Marina at blue hour',
  'skyline-marina-dusk': 'Yachts coming in at sunset',
  'skyline-marina-golden': 'The Marina promenade',
  'skyline-creek-golden': 'The Creek waterfront',
  'skyline-creek-dusk': 'The Creek at dusk',
  'tower-golden': 'The tower among the palms',
  'tower-blue': 'The residence lit at blue hour',
  'tower-dusk': 'The crown lit at dusk',
  'tower-midday': 'The tower from the street',
  'living-golden-sea': 'The living room at sunset',
  'living-blue-skyline': 'The lounge, with the city lit beyond',
  'living-midday-sea': 'Marble floors and a sea view',
  'living-dusk-skyline': 'Walnut panelling and the skyline at dusk',
  'living-golden-hills': 'Living room opening onto the hills',
  'living-midday-skyline': 'Morning light over the city',
  'bedroom-golden-sea': 'The principal bedroom faces the sea',
  'bedroom-blue-skyline': 'The bedroom at night',
  'bedroom-midday-sea': 'A calm bedroom with a sea view',
  'bedroom-dusk-hills': 'The principal suite at dusk',
  'kitchen-midday-skyline': 'A stone island with a city view',
  'kitchen-golden-sea': 'An oak kitchen facing the sea',
  'kitchen-blue-skyline': 'The kitchen in the evening',
  'bathroom-golden-sea': 'A freestanding tub before the sea',
  'bathroom-blue-skyline': 'The bathroom at night',
  'bathroom-midday-hills': 'A bath with a view of the hills',
  'dining-dusk-skyline': 'Dinner for eight with the skyline',
  'dining-golden-sea': 'Dining with the sunset',
  'terrace-golden-sea': 'The terrace above the sea',
  'terrace-midday-sea': 'The terrace at midday',
  'terrace-dusk-skyline': 'The roof terrace at dusk',
  'gym-midday': "The residents' fitness centre",
  'gym-golden': 'The gym with sea views',
  'spa-night': 'The spa pool by candlelight',
  'spa-dusk': 'The indoor pool at dusk',
  'lobby-dusk': 'The double-height lobby',
  'lobby-blue': 'The concierge lobby',
  'pool-golden': 'The infinity pool at sunset',
  'pool-midday': 'Loungers by the pool',
  'beach-midday': 'The beach club',
  'beach-golden': 'The beach at golden hour',
  'desert-golden': 'The dunes at sunset, minutes from the city',
  'desert-midday': 'The desert at midday',
  'golf-golden': 'Villas on the lake at golden hour',
  'golf-midday': 'Fairways and lakes',
  'aerial-palm': 'The Palm from the air',
  'arches-golden': 'The colonnade in the evening sun',
  'arches-midday': 'A shaded arcade',
};

/** What a demo picture's upload says of it: the catalogue's alternative text and its caption. */
const pictureTexts = (spec) => ({ alternativeText: spec.alt || null, caption: CAPTIONS[spec.key] ?? null });

module.exports = { picturesFor, pictureTexts, CAPTIONS, ROOMS };
