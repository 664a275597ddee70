'use strict';
/**
 * The Dubai listings in its other communities: Dubai Hills Estate, Business Bay, Bluewaters, La Mer,
 * Dubai Creek Harbour, Al Barari, Jumeirah Golf Estates, MBR City and Jumeirah Village Circle.
 */

/** @type {import('./index').PropertySeed[]} */
const DUBAI_COMMUNITIES = [
  // Dubai Hills Estate
  {
    key: 'dhe-golf-villa',
    title: 'Golf-Course Villa in the Parkways',
    community: 'dubaiHills',
    type: 'Villa',
    beds: 5,
    baths: 6,
    space: 7900,
    price: 5400000,
    isFeatured: true,
    hero: 'villa-midday',
    desc1:
      'A five-bedroom villa backing directly onto the eighteenth fairway, with a pool terrace, a family kitchen and a principal suite overlooking the course. Walking distance to the clubhouse.',
    features: ['direct fairway frontage', 'a private pool', 'an upgraded kitchen', 'a study'],
  },
  {
    key: 'dhe-townhouse',
    title: 'Three-Bedroom Townhouse by the Park',
    community: 'dubaiHills',
    type: 'Townhouse',
    beds: 3,
    baths: 4,
    space: 2900,
    price: 1150000,
    desc1:
      'A light-filled end-of-terrace townhouse facing a landscaped park, with a private garden and a short walk to schools and the community pool.',
    features: ['an end-of-terrace position', 'a private garden', 'a community pool nearby'],
  },
  {
    key: 'dhe-apartment',
    title: 'Park-View Two-Bedroom Apartment',
    community: 'dubaiHills',
    type: 'Apartment',
    beds: 2,
    baths: 3,
    space: 1250,
    price: 680000,
    desc1:
      'A two-bedroom apartment over the central park with a generous balcony and the Downtown skyline on the horizon. Close to the mall and the hospital.',
    features: ['a park view', 'a generous balcony', 'a residents’ pool and gym'],
  },
  {
    key: 'dhe-plot',
    title: 'Fairway Plot in Dubai Hills',
    community: 'dubaiHills',
    type: 'Land',
    beds: 0,
    baths: 0,
    space: 12800,
    price: 4900000,
    desc1:
      'One of the last fairway plots in the estate, approved for a contemporary villa with a basement. Ideal for a family who want to build to their own brief.',
    features: ['fairway frontage', 'basement permitted', 'close to the clubhouse'],
  },
  // Business Bay
  {
    key: 'bb-studio',
    title: 'Canal-Front Studio for Investors',
    community: 'businessBay',
    type: 'Apartment',
    beds: 0,
    baths: 1,
    space: 480,
    price: 245000,
    desc1:
      'A furnished studio overlooking the Dubai Water Canal, in a hotel-managed building with a rooftop pool. Let through the building’s own holiday-home operator.',
    features: ['a canal view', 'hotel management', 'a rooftop pool'],
  },
  {
    key: 'bb-two-bed',
    title: 'Two-Bedroom with Burj and Canal Views',
    community: 'businessBay',
    type: 'Apartment',
    beds: 2,
    baths: 3,
    space: 1310,
    price: 760000,
    desc1:
      'A two-bedroom apartment with the tower on one side and the canal on the other, in a new building with a residents’ lounge, gym and infinity pool.',
    features: ['two views', 'a new building', 'an infinity pool'],
  },
  {
    key: 'bb-penthouse',
    title: 'Canal Penthouse with Private Pool',
    community: 'businessBay',
    type: 'Penthouse',
    beds: 4,
    baths: 5,
    space: 5800,
    price: 5600000,
    hero: 'terrace-dusk-skyline',
    desc1:
      'A penthouse with a private pool on its own terrace, looking over the canal to the Downtown skyline. Four suites, a family room and a show kitchen.',
    features: ['a private pool terrace', 'four suites', 'three parking spaces'],
  },
  // Bluewaters Island
  {
    key: 'bw-three-bed',
    title: 'Sea-Facing Three-Bedroom on Bluewaters',
    community: 'bluewaters',
    type: 'Apartment',
    beds: 3,
    baths: 4,
    space: 2350,
    price: 3300000,
    isFeatured: true,
    hero: 'living-golden-sea',
    desc1:
      'A three-bedroom residence facing the open sea, with a wide terrace, a family kitchen and three en-suite bedrooms. Residents share a private pool and a beach a minute away.',
    features: ['an open sea view', 'a wide terrace', 'a residents’ beach'],
  },
  {
    key: 'bw-penthouse',
    title: 'Bluewaters Penthouse with Wheel and Sea Views',
    community: 'bluewaters',
    type: 'Penthouse',
    beds: 4,
    baths: 5,
    space: 4900,
    price: 8900000,
    desc1:
      'A penthouse on the island with a roof terrace, an outdoor kitchen and views of the wheel, the Marina and the sea. One of very few penthouses on Bluewaters.',
    features: ['a roof terrace with outdoor kitchen', 'views of the wheel and the sea', 'a private lift'],
  },
  // La Mer
  {
    key: 'lamer-villa',
    title: 'Beachfront Villa at La Mer',
    community: 'laMer',
    type: 'Villa',
    beds: 5,
    baths: 6,
    space: 7200,
    price: 11800000,
    hero: 'villa-midday-low',
    desc1:
      'A beachfront villa with a pool terrace onto the sand, minutes from DIFC and Downtown. Interiors are calm and light, with oak, linen and limestone throughout.',
    features: ['a beachfront pool terrace', 'a guest suite on the ground floor', 'ten minutes to DIFC'],
  },
  {
    key: 'lamer-townhouse',
    title: 'Townhouse Steps from La Mer Beach',
    community: 'laMer',
    type: 'Townhouse',
    beds: 4,
    baths: 5,
    space: 3600,
    price: 3900000,
    desc1:
      'A four-bedroom townhouse a short walk from the beach, with a courtyard garden, a roof terrace and a plunge pool.',
    features: ['a plunge pool', 'a roof terrace', 'a short walk to the beach'],
  },
  // Dubai Creek Harbour
  {
    key: 'dch-two-bed',
    title: 'Creek-View Two-Bedroom with Skyline Views',
    community: 'creekHarbour',
    type: 'Apartment',
    beds: 2,
    baths: 3,
    space: 1240,
    price: 620000,
    desc1:
      'A two-bedroom apartment on the creek with the Downtown skyline across the water. In a completed tower with a pool deck, gym and children’s play area.',
    features: ['skyline views', 'a completed tower', 'a pool deck'],
  },
  {
    key: 'dch-three-bed',
    title: 'Island-District Three-Bedroom Off-Plan',
    community: 'creekHarbour',
    type: 'Apartment',
    beds: 3,
    baths: 4,
    space: 1850,
    price: 1150000,
    desc1:
      'An off-plan three-bedroom apartment in a waterfront tower on the island district, completing in two years, with a sixty/forty payment plan.',
    features: ['a 60/40 payment plan', 'a waterfront tower', 'completion in two years'],
  },
  // Al Barari
  {
    key: 'ab-mansion',
    title: 'Garden Mansion at Al Barari',
    community: 'alBarari',
    type: 'Villa',
    beds: 6,
    baths: 8,
    space: 13400,
    price: 13200000,
    hero: 'villa-dusk-low',
    desc1:
      'A lakeside mansion surrounded by the community’s gardens, with a pool pavilion, a spa and a guest house. The gardens were designed with the estate’s botanists and are fully mature.',
    features: ['a lakeside plot', 'a pool pavilion and spa', 'a guest house'],
  },
  {
    key: 'ab-villa',
    title: 'Contemporary Garden Villa in Al Barari',
    community: 'alBarari',
    type: 'Villa',
    beds: 5,
    baths: 6,
    space: 8100,
    price: 6300000,
    desc1:
      'A contemporary villa with walls of glass onto a private garden, a long pool and a shaded terrace. Quiet and green, twenty minutes from Downtown.',
    features: ['a long pool', 'walls of glass onto the garden', 'a shaded terrace'],
  },
  // Jumeirah Golf Estates
  {
    key: 'jge-villa',
    title: 'Fire Course Villa with Pool',
    community: 'golfEstates',
    type: 'Villa',
    beds: 5,
    baths: 6,
    space: 7700,
    price: 4200000,
    desc1:
      'A five-bedroom villa on the Fire course with a pool, a covered terrace and an upgraded kitchen, in a quiet cul-de-sac close to the clubhouse.',
    features: ['golf-course views', 'a private pool', 'a cul-de-sac position'],
  },
  {
    key: 'jge-townhouse',
    title: 'Golf Townhouse in Jumeirah Golf Estates',
    community: 'golfEstates',
    type: 'Townhouse',
    beds: 3,
    baths: 4,
    space: 3200,
    price: 1350000,
    desc1:
      'A three-bedroom townhouse with a garden onto the course, shared pools and parks, and the clubhouse a short walk away.',
    features: ['a garden onto the course', 'shared pools', 'a short walk to the clubhouse'],
  },
  // MBR City
  {
    key: 'd1-lagoon-villa',
    title: 'Lagoon-Front Villa in District One',
    community: 'districtOne',
    type: 'Villa',
    beds: 6,
    baths: 7,
    space: 12600,
    price: 12500000,
    isFeatured: true,
    hero: 'pool-midday',
    desc1:
      'A six-bedroom villa on the crystal lagoon with its own beach, a twenty-metre pool and the Downtown skyline across the water. Finished with bespoke joinery and a chef’s kitchen.',
    features: ['lagoon frontage with a private beach', 'skyline views', 'a chef’s kitchen'],
  },
  {
    key: 'd1-skyline-villa',
    title: 'Skyline-View Villa in District One',
    community: 'districtOne',
    type: 'Villa',
    beds: 5,
    baths: 6,
    space: 9800,
    price: 7900000,
    desc1:
      'A contemporary villa with a roof terrace looking straight at the Downtown skyline, a pool garden and a home cinema.',
    features: ['a roof terrace with skyline views', 'a home cinema', 'a pool garden'],
  },
  // Jumeirah Village Circle
  {
    key: 'jvc-studio',
    title: 'Investor Studio in Jumeirah Village Circle',
    community: 'jvc',
    type: 'Apartment',
    beds: 0,
    baths: 1,
    space: 410,
    price: 129000,
    desc1:
      'A new studio apartment with a balcony over the park, let on a twelve-month contract. One of the highest-yielding entry points in the city.',
    features: ['a tenant in place', 'a park view', 'a residents’ pool'],
  },
];

module.exports = { DUBAI_COMMUNITIES };
